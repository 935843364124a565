import { and, asc, eq, sql } from 'drizzle-orm'
import { computeMoveInCost } from '@basera/contract/pricing'
import type { Db } from '../../db/client.ts'
import { features, properties, propertyFeatures, propertyPhotos, reviews, roomOptions, roomTypes } from '../../db/schema.ts'

/**
 * Recomputes what a property row keeps for search and cards (lowest rent and its move-in total,
 * rating and review count of real stays, range of deposit months, photo / amenity / room type lists) from the tables that own them. Whatever changes room
 * options, photos, amenities or reviews (the seed today, the operator console later) calls this.
 */
export async function refreshPropertySummary(db: Db, propertyId: number): Promise<void> {
  const [options, photos, featureRows, ratings] = await Promise.all([
    db.select({ option: roomOptions, typeName: roomTypes.name }).from(roomOptions)
      .innerJoin(roomTypes, eq(roomTypes.id, roomOptions.roomTypeId))
      .where(eq(roomOptions.propertyId, propertyId)).orderBy(asc(roomOptions.unitRent), asc(roomOptions.id)),
    db.select({ url: propertyPhotos.url }).from(propertyPhotos)
      .where(eq(propertyPhotos.propertyId, propertyId)).orderBy(asc(propertyPhotos.position)),
    db.select({ feature_id: features.id, feature_name: features.name, icon: features.icon }).from(propertyFeatures)
      .innerJoin(features, eq(features.id, propertyFeatures.featureId))
      .where(eq(propertyFeatures.propertyId, propertyId)).orderBy(asc(propertyFeatures.position)),
    // real stays only: sample reviews stay listed with their label, but never make a rating
    db.select({ avg: sql<string | null>`avg(${reviews.rating})`, count: sql<number>`count(*)::int` }).from(reviews)
      .where(and(eq(reviews.propertyId, propertyId), eq(reviews.isSample, false))),
  ])
  const cheapest = options[0]?.option
  const cost = cheapest
    ? computeMoveInCost({
        unit_rent: cheapest.unitRent,
        security_deposit_months: cheapest.securityDepositMonths,
        maintenance_amount: cheapest.maintenanceAmount,
        one_time_fees: cheapest.oneTimeFees,
      })
    : null
  const types = new Map(options.map(({ option, typeName }) => [option.roomTypeId, typeName]))
  const avg = ratings[0]?.avg
  const deposits = options.map(({ option }) => option.securityDepositMonths)
  await db.update(properties).set({
    // one source: the months each room option charges; the property only shows their range
    securityDepositMonths: deposits.length > 0 ? Math.min(...deposits) : 0,
    securityDepositMonthsMax: deposits.length > 0 ? Math.max(...deposits) : 0,
    minRent: cheapest?.unitRent ?? 0,
    minRentMoveIn: cost?.move_in_total ?? 0,
    ratingAvg: avg === null || avg === undefined ? null : Math.round(Number(avg) * 10) / 10,
    ratingCount: ratings[0]?.count ?? 0,
    cardPhotos: photos.map((p) => p.url),
    cardFeatures: featureRows,
    cardRoomTypes: [...types].sort(([a], [b]) => a - b).map(([id, name]) => ({ room_type_id: id, room_type_name: name })),
  }).where(eq(properties.id, propertyId))
}
