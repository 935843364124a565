import { afterAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import * as endpoints from '@basera/contract/endpoints'
import { messages } from '@basera/contract/messages'
import { buildApp } from '../../app.ts'
import { rowsOf } from '../../db/client.ts'
import { testConfig, useTestApp } from '../../test/helper.ts'
import { bookingOf, payOrder, sandboxSettings, tokenBooking } from './test-payments.ts'

// A gateway in trouble: it fails or times out when the order is made (a clear sentence; the booking and its
// hold untouched; the order made later exactly once), it cannot answer the checkout's callback (the payment
// stays `unknown` until reconciliation asks), and the app stops between the gateway's capture and recording it
// (a new instance on the same database reconciles it).

const testApp = useTestApp()
const started: FastifyInstance[] = []
afterAll(async () => { for (const app of started) await app.close() })

async function ordersWithReceipt(bookingId: number): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(testApp().database.db, sql`select count(*)::int as n from sandbox_gateway_objects where kind = 'order'
    and data->>'receipt' = ${`basera-token-${bookingId}`}`)
  return Number(row?.n)
}

async function holdOf(bookingId: number) {
  const [row] = await rowsOf<{ status: string; hold: string | Date | null; rooms: number | string }>(testApp().database.db, sql`select b.status, b.hold_expires_at as hold,
    o.available_rooms as rooms from bookings b join room_options o on o.id = b.room_option_id where b.id = ${bookingId}`)
  return { status: row?.status, hold: row?.hold ? new Date(row.hold).toISOString() : null, rooms: Number(row?.rooms) }
}

describe('the gateway fails on order creation', () => {
  it('answers 503 with a sentence, keeps the booking and its hold, and makes the order once it answers again', async () => {
    const t = testApp()
    const b = await tokenBooking(t)
    const before = await holdOf(b.bookingId)
    await sandboxSettings(t, { fail_api: true })
    const failed = await t.post(endpoints.createTokenPayment, { bookingId: b.bookingId }, b.token)
    expect(failed.statusCode).toBe(503)
    expect(failed.json()).toEqual({ message: messages.paymentServiceUnavailable })
    expect(await holdOf(b.bookingId)).toEqual(before)
    expect(await bookingOf(t, b)).toMatchObject({ status: 'held', token_status: 'pending' })
    await sandboxSettings(t, { fail_api: false })
    const retry = await t.post(endpoints.createTokenPayment, { bookingId: b.bookingId }, b.token)
    expect(retry.statusCode, retry.body).toBe(200)
    expect(await ordersWithReceipt(b.bookingId)).toBe(1)
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' })
    expect(metrics.body).toMatch(/^basera_gateway_errors_total\{kind="unavailable"\} [1-9]/m)
  })

  it('a timeout: 503, the hold intact, and the order the gateway made meanwhile is found by its receipt, never made twice', async () => {
    const t = testApp()
    const b = await tokenBooking(t, { propertyIndex: 1 })
    const before = await holdOf(b.bookingId)
    // the test app gives up on a gateway call after 2 s
    await sandboxSettings(t, { api_delay_ms: 2500 })
    const slow = await t.post(endpoints.createTokenPayment, { bookingId: b.bookingId }, b.token)
    expect(slow.statusCode).toBe(503)
    expect(slow.json()).toEqual({ message: messages.paymentServiceUnavailable })
    expect(await holdOf(b.bookingId)).toEqual(before)
    await sandboxSettings(t, { api_delay_ms: 0 })
    // the gateway made the order after we stopped waiting
    await new Promise((resolve) => setTimeout(resolve, 700))
    const retry = await t.post(endpoints.createTokenPayment, { bookingId: b.bookingId }, b.token)
    expect(retry.statusCode, retry.body).toBe(200)
    expect(await ordersWithReceipt(b.bookingId)).toBe(1)
    const paid = await payOrder(t, retry.json().order_id)
    expect((await t.post(endpoints.verifyPayment, paid, b.token)).json()).toMatchObject({ payment_status: 'captured' })
    await t.app.moneySettled()
  })

  it('the checkout\'s callback while the gateway cannot answer: the payment is unknown, "pending", until reconciliation', async () => {
    const t = testApp()
    await sandboxSettings(t, { drop_webhooks: true })
    const b = await tokenBooking(t, { propertyIndex: 2 })
    const order = (await t.post(endpoints.createTokenPayment, { bookingId: b.bookingId }, b.token)).json()
    const paid = await payOrder(t, order.order_id)
    await sandboxSettings(t, { fail_api: true })
    const unsure = await t.post(endpoints.verifyPayment, paid, b.token)
    expect(unsure.json()).toMatchObject({ payment_status: 'pending', message: messages.paymentPending, booking: { status: 'held', token_status: 'pending' } })
    const [row] = await rowsOf<{ status: string }>(t.database.db, sql`select status from payments where gateway_payment_id = ${paid.razorpay_payment_id}`)
    expect(row?.status).toBe('unknown')
    await sandboxSettings(t, { fail_api: false, drop_webhooks: false })
    t.clock.advance(61_000)
    await t.app.runMoneyJob()
    await t.app.moneySettled()
    expect(await bookingOf(t, b)).toMatchObject({ status: 'requested', token_status: 'held' })
  })
})

