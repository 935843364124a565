import { and, asc, desc, eq, ne, sql } from 'drizzle-orm'
import { computeMoveInCost } from '@basera/contract/pricing'
import type { PropertyCard, PropertyDetail, RoomOption } from '@basera/contract/properties'
import { messages } from '@basera/contract/messages'
import type { Db } from '../../db/client.ts'
import { features, properties, propertyFeatures, reviews, roomOptions, roomTypes } from '../../db/schema.ts'
import { shortlist } from '../../db/schema-activity.ts'
import { AppError } from '../../plugins/errors.ts'
import { findPropertyIds } from './search-service.ts'
import { loadCards } from './cards.ts'

const REVIEWS_SHOWN = 20

export async function getCard(db: Db, propertyId: number): Promise<PropertyCard> {
  const [card] = await loadCards(db, [propertyId])
  if (!card) throw new AppError(404, messages.propertyNotFound)
  return card
}

export async function getRoomOptions(db: Db, propertyId: number): Promise<RoomOption[]> {
  const [rows, featureRows] = await Promise.all([
    db
      .select({ option: roomOptions, roomTypeName: roomTypes.name, propertyName: properties.name })
      .from(roomOptions)
      .innerJoin(roomTypes, eq(roomTypes.id, roomOptions.roomTypeId))
      .innerJoin(properties, eq(properties.id, roomOptions.propertyId))
      .where(eq(roomOptions.propertyId, propertyId))
      .orderBy(asc(roomOptions.unitRent), asc(roomOptions.id)),
    db
      .select({ feature_name: features.name })
      .from(propertyFeatures)
      .innerJoin(features, eq(features.id, propertyFeatures.featureId))
      .where(eq(propertyFeatures.propertyId, propertyId))
      .orderBy(asc(propertyFeatures.position)),
  ])
  return rows.map(({ option: o, roomTypeName, propertyName }) => {
    const cost = computeMoveInCost({
      unit_rent: o.unitRent,
      security_deposit_months: o.securityDepositMonths,
      maintenance_amount: o.maintenanceAmount,
      one_time_fees: o.oneTimeFees,
    })
    return {
      room_option_id: o.id,
      property_id: o.propertyId,
      property_name: propertyName,
      room_type_id: o.roomTypeId,
      room_type_name: roomTypeName,
      unit_rent: o.unitRent,
      available_rooms: o.availableRooms,
      security_deposit_months: o.securityDepositMonths,
      noticeperiod_months: o.noticeperiodMonths,
      agreement_duration_months: o.agreementDurationMonths,
      lockinperiod_months: o.lockinperiodMonths,
      features: featureRows,
      maintenance_amount: o.maintenanceAmount,
      electricity: o.electricity,
      food: o.food,
      one_time_fees: o.oneTimeFees,
      availability_confirmed_at: o.availabilityConfirmedAt.toISOString(),
      security_deposit_amount: cost.security_deposit_amount,
      move_in_total: cost.move_in_total,
      refundable_amount: cost.refundable_amount,
    }
  })
}

export async function getPropertyDetail(db: Db, propertyId: number, leadId: number | null): Promise<PropertyDetail> {
  const card = await getCard(db, propertyId)
  const [extraRows, reviewRows, options, shortlisted] = await Promise.all([
    db.select({ ownership: properties.ownership, description: properties.description, highlights: properties.highlights })
      .from(properties).where(eq(properties.id, propertyId)),
    db.select().from(reviews).where(eq(reviews.propertyId, propertyId)).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(REVIEWS_SHOWN),
    getRoomOptions(db, propertyId),
    leadId === null
      ? Promise.resolve([])
      : db.select({ leadId: shortlist.leadId }).from(shortlist).where(and(eq(shortlist.leadId, leadId), eq(shortlist.propertyId, propertyId))),
  ])
  const extra = extraRows[0]
  if (!extra) throw new AppError(404, messages.propertyNotFound)
  const cheapest = options[0]
  return {
    ...card,
    ownership: extra.ownership,
    description: extra.description,
    highlights: extra.highlights,
    reviews: reviewRows.map((r) => ({
      id: r.id,
      name: r.reviewerName,
      rating: r.rating,
      title: r.title,
      description: r.description,
      created_at: r.createdAt.toISOString(),
    })),
    refundable_amount: cheapest?.refundable_amount ?? 0,
    is_shortlisted: shortlisted.length > 0,
  }
}

/** Same locality first, then the same city; rent close to this one's; accepting an overlapping gender. */
export async function getSimilarProperties(db: Db, propertyId: number, limit: number): Promise<PropertyCard[]> {
  const baseRows = await db.select().from(properties).where(eq(properties.id, propertyId))
  const base = baseRows[0]
  if (!base) throw new AppError(404, messages.propertyNotFound)
  const near = and(
    eq(properties.cityId, base.cityId),
    ne(properties.id, base.id),
    sql`(${properties.genderMask} & ${base.genderMask}) <> 0`,
  )
  const order = [
    sql`(${properties.localityId} = ${base.localityId}) desc`,
    sql`abs(${properties.minRent} - ${base.minRent})`,
    asc(properties.id),
  ]
  // a rent band first keeps the sort small on big catalogues; widen when it finds too few
  let ids = await findPropertyIds(db, and(near, sql`${properties.minRent} between ${Math.floor(base.minRent * 0.6)} and ${Math.ceil(base.minRent * 1.5)}`), order, limit)
  if (ids.length < limit) ids = await findPropertyIds(db, near, order, limit)
  return loadCards(db, ids)
}

export async function assertPropertyExists(db: Db, propertyId: number): Promise<void> {
  const rows = await db.select({ id: properties.id }).from(properties).where(eq(properties.id, propertyId))
  if (!rows[0]) throw new AppError(404, messages.propertyNotFound)
}

export async function isShortlisted(db: Db, leadId: number, propertyId: number): Promise<boolean> {
  const rows = await db.select({ leadId: shortlist.leadId }).from(shortlist)
    .where(and(eq(shortlist.leadId, leadId), eq(shortlist.propertyId, propertyId))).limit(1)
  return rows.length > 0
}
