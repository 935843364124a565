import { and, asc, between, eq } from 'drizzle-orm'
import { daysBetween, todayInIndia } from '@basera/contract/dates'
import { propertyLabel } from '@basera/contract/operator'
import {
  ageingBucket, ONLINE_PAID_VIA, type DuesPropertySummary, type OperatorDueRow, type OperatorDuesMonthReply,
} from '@basera/contract/operator-dues'
import type { Db } from '../../db/client.ts'
import { localities, properties, roomOptions, roomTypes } from '../../db/schema.ts'
import { bookings, tenants } from '../../db/schema-activity.ts'
import { rentDues } from '../../db/schema-money.ts'
import type { SignedInOperator } from '../../plugins/auth.ts'
import { propertyCondition } from '../operator-access/scope.ts'
import { dueAnswer } from './dues-service.ts'

// The Money screen's dues (issue 33): the dues falling due in a month, by property, as the operator policy lets
// the operator see them (an owner their properties, a manager those given them, an admin all), with each
// property's sums and how long the late ones have been open. Read from the dues themselves; the ledger must say
// the same (month.test.ts reads the two against each other).

type Summary = Omit<DuesPropertySummary, 'property_id' | 'property_label'>
const MAX_ROWS = 5000

const emptySummary = (): Summary => ({
  expected: 0, received_online: 0, received_offline: 0, outstanding: 0, late_count: 0,
  ageing: { days_1_7: { count: 0, amount: 0 }, days_8_30: { count: 0, amount: 0 }, days_31_plus: { count: 0, amount: 0 } },
})

function addRow(s: Summary, row: OperatorDueRow): void {
  s.expected += row.total
  if (row.status === 'paid') {
    if (row.paid_via !== null && ONLINE_PAID_VIA.has(row.paid_via)) s.received_online += row.total
    else s.received_offline += row.total
    return
  }
  s.outstanding += row.total
  const bucket = ageingBucket(row.days_late)
  if (row.status !== 'late' || !bucket) return
  s.late_count++
  s.ageing[bucket].count++
  s.ageing[bucket].amount += row.total
}

/** The first and last day of a `YYYY-MM` month. */
function monthRange(month: string): [string, string] {
  const [y, m] = month.split('-').map(Number) as [number, number]
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate()
  return [`${month}-01`, `${month}-${String(last).padStart(2, '0')}`]
}

/** listOperatorDues: a month's dues of the properties the operator sees (or the one asked for: 404 when not theirs). */
export async function operatorDuesOfMonth(
  db: Db, operator: SignedInOperator, query: { month: string; property_id?: number | undefined }, now: Date,
): Promise<Omit<OperatorDuesMonthReply, 'success'>> {
  const scope = await propertyCondition(db, operator, bookings.propertyId, query.property_id)
  const empty = { month: query.month, summary: [], totals: emptySummary(), data: [] }
  if (scope === 'none') return empty
  const [from, to] = monthRange(query.month)
  const rows = await db
    .select({ due: rentDues, tenantName: tenants.fullName, propertyId: properties.id, propertyName: properties.name, localityName: localities.name, room: roomTypes.name })
    .from(rentDues)
    .innerJoin(bookings, eq(bookings.id, rentDues.bookingId))
    .innerJoin(tenants, eq(tenants.id, bookings.tenantId))
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(localities, eq(localities.id, properties.localityId))
    .innerJoin(roomOptions, eq(roomOptions.id, bookings.roomOptionId))
    .innerJoin(roomTypes, eq(roomTypes.id, roomOptions.roomTypeId))
    .where(and(between(rentDues.dueDate, from, to), scope))
    .orderBy(asc(properties.name), asc(localities.name), asc(properties.id), asc(rentDues.dueDate), asc(tenants.fullName), asc(rentDues.id))
    .limit(MAX_ROWS)
  const today = todayInIndia(now)
  const data: OperatorDueRow[] = rows.map((r) => {
    const due = dueAnswer(r.due, r.propertyName, now)
    return {
      due_id: due.due_id, bookingId: due.bookingId, tenant_name: r.tenantName, property_id: r.propertyId, property_label: propertyLabel(r.propertyName, r.localityName),
      room: r.room, period_start: due.period_start, period_end: due.period_end, due_date: due.due_date, total: due.total, status: due.status,
      days_late: due.status === 'late' ? daysBetween(due.due_date, today) : 0, paid_via: due.paid_via, utr: due.utr,
      paid_on: r.due.paidAt ? todayInIndia(r.due.paidAt) : null, receipt_no: due.receipt_no,
    }
  })
  const byProperty = new Map<number, DuesPropertySummary>()
  const totals = emptySummary()
  for (const row of data) {
    let s = byProperty.get(row.property_id)
    if (!s) byProperty.set(row.property_id, (s = { property_id: row.property_id, property_label: row.property_label, ...emptySummary() }))
    addRow(s, row)
    addRow(totals, row)
  }
  return { month: query.month, summary: [...byProperty.values()], totals, data }
}
