import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../test/helper.ts'
import { rowsOf, type Db } from './client.ts'

// Migration 0020 mends the data of a development database seeded before issue 30. The test database is
// migrated already, so each case puts rows back as an old seed left them and runs the migration's data
// statements (its UPDATEs) again: they must leave the truth, and running twice changes nothing more.

const testApp = useTestApp()
const migration = (name: string) => path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations', name)

/** Runs the statements of a migration that match `kind` (its data statements: UPDATE) again. */
async function runDataStatements(db: Db, name = '0020_walk_listings.sql', kind = /^UPDATE\b/i): Promise<void> {
  const text = await readFile(migration(name), 'utf8')
  const statements = text.split('--> statement-breakpoint')
    .map((s) => s.split('\n').filter((line) => !line.trimStart().startsWith('--')).join('\n').trim())
    .filter((s) => kind.test(s))
  for (const statement of statements) await db.execute(sql.raw(statement))
}

describe('migration 0020 on a database seeded before it', () => {
  it('takes every sample contact\'s dialable number away and marks it a sample', async () => {
    const db = testApp().database.db
    await db.execute(sql`update properties set contact_phone = '98100' || lpad(((id * 7919) % 100000)::text, 5, '0'), contact_is_sample = false where id <= 10`)
    await runDataStatements(db)
    await runDataStatements(db)
    const rows = await rowsOf<{ phones: number; unmarked: number }>(db, sql`
      select count(*) filter (where contact_phone is not null)::int as phones, count(*) filter (where not contact_is_sample)::int as unmarked from properties`)
    expect(rows[0]).toEqual({ phones: 0, unmarked: 0 })
  })
})

describe('migration 0020: ratings', () => {
  it('counts real stays only: a property rated by its sample reviews alone has no rating and a count of 0', async () => {
    const db = testApp().database.db
    await db.execute(sql`update properties p set rating_avg = 3.7, rating_count = (select count(*) from reviews r where r.property_id = p.id)`)
    await runDataStatements(db)
    const rows = await rowsOf<{ rated: number; counted: number }>(db, sql`
      select count(*) filter (where rating_avg is not null)::int as rated, coalesce(sum(rating_count), 0)::int as counted from properties`)
    expect(rows[0]).toEqual({ rated: 0, counted: 0 })
  })
})

describe('migration 0020: one source per listing fact', () => {
  it('a property shows the range of its room options\' deposits', async () => {
    const db = testApp().database.db
    await db.execute(sql`update properties set security_deposit_months = 3, security_deposit_months_max = 0`)
    await runDataStatements(db)
    const rows = await rowsOf<{ wrong: number }>(db, sql`
      select count(*)::int as wrong from properties p
      where p.security_deposit_months <> (select coalesce(min(o.security_deposit_months), 0) from room_options o where o.property_id = p.id)
         or p.security_deposit_months_max <> (select coalesce(max(o.security_deposit_months), 0) from room_options o where o.property_id = p.id)`)
    expect(rows[0]?.wrong).toBe(0)
  })

  it('"Fully furnished rooms" beside a Semi Furnished or Unfurnished property says what the furnishing says, in its place', async () => {
    const db = testApp().database.db
    const claim = 'Fully furnished rooms with bed, mattress and wardrobe'
    await db.execute(sql`update properties set furnishing = 'Semi Furnished', highlights = ${JSON.stringify(['Hot water', claim, 'Lift'])}::jsonb where id = 1`)
    await db.execute(sql`update properties set furnishing = 'Unfurnished', highlights = ${JSON.stringify([claim])}::jsonb where id = 2`)
    await db.execute(sql`update properties set furnishing = 'Fully Furnished', highlights = ${JSON.stringify([claim])}::jsonb where id = 3`)
    await runDataStatements(db)
    const rows = await rowsOf<{ id: number; highlights: string[] | string }>(db, sql`select id, highlights from properties where id in (1, 2, 3) order by id`)
    const lists = rows.map((r) => (typeof r.highlights === 'string' ? (JSON.parse(r.highlights) as string[]) : r.highlights))
    expect(lists).toEqual([
      ['Hot water', 'Semi-furnished rooms with a bed and a wardrobe', 'Lift'],
      ['Unfurnished rooms: bring your own furniture'],
      [claim],
    ])
  })
})

describe('migration 0022: one open visit per tenant, property, date and slot', () => {
  it('cancels the repeats a database kept before (the first stays), then the index holds the rule', async () => {
    const t = testApp()
    const db = t.database.db
    const { leadId } = await t.signIn()
    await db.execute(sql`drop index visits_open_lead_slot_idx`)
    for (let i = 0; i < 3; i++) {
      await db.execute(sql`insert into visits (lead_id, property_id, visit_date, visit_slot) values (${leadId}, 3, '2026-11-29', 'Afternoon')`)
    }
    await runDataStatements(db, '0022_visit_once.sql')
    await runDataStatements(db, '0022_visit_once.sql', /^CREATE UNIQUE INDEX\b/i)
    const rows = await rowsOf<{ status: string }>(db, sql`select status from visits where lead_id = ${leadId} order by id`)
    expect(rows.map((r) => r.status)).toEqual(['requested', 'cancelled', 'cancelled'])
    await expect(db.execute(sql`insert into visits (lead_id, property_id, visit_date, visit_slot) values (${leadId}, 3, '2026-11-29', 'Afternoon')`)).rejects.toThrow()
  })
})
