import { asc, eq } from 'drizzle-orm'
import { messages } from '@basera/contract/messages'
import { CARD_COPY_WIDTH } from '@basera/contract/photos'
import type { OperatorPhoto, OperatorProperty, OperatorRoomOption } from '@basera/contract/operator'
import { GENDERS, type Gender } from '@basera/contract/constants'
import type { Db } from '../../db/client.ts'
import { localities, properties, propertyFeatures, propertyPhotos, roomOptions, roomTypes } from '../../db/schema.ts'
import { AppError } from '../../lib/errors.ts'
import { GENDER_BITS } from '../properties/cards.ts'

type RoomOptionRow = typeof roomOptions.$inferSelect

const gendersOf = (mask: number): Gender[] => GENDERS.filter((g) => (mask & GENDER_BITS[g]) !== 0)
export const maskOf = (genders: readonly Gender[]): number => genders.reduce((mask, g) => mask | GENDER_BITS[g], 0)

/** The card-sized copy's url beside a photo's (seeded and uploaded photos alike: contract/photos.ts). */
const cardUrlOf = (url: string) => url.replace(/\.webp$/, `-${CARD_COPY_WIDTH}.webp`)

export async function photosOf(db: Db, propertyId: number): Promise<OperatorPhoto[]> {
  const rows = await db.select().from(propertyPhotos).where(eq(propertyPhotos.propertyId, propertyId)).orderBy(asc(propertyPhotos.position), asc(propertyPhotos.id))
  return rows.map((p) => ({ photo_id: p.id, url: p.url, card_url: cardUrlOf(p.url), position: p.position }))
}

export function roomOptionOf(row: RoomOptionRow, roomTypeName: string): OperatorRoomOption {
  return {
    room_option_id: row.id,
    property_id: row.propertyId,
    room_type_id: row.roomTypeId,
    room_type_name: roomTypeName,
    unit_rent: row.unitRent,
    available_rooms: row.availableRooms,
    total_rooms: row.totalRooms,
    security_deposit_months: row.securityDepositMonths,
    noticeperiod_months: row.noticeperiodMonths,
    agreement_duration_months: row.agreementDurationMonths,
    lockinperiod_months: row.lockinperiodMonths,
    maintenance_amount: row.maintenanceAmount,
    token_amount: row.tokenAmount,
    electricity: row.electricity,
    food: row.food,
    one_time_fees: row.oneTimeFees,
    availability_confirmed_at: row.availabilityConfirmedAt.toISOString(),
    sharing: row.sharing,
    ac: row.ac,
    attached_bathroom: row.attachedBathroom,
    food_included: row.foodIncluded,
    available_from: row.availableFrom,
  }
}

/** A property as the console edits it: its fields, photos (in order) and room options (cheapest first). 404 when unknown. */
export async function operatorPropertyOf(db: Db, propertyId: number): Promise<OperatorProperty> {
  const [rows, featureRows, photos, options] = await Promise.all([
    db.select().from(properties).where(eq(properties.id, propertyId)),
    db.select({ id: propertyFeatures.featureId }).from(propertyFeatures).where(eq(propertyFeatures.propertyId, propertyId)).orderBy(asc(propertyFeatures.position)),
    photosOf(db, propertyId),
    db.select({ option: roomOptions, typeName: roomTypes.name }).from(roomOptions)
      .innerJoin(roomTypes, eq(roomTypes.id, roomOptions.roomTypeId))
      .where(eq(roomOptions.propertyId, propertyId)).orderBy(asc(roomOptions.unitRent), asc(roomOptions.id)),
  ])
  const p = rows[0]
  if (!p) throw new AppError(404, messages.propertyNotFound)
  return {
    property_id: p.id,
    property_name: p.name,
    property_type: p.propertyType,
    furnishing: p.furnishing,
    address: p.address,
    locality_id: p.localityId,
    city_id: p.cityId,
    pincode: p.pincode,
    genders: gendersOf(p.genderMask),
    feature_ids: featureRows.map((f) => f.id),
    security_deposit_months: p.securityDepositMonths,
    security_deposit_months_max: p.securityDepositMonthsMax,
    noticeperiod_months: p.noticeperiodMonths,
    description: p.description,
    highlights: p.highlights,
    ownership: p.ownership,
    latitude: p.latitude,
    longitude: p.longitude,
    visit_slot_capacity: p.visitSlotCapacity,
    cancellation_terms: p.cancellationTerms,
    rent_day: p.rentDay,
    late_fee: p.lateFee,
    contact: p.contactName === null && p.contactPhone === null
      ? null
      : { name: p.contactName ?? '', phone: p.contactIsSample ? null : p.contactPhone, is_sample: p.contactIsSample },
    published: p.published,
    owner_operator_id: p.ownerOperatorId,
    availability_confirmed_at: p.availabilityConfirmedAt?.toISOString() ?? null,
    photos,
    room_options: options.map(({ option, typeName }) => roomOptionOf(option, typeName)),
    created_at: p.createdAt.toISOString(),
  }
}

/** The locality's city; 400 for a locality that does not exist. */
export async function cityOfLocality(db: Db, localityId: number): Promise<number> {
  const rows = await db.select({ cityId: localities.cityId }).from(localities).where(eq(localities.id, localityId))
  const row = rows[0]
  if (!row) throw new AppError(400, 'Choose a locality from the list')
  return row.cityId
}
