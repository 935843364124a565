import { eq } from 'drizzle-orm'
import { DATE_CHANGEABLE_STATUSES, type Booking } from '@basera/contract/booking'
import { messages } from '@basera/contract/messages'
import type { Db } from '../../db/client.ts'
import { agreements, bookings, tenants } from '../../db/schema-activity.ts'
import { AppError } from '../../lib/errors.ts'
import { assertOwner } from '../../plugins/auth.ts'
import { loadBooking } from './booking-query.ts'
import { releaseExpiredHolds } from './booking-service.ts'
import { transition } from './transition.ts'

/** The lead's own booking row, locked for the rest of the transaction (404 unknown, 403 another lead's). */
async function lockOwnBooking(tx: Db, leadId: number, bookingId: number) {
  const [row] = await tx
    .select({ booking: bookings, tenantLeadId: tenants.leadId })
    .from(bookings)
    .innerJoin(tenants, eq(tenants.id, bookings.tenantId))
    .where(eq(bookings.id, bookingId))
    .for('update', { of: bookings })
  if (!row) throw new AppError(404, messages.bookingNotFound)
  assertOwner(leadId, row.tenantLeadId)
  return row.booking
}

/**
 * Cancels a held, requested or accepted booking (the `cancel` move): its room comes back at once, and a paid
 * token is refunded by the cancellation terms recorded with the booking (the rest is released to the owner).
 */
export async function cancelBooking(db: Db, leadId: number, bookingId: number, now: Date): Promise<Booking> {
  await db.transaction(async (tx) => {
    await releaseExpiredHolds(tx, now)
    const booking = await lockOwnBooking(tx, leadId, bookingId)
    await transition(tx, booking, 'cancel', { now })
  })
  return loadBooking(db, bookingId, now)
}

/** Moves the move-in date of a requested or accepted booking, and its agreement's start with it. */
export async function changeMoveInDate(db: Db, leadId: number, bookingId: number, moveInDate: string, now: Date): Promise<Booking> {
  await db.transaction(async (tx) => {
    const booking = await lockOwnBooking(tx, leadId, bookingId)
    if (!DATE_CHANGEABLE_STATUSES.includes(booking.status)) throw new AppError(409, messages.moveInDateNotChangeable)
    await tx.update(bookings).set({ moveInDate }).where(eq(bookings.id, booking.id))
    await tx.update(agreements).set({ moveInDate, agreementStartDate: moveInDate, updatedAt: now }).where(eq(agreements.bookingId, booking.id))
  })
  return loadBooking(db, bookingId, now)
}
