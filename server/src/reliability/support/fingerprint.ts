import { sql } from 'drizzle-orm'
import { rowsOf, type Db } from '../../db/client.ts'

/**
 * A checksum of every table of the public schema (row count and an order-independent digest of the rows):
 * equal fingerprints mean no row was added, removed or changed in between.
 */
export async function fingerprint(db: Db): Promise<Record<string, string>> {
  const tables = await rowsOf<{ name: string }>(db, sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)
  const parts = tables.map(({ name }) => sql`select ${name} as name, count(*)::int as n,
    coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') as digest from ${sql.identifier(name)} t`)
  const rows = await rowsOf<{ name: string; n: number; digest: string }>(db, sql.join(parts, sql` union all `))
  return Object.fromEntries(rows.map((r) => [r.name, `${r.n}:${r.digest}`]))
}
