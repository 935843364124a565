import { and, between, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { effectiveSort, filtersRooms, FURNISHING_LABELS, type SearchFilter, type SearchSort } from '@basera/contract/search-filter'
import { rowsOf, type Db } from '../../db/client.ts'
import { properties, roomOptions } from '../../db/schema.ts'
import { cardJson, GENDER_BITS } from '../properties/cards.ts'
import type { SearchQuery } from './query.ts'

// as the cards show it: "1.5 km" (1,549 m rounded) is within 1.5 km
const metroWithinM = (km: number) => Math.round(km * 1000) + 49

/** What tenants may find (published, availability confirmed lately) in the filter's area, gender, metro and furnishing. */
function propertyWhere(f: SearchFilter, budget: boolean): SQL | undefined {
  const area = f.localityIds.length > 0
    ? inArray(properties.localityId, f.localityIds)
    : f.cityId !== undefined ? eq(properties.cityId, f.cityId) : undefined
  return and(
    sql`${properties.listed}`,
    area,
    budget ? between(properties.minRent, f.min, f.max) : undefined,
    f.gender ? sql`(${properties.genderMask} & ${GENDER_BITS[f.gender]}) <> 0` : undefined,
    f.metroKm !== undefined ? sql`${properties.nearestMetroM} <= ${metroWithinM(f.metroKm)}` : undefined,
    f.furnishing ? eq(properties.furnishing, FURNISHING_LABELS[f.furnishing]) : undefined,
  )
}

/**
 * A room option the filter's room choices accept: a room left, a rent within the budget, and every fact
 * chosen (PRODUCT.md "Search the way tenants search"); over `room_options o`.
 */
function optionWhere(f: SearchFilter): SQL {
  const sharing = f.sharing
    ? sql.join([
        ...f.sharing.filter((s) => s < 4).map((s) => sql`o.sharing = ${s}`),
        ...(f.sharing.includes(4) ? [sql`o.sharing >= 4`] : []),
      ], sql` or `)
    : undefined
  const conditions = [
    sql`o.property_id = ${properties.id}`,
    sql`o.available_rooms > 0`,
    sql`o.unit_rent between ${f.min} and ${f.max}`,
    sharing ? sql`(${sharing})` : undefined,
    f.food ? sql`o.food_included` : undefined,
    f.ac ? sql`o.ac` : undefined,
    f.bathroom ? sql`o.attached_bathroom` : undefined,
    f.availableFrom ? sql`(o.available_from is null or o.available_from <= ${f.availableFrom}::date)` : undefined,
  ].filter((c): c is SQL => c !== undefined)
  return sql.join(conditions, sql` and `)
}

// ties break by property id, so a page never repeats or skips a card
const ORDER: Record<SearchSort, string> = {
  price_asc: 'min_rent, id',
  price_desc: 'min_rent desc, id',
  distance: 'dist nulls last, id',
  rating: 'rating_avg desc nulls last, rating_count desc, id',
  newest: 'created_at desc, id',
}
const orderBy = (sort: SearchSort, alias = '') => sql.raw(ORDER[sort].replace(/(^|, )(\w+)/g, `$1${alias}$2`))

/** The columns a sort reads, and nothing more: price sorts stay on the (area, min_rent) index alone. */
function sortColumns(sort: SearchSort): SQL {
  if (sort === 'rating') return sql`, ${properties.ratingAvg} as rating_avg, ${properties.ratingCount} as rating_count`
  if (sort === 'newest') return sql`, ${properties.createdAt} as created_at`
  return sql``
}

/** The move-in total of room option `ro` (computeMoveInCost in SQL: rent, maintenance, deposit, one-time fees). */
const optionMoveIn = sql`(ro.unit_rent * (1 + ro.security_deposit_months) + ro.maintenance_amount
  + coalesce((select sum((fee->>'amount')::int) from jsonb_array_elements(ro.one_time_fees) fee), 0))`

/** The matching properties as rows (id, option_id, min_rent, dist and the sort's columns): one per property. */
function matchesOf(q: SearchQuery, sort: SearchSort): SQL {
  const f = q.filter
  const distance = q.near ? sql`distance_m(${q.near.lat}, ${q.near.lng}, ${properties.latitude}, ${properties.longitude})` : sql`null::float8`
  return filtersRooms(f)
    ? sql`select ${properties.id} as id, o.option_id, o.unit_rent as min_rent, ${distance} as dist${sortColumns(sort)}
        from ${properties}
        cross join lateral (
          select o.id as option_id, o.unit_rent from ${roomOptions} o where ${optionWhere(f)} order by o.unit_rent, o.id limit 1
        ) o
        where ${propertyWhere(f, false)}`
    : sql`select ${properties.id} as id, null::int as option_id, ${properties.minRent} as min_rent, ${distance} as dist${sortColumns(sort)}
        from ${properties} where ${propertyWhere(f, true)}`
}

/**
 * The whole search answer ({ success, data, total }) as JSON text in one statement: the page of
 * cards and the count come from one scan, and this process neither parses rows nor encodes cards (a
 * search miss cost ~2.5 ms of Node CPU through rows and zod). With room choices, each property's
 * cheapest accepted room option (index room_options_search_idx) gives the card's rent and move-in total.
 */
export async function searchReplyJson(db: Db, q: SearchQuery): Promise<string> {
  const f = q.filter
  const sort = effectiveSort(f)
  const rooms = filtersRooms(f)
  const matches = matchesOf(q, sort)
  let card = cardJson
  if (rooms) card = sql`(${card}::jsonb || jsonb_build_object('minimum_rent', ro.unit_rent, 'move_in_total', ${optionMoveIn}))`
  if (q.near) {
    card = sql`(${card}::jsonb || case when pg.dist is null then '{}'::jsonb else jsonb_build_object('distance_km', round((pg.dist / 1000)::numeric, 1)::float8) end)`
  }
  const rows = await rowsOf<{ body: string }>(db, sql`
    with matches as materialized (${matches}),
    page as (select * from matches order by ${orderBy(sort)} limit ${q.limit} offset ${q.offset})
    select json_build_object(
      'success', true,
      'data', coalesce((
        select json_agg(${card} order by ${orderBy(sort, 'pg.')})
        from page pg
        join properties p on p.id = pg.id
        join cities c on c.id = p.city_id
        join localities l on l.id = p.locality_id
        ${rooms ? sql`join room_options ro on ro.id = pg.option_id` : sql``}
      ), '[]'::json),
      'total', (select count(*) from matches)
    )::text as body`)
  const body = rows[0]?.body
  if (body === undefined) throw new Error('the search statement returned no row')
  return body
}

/** Ids of every property a filter matches now (at most `limit`, lowest ids first): saved searches' alerts compare them. */
export async function matchingIds(db: Db, filter: SearchFilter, limit: number): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(db, sql`select id from (${matchesOf({ filter, near: null, limit, offset: 0 }, 'price_asc')}) m order by id limit ${limit}`)
  return rows.map((r) => r.id)
}
