import { sql, type SQL } from 'drizzle-orm'
import { GENDERS } from '@basera/contract/constants'
import { rowsOf, type Db } from '../../db/client.ts'
import { properties } from '../../db/schema.ts'
import { GENDER_BITS } from './cards.ts'
import { propertyConditions, type SearchFilters } from './search-service.ts'

// gendersOf (cards.ts) in SQL: the genders whose bit is set in p.gender_mask, in the order of GENDERS
const genderRows = GENDERS.map((g, i) => `('${g}', ${GENDER_BITS[g]}, ${i})`).join(', ')
const gendersJson = sql.raw(
  `coalesce((select json_agg(g.name order by g.pos) from (values ${genderRows}) g(name, bit, pos) where (p.gender_mask & g.bit) <> 0), '[]'::json)`,
)

// the PropertyCard of cards.ts (toCard), built by the database; keys in the contract's order
const cardJson = sql`json_build_object(
  'property_id', p.id, 'property_name', p.name, 'property_type', p.property_type, 'furnishing', p.furnishing,
  'address', p.address, 'city_id', p.city_id, 'city_name', c.name, 'locality_id', p.locality_id, 'locality_name', l.name,
  'pincode', p.pincode, 'latitude', p.latitude, 'longitude', p.longitude, 'genders', ${gendersJson},
  'minimum_rent', p.min_rent, 'move_in_total', p.min_rent_move_in, 'photos', p.card_photos, 'features', p.card_features,
  'room_types', p.card_room_types, 'security_deposit_months', p.security_deposit_months,
  'noticeperiod_months', p.noticeperiod_months, 'rating', round(p.rating_avg::numeric, 1), 'review_count', p.rating_count)`

/**
 * The whole search answer ({ success, data, total }) as JSON text in one statement: the page of
 * cards and the count come from one scan of the (area, min_rent) index, and this process neither
 * parses rows nor encodes cards (a search miss cost ~2.5 ms of Node CPU through rows and zod).
 */
export async function searchReplyJson(db: Db, f: SearchFilters): Promise<string> {
  const where: SQL | undefined = propertyConditions(f)
  const rows = await rowsOf<{ body: string }>(db, sql`
    with matches as materialized (
      select ${properties.id} as id, ${properties.minRent} as min_rent from ${properties} ${where ? sql`where ${where}` : sql``}
    ), page as (
      select id, min_rent from matches order by min_rent, id limit ${f.limit} offset ${f.offset}
    )
    select json_build_object(
      'success', true,
      'data', coalesce((
        select json_agg(${cardJson} order by pg.min_rent, pg.id)
        from page pg
        join properties p on p.id = pg.id
        join cities c on c.id = p.city_id
        join localities l on l.id = p.locality_id
      ), '[]'::json),
      'total', (select count(*) from matches)
    )::text as body`)
  const body = rows[0]?.body
  if (body === undefined) throw new Error('the search statement returned no row')
  return body
}
