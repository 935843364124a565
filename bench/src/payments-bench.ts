import { createHmac } from 'node:crypto'
import { addDays, todayInIndia } from '@basera/contract/dates'
import * as endpoints from '@basera/contract/endpoints'
import { WEBHOOK_EVENT_ID_HEADER, WEBHOOK_SIGNATURE_HEADER } from '@basera/contract/payments'
import { run, signIn, type Client, type EndpointResult } from './api-bench.ts'
import { PROPERTIES } from './databases.ts'
import { postJson } from './http.ts'
import type { CpuMeter, LoadTarget } from './load.ts'

// Money under load (issue 29), against the development server's own sandbox gateway (the server answers the
// Razorpay adapter's calls itself, over HTTP, so a new order's cost includes the gateway's side):
// - createTokenPayment, first tap: ORDERS held bookings with a token each get their gateway order, exactly once
//   each, 50 at a time (the row has no warm-up: an order is made once);
// - createTokenPayment, second tap: the same bookings again, for 10 s: the same order answered, no gateway call;
// - razorpayWebhook: signed events, each with a new event id, about payments of no order of ours: checked,
//   stored and answered, then worked on after the answer. The note says how long the backlog took to drain.

const ORDERS = 500
const IDLE = 20
const PREPARE_CONCURRENCY = 10
// the sandbox's default webhook secret (server/src/config.ts): the bench server runs with no payment configuration
const SANDBOX_WEBHOOK_SECRET = 'sandbox-webhook-secret'

export interface PaymentsNotes {
  bookings: number
  prepareMs: number
  /** From the end of the webhook row until every stored event was worked on. */
  webhookDrainMs: number | null
  eventsStored: number | null
}

interface Slot { propertyId: number; roomOptionId: number; gender: string }

async function inBatches<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  await Promise.all(Array.from({ length: PREPARE_CONCURRENCY }, async () => {
    while (next < items.length) await work(items[next++] as T)
  }))
}

/** Rooms whose booking pays a token (an owner with an active payout account, a room option with a token), one slot per free room. */
async function tokenRooms(baseUrl: string, wanted: number): Promise<Slot[]> {
  const slots: Slot[] = []
  for (let first = 1; first <= PROPERTIES && slots.length < wanted; first += 200) {
    const ids = Array.from({ length: Math.min(200, PROPERTIES - first + 1) }, (_, i) => first + i)
    await inBatches(ids, async (propertyId) => {
      const options = (await postJson<{ data: { room_option_id: number; token_amount: number; available_rooms: number }[] }>(baseUrl, endpoints.getRoomOptions.path, { propertyId })).data
      const paying = options.filter((o) => o.token_amount > 0 && o.available_rooms > 0)
      if (paying.length === 0) return
      const [detail] = (await postJson<{ data: { genders: string[] }[] }>(baseUrl, endpoints.getPropertyById.path, { propertyId })).data
      const gender = detail?.genders[0]
      if (!gender) return
      for (const o of paying) for (let n = 0; n < o.available_rooms; n++) slots.push({ propertyId, roomOptionId: o.room_option_id, gender })
    })
  }
  if (slots.length < wanted) throw new Error(`only ${slots.length} rooms with a token to book, ${wanted} wanted`)
  return slots.slice(0, wanted)
}

/** One lead books every slot for a tenant of its own (the B2B case) and sets the move-in date: held, the token pending. */
async function heldBookings(baseUrl: string, client: Client, slots: Slot[]): Promise<number[]> {
  const moveIn = addDays(todayInIndia(), 7)
  const ids: number[] = []
  let n = 0
  await inBatches(slots, async (slot) => {
    const i = ++n
    const tenant = await postJson<{ tenant_id: number }>(baseUrl, endpoints.addTenant.path, {
      leadId: client.leadId, fullName: `Payer ${i}`, gender: slot.gender, contact_number: `97${String(i).padStart(8, '0')}`,
      email: `payer${i}@example.com`, occupation: 'Working', is_b2b_user: 'Yes', property_id: slot.propertyId,
    }, client.token)
    const booked = await postJson<{ bookingId: number }>(baseUrl, endpoints.bookRoom.path, { tenant_id: tenant.tenant_id, property_id: slot.propertyId, room_option_id: slot.roomOptionId }, client.token)
    await postJson(baseUrl, endpoints.allocateAgreement.path, { tenant_id: tenant.tenant_id, property_id: slot.propertyId, bookingId: booked.bookingId, tanant_move_in_date: moveIn }, client.token)
    ids.push(booked.bookingId)
  })
  return ids
}

