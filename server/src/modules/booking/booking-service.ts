import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm'
import { BOOKING_HOLD_MINUTES } from '@basera/contract/constants'
import { LIVE_BOOKING_STATUSES, type Booking, type BookingBody } from '@basera/contract/booking'
import { messages } from '@basera/contract/messages'
import { computeMoveInCost } from '@basera/contract/pricing'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { properties, roomOptions } from '../../db/schema.ts'
import { bookings } from '../../db/schema-activity.ts'
import { AppError } from '../../lib/errors.ts'
import { tokenDue } from '../money/token.ts'
import { loadBooking, loadBookings, leadBookingsWhere } from './booking-query.ts'
import { assertAdmits, lockOwnTenant } from './tenant-service.ts'
import { LIFECYCLE } from './lifecycle.ts'
import { takeRoom, transition } from './transition.ts'

// lapsed holds expired per sweep (or per booking transaction): a backlog clears over a few sweeps
const EXPIRE_BATCH = 200

type Body = z.output<typeof BookingBody>
type RoomOptionRow = typeof roomOptions.$inferSelect

/**
 * Holds past their time expire and give their rooms back (the `expire` move). Rows another transaction holds
 * are skipped: that transaction (a payment being recorded, a cancel) decides them, and the next sweep sees the rest.
 */
export async function releaseExpiredHolds(db: Db, now: Date): Promise<void> {
  const lapsed = await db.select().from(bookings)
    .where(and(eq(bookings.status, 'held'), lte(bookings.holdExpiresAt, now)))
    .orderBy(asc(bookings.id)).limit(EXPIRE_BATCH).for('update', { skipLocked: true })
  for (const b of lapsed) await transition(db, b, 'expire', { now })
}

async function takeChosenOrCheapest(tx: Db, propertyId: number, optionId: number | undefined): Promise<RoomOptionRow> {
  if (optionId !== undefined) {
    const owned = await tx.select({ id: roomOptions.id }).from(roomOptions)
      .where(and(eq(roomOptions.id, optionId), eq(roomOptions.propertyId, propertyId)))
    if (!owned[0]) throw new AppError(404, messages.roomOptionNotFound)
    const taken = await takeRoom(tx, optionId)
    if (!taken) throw new AppError(409, messages.noRoomsLeft)
    return taken
  }
  // another booking may take the cheapest option's last room between our read and update: try the next
  for (let attempt = 0; attempt < 5; attempt++) {
    const [cheapest] = await tx.select({ id: roomOptions.id }).from(roomOptions)
      .where(and(eq(roomOptions.propertyId, propertyId), gt(roomOptions.availableRooms, 0)))
      .orderBy(asc(roomOptions.unitRent), asc(roomOptions.id)).limit(1)
    if (!cheapest) break
    const taken = await takeRoom(tx, cheapest.id)
    if (taken) return taken
  }
  throw new AppError(409, messages.noRoomsLeft)
}

/**
 * The monthly food a booking adds: the option's price when its food is optional and the tenant asked for it, read from
 * the option (never a client's figure). Asked where food is in the rent or not offered: ignored (nothing to add).
 */
function foodChosen(option: RoomOptionRow, asked: boolean | undefined): number {
  return asked === true && option.food.type === 'optional' ? option.food.monthly_price : 0
}

export async function bookRoom(db: Db, leadId: number, body: Body, now: Date): Promise<{ booking: Booking; existing: boolean }> {
  const result = await db.transaction(async (tx) => {
    await releaseExpiredHolds(tx, now)
    // the tenant row lock serialises a double submit: the second one sees the first one's booking
    const tenant = await lockOwnTenant(tx, leadId, body.tenant_id)
    const [property] = await tx.select({ cancellationTerms: properties.cancellationTerms, rentDay: properties.rentDay, lateFee: properties.lateFee }).from(properties)
      .where(and(eq(properties.id, body.property_id), eq(properties.published, true)))
    if (!property) throw new AppError(404, messages.propertyNotFound)
    await assertAdmits(tx, body.property_id, tenant.gender)
    // the refund rules the tenant saw: the booking and then its agreement keep them
    const terms = property.cancellationTerms
    const [live] = await tx.select({ id: bookings.id }).from(bookings).where(and(
      eq(bookings.tenantId, body.tenant_id),
      eq(bookings.propertyId, body.property_id),
      inArray(bookings.status, LIVE_BOOKING_STATUSES),
    ))
    if (live) return { bookingId: live.id, existing: true }

    const option = await takeChosenOrCheapest(tx, body.property_id, body.room_option_id)
    const cost = computeMoveInCost({
      unit_rent: option.unitRent,
      security_deposit_months: option.securityDepositMonths,
      maintenance_amount: option.maintenanceAmount,
      one_time_fees: option.oneTimeFees,
    })
    // the token the tenant pays now: the option's, if its owner takes payments (else a free request)
    const token = await tokenDue(tx, body.property_id, option.tokenAmount)
    const [created] = await tx.insert(bookings).values({
      tenantId: body.tenant_id,
      propertyId: body.property_id,
      roomOptionId: option.id,
      // the `hold` move: takeChosenOrCheapest took the room
      status: LIFECYCLE.hold.to,
      tokenAmount: token,
      tokenStatus: token > 0 ? 'pending' : 'none',
      holdExpiresAt: new Date(now.getTime() + BOOKING_HOLD_MINUTES * 60_000),
      unitRent: option.unitRent,
      maintenanceAmount: option.maintenanceAmount,
      securityDepositMonths: option.securityDepositMonths,
      securityDepositAmount: cost.security_deposit_amount,
      oneTimeFees: option.oneTimeFees,
      moveInTotal: cost.move_in_total,
      refundableAmount: cost.refundable_amount,
      cancellationTerms: terms,
      // the rent terms the tenant saw beside them: the dues bill these, whatever the owner publishes later
      rentDay: property.rentDay,
      lateFee: property.lateFee,
      foodAmount: foodChosen(option, body.food),
      createdAt: now,
    }).returning({ id: bookings.id })
    if (!created) throw new Error('booking insert returned nothing')
    return { bookingId: created.id, existing: false }
  })
  return { booking: await loadBooking(db, result.bookingId, now), existing: result.existing }
}

export async function leadBookings(db: Db, leadId: number, now: Date): Promise<Booking[]> {
  return loadBookings(db, leadBookingsWhere(leadId), now)
}
