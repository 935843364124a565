import { sql, type SQL } from 'drizzle-orm'
import { GENDERS, type Gender } from '@basera/contract/constants'
import type { PropertyCard } from '@basera/contract/properties'
import { rowsOf, type Db } from '../../db/client.ts'

// Gender bits of properties.gender_mask, in the order of GENDERS.
export const GENDER_BITS: Record<Gender, number> = { GENDER_MALE: 1, GENDER_FEMALE: 2, GENDER_OTHER: 4 }
export const gendersOf = (mask: number): Gender[] => GENDERS.filter((g) => (mask & GENDER_BITS[g]) !== 0)

interface CardRow {
  id: number
  name: string
  property_type: PropertyCard['property_type']
  furnishing: PropertyCard['furnishing']
  address: string
  city_id: number
  city_name: string
  locality_id: number
  locality_name: string
  pincode: string
  latitude: number | null
  longitude: number | null
  gender_mask: number
  min_rent: number
  min_rent_move_in: number
  security_deposit_months: number
  noticeperiod_months: number
  rating_avg: number | null
  rating_count: number
  photos: string[]
  features: PropertyCard['features']
  room_types: PropertyCard['room_types']
}

/** `id in (…)` for a non-empty id list (drizzle expands a JS array in `sql` as a tuple). */
export const idList = (ids: readonly number[]): SQL => sql`(${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`

/** Cards for these property ids, in the given order: one row read each (the lists are kept on the row). */
export async function loadCards(db: Db, ids: readonly number[]): Promise<PropertyCard[]> {
  if (ids.length === 0) return []
  const rows = await rowsOf<CardRow>(db, sql`
    select p.id, p.name, p.property_type, p.furnishing, p.address, p.city_id, c.name as city_name,
      p.locality_id, l.name as locality_name, p.pincode, p.latitude, p.longitude, p.gender_mask,
      p.min_rent, p.min_rent_move_in, p.security_deposit_months, p.noticeperiod_months, p.rating_avg, p.rating_count,
      p.card_photos as photos, p.card_features as features, p.card_room_types as room_types
    from properties p
    join cities c on c.id = p.city_id
    join localities l on l.id = p.locality_id
    where p.id in ${idList(ids)}`)
  const byId = new Map(rows.map((row) => [Number(row.id), toCard(row)]))
  return ids.map((id) => byId.get(id)).filter((card): card is PropertyCard => card !== undefined)
}

function toCard(row: CardRow): PropertyCard {
  return {
    property_id: Number(row.id),
    property_name: row.name,
    property_type: row.property_type,
    furnishing: row.furnishing,
    address: row.address,
    city_id: Number(row.city_id),
    city_name: row.city_name,
    locality_id: Number(row.locality_id),
    locality_name: row.locality_name,
    pincode: row.pincode,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    genders: gendersOf(Number(row.gender_mask)),
    minimum_rent: Number(row.min_rent),
    move_in_total: Number(row.min_rent_move_in),
    photos: row.photos,
    features: row.features,
    room_types: row.room_types,
    security_deposit_months: Number(row.security_deposit_months),
    noticeperiod_months: Number(row.noticeperiod_months),
    rating: row.rating_avg === null ? null : Math.round(Number(row.rating_avg) * 10) / 10,
    review_count: Number(row.rating_count),
  }
}
