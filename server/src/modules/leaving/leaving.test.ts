import { describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { addDays, todayInIndia } from '@basera/contract/dates'
import * as endpoints from '@basera/contract/endpoints'
import { formatRupees } from '@basera/contract/india-text'
import { messages } from '@basera/contract/messages'
import { rowsOf } from '../../db/client.ts'
import { bookings } from '../../db/schema-activity.ts'
import { useTestApp, type TestApp } from '../../test/helper.ts'
import { ownerOf } from '../payments/test-payments.ts'
import { movedInAndPaid, withClock } from './test-leaving.ts'
import { monthsOn } from './notice.ts'

// Leaving, through the API: notice once (its last day by the notice months, clamped to the month's end), the
// deposit settled by the property's operators only (never above the deposit, once), the tenant's accept (the refund
// through the sandbox, once however often the job runs) or dispute (a reason, and it stays open), the refund that
// starts by itself after 7 days, the refund clock, and a balanced ledger both sides read.

const testApp = useTestApp()
const DAY = 86_400_000

const settlementOf = (t: TestApp, b: { token: string; bookingId: number }) => t.post(endpoints.getDepositSettlement, { bookingId: b.bookingId }, b.token)
const settle = (t: TestApp, token: string, body: Parameters<typeof endpoints.settleDeposit.body.parse>[0]) => t.post(endpoints.settleDeposit, body, token)

describe('notice', () => {
  it('the last day is the same day N months on, clamped to the month’s end', () => {
    expect(monthsOn('2027-01-31', 1)).toBe('2027-02-28')
    expect(monthsOn('2028-01-31', 1)).toBe('2028-02-29')
    expect(monthsOn('2026-08-31', 1)).toBe('2026-09-30')
    expect(monthsOn('2026-11-28', 2)).toBe('2027-01-28')
    expect(monthsOn('2026-12-15', 1)).toBe('2027-01-15')
  })

  it('a moved-in tenant gives notice once; the operators are told; the lock-in is shown; someone else’s booking is not found', async () => {
    const t = testApp()
    await withClock(t, async () => {
      const b = await movedInAndPaid(t, { noticeMonths: 2, lockinMonths: 6, pay: false })
      const before = await t.post(endpoints.getNotice, { bookingId: b.bookingId }, b.token)
      expect(before.json()).toMatchObject({ notice_months: 2, lockin_months: 6, can_give_notice: true, notice: null, last_day_if_today: monthsOn(todayInIndia(t.clock.now()), 2) })
      const other = await t.signIn()
      const foreign = await t.post(endpoints.giveNotice, { bookingId: b.bookingId }, other.token)
      expect(foreign.statusCode).toBe(404)
      expect(foreign.json()).toEqual({ message: messages.bookingNotFound })

      const given = await t.post(endpoints.giveNotice, { bookingId: b.bookingId, reason: 'Moving to Pune for work' }, b.token)
      expect(given.statusCode, given.body).toBe(200)
      const today = todayInIndia(t.clock.now())
      expect(given.json()).toMatchObject({ notice_given_on: today, notice_months: 2, last_day: monthsOn(today, 2), lockin_ends_on: monthsOn(b.booking.moveInDate ?? '', 6) })
      const twice = await t.post(endpoints.giveNotice, { bookingId: b.bookingId }, b.token)
      expect(twice.statusCode).toBe(409)
      expect(twice.json()).toEqual({ message: messages.noticeAlreadyGiven })
      const after = await t.post(endpoints.getNotice, { bookingId: b.bookingId }, b.token)
      expect(after.json()).toMatchObject({ can_give_notice: false, notice: { notice_given_on: today, last_day: monthsOn(today, 2), reason: 'Moving to Pune for work' } })
      const [told] = await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from operator_notifications where operator_id = ${b.owner.id} and kind = 'notice_given' and booking_id = ${b.bookingId}`)
      expect(Number(told?.n)).toBe(1)
    })
  })
})

describe('deposit settlement', () => {
  it('only the property’s operators settle, never above the deposit, once; the tenant accepts and the refund goes through the sandbox once', async () => {
    const t = testApp()
    await withClock(t, async () => {
      const b = await movedInAndPaid(t)
      const deposit = b.booking.securityDepositAmount
      expect(deposit).toBeGreaterThan(1000)
      const stranger = await ownerOf(t, 1)
      const foreign = await settle(t, stranger.token, { bookingId: b.bookingId, deductions: [] })
      expect(foreign.statusCode).toBe(404)
      const tooMuch = await settle(t, b.owner.token, { bookingId: b.bookingId, deductions: [{ amount: deposit, reason: 'Paint' }, { amount: 1, reason: 'Key' }] })
      expect(tooMuch.statusCode).toBe(400)
      expect(tooMuch.json()).toEqual({ message: messages.deductionsAboveDeposit(formatRupees(deposit)) })
      expect((await settlementOf(t, b)).statusCode).toBe(404)

      const made = await settle(t, b.owner.token, { bookingId: b.bookingId, deductions: [{ amount: 1000, reason: 'Broken wardrobe door', photo: 'https://example.in/door.jpg' }] })
      expect(made.statusCode, made.body).toBe(200)
      const today = todayInIndia(t.clock.now())
      expect(made.json()).toMatchObject({ deposit, refund_amount: deposit - 1000, move_out_date: today, refund_due_by: addDays(today, 15), status: 'proposed', refund_status: 'not_started', refund_via: 'gateway', overdue: false })
      const [moved] = await t.database.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, b.bookingId))
      expect(moved?.status).toBe('moved_out')
      const twice = await settle(t, b.owner.token, { bookingId: b.bookingId, deductions: [] })
      expect(twice.statusCode).toBe(409)
      expect(twice.json()).toEqual({ message: messages.settlementExists })

      const seen = await settlementOf(t, b)
      expect(seen.json()).toMatchObject({ deductions: [{ amount: 1000, reason: 'Broken wardrobe door', photo: 'https://example.in/door.jpg', due_id: null }], refund_amount: deposit - 1000 })
      const other = await t.signIn()
      expect((await t.post(endpoints.getDepositSettlement, { bookingId: b.bookingId }, other.token)).statusCode).toBe(404)
      const noReason = await t.post(endpoints.respondToSettlement, { bookingId: b.bookingId, decision: 'dispute' }, b.token)
      expect(noReason.statusCode).toBe(400)
      expect(noReason.json()).toEqual({ message: messages.disputeReasonRequired })

      const accepted = await t.post(endpoints.respondToSettlement, { bookingId: b.bookingId, decision: 'accept' }, b.token)
      expect(accepted.statusCode, accepted.body).toBe(200)
      expect(accepted.json()).toMatchObject({ status: 'accepted', refund_status: 'pending', message: messages.settlementAccepted })
      await t.app.moneySettled()
      await t.app.runMoneyJob()
      await t.app.runMoneyJob()
      expect((await settlementOf(t, b)).json()).toMatchObject({ status: 'refunded', refund_status: 'processed', overdue: false })
      // one refund of the settlement's amount at the gateway, the owner's transfer reversed by as much
      const refunds = await rowsOf<{ amount: number }>(t.database.db, sql`select (data->>'amount')::int as amount from sandbox_gateway_objects where kind = 'refund' and data->>'parent' = ${b.paymentId}`)
      expect(refunds.map((r) => r.amount)).toEqual([(deposit - 1000) * 100])
      const [transfer] = await rowsOf<{ reversed: number }>(t.database.db, sql`select (data->>'amount_reversed')::int as reversed from sandbox_gateway_objects where kind = 'transfer' and data->>'parent' = ${b.paymentId}`)
      expect(transfer?.reversed).toBe((deposit - 1000) * 100)
      // the ledger: balanced, and the tenant's Payments screen reads the deduction and the refund
      const [unbalanced] = await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from (select transaction_id from ledger_entries group by transaction_id having sum(amount_paise) <> 0) x`)
      expect(Number(unbalanced?.n)).toBe(0)
      const payments = (await t.post(endpoints.getLeadPayments, { leadId: b.leadId }, b.token)).json().data.filter((p) => p.booking_id === b.bookingId)
      expect(payments.filter((p) => p.kind === 'deposit_refund').map((p) => p.amount)).toEqual([deposit - 1000])
      expect(payments.filter((p) => p.kind === 'deposit_deduction').map((p) => p.amount)).toEqual([1000])
      // the owner's Money screen reads the same refunds back to the tenant as the tenant's Payments
      const money = await t.call(endpoints.listOperatorMoney, { query: { property_id: b.propertyId } }, b.owner.token)
      const refundedToTenant = payments.filter((p) => p.kind === 'refund' || p.kind === 'deposit_refund').reduce((n, p) => n + p.amount, 0)
      expect(money.json().data.find((r) => r.bookingId === b.bookingId)).toMatchObject({ refunded: refundedToTenant, held: 0, status: 'moved_out' })
      const [told] = await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from notifications where lead_id = ${b.leadId} and kind in ('deposit_settlement', 'deposit_refunded')`)
      expect(Number(told?.n)).toBe(2)
      const again = await t.post(endpoints.respondToSettlement, { bookingId: b.bookingId, decision: 'accept' }, b.token)
      expect(again.statusCode).toBe(409)
    })
  })

  it('a disputed settlement stays open and goes overdue after 15 days; one left unanswered starts its refund after 7 days; unpaid dues may be deducted', async () => {
    const t = testApp()
    await withClock(t, async (advance) => {
      const disputed = await movedInAndPaid(t, { propertyIndex: 1 })
      const silent = await movedInAndPaid(t, { propertyIndex: 2, pay: false })
      expect((await settle(t, disputed.owner.token, { bookingId: disputed.bookingId, deductions: [{ amount: 500, reason: 'Cleaning' }] })).statusCode).toBe(200)
      // the first due unpaid: nothing held of the deposit, and the due itself may not be deducted beyond it
      const unpaid = await settle(t, silent.owner.token, { bookingId: silent.bookingId, deductions: [{ amount: silent.due.total, reason: 'Unpaid rent', due_id: silent.due.due_id }] })
      expect(unpaid.statusCode).toBe(400)
      const none = await settle(t, silent.owner.token, { bookingId: silent.bookingId, deductions: [] })
      expect(none.json()).toMatchObject({ deposit: 0, refund_amount: 0, refund_via: 'offline' })

      const answer = await t.post(endpoints.respondToSettlement, { bookingId: disputed.bookingId, decision: 'dispute', reason: 'The wardrobe was broken when I moved in.' }, disputed.token)
      expect(answer.json()).toMatchObject({ status: 'disputed', dispute_reason: 'The wardrobe was broken when I moved in.', refund_status: 'not_started' })
      advance(8 * DAY)
      await t.app.runMoneyJob()
      expect((await settlementOf(t, disputed)).json()).toMatchObject({ status: 'disputed', refund_status: 'not_started', overdue: false })
      expect((await settlementOf(t, silent)).json()).toMatchObject({ status: 'refunded', refund_status: 'processed' })
      advance(8 * DAY)
      expect((await settlementOf(t, disputed)).json()).toMatchObject({ status: 'disputed', overdue: true })
    })
  })

  it('the owner revises a disputed settlement: new deductions checked as at settling, proposed again with a new answer clock, the tenant told; nothing else can be revised', async () => {
    const t = testApp()
    await withClock(t, async (advance) => {
      const b = await movedInAndPaid(t, { propertyIndex: 1 })
      const deposit = b.booking.securityDepositAmount
      const revise = (token: string, body: Parameters<typeof endpoints.reviseDepositSettlement.body.parse>[0]) => t.post(endpoints.reviseDepositSettlement, body, token)
      const none = await revise(b.owner.token, { bookingId: b.bookingId, deductions: [] })
      expect(none.statusCode).toBe(404)
      expect(none.json()).toEqual({ message: messages.settlementNotFound })
      expect((await settle(t, b.owner.token, { bookingId: b.bookingId, deductions: [{ amount: 2000, reason: 'Broken wardrobe door' }, { amount: 500, reason: 'Cleaning' }] })).statusCode).toBe(200)
      const settledOn = todayInIndia(t.clock.now())
      const proposed = await revise(b.owner.token, { bookingId: b.bookingId, deductions: [] })
      expect(proposed.statusCode, 'a proposal not yet answered is not revised').toBe(409)
      expect(proposed.json()).toEqual({ message: messages.settlementNotDisputed })

      advance(3 * DAY)
      const reason = 'The wardrobe was broken when I moved in.'
      expect((await t.post(endpoints.respondToSettlement, { bookingId: b.bookingId, decision: 'dispute', reason }, b.token)).statusCode).toBe(200)
      const stranger = await ownerOf(t, 2)
      expect((await revise(stranger.token, { bookingId: b.bookingId, deductions: [] })).statusCode).toBe(404)
      const tooMuch = await revise(b.owner.token, { bookingId: b.bookingId, deductions: [{ amount: deposit + 1, reason: 'Paint' }] })
      expect(tooMuch.statusCode).toBe(400)
      expect(tooMuch.json()).toEqual({ message: messages.deductionsAboveDeposit(formatRupees(deposit)) })
      const badPhoto = await revise(b.owner.token, { bookingId: b.bookingId, deductions: [{ amount: 500, reason: 'Cleaning', photo: '/deduction-photos/b999-0123456789abcdef.webp' }] })
      expect(badPhoto.statusCode, 'a photo that is not this booking’s').toBe(400)
      expect((await settlementOf(t, b)).json(), 'a refused revision changes nothing').toMatchObject({ status: 'disputed', refund_amount: deposit - 2500 })

      advance(DAY)
      const revised = await revise(b.owner.token, { bookingId: b.bookingId, deductions: [{ amount: 500, reason: 'Cleaning' }] })
      expect(revised.statusCode, revised.body).toBe(200)
      const at = revised.json().revised_at ?? ''
      expect(Math.abs(Date.parse(at) - t.clock.now().getTime())).toBeLessThan(60_000)
      expect(revised.json()).toMatchObject({
        message: messages.settlementRevised, status: 'proposed', refund_amount: deposit - 500, deductions: [{ amount: 500, reason: 'Cleaning', photo: null, due_id: null }],
        dispute_reason: reason, responded_at: null, proposed_at: at, auto_accept_on: addDays(todayInIndia(new Date(at)), 7), move_out_date: settledOn, refund_status: 'not_started',
      })
      expect((await settlementOf(t, b)).json(), 'the tenant reads the revision').toMatchObject({ status: 'proposed', refund_amount: deposit - 500, revised_at: at })
      const [told] = await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from notifications where lead_id = ${b.leadId} and kind = 'deposit_settlement' and (details->>'revised')::boolean`)
      expect(Number(told?.n), 'the tenant is told of the revision').toBe(1)
      expect((await revise(b.owner.token, { bookingId: b.bookingId, deductions: [] })).statusCode, 'once proposed again, not revised until disputed again').toBe(409)

      // the answer clock restarts: 6 days after the revision the refund has not started, 8 days after it has
      advance(6 * DAY)
      await t.app.runMoneyJob()
      expect((await settlementOf(t, b)).json()).toMatchObject({ status: 'proposed', refund_status: 'not_started' })
      advance(2 * DAY)
      await t.app.runMoneyJob()
      await t.app.moneySettled()
      expect((await settlementOf(t, b)).json()).toMatchObject({ status: 'refunded', refund_status: 'processed', refund_amount: deposit - 500 })
      expect((await revise(b.owner.token, { bookingId: b.bookingId, deductions: [] })).statusCode, 'a refunded settlement is never revised').toBe(409)
    })
  })

  it('an unanswered settlement of an online deposit is refunded by the job after 7 days, not before', async () => {
    const t = testApp()
    await withClock(t, async (advance) => {
      const b = await movedInAndPaid(t, { propertyIndex: 0 })
      const made = await settle(t, b.owner.token, { bookingId: b.bookingId, deductions: [] })
      expect(made.json()).toMatchObject({ refund_amount: b.booking.securityDepositAmount, status: 'proposed' })
      advance(6 * DAY)
      await t.app.runMoneyJob()
      expect((await settlementOf(t, b)).json()).toMatchObject({ status: 'proposed', refund_status: 'not_started' })
      advance(DAY + 60_000)
      await t.app.runMoneyJob()
      await t.app.moneySettled()
      await t.app.runMoneyJob()
      expect((await settlementOf(t, b)).json()).toMatchObject({ status: 'refunded', refund_status: 'processed' })
      const refunds = await rowsOf<{ amount: number }>(t.database.db, sql`select (data->>'amount')::int as amount from sandbox_gateway_objects where kind = 'refund' and data->>'parent' = ${b.paymentId}`)
      expect(refunds.map((r) => r.amount)).toEqual([b.booking.securityDepositAmount * 100])
    })
  })

  it('an unpaid due may be deducted, for its whole amount, once; the console offers it as a line', async () => {
    const t = testApp()
    await withClock(t, async () => {
      const b = await movedInAndPaid(t, { propertyIndex: 3 })
      const [open] = await rowsOf<{ id: number }>(t.database.db, sql`insert into rent_dues (booking_id, period_start, period_end, due_date, lines, total)
        values (${b.bookingId}, '2027-01-01', '2027-01-31', '2027-01-01', '[{"kind": "rent", "label": "Rent", "amount": 4000}]'::jsonb, 4000) returning id`)
      const dueId = Number(open?.id)
      const offered = await t.call(endpoints.listOperatorDeposits, { query: { property_id: b.propertyId } }, b.owner.token)
      expect(offered.json().data.find((d) => d.bookingId === b.bookingId)?.unpaid_dues).toEqual([{ due_id: dueId, label: 'Unpaid rent due 1 Jan 2027', amount: 4000 }])
      const part = await settle(t, b.owner.token, { bookingId: b.bookingId, deductions: [{ amount: 3000, reason: 'Unpaid rent', due_id: dueId }] })
      expect(part.statusCode).toBe(400)
      expect(part.json()).toEqual({ message: messages.deductionDueInvalid })
      const twice = await settle(t, b.owner.token, { bookingId: b.bookingId, deductions: [{ amount: 4000, reason: 'Rent', due_id: dueId }, { amount: 4000, reason: 'Rent again', due_id: dueId }] })
      expect(twice.statusCode).toBe(400)
      const made = await settle(t, b.owner.token, { bookingId: b.bookingId, deductions: [{ amount: 4000, reason: 'Unpaid rent for January', due_id: dueId }] })
      expect(made.statusCode, made.body).toBe(200)
      expect(made.json()).toMatchObject({ deductions: [{ amount: 4000, reason: 'Unpaid rent for January', photo: null, due_id: dueId }], refund_amount: b.booking.securityDepositAmount - 4000 })
      const stillOwed = (await t.post(endpoints.listRentDues, { leadId: b.leadId, bookingId: b.bookingId }, b.token)).json().data.find((d) => d.due_id === dueId)
      expect(stillOwed?.status, 'a proposal the tenant may still dispute pays nothing yet').not.toBe('paid')
      // accepted: the due is paid from the deposit (no longer late, no more reminders, a receipt like any other)
      expect((await t.post(endpoints.respondToSettlement, { bookingId: b.bookingId, decision: 'accept' }, b.token)).statusCode).toBe(200)
      const paid = (await t.post(endpoints.listRentDues, { leadId: b.leadId, bookingId: b.bookingId }, b.token)).json().data.find((d) => d.due_id === dueId)
      expect(paid).toMatchObject({ status: 'paid', paid_via: 'deposit' })
      expect(paid?.receipt_no).toMatch(/^BSR-202701-/)
      const receipt = await t.post(endpoints.getRentReceipt, { due_id: dueId }, b.token)
      expect(receipt.statusCode).toBe(200)
    })
  })
})
