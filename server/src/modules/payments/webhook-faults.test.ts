import { describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { BOOKING_HOLD_MINUTES } from '@basera/contract/constants'
import * as endpoints from '@basera/contract/endpoints'
import { gatewayMessages, WEBHOOK_SIGNATURE_HEADER } from '@basera/contract/payments'
import { rowsOf } from '../../db/client.ts'
import { fingerprint } from '../../reliability/support/fingerprint.ts'
import { hmacHex } from '../../lib/hmac.ts'
import { createTestApp, testConfig, TEST_WEBHOOK_SECRET, useTestApp } from '../../test/helper.ts'
import { TOKEN, bookingOf, eventually, payOrder, sandboxSettings, signedWebhook, tokenBooking } from './test-payments.ts'

// No forged, replayed, lost or out-of-order message about money changes a rupee the gateway did not move. The
// sandbox's own webhooks are dropped here (drop_webhooks) so each test sends exactly the messages it means to.

const testApp = useTestApp()

/** The sandbox's record of a payment, as a webhook would carry it. */
async function paymentEntity(paymentId: string): Promise<Record<string, unknown>> {
  const [row] = await rowsOf<{ data: Record<string, unknown> | string }>(testApp().database.db, sql`select data from sandbox_gateway_objects where id = ${paymentId}`)
  const data = typeof row?.data === 'string' ? (JSON.parse(row.data) as Record<string, unknown>) : (row?.data ?? {})
  const { parent: _parent, ...entity } = data
  return entity
}

const event = (name: string, payment: Record<string, unknown>) => ({
  entity: 'event', account_id: 'acc_SandboxPlatform', event: name, contains: ['payment'], payload: { payment: { entity: payment } }, created_at: Math.floor(Date.now() / 1000),
})

/** A held booking whose token is captured at the gateway, and nothing of it told to the app yet. */
async function capturedUntold(o: Parameters<typeof tokenBooking>[1] = {}) {
  const t = testApp()
  await sandboxSettings(t, { drop_webhooks: true })
  const b = await tokenBooking(t, o)
  const order = (await t.post(endpoints.createTokenPayment, { bookingId: b.bookingId }, b.token)).json()
  const paid = await payOrder(t, order.order_id)
  return { ...b, orderId: order.order_id, paymentId: paid.razorpay_payment_id, entity: await paymentEntity(paid.razorpay_payment_id) }
}

const credits = async (bookingId: number) => {
  const [row] = await rowsOf<{ n: number | string }>(testApp().database.db, sql`select count(*)::int as n from ledger_transactions where booking_id = ${bookingId} and kind = 'token_paid'`)
  return Number(row?.n)
}

describe(`POST ${endpoints.razorpayWebhook.path}`, () => {
  it('refuses forged and unsigned webhooks with 401, and one without an event id with 400; nothing changes', async () => {
    const t = testApp()
    const b = await capturedUntold()
    const captured = event('payment.captured', b.entity)
    const before = await fingerprint(t.database.db)
    const forged = await signedWebhook(t, captured, 'evt_forged00001', 'not-the-webhook-secret')
    expect(forged.statusCode).toBe(401)
    expect(forged.json()).toEqual({ message: gatewayMessages.webhookSignatureInvalid })
    const unsigned = await t.app.inject({ method: 'POST', url: endpoints.razorpayWebhook.path, payload: captured, headers: { 'x-razorpay-event-id': 'evt_unsigned0001' } })
    expect(unsigned.statusCode).toBe(401)
    // signed, then changed on the way: the signature is over the exact bytes
    const honest = JSON.stringify(captured)
    const tampered = await t.app.inject({
      method: 'POST', url: endpoints.razorpayWebhook.path, payload: honest.replace(`"amount":${TOKEN * 100}`, '"amount":1'),
      headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: hmacHex(TEST_WEBHOOK_SECRET, honest), 'x-razorpay-event-id': 'evt_tampered001' },
    })
    expect(tampered.statusCode).toBe(401)
    const noId = await t.app.inject({
      method: 'POST', url: endpoints.razorpayWebhook.path, payload: honest,
      headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: hmacHex(TEST_WEBHOOK_SECRET, honest) },
    })
    expect(noId.statusCode).toBe(400)
    expect(noId.json()).toEqual({ message: gatewayMessages.webhookEventIdMissing })
    expect(await fingerprint(t.database.db)).toEqual(before)
    expect(await bookingOf(t, b)).toMatchObject({ status: 'held', token_status: 'pending' })
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' })
    expect(metrics.body).toMatch(/^basera_webhook_signature_failures_total [3-9]/m)
  })

  it('a replayed webhook credits once; another event about the same payment changes nothing more', async () => {
    const t = testApp()
    const b = await capturedUntold()
    const captured = event('payment.captured', b.entity)
    for (let i = 0; i < 3; i++) {
      const res = await signedWebhook(t, captured, 'evt_replayed0001')
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ success: true })
    }
    const orderPaid = { ...event('order.paid', b.entity), contains: ['payment', 'order'] }
    expect((await signedWebhook(t, orderPaid, 'evt_orderpaid001')).statusCode).toBe(200)
    await t.app.moneySettled()
    expect(await bookingOf(t, b)).toMatchObject({ status: 'requested', token_status: 'held' })
    expect(await credits(b.bookingId)).toBe(1)
    const [events] = await rowsOf<{ n: number | string }>(t.database.db, sql`select count(*)::int as n from webhook_events where event_id in ('evt_replayed0001', 'evt_orderpaid001')`)
    expect(Number(events?.n)).toBe(2)
  })

  it('a late payment.failed after the capture answers 2xx and changes nothing', async () => {
    const t = testApp()
    const b = await capturedUntold()
    await signedWebhook(t, event('payment.captured', b.entity), 'evt_captured0002')
    await t.app.moneySettled()
    const before = await fingerprint(t.database.db)
    const failed = await signedWebhook(t, event('payment.failed', { ...b.entity, status: 'failed', error_code: 'BAD_REQUEST_ERROR' }), 'evt_latefail0001')
    expect(failed.statusCode).toBe(200)
    await t.app.moneySettled()
    const after = await fingerprint(t.database.db)
    // only the event's own row is new: the payment, booking and ledger are as they were
    for (const table of ['payments', 'bookings', 'ledger_entries', 'ledger_transactions', 'money_actions']) expect(after[table], table).toEqual(before[table])
    expect(await bookingOf(t, b)).toMatchObject({ status: 'requested', token_status: 'held' })
  })

  it('a dropped webhook is reconciled: the money job asks the gateway about the pending order', async () => {
    const t = testApp()
    const b = await capturedUntold()
    await t.app.runMoneyJob()
    // younger than PAYMENT_RECONCILE_MS: not asked yet
    expect(await bookingOf(t, b)).toMatchObject({ status: 'held', token_status: 'pending' })
    t.clock.advance(61_000)
    await t.app.runMoneyJob()
    await t.app.moneySettled()
    expect(await bookingOf(t, b)).toMatchObject({ status: 'requested', token_status: 'held' })
    expect(await credits(b.bookingId)).toBe(1)
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' })
    expect(metrics.body).toMatch(/^basera_orders_reconciled_total\{outcome="captured"\} [1-9]/m)
  })

  it('a payment after the hold lapsed takes the room if one is left', async () => {
    const t = testApp()
    await sandboxSettings(t, { drop_webhooks: true })
    const b = await tokenBooking(t, { ownerIndex: 1, propertyIndex: 2, rooms: 3 })
    const order = (await t.post(endpoints.createTokenPayment, { bookingId: b.bookingId }, b.token)).json()
    t.clock.advance((BOOKING_HOLD_MINUTES + 1) * 60_000)
    // the next booking's transaction sweeps the lapsed hold: its room comes back
    await tokenBooking(t, { ownerIndex: 1, propertyIndex: 2, rooms: 3 })
    expect(await bookingOf(t, b)).toMatchObject({ status: 'expired', token_status: 'none' })
    const paid = await payOrder(t, order.order_id)
    await sandboxSettings(t, { drop_webhooks: false })
    const verified = await t.post(endpoints.verifyPayment, paid, b.token)
    expect(verified.json()).toMatchObject({ payment_status: 'captured', booking: { status: 'requested', token_status: 'held' } })
    await t.app.moneySettled()
  })

  it('a payment after the hold lapsed and the last room went is refunded in full at once', async () => {
    const t = testApp()
    await sandboxSettings(t, { drop_webhooks: true })
    const b = await tokenBooking(t, { ownerIndex: 1, propertyIndex: 3, rooms: 1 })
    const order = (await t.post(endpoints.createTokenPayment, { bookingId: b.bookingId }, b.token)).json()
    t.clock.advance((BOOKING_HOLD_MINUTES + 1) * 60_000)
    // the next booking anywhere sweeps the lapsed hold; then someone else takes the room that came back
    await tokenBooking(t, { ownerIndex: 0, propertyIndex: 7 })
    expect(await bookingOf(t, b)).toMatchObject({ status: 'expired' })
    await t.database.db.execute(sql`update room_options set available_rooms = 0 where id = ${b.roomOptionId}`)
    const paid = await payOrder(t, order.order_id)
    const verified = await t.post(endpoints.verifyPayment, paid, b.token)
    expect(verified.json()).toMatchObject({ payment_status: 'captured', booking: { status: 'expired', token_status: 'refunded', refund_amount: TOKEN } })
    await t.app.moneySettled()
    const [refunded] = await rowsOf<{ refunded: number | string }>(t.database.db, sql`select (data->>'amount_refunded')::int as refunded from sandbox_gateway_objects where id = ${paid.razorpay_payment_id}`)
    expect(Number(refunded?.refunded)).toBe(TOKEN * 100)
    const payments = await t.post(endpoints.getLeadPayments, { leadId: b.leadId }, b.token)
    expect(payments.json().data.map((p) => [p.kind, p.amount])).toEqual([['refund', TOKEN], ['token_payment', TOKEN]])
    await eventually(async () => {
      const notes = (await t.post(endpoints.getContent, { key: 'NOTIFICATIONS' }, b.token)).json().data
      expect('notifications' in notes && notes.notifications[0]).toMatchObject({ kind: 'token_refunded', details: { amount: TOKEN } })
    })
  })
})

describe('the money job on its timer', () => {
  it('runs every PAYMENT_RECONCILE_MS by itself: a dropped webhook is reconciled within seconds', async () => {
    const t = await createTestApp({ config: { payments: { ...testConfig().payments, reconcileMs: 1000 } }, overrides: { moneyJobTimer: true } })
    try {
      await sandboxSettings(t, { drop_webhooks: true })
      const b = await tokenBooking(t)
      const order = (await t.post(endpoints.createTokenPayment, { bookingId: b.bookingId }, b.token)).json()
      await payOrder(t, order.order_id)
      // a run every second: well within this, even on a busy machine
      await eventually(async () => expect(await bookingOf(t, b)).toMatchObject({ status: 'requested', token_status: 'held' }), 30_000)
      await t.app.moneySettled()
    } finally {
      await t.app.close()
    }
  }, 90_000)
})
