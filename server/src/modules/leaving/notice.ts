import { eq, sql } from 'drizzle-orm'
import { todayInIndia } from '@basera/contract/dates'
import { dateText } from '@basera/contract/india-text'
import type { GiveNoticeReply, NoticeReply } from '@basera/contract/leaving'
import { messages } from '@basera/contract/messages'
import type { Db } from '../../db/client.ts'
import { properties, roomOptions } from '../../db/schema.ts'
import { agreements, bookings, tenants } from '../../db/schema-activity.ts'
import { notices } from '../../db/schema-leaving.ts'
import { AppError } from '../../lib/errors.ts'
import { monthDay } from '../dues/schedule.ts'
import { notifyPropertyOperators } from '../notifications/operators.ts'

// Notice (PRODUCT.md "Leaving"): the tenant's own accepted or moved-in booking, once; the notice months recorded
// with the booking decide the last day (the same day of the month N months on, or that month's last day).

/** The same day of the month `months` months after `date`, clamped to the month's end (31 Jan + 1 → 28/29 Feb). */
export const monthsOn = (date: string, months: number) => monthDay(date, months, Number(date.slice(8, 10)))

const NOTICE_FROM = ['accepted', 'moved_in'] as const

/** The lead's own booking with its agreement's terms; 404 for anyone else's (or none). */
async function ownBooking(db: Db, leadId: number, bookingId: number) {
  const [row] = await db.select({
    id: bookings.id, status: bookings.status, propertyId: bookings.propertyId, moveInDate: bookings.moveInDate, leadId: tenants.leadId,
    // as recorded with the booking's agreement; a stay without one (booked before agreements) has its room's terms
    noticeMonths: sql<number>`coalesce(${agreements.noticeMonths}, ${roomOptions.noticeperiodMonths}, 0)`.mapWith(Number),
    lockinMonths: sql<number>`coalesce(${agreements.lockinMonths}, ${roomOptions.lockinperiodMonths}, 0)`.mapWith(Number),
    propertyName: properties.name, tenantName: tenants.fullName,
  }).from(bookings).innerJoin(tenants, eq(tenants.id, bookings.tenantId)).innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(roomOptions, eq(roomOptions.id, bookings.roomOptionId)).leftJoin(agreements, eq(agreements.bookingId, bookings.id)).where(eq(bookings.id, bookingId))
  if (row?.leadId !== leadId) throw new AppError(404, messages.bookingNotFound)
  return row
}

type Own = Awaited<ReturnType<typeof ownBooking>>

const lockinEndsOn = (b: Own) => (b.moveInDate !== null && b.lockinMonths > 0 ? monthsOn(b.moveInDate, b.lockinMonths) : null)

export async function noticeOf(db: Db, leadId: number, bookingId: number, now: Date): Promise<NoticeReply> {
  const b = await ownBooking(db, leadId, bookingId)
  const [given] = await db.select().from(notices).where(eq(notices.bookingId, bookingId))
  return {
    success: true, bookingId, notice_months: b.noticeMonths, lockin_months: b.lockinMonths, lockin_ends_on: lockinEndsOn(b),
    last_day_if_today: monthsOn(todayInIndia(now), b.noticeMonths),
    can_give_notice: !given && (NOTICE_FROM as readonly string[]).includes(b.status),
    notice: given ? { notice_given_on: given.givenOn, last_day: given.lastDay, reason: given.reason } : null,
  }
}

/** giveNotice: 404 for another lead's booking, 409 when the stay is not accepted or moved in, or notice was given. */
export async function giveNotice(db: Db, leadId: number, bookingId: number, reason: string | undefined, now: Date): Promise<GiveNoticeReply> {
  const b = await ownBooking(db, leadId, bookingId)
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId)).for('update')
    if (!locked || !(NOTICE_FROM as readonly string[]).includes(locked.status)) throw new AppError(409, messages.noticeNotLive)
    const today = todayInIndia(now)
    const lastDay = monthsOn(today, b.noticeMonths)
    const [made] = await tx.insert(notices).values({ bookingId, givenOn: today, noticeMonths: b.noticeMonths, lastDay, reason: reason || null, createdAt: now })
      .onConflictDoNothing().returning()
    if (!made) throw new AppError(409, messages.noticeAlreadyGiven)
    await notifyPropertyOperators(tx, {
      propertyId: b.propertyId, kind: 'notice_given', bookingId, at: now, url: '/operator/money', details: { due_date: lastDay },
      title: `${b.tenantName} gave notice`, body: `${b.tenantName} is leaving ${b.propertyName}: last day ${dateText(lastDay)}${reason ? ` (${reason})` : ''}. Settle the deposit at move-out.`,
    })
    return {
      success: true, message: messages.noticeGiven, bookingId, notice_given_on: today, notice_months: b.noticeMonths, last_day: lastDay, lockin_ends_on: lockinEndsOn(b),
    }
  })
}
