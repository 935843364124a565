import { describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { addDays, daysBetween, todayInIndia } from '@basera/contract/dates'
import type { DueStatus } from '@basera/contract/dues'
import * as endpoints from '@basera/contract/endpoints'
import { messages } from '@basera/contract/messages'
import { operatorDuesMessages } from '@basera/contract/operator-dues'
import { rowsOf } from '../../db/client.ts'
import { leads } from '../../db/schema.ts'
import { tenants } from '../../db/schema-activity.ts'
import { nextPhone, useTestApp, type TestApp } from '../../test/helper.ts'
import { ADMIN_PHONE, OWNER_PHONES, requestedBooking, signInOperator } from '../operator-access/test-fixtures.ts'
import { ownerOf, payOrder } from '../payments/test-payments.ts'
import { csvField } from './csv.ts'
import { generateDues } from './dues-service.ts'
import { movedIn } from './test-stay.ts'

// The Money screen's dues by property and month (listOperatorDues) and its CSV (exportOperatorDues): who sees
// what (owner, manager, admin), late dues and their ageing, month ends (February), the file's bytes; and "Same
// ledger": the tenant's Payments, listOperatorMoney's `received` and the dues' sums agree to the rupee.

const testApp = useTestApp()
const DAY = 86_400_000

/** Runs `fn`, then puts the file's shared clock back where it was. */
async function clockRestored<T>(t: TestApp, fn: () => Promise<T>): Promise<T> {
  const before = t.clock.now().getTime()
  try {
    return await fn()
  } finally {
    t.clock.advance(before - t.clock.now().getTime())
  }
}

const monthOf = (date: string) => date.slice(0, 7)

async function duesMonth(t: TestApp, token: string, month: string, propertyId?: number) {
  const res = await t.call(endpoints.listOperatorDues, { query: { month, ...(propertyId ? { property_id: propertyId } : {}) } }, token)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

/** A due as the dues job or the move-in would have made it, written straight to the table (dates of the test's choosing). */
async function insertDue(t: TestApp, bookingId: number, due: string, total: number, paid?: { via: string; utr?: string; on: string }) {
  const [row] = await rowsOf<{ id: number }>(t.database.db, sql`insert into rent_dues (booking_id, period_start, period_end, due_date, lines, total, status, paid_via, utr, paid_at, receipt_no)
    values (${bookingId}, ${due}, ${addDays(due, 27)}, ${due}, ${JSON.stringify([{ kind: 'rent', label: 'Rent', amount: total }])}::jsonb, ${total},
      ${paid ? 'paid' : 'open'}, ${paid?.via ?? null}, ${paid?.utr ?? null}, ${paid ? `${paid.on}T12:00:00+05:30` : null}, ${paid ? `BSR-T-${bookingId}-${due}` : null}) returning id`)
  return Number(row?.id)
}

describe('GET /api/operator/v1/dues', () => {
  it('an owner sees their properties\' dues, a manager those given them, an admin all; another owner\'s property is not found', async () => {
    const t = testApp()
    await clockRestored(t, async () => {
      const a = await movedIn(t, { propertyIndex: 0, ownerIndex: 0 })
      const b = await movedIn(t, { propertyIndex: 0, ownerIndex: 1 })
      const month = monthOf(todayInIndia(t.clock.now()))
      const bookingsOf = (reply: { data: { bookingId: number }[] }) => reply.data.map((r) => r.bookingId)

      const ownerA = await duesMonth(t, a.owner.token, month)
      expect(bookingsOf(ownerA)).toContain(a.bookingId)
      expect(bookingsOf(ownerA)).not.toContain(b.bookingId)
      const row = ownerA.data.find((r) => r.bookingId === a.bookingId)
      // b's move-in moved the clock 3 days on: a's first due is 3 days late
      expect(row?.tenant_name).toMatch(/^Payer \d+$/)
      expect(row).toMatchObject({ property_id: a.propertyId, status: 'late', days_late: 3, paid_via: null, utr: null, paid_on: null })
      expect(row?.room).not.toBe('')
      expect(ownerA.summary.map((s) => s.property_id)).toEqual([a.propertyId])
      expect(bookingsOf(await duesMonth(t, b.owner.token, month))).toEqual([b.bookingId])

      // one property asked for: theirs, or not found (never another owner's rows)
      expect(bookingsOf(await duesMonth(t, a.owner.token, month, a.propertyId))).toEqual([a.bookingId])
      for (const endpoint of [endpoints.listOperatorDues, endpoints.exportOperatorDues]) {
        const foreign = await t.call(endpoint, { query: { month, property_id: b.propertyId } }, a.owner.token)
        expect(foreign.statusCode).toBe(404)
        expect(foreign.json()).toEqual({ message: messages.propertyNotFound })
      }

      const phone = nextPhone()
      const invited = await t.call(endpoints.inviteOperator, { body: { phone, name: 'Dues Manager', role: 'manager', property_ids: [a.propertyId] } }, a.owner.token)
      expect(invited.statusCode, invited.body).toBe(200)
      const manager = await signInOperator(t, phone)
      expect(bookingsOf(await duesMonth(t, manager.token, month))).toEqual([a.bookingId])
      expect((await t.call(endpoints.listOperatorDues, { query: { month, property_id: b.propertyId } }, manager.token)).statusCode).toBe(404)

      const admin = await signInOperator(t, ADMIN_PHONE)
      expect(bookingsOf(await duesMonth(t, admin.token, month))).toEqual(expect.arrayContaining([a.bookingId, b.bookingId]))
      // a month with nothing due: empty, not an error
      expect(await duesMonth(t, a.owner.token, '2031-07')).toMatchObject({ month: '2031-07', data: [], summary: [], totals: { expected: 0, outstanding: 0, late_count: 0 } })
    })
  })

  it('late dues count their days and fall in ageing buckets; a month is its calendar month, February\'s last day included', async () => {
    const t = testApp()
    await clockRestored(t, async () => {
      const b = await movedIn(t, { propertyIndex: 1 })
      const today = todayInIndia(t.clock.now())
      const token = b.owner.token
      const first = (await duesMonth(t, token, monthOf(today), b.propertyId)).data.find((r) => r.bookingId === b.bookingId)
      if (!first) throw new Error('no first due')

      // three late dues of 3, 10 and 40 days, each read in its own month
      for (const [days, bucket] of [[3, 'days_1_7'], [10, 'days_8_30'], [40, 'days_31_plus']] as const) {
        const due = addDays(today, -days)
        const id = await insertDue(t, b.bookingId, due, 1000 + days)
        const reply = await duesMonth(t, token, monthOf(due), b.propertyId)
        expect(reply.data.find((r) => r.due_id === id)).toMatchObject({ status: 'late', days_late: days, total: 1000 + days })
        const summary = reply.summary[0]
        expect(summary?.ageing[bucket].count).toBeGreaterThanOrEqual(1)
        expect(summary?.ageing[bucket].amount).toBeGreaterThanOrEqual(1000 + days)
        expect(summary?.late_count).toBe(reply.data.filter((r) => r.status === 'late').length)
      }

      // February 2026 (28 days): the 1st to the 28th, not the 31st of January nor the 1st of March
      const feb = { first: await insertDue(t, b.bookingId, '2026-02-01', 9000), last: await insertDue(t, b.bookingId, '2026-02-28', 9500),
        paid: await insertDue(t, b.bookingId, '2026-02-10', 8000, { via: 'upi_direct', utr: '412345678901', on: '2026-02-12' }),
        online: await insertDue(t, b.bookingId, '2026-02-15', 7000, { via: 'upi', on: '2026-02-15' }) }
      await insertDue(t, b.bookingId, '2026-01-31', 1)
      await insertDue(t, b.bookingId, '2026-03-01', 2)
      const february = await duesMonth(t, token, '2026-02', b.propertyId)
      expect(february.data.map((r) => r.due_id)).toEqual([feb.first, feb.paid, feb.online, feb.last])
      const late: DueStatus = 'late'
      expect(february.data.find((r) => r.due_id === feb.last)).toMatchObject({ status: late, days_late: daysBetween('2026-02-28', today) })
      expect(february.data.find((r) => r.due_id === feb.paid)).toMatchObject({ status: 'paid', days_late: 0, paid_via: 'upi_direct', utr: '412345678901', paid_on: '2026-02-12' })
      expect(february.summary).toEqual([{
        property_id: b.propertyId, property_label: first.property_label, expected: 9000 + 9500 + 8000 + 7000, received_online: 7000, received_offline: 8000,
        outstanding: 9000 + 9500, late_count: 2, ageing: { days_1_7: { count: 0, amount: 0 }, days_8_30: { count: 0, amount: 0 }, days_31_plus: { count: 2, amount: 18_500 } },
      }])
      expect(february.totals).toEqual({ ...february.summary[0], property_id: undefined, property_label: undefined })

      // a leap year's February has its 29th; a due not yet come is open, 0 days late
      const leap = await insertDue(t, b.bookingId, '2028-02-29', 5000)
      await insertDue(t, b.bookingId, '2028-03-01', 5000)
      const leapFeb = await duesMonth(t, token, '2028-02', b.propertyId)
      expect(leapFeb.data.map((r) => [r.due_id, r.status, r.days_late])).toEqual([[leap, 'open', 0]])
      expect(leapFeb.summary[0]).toMatchObject({ expected: 5000, outstanding: 5000, late_count: 0 })
    })
  })

  it('refuses a month that is not YYYY-MM, and a missing one', async () => {
    const t = testApp()
    const owner = await ownerOf(t, 0)
    for (const month of ['2026-13', '2026-00', '26-11', '2026-1', 'November', '2026-11-01', '']) {
      const res = await t.call(endpoints.listOperatorDues, { query: { month } }, owner.token)
      expect(res.statusCode, month).toBe(400)
      expect(res.json()).toEqual({ message: operatorDuesMessages.monthInvalid })
    }
    const missing = await t.call(endpoints.exportOperatorDues, {}, owner.token)
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toEqual({ message: operatorDuesMessages.monthInvalid })
  })
})

describe('a stay without a token', () => {
  it('is on the Money screen with its first due, so the owner can record its rent though nothing was paid online', async () => {
    const t = testApp()
    const owner = await ownerOf(t, 0)
    const propertyId = owner.propertyIds[4] as number
    const free = await requestedBooking(t, propertyId)
    for (const [endpoint, body] of [[endpoints.decideBooking, { decision: 'accept' }], [endpoints.markMovedIn, {}]] as const) {
      const res = await t.call(endpoint, { params: { bookingId: free.bookingId }, body }, owner.token)
      expect(res.statusCode, res.body).toBe(200)
    }
    const money = (await t.call(endpoints.listOperatorMoney, { query: { property_id: propertyId } }, owner.token)).json()
    expect(money.data.find((r) => r.bookingId === free.bookingId)).toMatchObject({ status: 'moved_in', token_amount: 0, received: 0 })
    const month = await duesMonth(t, owner.token, monthOf(todayInIndia(t.clock.now())), propertyId)
    expect(month.data.filter((r) => r.bookingId === free.bookingId).map((r) => r.status)).toEqual(['open'])
  })
})

describe('GET /api/operator/v1/dues/export', () => {
  it('answers the month\'s rows as a CSV file Excel opens: byte order mark, header, quoted names, Hindi intact', async () => {
    const t = testApp()
    await clockRestored(t, async () => {
      const b = await movedIn(t, { propertyIndex: 2 })
      await t.database.db.update(tenants).set({ fullName: 'रिया "RS" शर्मा, Jr.' }).where(eq(tenants.id, b.tenantId))
      const today = todayInIndia(t.clock.now())
      const month = monthOf(today)
      // beside the move-in's due (today), a due paid by UPI to the owner on another day of the month
      const paid = await insertDue(t, b.bookingId, today.endsWith('-01') ? addDays(today, 1) : `${month}-01`, 6500, { via: 'upi_direct', utr: '412345678901', on: today })
      const listed = await duesMonth(t, b.owner.token, month, b.propertyId)

      const res = await t.call(endpoints.exportOperatorDues, { query: { month, property_id: b.propertyId } }, b.owner.token)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
      expect(res.headers['content-disposition']).toBe(`attachment; filename="basera-dues-${month}.csv"`)
      expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
      const lines = res.rawPayload.subarray(3).toString('utf8').split('\r\n')
      expect(lines.at(-1)).toBe('')
      expect(lines[0]).toBe('Tenant,Property,Room,Period start,Period end,Due date,Total (₹),Status,Days late,Paid via,UTR,Paid on,Receipt no')
      expect(lines.slice(1, -1)).toHaveLength(listed.data.length)
      const row = listed.data.find((r) => r.due_id === paid)
      if (!row) throw new Error('the paid due is not listed')
      expect(lines).toContain(['"रिया ""RS"" शर्मा, Jr."', `"${row.property_label}"`, row.room, row.period_start, row.period_end, row.due_date, '6500', 'Paid', '0',
        'UPI to the owner', '412345678901', row.paid_on, row.receipt_no].join(','))
    })
  })

  it('keeps a field a spreadsheet would run as a formula as text, and quotes only what needs it', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"')
    expect(csvField('+91 98765')).toBe("'+91 98765")
    expect(csvField('@home')).toBe("'@home")
    expect(csvField('Asha Verma')).toBe('Asha Verma')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
    expect(csvField(-500)).toBe('-500')
  })
})

describe('same ledger', () => {
  it('the tenant\'s Payments, the Money screen\'s received and the month\'s dues agree to the rupee: a token, a due paid online, a due recorded offline', async () => {
    const t = testApp()
    await clockRestored(t, async () => {
      const b = await movedIn(t, { propertyIndex: 3 })
      let token = b.token
      const listDues = async () => (await t.post(endpoints.listRentDues, { leadId: b.leadId, bookingId: b.bookingId }, token)).json().data
      // the first due (the rest of the move-in total), online through the sandbox's checkout
      const [first] = await listDues()
      if (!first) throw new Error('no first due')
      const order = await t.post(endpoints.payRentDue, { due_id: first.due_id }, b.token)
      expect(order.statusCode, order.body).toBe(200)
      const verified = await t.post(endpoints.verifyPayment, await payOrder(t, order.json().order_id), b.token)
      expect(verified.json().payment_status).toBe('captured')
      await t.app.moneySettled()
      // the next month's due, made by the job, recorded by the owner as a UPI transfer
      t.clock.advance(28 * DAY)
      await generateDues(t.database.db, t.clock.now())
      // a month on, the tenant and the owner sign in again (a sign-in lasts 30 days)
      const [lead] = await t.database.db.select({ phone: leads.phoneNumber }).from(leads).where(eq(leads.id, b.leadId))
      token = (await t.signIn(lead?.phone)).token
      const owner = (await signInOperator(t, OWNER_PHONES[0])).token
      const second = (await listDues()).find((d) => d.status !== 'paid')
      if (!second) throw new Error('no second due')
      const recorded = await t.call(endpoints.recordOfflinePayment, { body: { due_id: second.due_id, amount: second.total, method: 'upi', utr: '498765432101' } }, owner)
      expect(recorded.statusCode, recorded.body).toBe(200)
      await t.app.moneySettled()

      const payments = (await t.post(endpoints.getLeadPayments, { leadId: b.leadId }, token)).json().data.filter((p) => p.booking_id === b.bookingId)
      const paidAs = (kind: string) => payments.filter((p) => p.kind === kind).reduce((s, p) => s + p.amount, 0)
      const money = (await t.call(endpoints.listOperatorMoney, { query: { property_id: b.propertyId } }, owner)).json()
      const received = money.data.find((r) => r.bookingId === b.bookingId)?.received
      const months = [...new Set([first.due_date, second.due_date].map(monthOf))]
      const summaries = await Promise.all(months.map((m) => duesMonth(t, owner, m, b.propertyId)))
      const online = summaries.reduce((s, r) => s + (r.summary[0]?.received_online ?? 0), 0)
      const offline = summaries.reduce((s, r) => s + (r.summary[0]?.received_offline ?? 0), 0)

      // read against each other: the ledger's online and offline rent is what the dues say was paid each way
      expect(paidAs('rent_payment')).toBe(online)
      expect(paidAs('offline_payment')).toBe(offline)
      expect(received).toBe(paidAs('token_payment') + paidAs('rent_payment') + paidAs('offline_payment'))
      expect(received).toBe(paidAs('token_payment') + online + offline)
      // and against what happened
      expect([online, offline]).toEqual([first.total, second.total])
      expect(paidAs('token_payment')).toBe(b.booking.tokenAmount)
      const rows = summaries.flatMap((r) => r.data)
      expect(rows.map((r) => [r.due_id, r.status, r.paid_via, r.utr])).toEqual([[first.due_id, 'paid', 'upi', null], [second.due_id, 'paid', 'upi_direct', '498765432101']])
      expect(summaries.reduce((s, r) => s + r.totals.outstanding, 0)).toBe(0)
    })
  })
})
