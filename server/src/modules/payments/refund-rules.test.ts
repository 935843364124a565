import { describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { OWNER_ANSWER_HOURS } from '@basera/contract/constants'
import { addDays, todayInIndia } from '@basera/contract/dates'
import * as endpoints from '@basera/contract/endpoints'
import { messages } from '@basera/contract/messages'
import { rupeesText } from '@basera/contract/pricing'
import { rowsOf } from '../../db/client.ts'
import { useTestApp } from '../../test/helper.ts'
import { TOKEN, bookingOf, paidBooking, tokenBooking } from './test-payments.ts'

// Every refund rule with a paid token of ₹1,500: the owner declines (all back), the owner does not answer in 48
// hours (all back, by the clock), the tenant cancels (the terms recorded with the booking: the term with the most
// days not above the days left, in calendar days in India; whole rupees rounded down; the rest released to the
// owner; no term: nothing back). What the gateway did is checked in the sandbox's own records.

const testApp = useTestApp()
const TERMS = [{ days_before_move_in: 10, refund_percent: 100 }, { days_before_move_in: 5, refund_percent: 33 }, { days_before_move_in: 2, refund_percent: 0 }]

/** What the sandbox gateway did with a payment: refunded, and its transfer's reversal and hold. */
async function atGateway(paymentId: string) {
  const db = testApp().database.db
  const [payment] = await rowsOf<{ refunded: number }>(db, sql`select (data->>'amount_refunded')::int as refunded from sandbox_gateway_objects where id = ${paymentId}`)
  const [transfer] = await rowsOf<{ reversed: number; on_hold: boolean }>(db, sql`select (data->>'amount_reversed')::int as reversed,
    (data->>'on_hold')::boolean as on_hold from sandbox_gateway_objects where kind = 'transfer' and data->>'parent' = ${paymentId}`)
  return { refunded: Number(payment?.refunded) / 100, reversed: Number(transfer?.reversed) / 100, onHold: transfer?.on_hold }
}

const kinds = async (b: { token: string; leadId: number }) =>
  (await testApp().post(endpoints.getLeadPayments, { leadId: b.leadId }, b.token)).json().data.map((p) => [p.kind, p.amount])

async function roomsLeft(optionId: number): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(testApp().database.db, sql`select available_rooms as n from room_options where id = ${optionId}`)
  return Number(row?.n)
}

describe('the owner declines', () => {
  it('refunds the token in full, gives the room back and tells the tenant', async () => {
    const t = testApp()
    const b = await paidBooking(t, { propertyIndex: 1 })
    const before = await roomsLeft(b.roomOptionId)
    const res = await t.call(endpoints.decideBooking, { params: { bookingId: b.bookingId }, body: { decision: 'decline', reason: 'Under repair' } }, b.owner.token)
    expect(res.json().data).toMatchObject({ status: 'declined', token_status: 'refunded', refund_amount: TOKEN })
    await t.app.moneySettled()
    expect(await roomsLeft(b.roomOptionId)).toBe(before + 1)
    expect(await atGateway(b.paymentId)).toEqual({ refunded: TOKEN, reversed: TOKEN, onHold: true })
    expect(await kinds(b)).toEqual([['refund', TOKEN], ['token_hold', TOKEN], ['token_payment', TOKEN]])
    const notes = (await t.post(endpoints.getContent, { key: 'NOTIFICATIONS' }, b.token)).json().data
    expect('notifications' in notes && notes.notifications[0]).toMatchObject({ kind: 'booking_declined', details: { amount: TOKEN, reason: 'Under repair' } })
    // declined stays in My Booking with its status
    expect(await bookingOf(t, b)).toMatchObject({ status: 'declined', refund_amount: TOKEN })
  })
})

describe('the owner does not answer within 48 hours', () => {
  it('expires the request and refunds the token in full, by the clock', async () => {
    const t = testApp()
    const b = await paidBooking(t, { propertyIndex: 2 })
    t.clock.advance((OWNER_ANSWER_HOURS - 1) * 3_600_000)
    await t.app.runMoneyJob()
    expect(await bookingOf(t, b)).toMatchObject({ status: 'requested', token_status: 'held' })
    t.clock.advance(2 * 3_600_000)
    await t.app.runMoneyJob()
    await t.app.moneySettled()
    expect(await bookingOf(t, b)).toMatchObject({ status: 'expired', token_status: 'refunded', refund_amount: TOKEN, decision_reason: 'The owner did not answer within 48 hours' })
    expect(await atGateway(b.paymentId)).toMatchObject({ refunded: TOKEN })
    const notes = (await t.post(endpoints.getContent, { key: 'NOTIFICATIONS' }, b.token)).json().data
    expect('notifications' in notes && notes.notifications[0]).toMatchObject({ kind: 'token_refunded', details: { amount: TOKEN } })
    // the owner can no longer accept what lapsed
    const late = await t.call(endpoints.decideBooking, { params: { bookingId: b.bookingId }, body: { decision: 'accept' } }, b.owner.token)
    expect(late.statusCode).toBe(409)
  })
})

