import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { addDays, todayInIndia } from '@basera/contract/dates'
import * as endpoints from '@basera/contract/endpoints'
import { WEBHOOK_EVENT_ID_HEADER, WEBHOOK_SIGNATURE_HEADER } from '@basera/contract/payments'
import { SANDBOX_SETTINGS_PATH, SandboxPayReply, sandboxPayPath, type SandboxSettingsBody } from '@basera/contract/sandbox-gateway'
import { properties, roomOptions } from '../../db/schema.ts'
import { hmacHex } from '../../lib/hmac.ts'
import { TEST_WEBHOOK_SECRET, type TestApp } from '../../test/helper.ts'
import { OWNER_PHONES, signInOperator, type SignedInTestOperator } from '../operator-access/test-fixtures.ts'

// Shared by the payments tests: a tenant's booking with a token at an owner whose payout account is active
// (seeded: 7000000011 and 7000000012), paying it through the sandbox gateway's test hook as the checkout would.

export const TOKEN = 1500

/** Polls until `check` passes (a webhook arrives over HTTP and is worked on after the 2xx). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 8000): Promise<T> {
  const started = Date.now()
  for (;;) {
    try {
      return await check()
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
}

/** A webhook as the gateway would sign it, with an event id of the test's choosing. */
export function signedWebhook(t: TestApp, event: object, eventId: string, secret = TEST_WEBHOOK_SECRET) {
  const payload = JSON.stringify(event)
  return t.app.inject({
    method: 'POST', url: endpoints.razorpayWebhook.path, payload,
    headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: hmacHex(secret, payload), [WEBHOOK_EVENT_ID_HEADER]: eventId },
  })
}

export async function sandboxSettings(t: TestApp, settings: SandboxSettingsBody): Promise<void> {
  const res = await t.app.inject({ method: 'POST', url: SANDBOX_SETTINGS_PATH, payload: settings })
  expect(res.statusCode, res.body).toBe(200)
}

/** Pays an order through the sandbox's test hook; the checkout's callback fields. */
export async function payOrder(t: TestApp, orderId: string, outcome: 'captured' | 'failed' = 'captured') {
  const res = await t.app.inject({ method: 'POST', url: sandboxPayPath(orderId), payload: { outcome, method: 'upi' } })
  expect(res.statusCode, res.body).toBe(200)
  return SandboxPayReply.parse(res.json())
}

let counter = 0

const signedIn = new WeakMap<TestApp, Map<string, SignedInTestOperator>>()
/** An owner signed in once per test app (a second code for the same phone within 30 s is refused). */
export const ownerOf = (t: TestApp, index: 0 | 1 | 2): Promise<SignedInTestOperator> => operatorOf(t, OWNER_PHONES[index])

/** Any operator signed in once per test app. */
export async function operatorOf(t: TestApp, phone: string): Promise<SignedInTestOperator> {
  const known = signedIn.get(t) ?? new Map<string, SignedInTestOperator>()
  signedIn.set(t, known)
  const found = known.get(phone)
  if (found) return found
  const owner = await signInOperator(t, phone)
  known.set(phone, owner)
  return owner
}

export interface TokenBooking {
  token: string
  leadId: number
  tenantId: number
  bookingId: number
  propertyId: number
  roomOptionId: number
  owner: SignedInTestOperator
}

/**
 * A signed-in tenant's held booking with a token of TOKEN rupees and a move-in date `moveInDays` ahead, at
 * `ownerIndex`'s first property (owner 0 or 1: an active payout account). `rooms`: the option's rooms left.
 */
export async function tokenBooking(t: TestApp, o: {
  ownerIndex?: 0 | 1; propertyIndex?: number; moveInDays?: number; rooms?: number; terms?: unknown[]
  /** The property's rent terms when the room is taken (the booking records them). */
  rentTerms?: Pick<typeof properties.$inferInsert, 'rentDay' | 'lateFee'>
  /** The option's food, and whether the tenant adds it at booking. */
  food?: { offer: typeof roomOptions.$inferInsert['food']; choose?: boolean }
} = {}): Promise<TokenBooking> {
  const owner = await ownerOf(t, o.ownerIndex ?? 0)
  const propertyId = owner.propertyIds[o.propertyIndex ?? 0] as number
  const db = t.database.db
  await db.update(properties).set({ genderMask: 7, ...(o.terms ? { cancellationTerms: o.terms as never } : {}), ...o.rentTerms }).where(eq(properties.id, propertyId))
  const [option] = await db.select().from(roomOptions).where(eq(roomOptions.propertyId, propertyId)).orderBy(roomOptions.unitRent, roomOptions.id).limit(1)
  if (!option) throw new Error(`property ${propertyId} has no room option`)
  await db.update(roomOptions).set({ tokenAmount: TOKEN, availableRooms: o.rooms ?? 5, ...(o.food ? { food: o.food.offer } : {}) }).where(eq(roomOptions.id, option.id))
  const { token, leadId } = await t.signIn()
  const tenant = await t.post(endpoints.addTenant, {
    fullName: `Payer ${++counter}`, gender: 'Female', contact_number: '9876500002', email: 'payer@example.in', occupation: 'Working', is_b2b_user: 'No',
  }, token)
  expect(tenant.statusCode, tenant.body).toBe(200)
  const tenantId = tenant.json().tenant_id
  const held = await t.post(endpoints.bookRoom, { tenant_id: tenantId, property_id: propertyId, room_option_id: option.id, ...(o.food?.choose === undefined ? {} : { food: o.food.choose }) }, token)
  expect(held.statusCode, held.body).toBe(200)
  const bookingId = held.json().bookingId
  const agreed = await t.post(endpoints.allocateAgreement, {
    tenant_id: tenantId, property_id: propertyId, bookingId, tanant_move_in_date: addDays(todayInIndia(t.clock.now()), o.moveInDays ?? 10),
  }, token)
  expect(agreed.statusCode, agreed.body).toBe(200)
  return { token, leadId, tenantId, bookingId, propertyId, roomOptionId: option.id, owner }
}

/** The booking as its tenant reads it in My Booking. */
export async function bookingOf(t: TestApp, b: { token: string; leadId: number; bookingId: number }) {
  const res = await t.post(endpoints.getBookings, { leadId: b.leadId }, b.token)
  const booking = res.json().data.find((x) => x.bookingId === b.bookingId)
  if (!booking) throw new Error(`booking ${b.bookingId} not in My Booking`)
  return booking
}

/** Creates the order, pays it in the sandbox and waits for the webhook to make the booking requested. */
export async function paidBooking(t: TestApp, o: Parameters<typeof tokenBooking>[1] = {}) {
  const b = await tokenBooking(t, o)
  const order = await t.post(endpoints.createTokenPayment, { bookingId: b.bookingId }, b.token)
  expect(order.statusCode, order.body).toBe(200)
  const paid = await payOrder(t, order.json().order_id)
  await eventually(async () => expect(await bookingOf(t, b)).toMatchObject({ status: 'requested', token_status: 'held' }))
  // the transfer on hold, and anything else queued, done at the gateway
  await t.app.moneySettled()
  return { ...b, orderId: order.json().order_id, paymentId: paid.razorpay_payment_id, signature: paid.razorpay_signature }
}
