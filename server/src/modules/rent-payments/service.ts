import { eq } from 'drizzle-orm'
import type { RentPaymentBody } from '@basera/contract/engagement'
import type { BookingStatus } from '@basera/contract/booking'
import { formatRupees, monthInIndia, monthText } from '@basera/contract/india-text'
import { messages } from '@basera/contract/messages'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { bookings, rentPaymentRequests, tenants } from '../../db/schema-activity.ts'
import { AppError } from '../../lib/errors.ts'
import { assertOwner } from '../../plugins/auth.ts'
import { notifyPropertyOperators } from '../notifications/operators.ts'

type Body = z.output<typeof RentPaymentBody>

/** Bookings whose rent is due: the property accepted them (the stay is ahead or under way). */
const RENT_STATUSES: ReadonlySet<BookingStatus> = new Set(['accepted', 'moved_in'])

/**
 * The months of a stay rent may be paid for: from the move-in month to the current month in India, or the
 * move-in month alone while it is still ahead (its rent may be paid before moving in). Never a later month:
 * rent is not paid for months that have not begun. YYYY-MM strings compare as dates.
 */
function rentMonths(moveInDate: string, now: Date): { from: string; to: string } {
  const from = moveInDate.slice(0, 7)
  const current = monthInIndia(now)
  return { from, to: current > from ? current : from }
}

interface RentBooking { leadId: number; status: BookingStatus; unitRent: number; maintenanceAmount: number; moveInDate: string | null }

/** The booking's rules for a rent payment (Money part 2 replaces this form): a sentence for each refusal, naming its field (the form shows it there). */
function checkAgainstBooking(booking: RentBooking, body: Body, now: Date): void {
  if (!RENT_STATUSES.has(booking.status) || booking.moveInDate === null) throw new AppError(400, messages.rentBookingNotLive, { field: 'bookingId' })
  const monthly = booking.unitRent + booking.maintenanceAmount
  if (body.amount > monthly) {
    throw new AppError(400, messages.rentAboveMonthly(formatRupees(monthly), formatRupees(booking.unitRent), formatRupees(booking.maintenanceAmount)), { field: 'amount' })
  }
  const { from, to } = rentMonths(booking.moveInDate, now)
  if (body.rent_month < from || body.rent_month > to) throw new AppError(400, messages.rentMonthOutsideStay(monthText(from), monthText(to)), { field: 'rent_month' })
}

/** Records a rent payment request for one of the lead's bookings; no gateway is integrated, so nothing is ever marked paid. */
export async function recordRentPayment(db: Db, leadId: number, body: Body, now: Date): Promise<number> {
  if (body.bookingId === undefined) throw new AppError(400, messages.rentBookingRequired, { field: 'bookingId' })
  const rows = await db.select({
    leadId: tenants.leadId, propertyId: bookings.propertyId, status: bookings.status, unitRent: bookings.unitRent, maintenanceAmount: bookings.maintenanceAmount, moveInDate: bookings.moveInDate,
  }).from(bookings).innerJoin(tenants, eq(tenants.id, bookings.tenantId)).where(eq(bookings.id, body.bookingId))
  const booking = rows[0]
  if (!booking) throw new AppError(404, messages.bookingNotFound)
  assertOwner(leadId, booking.leadId)
  checkAgainstBooking(booking, body, now)
  const bookingId = body.bookingId
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(rentPaymentRequests).values({
      leadId,
      bookingId,
      payerName: body.payer_name,
      amount: body.amount,
      rentMonth: body.rent_month,
      upiId: body.upi_id || null,
      createdAt: now,
    }).returning({ id: rentPaymentRequests.id })
    if (!row) throw new Error('rent payment insert returned nothing')
    await notifyPropertyOperators(tx, {
      propertyId: booking.propertyId, kind: 'payment_received', bookingId, at: now, details: { amount: body.amount },
      title: `Rent payment of ${formatRupees(body.amount)}`, body: `${body.payer_name} reports paying ${formatRupees(body.amount)} for ${monthText(body.rent_month)}.`,
    })
    return row.id
  })
}