describe('the tenant cancels: the terms recorded with the booking', () => {
  it.each([
    // days to move-in, refund, token status, what the owner keeps
    [12, TOKEN, 'refunded', 0],
    [10, TOKEN, 'refunded', 0],
    [7, 495, 'partly_refunded', 1005], // 33% of ₹1,500 is ₹495
    [5, 495, 'partly_refunded', 1005],
    [3, 0, 'released', TOKEN], // the 2-day term gives 0%
  ] as const)('%i days before move-in: %i back (%s)', async (days, refund, status, kept) => {
    const t = testApp()
    const b = await paidBooking(t, { ownerIndex: 1, propertyIndex: days % 4, moveInDays: days, terms: TERMS })
    const res = await t.post(endpoints.cancelBooking, { bookingId: b.bookingId }, b.token)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().booking).toMatchObject({ status: 'cancelled', token_status: status, refund_amount: refund })
    expect(res.json().message).toBe(refund > 0 ? messages.bookingCancelledRefund(rupeesText(refund)) : messages.bookingCancelledNoRefund)
    await t.app.moneySettled()
    const gateway = await atGateway(b.paymentId)
    expect(gateway).toEqual({ refunded: refund, reversed: refund, onHold: kept === 0 })
    const money = await t.call(endpoints.listOperatorMoney, { query: { property_id: b.propertyId } }, b.owner.token)
    expect(money.json().data.find((r) => r.bookingId === b.bookingId)).toMatchObject({ held: 0, refunded: refund, released: kept })
  })

  it('no term applies (fewer days left than the last one): nothing back, the token released to the owner', async () => {
    const t = testApp()
    const b = await paidBooking(t, { propertyIndex: 3, moveInDays: 1, terms: [{ days_before_move_in: 3, refund_percent: 100 }] })
    const res = await t.post(endpoints.cancelBooking, { bookingId: b.bookingId }, b.token)
    expect(res.json()).toMatchObject({ message: messages.bookingCancelledNoRefund, booking: { token_status: 'released', refund_amount: 0 } })
    await t.app.moneySettled()
    expect(await kinds(b)).toEqual([['release', TOKEN], ['token_hold', TOKEN], ['token_payment', TOKEN]])
  })

  it('moving the move-in date out never buys a refund: the days count to the first date set', async () => {
    const t = testApp()
    const b = await paidBooking(t, { propertyIndex: 4, moveInDays: 3, terms: TERMS })
    const moved = await t.post(endpoints.changeMoveInDate, { bookingId: b.bookingId, move_in_date: addDays(todayInIndia(t.clock.now()), 60) }, b.token)
    expect(moved.statusCode).toBe(200)
    const res = await t.post(endpoints.cancelBooking, { bookingId: b.bookingId }, b.token)
    expect(res.json().booking).toMatchObject({ token_status: 'released', refund_amount: 0 })
    await t.app.moneySettled()
  })

  it('an accepted booking cancelled early enough comes back in full; an unpaid hold cancelled asks for nothing', async () => {
    const t = testApp()
    const b = await paidBooking(t, { propertyIndex: 5, moveInDays: 20, terms: TERMS })
    await t.call(endpoints.decideBooking, { params: { bookingId: b.bookingId }, body: { decision: 'accept' } }, b.owner.token)
    const res = await t.post(endpoints.cancelBooking, { bookingId: b.bookingId }, b.token)
    expect(res.json().booking).toMatchObject({ status: 'cancelled', token_status: 'refunded', refund_amount: TOKEN })
    await t.app.moneySettled()
    expect(await atGateway(b.paymentId)).toMatchObject({ refunded: TOKEN })

    const unpaid = await tokenBooking(t, { propertyIndex: 6 })
    const cancelled = await t.post(endpoints.cancelBooking, { bookingId: unpaid.bookingId }, unpaid.token)
    expect(cancelled.json()).toMatchObject({ message: messages.bookingCancelled, booking: { status: 'cancelled', token_status: 'none', refund_amount: 0 } })
    expect(await kinds(unpaid)).toEqual([])
  })
})
