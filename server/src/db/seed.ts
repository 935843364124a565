import { sql } from 'drizzle-orm'
import { rowsOf, type Db } from './client.ts'
import { homepageContent } from './seed-data/content.ts'
import { generateProperty, type Row, type SeedLocalityRow } from './seed-data/generate.ts'
import { createRandom } from './seed-data/random.ts'
import { seedOperators } from './seed-operators.ts'
import { seedPayoutAccounts } from './seed-payouts.ts'

const SEED = 20_240_611
const BATCH_ROWS = 4000

/** Many rows per statement through one JSON parameter: fast on PGlite and PostgreSQL alike. */
async function bulkInsert(db: Db, table: string, rows: Row[]): Promise<void> {
  if (rows.length === 0) return
  const columns = sql.join(Object.keys(rows[0] as Row).map((c) => sql.identifier(c)), sql`, `)
  for (let i = 0; i < rows.length; i += BATCH_ROWS) {
    const json = JSON.stringify(rows.slice(i, i + BATCH_ROWS))
    await db.execute(
      sql`insert into ${sql.identifier(table)} (${columns}) select ${columns} from json_populate_recordset(null::${sql.identifier(table)}, ${json}::json)`,
    )
  }
}

export async function hasProperties(db: Db): Promise<boolean> {
  const rows = await rowsOf<{ found: boolean }>(db, sql`select exists (select 1 from properties) as found`)
  return rows[0]?.found === true
}

/** Sample home page content (testimonials, site reviews); reference data comes from the migrations. */
async function seedContent(db: Db, now: Date): Promise<void> {
  const json = JSON.stringify(homepageContent())
  await db.execute(sql`insert into content (key, data, updated_at) values ('HOMEPAGE', ${json}::jsonb, ${now.toISOString()}) on conflict do nothing`)
}

async function seedLocalities(db: Db): Promise<SeedLocalityRow[]> {
  const rows = await rowsOf<{ id: number; city_id: number; city_name: string; position: number }>(db, sql`
    select l.id, l.city_id, c.name as city_name, l.position from localities l join cities c on c.id = l.city_id order by l.city_id, l.position`)
  return rows.map((r) => ({ id: r.id, cityId: r.city_id as 1 | 2 | 3, cityName: r.city_name, position: r.position }))
}

async function resetSequences(db: Db, tables: string[]): Promise<void> {
  for (const table of tables) {
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.identifier(table)}), 0) + 1, false)`,
    )
  }
}

/**
 * Deterministic sample listings: the same count gives the same properties on every run
 * (only dates move with `now`). Runs in one transaction, so a failed seed leaves nothing behind.
 */
export async function seedSampleData(db: Db, options: { properties: number; now?: Date }): Promise<void> {
  const now = options.now ?? new Date()
  const r = createRandom(SEED)
  const rows = { properties: [] as Row[], room_options: [] as Row[], property_photos: [] as Row[], property_features: [] as Row[], reviews: [] as Row[] }
  await db.transaction(async (tx) => {
    await seedContent(tx, now)
    const localities = await seedLocalities(tx)
    const base = await rowsOf<{ property: number; option: number; review: number }>(
      tx,
      sql`select (select coalesce(max(id), 0) from properties) as property, (select coalesce(max(id), 0) from room_options) as option, (select coalesce(max(id), 0) from reviews) as review`,
    )
    let optionId = base[0]?.option ?? 0
    let reviewId = base[0]?.review ?? 0
    const ids = { roomOption: () => ++optionId, review: () => ++reviewId }
    const firstId = (base[0]?.property ?? 0) + 1
    for (let i = 0; i < options.properties; i++) {
      // every locality gets listings first, then the rest spread at random
      const loc = i < localities.length ? localities[i] : r.pick(localities)
      if (!loc) break
      const p = generateProperty(r, firstId + i, loc, ids, now)
      rows.properties.push(p.property)
      rows.room_options.push(...p.roomOptions)
      rows.property_photos.push(...p.photos)
      rows.property_features.push(...p.features)
      rows.reviews.push(...p.reviews)
    }
    for (const [table, tableRows] of Object.entries(rows)) await bulkInsert(tx, table, tableRows)
    await resetSequences(tx, ['properties', 'room_options', 'reviews'])
    // the date tenants see is the property's: its newest room option confirmation
    await tx.execute(sql`update properties p set availability_confirmed_at = (
      select max(o.availability_confirmed_at) from room_options o where o.property_id = p.id) where p.availability_confirmed_at is null`)
  })
  await seedOperators(db)
  await seedPayoutAccounts(db)
  // fresh statistics and visibility map: the planner picks the search indexes (index-only scans)
  for (const table of Object.keys(rows)) await db.execute(sql`vacuum analyze ${sql.identifier(table)}`)
  await db.execute(sql`analyze`)
}
