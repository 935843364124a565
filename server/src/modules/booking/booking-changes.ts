import { eq, sql } from 'drizzle-orm'
import { CANCELLABLE_STATUSES, DATE_CHANGEABLE_STATUSES, type Booking } from '@basera/contract/booking'
import { messages } from '@basera/contract/messages'
import type { Db } from '../../db/client.ts'
import { roomOptions } from '../../db/schema.ts'
import { agreements, bookings, tenants } from '../../db/schema-activity.ts'
import { AppError } from '../../lib/errors.ts'
import { assertOwner } from '../../plugins/auth.ts'
import { loadBooking } from './booking-query.ts'
import { releaseExpiredHolds } from './booking-service.ts'

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

/** Cancels a held, confirmed or accepted booking: its room comes back at once. */
export async function cancelBooking(db: Db, leadId: number, bookingId: number, now: Date): Promise<Booking> {
  await db.transaction(async (tx) => {
    await releaseExpiredHolds(tx, now)
    const booking = await lockOwnBooking(tx, leadId, bookingId)
    if (!CANCELLABLE_STATUSES.includes(booking.status)) throw new AppError(409, messages.bookingNotCancellable)
    await tx.update(bookings).set({ status: 'cancelled', holdExpiresAt: null }).where(eq(bookings.id, booking.id))
    await tx.update(roomOptions).set({ availableRooms: sql`${roomOptions.availableRooms} + 1` }).where(eq(roomOptions.id, booking.roomOptionId))
  })
  return loadBooking(db, bookingId, now)
}

/** Moves the move-in date of a confirmed or accepted booking, and its agreement's start with it. */
export async function changeMoveInDate(db: Db, leadId: number, bookingId: number, moveInDate: string, now: Date): Promise<Booking> {
  await db.transaction(async (tx) => {
    const booking = await lockOwnBooking(tx, leadId, bookingId)
    if (!DATE_CHANGEABLE_STATUSES.includes(booking.status)) throw new AppError(409, messages.moveInDateNotChangeable)
    await tx.update(bookings).set({ moveInDate }).where(eq(bookings.id, booking.id))
    await tx.update(agreements).set({ moveInDate, agreementStartDate: moveInDate, updatedAt: now }).where(eq(agreements.bookingId, booking.id))
  })
  return loadBooking(db, bookingId, now)
}