describe('the app stops between the gateway\'s capture and recording it', () => {
  async function restarted(): Promise<FastifyInstance> {
    // a new instance on the same database (the first one's records, the sandbox's included)
    const one = testApp()
    const app = await buildApp(testConfig(), { ...one.database, close: async () => undefined }, { now: one.clock.now, moneyJobTimer: false })
    await app.listen({ port: 0, host: '127.0.0.1' })
    started.push(app)
    return app
  }

  it('captured at the gateway, never told to the app: the next instance reconciles the order', async () => {
    const t = testApp()
    await sandboxSettings(t, { drop_webhooks: true })
    const b = await tokenBooking(t, { propertyIndex: 3 })
    const order = (await t.post(endpoints.createTokenPayment, { bookingId: b.bookingId }, b.token)).json()
    await payOrder(t, order.order_id)
    await sandboxSettings(t, { drop_webhooks: false })
    // the tenant's phone never came back with the callback, and this instance is gone
    const next = await restarted()
    t.clock.advance(61_000)
    await next.runMoneyJob()
    await next.moneySettled()
    expect(await bookingOf(t, b)).toMatchObject({ status: 'requested', token_status: 'held' })
    const [credit] = await rowsOf<{ n: number | string }>(t.database.db, sql`select count(*)::int as n from ledger_transactions where booking_id = ${b.bookingId} and kind in ('token_paid', 'token_held')`)
    expect(Number(credit?.n)).toBe(2)
  })

  it('a webhook stored but not worked on (the 2xx sent, then the crash): the next instance works on it', async () => {
    const t = testApp()
    await sandboxSettings(t, { drop_webhooks: true })
    const b = await tokenBooking(t, { propertyIndex: 4 })
    const order = (await t.post(endpoints.createTokenPayment, { bookingId: b.bookingId }, b.token)).json()
    const paid = await payOrder(t, order.order_id)
    await sandboxSettings(t, { drop_webhooks: false })
    const [doc] = await rowsOf<{ data: Record<string, unknown> | string }>(t.database.db, sql`select data from sandbox_gateway_objects where id = ${paid.razorpay_payment_id}`)
    const entity = typeof doc?.data === 'string' ? (JSON.parse(doc.data) as Record<string, unknown>) : (doc?.data ?? {})
    // as the webhook route stores it before answering
    await t.database.db.execute(sql`insert into webhook_events (event_id, event, payload, created_at_gateway, received_at)
      values ('evt_crashed00001', 'payment.captured', ${JSON.stringify({ payment: { entity } })}::jsonb, now(), ${t.clock.now().toISOString()})`)
    const next = await restarted()
    await next.runMoneyJob()
    await next.moneySettled()
    expect(await bookingOf(t, b)).toMatchObject({ status: 'requested', token_status: 'held' })
    const [event] = await rowsOf<{ done: boolean }>(t.database.db, sql`select processed_at is not null as done from webhook_events where event_id = 'evt_crashed00001'`)
    expect(event?.done).toBe(true)
  })
})
