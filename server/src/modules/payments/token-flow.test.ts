import { describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { BOOKING_HOLD_MINUTES } from '@basera/contract/constants'
import { addDays, todayInIndia } from '@basera/contract/dates'
import { dateText } from '@basera/contract/india-text'
import * as endpoints from '@basera/contract/endpoints'
import { messages } from '@basera/contract/messages'
import { moneyMessages } from '@basera/contract/payout'
import { PAYMENT_CALLBACK_PATH, PAYMENT_FAILED_PATH, SANDBOX_CHECKOUT_PATH } from '@basera/contract/sandbox-gateway'
import { rowsOf } from '../../db/client.ts'
import { useTestApp } from '../../test/helper.ts'
import { TOKEN, bookingOf, eventually, ownerOf, paidBooking, payOrder, tokenBooking } from './test-payments.ts'

// The whole token flow through the sandbox gateway, over real HTTP both ways: book, set the move-in date, pay
// the token (held until move-in), the owner accepts and marks the tenant moved in (released); both sides read
// the same amounts from the ledger.

const testApp = useTestApp()

const ledgerSums = async () => rowsOf<{ transaction_id: string; total: number }>(testApp().database.db,
  sql`select transaction_id, sum(amount_paise)::bigint as total from ledger_entries group by transaction_id having sum(amount_paise) <> 0`)

describe('the token, from booking to move-in', () => {
  it('a tenant pays the token, the owner accepts and marks them moved in, and both see the same amounts', async () => {
    const t = testApp()
    const b = await tokenBooking(t, { moveInDays: 5 })
    const held = await bookingOf(t, b)
    // the move-in date is set but the room stays held until the token is paid; nothing is called confirmed
    expect(held).toMatchObject({ status: 'held', token_amount: TOKEN, token_status: 'pending', refund_amount: 0, answer_by: null })

    const first = await t.post(endpoints.createTokenPayment, { bookingId: b.bookingId }, b.token)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toMatchObject({ success: true, amount: TOKEN * 100, currency: 'INR', key_id: 'rzp_sandbox', bookingId: b.bookingId })
    // the checkout is a form posted to the gateway's page (the sandbox's here), coming back to our callback with the booking
    const { checkout } = first.json()
    expect(checkout.action).toBe(SANDBOX_CHECKOUT_PATH)
    expect(checkout.fields).toMatchObject({ key_id: 'rzp_sandbox', order_id: first.json().order_id, amount: String(TOKEN * 100), currency: 'INR' })
    expect(new URL(checkout.fields.callback_url ?? '')).toMatchObject({ pathname: PAYMENT_CALLBACK_PATH, search: `?booking_id=${b.bookingId}` })
    expect(new URL(checkout.fields.cancel_url ?? '')).toMatchObject({ pathname: PAYMENT_FAILED_PATH, search: `?booking_id=${b.bookingId}` })
    // a second tap on Pay: the same pending order, never a second one
    const second = await t.post(endpoints.createTokenPayment, { bookingId: b.bookingId }, b.token)
    expect(second.json().order_id).toBe(first.json().order_id)

    const paid = await payOrder(t, first.json().order_id)
    const verified = await t.post(endpoints.verifyPayment, paid, b.token)
    expect(verified.statusCode, verified.body).toBe(200)
    expect(verified.json()).toMatchObject({ payment_status: 'captured', message: messages.paymentCaptured, booking: { status: 'requested', token_status: 'held' } })
    expect(verified.json().booking.answer_by).not.toBeNull()
    // the webhook arrives too: still one credit
    await eventually(async () => {
      const [row] = await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from webhook_events where processed_at is not null`)
      expect(Number(row?.n)).toBeGreaterThanOrEqual(2)
    })
    await t.app.moneySettled()

    // the owner hears of the request at once
    const notes = await t.call(endpoints.listOperatorNotifications, {}, b.owner.token)
    expect(notes.json().data[0]).toMatchObject({ kind: 'booking_requested', bookingId: b.bookingId, property_id: b.propertyId })
    expect(notes.json().data[0]?.body).toContain('₹1,500 paid and held until move-in')

    const payments = await t.post(endpoints.getLeadPayments, { leadId: b.leadId }, b.token)
    expect(payments.json().data.map((p) => [p.kind, p.amount, p.status])).toEqual([['token_hold', TOKEN, 'held'], ['token_payment', TOKEN, 'captured']])
    expect(payments.json().data[1]).toMatchObject({ booking_id: b.bookingId, order_id: first.json().order_id, payment_id: paid.razorpay_payment_id })
    const money = await t.call(endpoints.listOperatorMoney, { query: { property_id: b.propertyId } }, b.owner.token)
    expect(money.json().data.find((r) => r.bookingId === b.bookingId)).toMatchObject({ held: TOKEN, released: 0, refunded: 0, token_status: 'held' })
    // the property named with its locality, as the bookings inbox names it
    const inbox = (await t.call(endpoints.listOperatorBookings, { query: { property_id: b.propertyId } }, b.owner.token)).json().data
    expect(money.json().data[0]?.property_label).toBe(inbox[0]?.property_label)
    expect(money.json().data[0]?.property_label).toMatch(/^.+, .+$/)

    const accepted = await t.call(endpoints.decideBooking, { params: { bookingId: b.bookingId }, body: { decision: 'accept' } }, b.owner.token)
    expect(accepted.json().data).toMatchObject({ status: 'accepted', token_status: 'held', token_amount: TOKEN })
    const early = await t.call(endpoints.markMovedIn, { params: { bookingId: b.bookingId }, body: {} }, b.owner.token)
    expect(early.statusCode).toBe(409)
    expect(early.json()).toEqual({ message: moneyMessages.movedInTooEarly(dateText(addDays(todayInIndia(t.clock.now()), 5))) })

    t.clock.advance(5 * 86_400_000)
    const moved = await t.call(endpoints.markMovedIn, { params: { bookingId: b.bookingId }, body: {} }, b.owner.token)
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json()).toMatchObject({ message: moneyMessages.tokenReleased, data: { status: 'moved_in', token_status: 'released' } })
    await t.app.moneySettled()

    const after = await t.post(endpoints.getLeadPayments, { leadId: b.leadId }, b.token)
    expect(after.json().data.map((p) => [p.kind, p.amount])).toEqual([['release', TOKEN], ['token_hold', TOKEN], ['token_payment', TOKEN]])
    const owned = await t.call(endpoints.listOperatorMoney, { query: { property_id: b.propertyId } }, b.owner.token)
    expect(owned.json().data.find((r) => r.bookingId === b.bookingId)).toMatchObject({ held: 0, released: TOKEN, refunded: 0, status: 'moved_in' })
    expect(owned.json().totals.released).toBeGreaterThanOrEqual(TOKEN)
    expect(await bookingOf(t, b)).toMatchObject({ status: 'moved_in', token_status: 'released', refund_amount: 0 })
    expect(await ledgerSums()).toEqual([])

    // the gateway released the transfer on hold to the owner's linked account
    const [transfer] = await rowsOf<{ on_hold: boolean; amount: number }>(t.database.db,
      sql`select (data->>'on_hold')::boolean as on_hold, (data->>'amount')::int as amount from sandbox_gateway_objects where kind = 'transfer' and data->>'parent' = ${paid.razorpay_payment_id}`)
    expect(transfer).toEqual({ on_hold: false, amount: TOKEN * 100 })

    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' })
    expect(metrics.headers['content-type']).toContain('text/plain')
    expect(metrics.body).toMatch(/^basera_payments_created_total \d+/m)
    expect(metrics.body).toMatch(/^basera_payments_captured_total [1-9]/m)
    expect(metrics.body).toMatch(/^basera_webhook_lag_seconds_count [1-9]/m)
    expect(metrics.body).toMatch(/^basera_money_actions_pending 0/m)
  })

  it('a failed payment leaves the booking held and pending; Pay again on the same order succeeds', async () => {
    const t = testApp()
    const b = await tokenBooking(t)
    const order = (await t.post(endpoints.createTokenPayment, { bookingId: b.bookingId }, b.token)).json()
    const failed = await payOrder(t, order.order_id, 'failed')
    expect(failed.razorpay_signature).toBeNull()
    await eventually(async () => {
      const [row] = await rowsOf<{ status: string }>(t.database.db, sql`select status from payments where gateway_payment_id = ${failed.razorpay_payment_id}`)
      expect(row?.status).toBe('failed')
    })
    expect(await bookingOf(t, b)).toMatchObject({ status: 'held', token_status: 'pending' })
    const retry = await t.post(endpoints.createTokenPayment, { bookingId: b.bookingId }, b.token)
    expect(retry.json().order_id).toBe(order.order_id)
    const paid = await payOrder(t, order.order_id)
    const verified = await t.post(endpoints.verifyPayment, paid, b.token)
    expect(verified.json()).toMatchObject({ payment_status: 'captured', booking: { status: 'requested', token_status: 'held' } })
    // the attempt that failed is kept
    const attempts = await rowsOf<{ status: string }>(t.database.db, sql`select status from payments where booking_id = ${b.bookingId} order by created_at`)
    expect(attempts.map((a) => a.status).sort()).toEqual(['captured', 'failed'])
    await t.app.moneySettled()
  })

  it('refuses to charge what is not due: a free request, a paid token, no move-in date, a lapsed hold; another lead\'s booking', async () => {
    const t = testApp()
    // owner 7000000013 has no payout account: their properties take requests without payment
    const free = await ownerOf(t, 2)
    const { token, leadId } = await t.signIn()
    const propertyId = free.propertyIds[0] as number
    await t.database.db.execute(sql`update properties set gender_mask = 7 where id = ${propertyId}`)
    await t.database.db.execute(sql`update room_options set token_amount = 2000, available_rooms = 5 where property_id = ${propertyId}`)
    const options = (await t.post(endpoints.getRoomOptions, { propertyId })).json().data
    expect(options.every((o) => o.token_amount === 0)).toBe(true)
    const tenant = (await t.post(endpoints.addTenant, { fullName: 'Free Asker', gender: 'Male', contact_number: '9876500003', email: 'free@example.in', occupation: 'Student', is_b2b_user: 'No' }, token)).json()
    const booked = (await t.post(endpoints.bookRoom, { tenant_id: tenant.tenant_id, property_id: propertyId }, token)).json()
    await t.post(endpoints.allocateAgreement, { tenant_id: tenant.tenant_id, property_id: propertyId, bookingId: booked.bookingId, tanant_move_in_date: todayInIndia() }, token)
    expect(await bookingOf(t, { token, leadId, bookingId: booked.bookingId })).toMatchObject({ status: 'requested', token_status: 'none', token_amount: 0 })
    const refused = await t.post(endpoints.createTokenPayment, { bookingId: booked.bookingId }, token)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({ message: messages.tokenFreeRequest })
    // a free request reaches the owner's notifications as well
    const notes = await t.call(endpoints.listOperatorNotifications, {}, free.token)
    expect(notes.json().data[0]).toMatchObject({ bookingId: booked.bookingId, kind: 'booking_requested' })
    expect(notes.json().data[0]?.body).toContain('a free request, nothing paid')

    const b = await tokenBooking(t)
    const otherProperty = (await ownerOf(t, 1)).propertyIds[0] as number
    await t.database.db.execute(sql`update room_options set token_amount = 900, available_rooms = 5 where property_id = ${otherProperty}`)
    await t.database.db.execute(sql`update properties set gender_mask = 7 where id = ${otherProperty}`)
    const noDate = await t.post(endpoints.bookRoom, { tenant_id: b.tenantId, property_id: otherProperty }, b.token)
    expect(noDate.json().booking).toMatchObject({ status: 'held', token_status: 'pending', token_amount: 900 })
    const early = await t.post(endpoints.createTokenPayment, { bookingId: noDate.json().bookingId }, b.token)
    expect(early.statusCode).toBe(409)
    expect(early.json()).toEqual({ message: messages.tokenMoveInDateFirst })
    const intruder = await t.signIn()
    const other = await t.post(endpoints.createTokenPayment, { bookingId: b.bookingId }, intruder.token)
    expect(other.statusCode).toBe(403)
    const order = (await t.post(endpoints.createTokenPayment, { bookingId: b.bookingId }, b.token)).json()
    const paid = await payOrder(t, order.order_id)
    expect((await t.post(endpoints.verifyPayment, paid, intruder.token)).statusCode).toBe(403)
    await eventually(async () => expect(await bookingOf(t, b)).toMatchObject({ token_status: 'held' }))
    const again = await t.post(endpoints.createTokenPayment, { bookingId: b.bookingId }, b.token)
    expect(again.json()).toEqual({ message: messages.tokenAlreadyPaid })

    const lapsing = await tokenBooking(t, { ownerIndex: 1 })
    t.clock.advance((BOOKING_HOLD_MINUTES + 1) * 60_000)
    const late = await t.post(endpoints.createTokenPayment, { bookingId: lapsing.bookingId }, lapsing.token)
    expect(late.statusCode).toBe(409)
    expect(late.json()).toEqual({ message: messages.bookingHoldExpired })
    await t.app.moneySettled()
  })

  it('verifyPayment: 400 for a wrong signature (nothing recorded), 200 whether or not the webhook came first', async () => {
    const t = testApp()
    const b = await tokenBooking(t)
    const order = (await t.post(endpoints.createTokenPayment, { bookingId: b.bookingId }, b.token)).json()
    const paid = await payOrder(t, order.order_id)
    const forged = await t.post(endpoints.verifyPayment, { ...paid, razorpay_signature: 'a'.repeat(64) }, b.token)
    expect(forged.statusCode).toBe(400)
    expect(forged.json()).toEqual({ message: messages.paymentNotVerified })
    await eventually(async () => expect(await bookingOf(t, b)).toMatchObject({ status: 'requested' }))
    const late = await t.post(endpoints.verifyPayment, paid, b.token)
    expect(late.json()).toMatchObject({ payment_status: 'captured', booking: { status: 'requested' } })
    const unknown = await t.post(endpoints.verifyPayment, { ...paid, razorpay_order_id: 'order_NotOurs0000000' }, b.token)
    expect(unknown.json()).toEqual({ message: messages.paymentNotFound })
    await t.app.moneySettled()
  })

  it('every ledger transaction so far balances, and the ledger refuses to be edited', async () => {
    const t = testApp()
    await paidBooking(t)
    expect(await ledgerSums()).toEqual([])
    await expect(t.database.db.execute(sql`update ledger_entries set amount_paise = 1`)).rejects.toThrow()
    await expect(t.database.db.execute(sql`delete from ledger_transactions`)).rejects.toThrow()
    await expect(t.database.db.execute(sql`delete from payments`)).rejects.toThrow()
  })
})
