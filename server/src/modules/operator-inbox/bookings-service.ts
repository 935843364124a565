import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { BookingStatus } from '@basera/contract/booking'
import { messages } from '@basera/contract/messages'
import { operatorMessages, propertyLabel, type DecideBookingBody, type OperatorBooking, type OperatorBookingsQuery } from '@basera/contract/operator'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { localities, properties, roomOptions, roomTypes } from '../../db/schema.ts'
import { bookings, tenants } from '../../db/schema-activity.ts'
import { AppError } from '../../lib/errors.ts'
import type { SignedInOperator } from '../../plugins/auth.ts'
import { authorize } from '../operator-access/policy.ts'
import { recordAudit } from '../operator-audit/service.ts'
import { notifyLead, type LeadEvent } from '../notifications/service.ts'
import { propertyCondition } from '../operator-access/scope.ts'

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

interface Transition {
  from: BookingStatus
  to: BookingStatus
  /** 409's message when the booking is not in `from` (another operator decided first, the tenant cancelled). */
  refused: string
  reason?: string
  /** A declined booking gives its room back. */
  releasesRoom?: boolean
  event: (propertyName: string) => Pick<LeadEvent, 'kind' | 'title' | 'body' | 'details'>
}

/**
 * Moves one booking from `from` to `to` in one transaction: the row is locked first, so of two
 * operators deciding at once one wins and the other gets 409; the audit entry and the tenant's
 * notification are written with the change or not at all.
 */
async function transition(db: Db, operator: SignedInOperator, bookingId: number, step: Transition, now: Date): Promise<OperatorBooking> {
  await authorizeBooking(db, operator, bookingId)
  await db.transaction(async (tx) => {
    const [b] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update')
    if (!b) throw new AppError(404, messages.bookingNotFound)
    if (b.status !== step.from) throw new AppError(409, step.refused)
    await tx.update(bookings)
      .set({ status: step.to, decidedAt: now, decidedBy: operator.id, ...(step.reason === undefined ? {} : { decisionReason: step.reason }) })
      .where(eq(bookings.id, bookingId))
    if (step.releasesRoom) {
      await tx.update(roomOptions).set({ availableRooms: sql`${roomOptions.availableRooms} + 1` }).where(eq(roomOptions.id, b.roomOptionId))
    }
    await recordAudit(tx, {
      operatorId: operator.id, propertyId: b.propertyId, entity: 'booking', entityId: b.id, action: 'status',
      before: step.from, after: step.reason === undefined ? step.to : { status: step.to, reason: step.reason }, at: now,
    })
    const [who] = await tx.select({ leadId: tenants.leadId, propertyName: properties.name }).from(tenants)
      .innerJoin(properties, eq(properties.id, b.propertyId)).where(eq(tenants.id, b.tenantId))
    if (who) await notifyLead(tx, { leadId: who.leadId, bookingId: b.id, at: now, ...step.event(who.propertyName) })
  })
  return loadOne(db, bookingId, now)
}

/** Accepts or declines (with a reason; the room comes back) a booking awaiting the operator. */
export function decideBooking(db: Db, operator: SignedInOperator, bookingId: number, body: z.output<typeof DecideBookingBody>, now: Date): Promise<OperatorBooking> {
  const refused = operatorMessages.bookingNotAwaitingDecision
  if (body.decision === 'accept') {
    return transition(db, operator, bookingId, {
      from: 'confirmed', to: 'accepted', refused,
      event: (property_name) => ({ kind: 'booking_accepted', title: messages.bookingConfirmed, body: `${property_name} accepted your booking.`, details: { property_name } }),
    }, now)
  }
  const reason = body.reason ?? ''
  return transition(db, operator, bookingId, {
    from: 'confirmed', to: 'declined', refused, reason, releasesRoom: true,
    event: (property_name) => ({
      kind: 'booking_declined', title: 'Your booking was declined', body: `${property_name} declined your booking: ${reason}`, details: { property_name, reason },
    }),
  }, now)
}

/** An accepted booking's tenant has moved in. */
export function markMovedIn(db: Db, operator: SignedInOperator, bookingId: number, now: Date): Promise<OperatorBooking> {
  return transition(db, operator, bookingId, {
    from: 'accepted', to: 'moved_in', refused: operatorMessages.bookingNotAccepted,
    event: (property_name) => ({ kind: 'booking_moved_in', title: 'Welcome home!', body: `${property_name} marked you as moved in.`, details: { property_name } }),
  }, now)
}