function rotating(bodies: readonly string[]): () => string {
  let i = 0
  return () => bodies[i++ % bodies.length] as string
}

function webhookTarget(baseUrl: string, tag: string): LoadTarget {
  let n = 0
  const body = () => {
    const id = `${tag}${++n}`
    return JSON.stringify({
      entity: 'event', event: 'payment.captured', contains: ['payment'], created_at: Math.floor(Date.now() / 1000),
      payload: { payment: { entity: { id: `pay_Bench${id}`, order_id: `order_Bench${id}`, amount: 150_000, currency: 'INR', status: 'captured', method: 'upi' } } },
    })
  }
  return {
    url: baseUrl + endpoints.razorpayWebhook.path, method: 'POST', body,
    headersFor: (payload) => ({
      [WEBHOOK_SIGNATURE_HEADER]: createHmac('sha256', SANDBOX_WEBHOOK_SECRET).update(payload).digest('hex'),
      [WEBHOOK_EVENT_ID_HEADER]: `evt_${createHmac('sha256', 'id').update(payload).digest('hex').slice(0, 20)}`,
    }),
  }
}

/** The metric the server exposes for stored events not yet worked on. */
async function unprocessed(baseUrl: string): Promise<number | null> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text()
  const match = /^basera_webhook_events_unprocessed (\d+)/m.exec(text)
  return match ? Number(match[1]) : null
}

export async function benchPayments(baseUrl: string, cpu: CpuMeter): Promise<{ rows: EndpointResult[]; notes: PaymentsNotes }> {
  const started = performance.now()
  process.stdout.write(`  payments: ${ORDERS + IDLE} held bookings with a token ...`)
  const client = await signIn(baseUrl, '8999000001')
  const bookings = await heldBookings(baseUrl, client, await tokenRooms(baseUrl, ORDERS + IDLE))
  const prepareMs = performance.now() - started
  process.stdout.write(` ${(prepareMs / 1000).toFixed(1)} s\n`)
  const auth = { authorization: `Bearer ${client.token}` }
  const url = baseUrl + endpoints.createTokenPayment.path
  const bodies = bookings.map((bookingId) => JSON.stringify({ bookingId }))
  const idleBodies = bodies.slice(0, IDLE)
  const loadBodies = bodies.slice(IDLE)
  const rows: EndpointResult[] = []
  rows.push(await run('createTokenPayment, first tap (a new gateway order)', { url, method: 'POST', body: rotating(loadBodies), headers: auth },
    { url, method: 'POST', body: rotating(idleBodies), headers: auth }, cpu, loadBodies.length))
  rows.push(await run('createTokenPayment, second tap (the same order)', { url, method: 'POST', body: rotating(loadBodies), headers: auth },
    { url, method: 'POST', body: rotating(idleBodies), headers: auth }, cpu))
  rows.push(await run('razorpayWebhook, signed event (stored, 2xx, worked on after)', webhookTarget(baseUrl, 'L'), webhookTarget(baseUrl, 'I'), cpu))
  const drainStarted = performance.now()
  let left = await unprocessed(baseUrl)
  while (left !== null && left > 0 && performance.now() - drainStarted < 120_000) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    left = await unprocessed(baseUrl)
  }
  const webhookDrainMs = left === 0 ? performance.now() - drainStarted : null
  const eventsStored = rows[2] ? rows[2].requests : null
  return { rows, notes: { bookings: bookings.length, prepareMs, webhookDrainMs, eventsStored } }
}
