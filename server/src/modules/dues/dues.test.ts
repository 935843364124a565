import { describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { addDays, daysBetween, todayInIndia } from '@basera/contract/dates'
import * as endpoints from '@basera/contract/endpoints'
import { messages } from '@basera/contract/messages'
import { rowsOf } from '../../db/client.ts'
import { useTestApp, type TestApp } from '../../test/helper.ts'
import { movedIn } from './test-dues.ts'
import { TOKEN, ownerOf, payOrder } from '../payments/test-payments.ts'
import { OWNER_PHONES, signInOperator } from '../operator-access/test-fixtures.ts'
import { generateDues, leadDues } from './dues-service.ts'
import { pdfText } from './pdf-text.ts'
import { formatRupees } from '@basera/contract/india-text'

// Dues over a stay, through the API: the first at the move-in, later months by the job (once, however many run
// it), electricity from meter readings, late fees only where published; paying online through the sandbox and
// offline through the console; a due is never paid twice; both sides' ledgers agree.

const testApp = useTestApp()
const DAY = 86_400_000

/** The kinds of in-app notifications a lead and an operator were given, oldest first. */
const leadKinds = async (t: TestApp, leadId: number) =>
  (await rowsOf<{ kind: string }>(t.database.db, sql`select kind from notifications where lead_id = ${leadId} order by id`)).map((r) => r.kind)
const operatorKinds = async (t: TestApp, operatorId: number) =>
  (await rowsOf<{ kind: string }>(t.database.db, sql`select kind from operator_notifications where operator_id = ${operatorId} order by id`)).map((r) => r.kind)

const duesOf = async (t: TestApp, b: { leadId: number; token: string; bookingId: number }) => {
  const res = await t.post(endpoints.listRentDues, { leadId: b.leadId, bookingId: b.bookingId }, b.token)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}

describe('dues', () => {
  it('the first due exists at the move-in: the rest of the move-in total, line by line, the token counted', async () => {
    const t = testApp()
    const b = await movedIn(t)
    const [first, ...rest] = await duesOf(t, b)
    expect(rest).toEqual([])
    const moveIn = todayInIndia(t.clock.now())
    expect(first).toMatchObject({ bookingId: b.bookingId, status: 'open', due_date: moveIn, period_start: moveIn, total: b.booking.moveInTotal - TOKEN, paid_via: null, receipt_no: null })
    expect(first?.lines.reduce((s, l) => s + l.amount, 0)).toBe(first?.total)
    expect(first?.lines.find((l) => l.kind === 'token')).toEqual({ kind: 'token', label: 'Token paid at booking', amount: -TOKEN })
    expect(first?.lines.find((l) => l.kind === 'rent')?.amount).toBe(b.booking.unitRent)
    expect(first?.lines.find((l) => l.kind === 'deposit')?.amount).toBe(b.booking.securityDepositAmount)
    // the tenant is told, and by SMS and WhatsApp too (Reaching people; sent at once or after quiet hours, as the clock has it)
    expect(await leadKinds(t, b.leadId)).toContain('rent_due')
    const [sms] = await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from notify_deliveries d join notify_events e on e.id = d.event_id
      where e.kind = 'rent_due' and d.recipient_kind = 'lead' and d.recipient_id = ${b.leadId} and d.channel in ('sms', 'whatsapp')`)
    expect(Number(sms?.n)).toBe(2)
  })

  it('a late fee only where the property publishes one, once the grace days have passed', async () => {
    const t = testApp()
    const without = await movedIn(t, { propertyIndex: 1 })
    const withFee = await movedIn(t, { lateFee: { grace_days: 3, amount: 200 } })
    t.clock.advance(2 * DAY)
    await generateDues(t.database.db, t.clock.now())
    expect((await duesOf(t, withFee))[0]?.lines.map((l) => l.kind)).not.toContain('late_fee')
    t.clock.advance(2 * DAY)
    await generateDues(t.database.db, t.clock.now())
    await generateDues(t.database.db, t.clock.now())
    const [late] = await duesOf(t, withFee)
    expect(late?.status).toBe('late')
    expect(late?.lines.filter((l) => l.kind === 'late_fee')).toEqual([{ kind: 'late_fee', label: 'Late fee (paid more than 3 days after the due date)', amount: 200 }])
    expect(late?.total).toBe(withFee.booking.moveInTotal - TOKEN + 200)
    const [plain] = await duesOf(t, without)
    expect(plain?.status).toBe('late')
    expect(plain?.lines.map((l) => l.kind)).not.toContain('late_fee')
  })

  it('a tenant pays a due through the checkout; it is paid once, the owner gets it at once, and both ledgers agree', async () => {
    const t = testApp()
    const b = await movedIn(t)
    const [due] = await duesOf(t, b)
    if (!due) throw new Error('no due')
    const first = await t.post(endpoints.payRentDue, { due_id: due.due_id }, b.token)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toMatchObject({ success: true, amount: due.total * 100, currency: 'INR', bookingId: b.bookingId })
    expect(first.json().checkout.fields).toMatchObject({ order_id: first.json().order_id, amount: String(due.total * 100) })
    const again = await t.post(endpoints.payRentDue, { due_id: due.due_id }, b.token)
    expect(again.json().order_id).toBe(first.json().order_id)

    const paid = await payOrder(t, first.json().order_id)
    const verified = await t.post(endpoints.verifyPayment, paid, b.token)
    expect(verified.json()).toMatchObject({ payment_status: 'captured', message: messages.rentPaymentCaptured })
    await t.app.moneySettled()
    const [after] = await duesOf(t, b)
    expect(after).toMatchObject({ due_id: due.due_id, status: 'paid', paid_via: 'upi', utr: null })
    expect(after?.receipt_no).toMatch(/^BSR-\d{6}-\d{6}$/)
    // the tenant hears the receipt is ready, the owner that rent came in
    expect((await leadKinds(t, b.leadId)).filter((k) => k === 'rent_paid')).toHaveLength(1)
    expect(await operatorKinds(t, b.owner.id)).toContain('payment_received')

    const twice = await t.post(endpoints.payRentDue, { due_id: due.due_id }, b.token)
    expect(twice.statusCode).toBe(409)
    expect(twice.json()).toEqual({ message: messages.dueAlreadyPaid })
    const [orders] = await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from payment_orders where due_id = ${due.due_id}`)
    expect(Number(orders?.n)).toBe(1)

    // to the owner's linked account, not held
    const [transfer] = await rowsOf<{ on_hold: boolean; amount: number }>(t.database.db,
      sql`select (data->>'on_hold')::boolean as on_hold, (data->>'amount')::int as amount from sandbox_gateway_objects where kind = 'transfer' and data->>'parent' = ${paid.razorpay_payment_id}`)
    expect(transfer).toEqual({ on_hold: false, amount: due.total * 100 })

    const payments = (await t.post(endpoints.getLeadPayments, { leadId: b.leadId }, b.token)).json().data
    expect(payments.filter((p) => p.booking_id === b.bookingId && p.kind.startsWith('rent')).map((p) => [p.kind, p.amount])).toEqual([['rent_transfer', due.total], ['rent_payment', due.total]])
    const paidByTenant = payments.filter((p) => p.booking_id === b.bookingId && ['token_payment', 'rent_payment', 'offline_payment'].includes(p.kind)).reduce((s, p) => s + p.amount, 0)
    const money = await t.call(endpoints.listOperatorMoney, { query: { property_id: b.propertyId } }, b.owner.token)
    expect(money.json().data.find((r) => r.bookingId === b.bookingId)?.received).toBe(paidByTenant)
    expect(paidByTenant).toBe(TOKEN + due.total)
    const [unbalanced] = await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from (select transaction_id from ledger_entries group by transaction_id having sum(amount_paise) <> 0) x`)
    expect(Number(unbalanced?.n)).toBe(0)
  })

  it('the operator records cash or a UPI transfer with its UTR: the whole due, once; the Money screen counts it', async () => {
    const t = testApp()
    const b = await movedIn(t)
    const [due] = await duesOf(t, b)
    if (!due) throw new Error('no due')
    const record = (body: Record<string, unknown>, token = b.owner.token) => t.call(endpoints.recordOfflinePayment, { body: { due_id: due.due_id, ...body } }, token)
    expect((await record({ amount: due.total, method: 'upi' })).json()).toEqual({ message: messages.utrInvalid })
    expect((await record({ amount: due.total, method: 'upi', utr: '12345' })).statusCode).toBe(400)
    expect((await record({ amount: due.total - 1, method: 'cash' })).json()).toEqual({ message: messages.offlineAmountMustMatch })
    expect((await record({ amount: due.total, method: 'cash', paid_on: addDays(todayInIndia(t.clock.now()), 1) })).json()).toEqual({ message: messages.paidOnInvalid })
    // another property's operator: not found
    const other = await ownerOf(t, 1)
    expect((await record({ amount: due.total, method: 'cash' }, other.token)).statusCode).toBe(404)

    const ok = await record({ amount: due.total, method: 'upi', utr: '412345678901' })
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json()).toMatchObject({ message: messages.offlinePaymentRecorded, data: { status: 'paid', paid_via: 'upi_direct', utr: '412345678901' } })
    expect((await record({ amount: due.total, method: 'cash' })).statusCode).toBe(409)
    // and the tenant can no longer pay it online
    expect((await t.post(endpoints.payRentDue, { due_id: due.due_id }, b.token)).statusCode).toBe(409)

    const console = await t.call(endpoints.listBookingDues, { params: { bookingId: b.bookingId } }, b.owner.token)
    expect(console.json().data[0]).toMatchObject({ due_id: due.due_id, status: 'paid', paid_via: 'upi_direct' })
    expect((await t.call(endpoints.listBookingDues, { params: { bookingId: b.bookingId } }, other.token)).statusCode).toBe(404)
    const payments = (await t.post(endpoints.getLeadPayments, { leadId: b.leadId }, b.token)).json().data
    expect(payments[0]).toMatchObject({ kind: 'offline_payment', amount: due.total, status: 'captured', booking_id: b.bookingId })
    const money = await t.call(endpoints.listOperatorMoney, { query: { property_id: b.propertyId } }, b.owner.token)
    expect(money.json().data.find((r) => r.bookingId === b.bookingId)?.received).toBe(TOKEN + due.total)
  })

  it('another lead\'s due is not found; another lead\'s list is refused', async () => {
    const t = testApp()
    const b = await movedIn(t)
    const [due] = await duesOf(t, b)
    const stranger = await t.signIn()
    expect((await t.post(endpoints.payRentDue, { due_id: due?.due_id ?? 0 }, stranger.token)).statusCode).toBe(404)
    expect((await t.post(endpoints.listRentDues, { leadId: b.leadId }, stranger.token)).statusCode).toBe(403)
    expect((await t.post(endpoints.listRentDues, { leadId: stranger.leadId, bookingId: b.bookingId }, stranger.token)).json().data).toEqual([])
    expect((await t.post(endpoints.payRentDue, { due_id: 'x' }, b.token)).statusCode).toBe(400)
  })
})

// months pass here: an app of its own, so the other tests' sessions are not outlived
describe('the dues job', () => {
  const testApp = useTestApp()
  it('reminds a tenant on the day and 3 days after a due, each once, never once it is paid; the next due comes 3 days ahead', async () => {
    const t = testApp()
    const b = await movedIn(t)
    // this file's tests share one app and clock: the month moved here is given back at the end
    let moved = 0
    const advance = (ms: number) => { moved += ms; t.clock.advance(ms) }
    try {
      const reminders = async () => (await rowsOf<{ due_id: number; reminder: string }>(t.database.db, sql`
        select (details->>'due_id')::int as due_id, details->>'reminder' as reminder from notifications where lead_id = ${b.leadId} and kind = 'rent_reminder' order by id`))
        .map((r) => [r.due_id, r.reminder])
      const runJob = async () => { await generateDues(t.database.db, t.clock.now()); await generateDues(t.database.db, t.clock.now()) }
      const [first] = await leadDues(t.database.db, b.leadId, b.bookingId, t.clock.now())
      if (!first) throw new Error('no first due')
      // made today, due today: its own notification told them; no "due today" on top
      await runJob()
      expect(await reminders()).toEqual([])
      advance(3 * DAY)
      await runJob()
      expect(await reminders()).toEqual([[first.due_id, 'after']])

      // the next month's due exists 3 days before its date (its notification is the 3-day reminder), then "due today"
      const nextDate = addDays(first.period_end, 1)
      advance((daysBetween(todayInIndia(t.clock.now()), nextDate) - 3) * DAY)
      await runJob()
      const second = (await leadDues(t.database.db, b.leadId, b.bookingId, t.clock.now())).find((d) => d.due_date === nextDate)
      if (!second) throw new Error('the next due was not made 3 days ahead')
      expect((await leadKinds(t, b.leadId)).filter((k) => k === 'rent_due')).toHaveLength(2)
      advance(3 * DAY)
      await runJob()
      expect(await reminders()).toEqual([[first.due_id, 'after'], [second.due_id, 'day']])

      // paid: the reminder quiet hours may still hold goes unsent, and no "overdue" follows
      const pendingReminders = async () => (await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from notify_deliveries d join notify_events e on e.id = d.event_id
        where e.kind = 'rent_reminder' and (e.params->>'due_id')::int = ${second.due_id} and d.state = 'pending'`))[0]?.n
      // the worker has not run: the "due today" SMS and WhatsApp wait, as quiet hours would hold them
      expect(await pendingReminders()).toBe(2)
      // signed in afresh: a session from before the month moved has ended
      const owner = await signInOperator(t, OWNER_PHONES[0])
      const paid = await t.call(endpoints.recordOfflinePayment, { body: { due_id: second.due_id, amount: second.total, method: 'cash' } }, owner.token)
      expect(paid.statusCode, paid.body).toBe(200)
      expect(await pendingReminders()).toBe(0)
      advance(3 * DAY)
      await runJob()
      expect(await reminders()).toEqual([[first.due_id, 'after'], [second.due_id, 'day']])
    } finally {
      t.clock.advance(-moved)
    }
  })

  it('the job makes next month\'s due on its rent day, once, however many instances run it at once; electricity from the readings', async () => {
    const t = testApp()
    const b = await movedIn(t, { metered: 8 })
    const moveIn = todayInIndia(t.clock.now())
    const reading = (value: number, day: string) => t.call(endpoints.recordMeterReading, { body: { bookingId: b.bookingId, reading: value, read_on: day } }, b.owner.token)
    const base = await reading(1200, moveIn)
    expect(base.statusCode, base.body).toBe(200)
    expect(base.json().data).toEqual({ bookingId: b.bookingId, reading: 1200, read_on: moveIn, units: null })
    t.clock.advance(20 * DAY)
    const later = await reading(1290, todayInIndia(t.clock.now()))
    expect(later.json().data.units).toBe(90)
    // a meter never goes back; a day read twice is refused
    expect((await reading(1100, addDays(moveIn, 5))).statusCode).toBe(400)
    expect((await reading(1300, todayInIndia(t.clock.now()))).statusCode).toBe(409)
    expect((await reading(1400, addDays(todayInIndia(t.clock.now()), 1))).json()).toEqual({ message: messages.meterReadingDateInvalid })

    await generateDues(t.database.db, t.clock.now())
    expect(await duesOf(t, b)).toHaveLength(1)
    // a month on, the sessions signed in at the start have ended (30 days): the dues are read as listRentDues reads them
    const read = () => leadDues(t.database.db, b.leadId, b.bookingId, t.clock.now())
    t.clock.advance(20 * DAY)
    // two instances at once: one due per booking and month
    await Promise.all([generateDues(t.database.db, t.clock.now()), generateDues(t.database.db, t.clock.now()), t.app.runMoneyJob()])
    const dues = await read()
    const monthly = dues.filter((d) => d.period_start !== moveIn)
    expect(monthly).toHaveLength(1)
    const [second] = monthly
    expect(second?.lines).toEqual([
      { kind: 'rent', label: 'Rent', amount: b.booking.unitRent },
      ...(b.booking.maintenanceAmount > 0 ? [{ kind: 'maintenance', label: 'Maintenance', amount: b.booking.maintenanceAmount }] : []),
      { kind: 'electricity', label: 'Electricity: 90 units × ₹8', amount: 720 },
    ])
    expect(second?.status).toBe('late')
    const [count] = await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from rent_dues where booking_id = ${b.bookingId}`)
    expect(Number(count?.n)).toBe(2)
    // the units are billed once: the next month has no electricity without a new reading
    t.clock.advance(31 * DAY)
    await generateDues(t.database.db, t.clock.now())
    const third = (await read()).find((d) => d.period_start > (second?.period_start ?? ''))
    expect(third?.lines.map((l) => l.kind)).not.toContain('electricity')
  })
})

describe('rent receipts', () => {
  const testApp = useTestApp()

  it('a paid due has a PDF receipt with everything an HRA claim needs, in English or Hindi; an unpaid one 409, another lead\'s 404', async () => {
    const t = testApp()
    const b = await movedIn(t)
    const [due] = await duesOf(t, b)
    if (!due) throw new Error('no due')
    const receipt = (token: string, lang?: 'en' | 'hi') => t.app.inject({ method: 'POST', url: endpoints.getRentReceipt.path, headers: { authorization: `Bearer ${token}` }, payload: { due_id: due.due_id, ...(lang ? { lang } : {}) } })
    const unpaid = await receipt(b.token)
    expect(unpaid.statusCode).toBe(409)
    expect(unpaid.json()).toEqual({ message: messages.dueNotPaid })
    const paid = await t.call(endpoints.recordOfflinePayment, { body: { due_id: due.due_id, amount: due.total, method: 'upi', utr: '412345678901' } }, b.owner.token)
    expect(paid.statusCode, paid.body).toBe(200)
    const receiptNo = paid.json().data.receipt_no ?? ''

    const pdf = await receipt(b.token)
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    const text = await pdfText(pdf.rawPayload)
    const [facts] = await rowsOf<{ tenant: string; property: string; address: string; legal_name: string; pan: string }>(t.database.db, sql`
      select tn.full_name as tenant, p.name as property, p.address, pa.legal_name, pa.pan from bookings b join tenants tn on tn.id = b.tenant_id
      join properties p on p.id = b.property_id join payout_accounts pa on pa.operator_id = p.owner_operator_id where b.id = ${b.bookingId}`)
    if (!facts) throw new Error('no facts')
    for (const expected of ['Rent receipt', receiptNo, facts.tenant, facts.property, facts.address, formatRupees(due.total), 'UPI, to the owner, UTR 412345678901', facts.legal_name, facts.pan, 'Token paid at booking']) {
      expect(text).toContain(expected)
    }
    expect(formatRupees(due.total)).toMatch(/^₹\d{1,2}(,\d{2})*,\d{3}$/)

    const hindi = await pdfText((await receipt(b.token, 'hi')).rawPayload)
    for (const expected of ['रसीद', receiptNo, facts.tenant, formatRupees(due.total), 'UPI', '412345678901', facts.pan]) expect(hindi).toContain(expected)

    const stranger = await t.signIn()
    expect((await receipt(stranger.token)).statusCode).toBe(404)
  })
})
