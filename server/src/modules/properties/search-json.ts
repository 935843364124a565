import { sql, type SQL } from 'drizzle-orm'
import { rowsOf, type Db } from '../../db/client.ts'
import { properties } from '../../db/schema.ts'
import { cardJson } from './cards.ts'
import { propertyConditions, type SearchFilters } from './search-service.ts'

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
