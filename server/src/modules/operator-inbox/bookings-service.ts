import { and, desc, eq, type SQL } from 'drizzle-orm'
import { todayInIndia } from '@basera/contract/dates'
import { dateText } from '@basera/contract/india-text'
import { messages } from '@basera/contract/messages'
import { propertyLabel, type DecideBookingBody, type OperatorBooking, type OperatorBookingsQuery } from '@basera/contract/operator'
import { moneyMessages } from '@basera/contract/payout'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { localities, properties, roomOptions, roomTypes } from '../../db/schema.ts'
import { bookings, tenants } from '../../db/schema-activity.ts'
import { AppError } from '../../lib/errors.ts'
import type { SignedInOperator } from '../../plugins/auth.ts'
import { authorize } from '../operator-access/policy.ts'
import { propertyCondition } from '../operator-access/scope.ts'
import { answerByOf } from '../booking/booking-query.ts'
import { transition } from '../booking/transition.ts'

const LIST_LIMIT = 500

async function loadOperatorBookings(db: Db, where: SQL | undefined, now: Date): Promise<OperatorBooking[]> {
  const rows = await db
    .select({ b: bookings, tenant: tenants, propertyName: properties.name, localityName: localities.name, roomTypeName: roomTypes.name })
    .from(bookings)
    .innerJoin(tenants, eq(tenants.id, bookings.tenantId))
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(localities, eq(localities.id, properties.localityId))
    .innerJoin(roomOptions, eq(roomOptions.id, bookings.roomOptionId))
    .innerJoin(roomTypes, eq(roomTypes.id, roomOptions.roomTypeId))
    .where(where)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(LIST_LIMIT)
  return rows.map(({ b, tenant, propertyName, localityName, roomTypeName }) => {
    // a hold past its time reads as expired before the minute's sweep writes it
    const lapsed = b.status === 'held' && b.holdExpiresAt !== null && b.holdExpiresAt.getTime() <= now.getTime()
    return {
      bookingId: b.id,
      status: lapsed ? 'expired' : b.status,
      property_id: b.propertyId,
      property_name: propertyName,
      property_label: propertyLabel(propertyName, localityName),
      room_option_id: b.roomOptionId,
      room_type_name: roomTypeName,
      tenant_id: tenant.id,
      tenant_name: tenant.fullName,
      tenant_phone: tenant.contactNumber,
      tenant_email: tenant.email,
      move_in_date: b.moveInDate,
      hold_expires_at: b.status === 'held' ? (b.holdExpiresAt?.toISOString() ?? null) : null,
      unit_rent: b.unitRent,
      move_in_total: b.moveInTotal,
      token_amount: b.tokenAmount,
      token_status: lapsed && b.tokenStatus === 'pending' ? 'none' : b.tokenStatus,
      refund_amount: b.refundAmount,
      answer_by: answerByOf(b),
      decision_reason: b.decisionReason,
      decided_at: b.decidedAt?.toISOString() ?? null,
      created_at: b.createdAt.toISOString(),
    }
  })
}

/** Bookings of the properties the operator sees, newest first; with the tenant's name and number (their own properties only). */
export async function listBookings(db: Db, operator: SignedInOperator, query: z.output<typeof OperatorBookingsQuery>, now: Date): Promise<OperatorBooking[]> {
  const scope = await propertyCondition(db, operator, bookings.propertyId, query.property_id)
  if (scope === 'none') return []
  const conditions = [scope, query.status ? eq(bookings.status, query.status) : undefined].filter((c) => c !== undefined)
  return loadOperatorBookings(db, and(...conditions), now)
}

async function loadOne(db: Db, bookingId: number, now: Date): Promise<OperatorBooking> {
  const [booking] = await loadOperatorBookings(db, eq(bookings.id, bookingId), now)
  if (!booking) throw new Error(`booking ${bookingId} vanished`)
  return booking
}

/** 404 for a booking that does not exist or is on a property the operator may not see; 403 without `decide`. */
async function authorizeBooking(db: Db, operator: SignedInOperator, bookingId: number): Promise<void> {
  const [row] = await db.select({ propertyId: bookings.propertyId }).from(bookings).where(eq(bookings.id, bookingId))
  if (!row) throw new AppError(404, messages.bookingNotFound)
  await authorize(db, operator, row.propertyId, 'decide', messages.bookingNotFound)
}

/** Locks the booking and applies the operator's move through the one lifecycle (booking/transition.ts). */
async function decide(db: Db, operator: SignedInOperator, bookingId: number, event: 'accept' | 'decline' | 'move_in', now: Date, reason?: string): Promise<OperatorBooking> {
  await authorizeBooking(db, operator, bookingId)
  await db.transaction(async (tx) => {
    const [b] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update')
    if (!b) throw new AppError(404, messages.bookingNotFound)
    // the date rule is the server's (the console confirms first): never before the move-in day in India
    if (event === 'move_in' && b.status === 'accepted' && b.moveInDate !== null && b.moveInDate > todayInIndia(now)) {
      throw new AppError(409, moneyMessages.movedInTooEarly(dateText(b.moveInDate)))
    }
    await transition(tx, b, event, { now, operatorId: operator.id, ...(reason === undefined ? {} : { reason }) })
  })
  return loadOne(db, bookingId, now)
}

/** Accepts or declines (with a reason; the room comes back and a paid token is refunded in full) a booking awaiting the operator. */
export function decideBooking(db: Db, operator: SignedInOperator, bookingId: number, body: z.output<typeof DecideBookingBody>, now: Date): Promise<OperatorBooking> {
  return body.decision === 'accept' ? decide(db, operator, bookingId, 'accept', now) : decide(db, operator, bookingId, 'decline', now, body.reason ?? '')
}

/** An accepted booking's tenant has moved in (on or after the move-in date): the token held for it is released to the owner. */
export function markMovedIn(db: Db, operator: SignedInOperator, bookingId: number, now: Date): Promise<OperatorBooking> {
  return decide(db, operator, bookingId, 'move_in', now)
}
