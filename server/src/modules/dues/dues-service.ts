import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm'
import { BOOKING_HOLD_MINUTES } from '@basera/contract/constants'
import { addDays, todayInIndia } from '@basera/contract/dates'
import type { DueLine, DueStatus, PaidVia, RentDue } from '@basera/contract/dues'
import { rupeesText } from '@basera/contract/pricing'
import { REMIND_DAYS, sendReminders } from './reminders.ts'
import { tellDueMade } from './tell.ts'
import type { Db } from '../../db/client.ts'
import { properties, roomOptions } from '../../db/schema.ts'
import { bookings, tenants } from '../../db/schema-activity.ts'
import { meterReadings, paymentOrders, rentDues } from '../../db/schema-money.ts'
import { periodOf, periodsDue, type Period } from './schedule.ts'

// Dues (PRODUCT.md "Rent over the stay"): the first is made with the move-in, in its transaction (the rest of the
// move-in total, the token counted); the dues job makes each later month's, due on its rent day, REMIND_DAYS ahead. One due per booking
// and period: the unique (booking_id, period_start) makes a second run, on this instance or another, make nothing.

type BookingRow = typeof bookings.$inferSelect
type DueRow = typeof rentDues.$inferSelect

const sum = (lines: readonly DueLine[]) => lines.reduce((total, line) => total + line.amount, 0)

/** The first due's lines: the move-in total line by line (and the month's food if chosen), less the token already paid; they add up to move_in_total − token (+ food). */
function firstDueLines(b: Pick<BookingRow, 'unitRent' | 'maintenanceAmount' | 'securityDepositAmount' | 'securityDepositMonths' | 'oneTimeFees' | 'tokenAmount' | 'tokenStatus' | 'foodAmount'>): DueLine[] {
  const token = b.tokenStatus === 'held' || b.tokenStatus === 'released' ? b.tokenAmount : 0
  const all: DueLine[] = [
    { kind: 'rent', label: 'Rent', amount: b.unitRent },
    { kind: 'maintenance', label: 'Maintenance', amount: b.maintenanceAmount },
    // the first month's food, where the tenant chose it at booking (not part of the move-in total, which is the room's)
    { kind: 'food', label: 'Food', amount: b.foodAmount },
    { kind: 'deposit', label: `Security deposit (${b.securityDepositMonths} ${b.securityDepositMonths === 1 ? 'month' : 'months'}, refundable)`, amount: b.securityDepositAmount },
    ...b.oneTimeFees.map((f) => ({ kind: 'fee' as const, label: f.name, amount: f.amount })),
  ]
  const lines = all.filter((line) => line.amount !== 0)
  if (token > 0) lines.push({ kind: 'token', label: 'Token paid at booking', amount: -token })
  return lines
}

/** Makes the first due of a booking just marked moved in (inside the move's transaction). */
export async function createFirstDue(tx: Db, b: BookingRow, now: Date): Promise<void> {
  const moveIn = b.moveInDate ?? todayInIndia(now)
  // the rent day recorded with the booking: the terms the tenant saw before booking, whatever the property says now
  const p = periodOf(moveIn, b.rentDay, 0)
  const lines = firstDueLines(b)
  const [made] = await tx.insert(rentDues).values({ bookingId: b.id, periodStart: p.start, periodEnd: p.end, dueDate: p.due, lines, total: Math.max(0, sum(lines)), createdAt: now })
    .onConflictDoNothing().returning({ id: rentDues.id })
  if (made) await tellDueMade(tx, made.id, now)
}

/**
 * Electricity since the last billed reading, read up to `upTo`: units and the readings they come from. The
 * first reading ever is the meter's starting point (no units). Null when there is nothing new to bill.
 */
async function unbilledUnits(tx: Db, bookingId: number, upTo: string): Promise<{ units: number; readingIds: number[] } | null> {
  const rows = await tx.select().from(meterReadings).where(and(eq(meterReadings.bookingId, bookingId), lte(meterReadings.readOn, upTo))).orderBy(asc(meterReadings.readOn))
  const fresh = rows.filter((r) => r.billedDueId === null)
  const latest = fresh.at(-1)
  if (!latest) return null
  // from the last reading billed; before any bill, from the meter's first reading
  const base = rows.filter((r) => r.billedDueId !== null).at(-1) ?? rows[0]
  return { units: base ? Math.max(0, latest.reading - base.reading) : 0, readingIds: fresh.map((r) => r.id) }
}

