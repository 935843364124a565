import { desc, eq, sql, type SQL } from 'drizzle-orm'
import type { Booking } from '@basera/contract/booking'
import type { Db } from '../../db/client.ts'
import { properties, roomOptions, roomTypes } from '../../db/schema.ts'
import { agreements, bookings, tenants } from '../../db/schema-activity.ts'
import { answerBy } from './transition.ts'

/** When the owner must answer a paid request by (null for any other booking). */
export const answerByOf = (b: typeof bookings.$inferSelect): string | null =>
  b.status === 'requested' && b.tokenStatus === 'held' && b.requestedAt ? answerBy(b.requestedAt).toISOString() : null

const firstPhoto = sql<string | null>`(select url from property_photos ph where ph.property_id = ${bookings.propertyId} order by ph.position limit 1)`
const stayReviewed = sql<boolean>`exists (select 1 from reviews r where r.booking_id = ${bookings.id})`

/** Bookings with their tenant, property and room type, newest first; a lapsed hold reads as expired. */
export async function loadBookings(db: Db, where: SQL, now: Date): Promise<Booking[]> {
  const rows = await db
    .select({
      b: bookings,
      tenantName: tenants.fullName,
      propertyName: properties.name,
      address: properties.address,
      roomTypeName: roomTypes.name,
      photo: firstPhoto,
      reviewed: stayReviewed,
      latitude: properties.latitude,
      contactName: properties.contactName,
      contactPhone: properties.contactPhone,
      contactIsSample: properties.contactIsSample,
      longitude: properties.longitude,
      // the agreement's terms once written (a later edit of the room option never changes them)
      lockinMonths: sql<number>`coalesce(${agreements.lockinMonths}, ${roomOptions.lockinperiodMonths})`.mapWith(Number),
      agreementMonths: sql<number>`coalesce(${agreements.agreementDurationMonths}, ${roomOptions.agreementDurationMonths})`.mapWith(Number),
      noticeMonths: sql<number>`coalesce(${agreements.noticeMonths}, ${roomOptions.noticeperiodMonths})`.mapWith(Number),
    })
    .from(bookings)
    .innerJoin(tenants, eq(tenants.id, bookings.tenantId))
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(roomOptions, eq(roomOptions.id, bookings.roomOptionId))
    .innerJoin(roomTypes, eq(roomTypes.id, roomOptions.roomTypeId))
    .leftJoin(agreements, eq(agreements.bookingId, bookings.id))
    .where(where)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
  return rows.map(({ b, tenantName, propertyName, address, roomTypeName, photo, reviewed, latitude, longitude, contactName, contactPhone, contactIsSample, lockinMonths, agreementMonths, noticeMonths }) => {
    const lapsed = b.status === 'held' && b.holdExpiresAt !== null && b.holdExpiresAt.getTime() <= now.getTime()
    return {
      bookingId: b.id,
      tenant_id: b.tenantId,
      tenant_name: tenantName,
      property_id: b.propertyId,
      property_name: propertyName,
      address,
      photo,
      room_option_id: b.roomOptionId,
      room_type_name: roomTypeName,
      status: lapsed ? 'expired' : b.status,
      hold_expires_at: b.status === 'held' ? (b.holdExpiresAt?.toISOString() ?? null) : null,
      token_amount: b.tokenAmount,
      // a lapsed hold asks for nothing any more, as the sweep will write
      token_status: lapsed && b.tokenStatus === 'pending' ? 'none' : b.tokenStatus,
      refund_amount: b.refundAmount,
      answer_by: answerByOf(b),
      move_in_date: b.moveInDate,
      decision_reason: b.decisionReason,
      unit_rent: b.unitRent,
      maintenance_amount: b.maintenanceAmount,
      security_deposit_amount: b.securityDepositAmount,
      one_time_fees: b.oneTimeFees,
      move_in_total: b.moveInTotal,
      refundable_amount: b.refundableAmount,
      cancellation_terms: b.cancellationTerms,
      rent_day: b.rentDay,
      late_fee: b.lateFee,
      food_amount: b.foodAmount,
      created_at: b.createdAt.toISOString(),
      lockin_months: lockinMonths,
      agreement_duration_months: agreementMonths,
      notice_months: noticeMonths,
      latitude,
      longitude,
      property_contact_name: contactName,
      property_contact_phone: contactIsSample ? null : contactPhone,
      property_contact_is_sample: contactIsSample,
      reviewed,
    }
  })
}

export async function loadBooking(db: Db, bookingId: number, now: Date): Promise<Booking> {
  const [booking] = await loadBookings(db, eq(bookings.id, bookingId), now)
  if (!booking) throw new Error(`booking ${bookingId} vanished`)
  return booking
}

export const leadBookingsWhere = (leadId: number) => eq(tenants.leadId, leadId)
