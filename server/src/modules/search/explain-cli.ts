import { sql, type SQL } from 'drizzle-orm'
import { SearchPropertiesBody } from '@basera/contract/properties'
import { SEARCH_SORTS } from '@basera/contract/search-filter'
import { loadConfig } from '../../config.ts'
import { openDatabase, rowsOf, type Db } from '../../db/client.ts'
import { queryFromBody } from './query.ts'
import { searchReplyJson } from './search-sql.ts'

// node --import tsx server/src/modules/search/explain-cli.ts: the plans PostgreSQL (or PGlite) chooses for the search
// statement (modules/search/search-sql.ts) of the bench's shapes, as EXPLAIN (ANALYZE, BUFFERS) prints them: the
// spec's body over two busy localities, the same with every new filter, and each sort. The bench runs it on its
// seeded database (bench/README.md, "Query plans").
const config = loadConfig()
const database = await openDatabase(config)

/** A Db that keeps the search statement instead of running it (and answers an empty search). */
function capturing(): { db: Db; statement: () => SQL } {
  let kept: SQL | null = null
  const db = { execute: (query: SQL) => { kept = query; return Promise.resolve({ rows: [{ body: '{}' }] }) } } as unknown as Db
  return { db, statement: () => { if (!kept) throw new Error('no statement'); return kept } }
}

try {
  const busiest = await rowsOf<{ locality_id: number }>(database.db, sql`
    select locality_id from properties where city_id = 1 group by locality_id order by count(*) desc limit 2`)
  const localityId = busiest.map((r) => r.locality_id).join(',')
  const spec = { leadId: 1, gender: 'GENDER_FEMALE', minAmount: 2000, maxAmount: 12000, localityId }
  const every = { ...spec, sharing: [1, 2], food_included: true, ac: true, attached_bathroom: true, furnishing: 'fully_furnished', available_from: '2027-06-30' }
  const shapes: [string, object][] = [
    ['spec body (2 localities, a gender, a budget)', spec],
    ['spec body with every new filter', every],
    ...SEARCH_SORTS.map((sort): [string, object] => [`every new filter, sort ${sort}`, { ...every, sort, ...(sort === 'distance' ? { near: { lat: 28.6139, lng: 77.209 } } : {}) }]),
    ['city-wide, no locality, every new filter (the widest room scan)', { ...every, localityId: '', cityId: 1 }],
  ]
  for (const [name, body] of shapes) {
    const query = await queryFromBody(database.db, SearchPropertiesBody.parse(body))
    const captured = capturing()
    await searchReplyJson(captured.db, query)
    const plan = await rowsOf<Record<string, string>>(database.db, sql`explain (analyze, buffers, timing off) ${captured.statement()}`)
    console.log(`== ${name}\n${plan.map((r) => Object.values(r)[0]).join('\n')}\n`)
  }
} finally {
  await database.close()
}