interface MonthlyTerms { foodAmount: number; ratePerUnit: number | null }

/** A later month's lines: rent, maintenance, food if chosen, electricity if metered. */
function monthlyLines(b: Pick<BookingRow, 'unitRent' | 'maintenanceAmount'>, terms: MonthlyTerms, units: number): DueLine[] {
  const lines: DueLine[] = [{ kind: 'rent', label: 'Rent', amount: b.unitRent }]
  if (b.maintenanceAmount > 0) lines.push({ kind: 'maintenance', label: 'Maintenance', amount: b.maintenanceAmount })
  if (terms.foodAmount > 0) lines.push({ kind: 'food', label: 'Food', amount: terms.foodAmount })
  if (terms.ratePerUnit !== null && units > 0) {
    lines.push({ kind: 'electricity', label: `Electricity: ${units} units × ${rupeesText(terms.ratePerUnit)}`, amount: units * terms.ratePerUnit })
  }
  return lines
}

/** Makes one later due of a locked, moved-in booking; false when it exists already. */
async function createMonthlyDue(tx: Db, b: BookingRow, p: Period, now: Date): Promise<boolean> {
  const [option] = await tx.select({ electricity: roomOptions.electricity }).from(roomOptions).where(eq(roomOptions.id, b.roomOptionId))
  // the food chosen at booking, at the price it was chosen at (a later price change never touches a booking made)
  const food = b.foodAmount
  const ratePerUnit = option?.electricity.type === 'metered' ? option.electricity.rate_per_unit : null
  const meter = await unbilledUnits(tx, b.id, p.due)
  const lines = monthlyLines(b, { foodAmount: food, ratePerUnit }, meter?.units ?? 0)
  const [made] = await tx.insert(rentDues).values({ bookingId: b.id, periodStart: p.start, periodEnd: p.end, dueDate: p.due, lines, total: sum(lines), createdAt: now })
    .onConflictDoNothing().returning({ id: rentDues.id })
  if (!made) return false
  await tellDueMade(tx, made.id, now)
  if (meter && meter.readingIds.length > 0) {
    await tx.update(meterReadings).set({ billedDueId: made.id }).where(and(inArray(meterReadings.id, meter.readingIds), isNull(meterReadings.billedDueId)))
  }
  return true
}

const BATCH = 100

/**
 * The dues job: every moved-in booking gets the dues whose date has come. Each booking in its own transaction,
 * locked with skip locked (another instance at work on it is left alone); the unique period makes a repeat a no-op.
 * Then the late fees. Answers the number of dues made.
 */
export async function generateDues(db: Db, now: Date): Promise<number> {
  // a due exists REMIND_DAYS before its date, so the tenant can be reminded of it and pay early
  const horizon = addDays(todayInIndia(now), REMIND_DAYS)
  // only stays whose last period ends before the horizon: the job runs every few minutes, and most days nothing is due
  const candidates = await db.select({ id: bookings.id }).from(bookings)
    .where(and(eq(bookings.status, 'moved_in'), sql`coalesce((select max(${rentDues.periodEnd}) from ${rentDues} where ${rentDues.bookingId} = ${bookings.id}), '0001-01-01') < ${horizon}`))
    .orderBy(asc(bookings.id))
  let made = 0
  for (let i = 0; i < candidates.length; i += BATCH) {
    for (const { id } of candidates.slice(i, i + BATCH)) {
      made += await db.transaction(async (tx) => {
        const [b] = await tx.select().from(bookings).where(and(eq(bookings.id, id), eq(bookings.status, 'moved_in'))).for('update', { skipLocked: true })
        if (!b?.moveInDate) return 0
        const [last] = await tx.select({ start: rentDues.periodStart }).from(rentDues).where(eq(rentDues.bookingId, b.id)).orderBy(desc(rentDues.periodStart)).limit(1)
        let count = 0
        for (const p of periodsDue(b.moveInDate, b.rentDay, horizon)) {
          if (last && p.start <= last.start) continue
          if (await createMonthlyDue(tx, b, p, now)) count++
        }
        return count
      })
    }
  }
  await applyLateFees(db, now)
  await sendReminders(db, now)
  return made
}

/**
 * Late fees, only where the booking's terms (the property's, as published when the room was taken) have one: once per
 * due, when it is more than the grace days past its date and still open. A due whose checkout was opened or moved
 * within the checkout's hold time is left as it is (the tenant is paying it); a checkout abandoned longer ago holds
 * nothing back, or one unfinished payment would spare a due its late fee for good.
 */
