import { sql, type SQL } from 'drizzle-orm'
import type { Gender } from '@basera/contract/constants'
import type { PropertyCard } from '@basera/contract/properties'
import { rowsOf, type Db } from '../../db/client.ts'

// Gender bits of properties.gender_mask, in the order of GENDERS.
export const GENDER_BITS: Record<Gender, number> = { GENDER_MALE: 1, GENDER_FEMALE: 2, GENDER_OTHER: 4 }

/** Whether a property with this gender mask admits a tenant of this gender. */
export const admitsGender = (genderMask: number, gender: Gender): boolean => (genderMask & GENDER_BITS[gender]) !== 0

/** `id in (…)` for a non-empty id list (drizzle expands a JS array in `sql` as a tuple). */
const idList = (ids: readonly number[]): SQL => sql`(${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`

const genderNames = sql.raw(
  `array_remove(array[${Object.entries(GENDER_BITS).map(([g, bit]) => `case when p.gender_mask & ${bit} <> 0 then '${g}' end`).join(', ')}], null)`,
)

/** One PropertyCard as a JSON object, over `properties p`, `cities c` and `localities l` (also used by search). */
export const cardJson = sql`json_build_object(
  'property_id', p.id, 'property_name', p.name, 'property_type', p.property_type, 'furnishing', p.furnishing,
  'address', p.address, 'city_id', p.city_id, 'city_name', c.name, 'locality_id', p.locality_id,
  'locality_name', l.name, 'pincode', p.pincode, 'latitude', p.latitude, 'longitude', p.longitude,
  'genders', ${genderNames}, 'minimum_rent', p.min_rent, 'move_in_total', p.min_rent_move_in,
  'photos', p.card_photos, 'features', p.card_features, 'room_types', p.card_room_types,
  'security_deposit_months', p.security_deposit_months, 'security_deposit_months_max', p.security_deposit_months_max,
  'noticeperiod_months', p.noticeperiod_months,
  'rating', round(p.rating_avg::numeric, 1)::float8, 'review_count', p.rating_count,
  'nearest_metro', p.nearest_metro
)`

/**
 * Cards for these property ids, in the given order. The database builds the whole list as one JSON
 * value (one row, one column): on PGlite, decoding 30 rows of 20 columns costs more than the query.
 */
export async function loadCards(db: Db, ids: readonly number[]): Promise<PropertyCard[]> {
  if (ids.length === 0) return []
  const order = sql`array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::int[]`
  const rows = await rowsOf<{ cards: PropertyCard[] | string }>(db, sql`
    select coalesce(json_agg(${cardJson} order by array_position(${order}, p.id)), '[]'::json) as cards
    from properties p
    join cities c on c.id = p.city_id
    join localities l on l.id = p.locality_id
    where p.id in ${idList(ids)}`)
  const cards = rows[0]?.cards ?? []
  return typeof cards === 'string' ? (JSON.parse(cards) as PropertyCard[]) : cards
}