async function applyLateFees(db: Db, now: Date): Promise<void> {
  const today = todayInIndia(now)
  const late = await db.select({ id: rentDues.id, dueDate: rentDues.dueDate, lateFee: bookings.lateFee }).from(rentDues)
    .innerJoin(bookings, eq(bookings.id, rentDues.bookingId))
    .where(and(eq(rentDues.status, 'open'), sql`${bookings.lateFee} is not null`, sql`${rentDues.dueDate} < ${today}`,
      sql`not ${rentDues.lines} @> '[{"kind": "late_fee"}]'::jsonb`))
    .limit(500)
  for (const row of late) {
    const fee = row.lateFee
    if (!fee || addDays(row.dueDate, fee.grace_days) >= today) continue
    await db.transaction(async (tx) => {
      const [due] = await tx.select().from(rentDues).where(eq(rentDues.id, row.id)).for('update')
      if (!due || due.status !== 'open' || due.lines.some((l) => l.kind === 'late_fee')) return
      const touchedSince = new Date(now.getTime() - BOOKING_HOLD_MINUTES * 60_000)
      const [paying] = await tx.select({ id: paymentOrders.id }).from(paymentOrders)
        .where(and(eq(paymentOrders.dueId, due.id), inArray(paymentOrders.state, ['unknown', 'created']), gt(paymentOrders.updatedAt, touchedSince))).limit(1)
      if (paying) return
      const lines: DueLine[] = [...due.lines, { kind: 'late_fee', label: `Late fee (paid more than ${fee.grace_days} days after the due date)`, amount: fee.amount }]
      await tx.update(rentDues).set({ lines, total: sum(lines) }).where(eq(rentDues.id, due.id))
    })
  }
}

/** A due as both sides read it: `late` when still open after its date. */
export function dueAnswer(d: DueRow, propertyName: string, now: Date): RentDue {
  const status: DueStatus = d.status === 'paid' ? 'paid' : d.dueDate < todayInIndia(now) ? 'late' : 'open'
  return {
    due_id: d.id, bookingId: d.bookingId, property_name: propertyName, period_start: d.periodStart, period_end: d.periodEnd, due_date: d.dueDate,
    status, total: d.total, lines: d.lines, paid_via: (d.paidVia as PaidVia | null) ?? null, utr: d.utr, paid_at: d.paidAt?.toISOString() ?? null, receipt_no: d.receiptNo,
  }
}

/** Open (and late) dues first, oldest date first; then the paid ones, newest first. */
function byOpenFirst(a: RentDue, b: RentDue): number {
  const paidA = a.status === 'paid' ? 1 : 0
  const paidB = b.status === 'paid' ? 1 : 0
  if (paidA !== paidB) return paidA - paidB
  return paidA === 0 ? a.due_date.localeCompare(b.due_date) : b.due_date.localeCompare(a.due_date)
}

/** listRentDues: the lead's dues (of one booking when asked), paid ones kept. */
export async function leadDues(db: Db, leadId: number, bookingId: number | undefined, now: Date): Promise<RentDue[]> {
  const rows = await db.select({ due: rentDues, propertyName: properties.name }).from(rentDues)
    .innerJoin(bookings, eq(bookings.id, rentDues.bookingId)).innerJoin(tenants, eq(tenants.id, bookings.tenantId))
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(and(eq(tenants.leadId, leadId), bookingId === undefined ? undefined : eq(rentDues.bookingId, bookingId)))
    .limit(500)
  return rows.map((r) => dueAnswer(r.due, r.propertyName, now)).sort(byOpenFirst)
}

/** One booking's dues, for the console (the caller checked the operator may see the booking). */
export async function bookingDues(db: Db, bookingId: number, now: Date): Promise<RentDue[]> {
  const rows = await db.select({ due: rentDues, propertyName: properties.name }).from(rentDues)
    .innerJoin(bookings, eq(bookings.id, rentDues.bookingId)).innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(eq(rentDues.bookingId, bookingId))
  return rows.map((r) => dueAnswer(r.due, r.propertyName, now)).sort(byOpenFirst)
}

/** The receipt number of a paid due: the period's month and the due's id, unique by the id. */
export const receiptNumber = (d: Pick<DueRow, 'id' | 'periodStart'>) => `BSR-${d.periodStart.slice(0, 7).replace('-', '')}-${String(d.id).padStart(6, '0')}`
