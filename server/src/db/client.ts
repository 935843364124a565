import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type { SQL } from 'drizzle-orm'
import pg from 'pg'

/** Either driver (and a transaction of either) behind one type. */
export type Db = PgDatabase<PgQueryResultHKT>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  close: () => Promise<void>
}

// PostgreSQL's page cache lives inside the embedded database's WebAssembly memory, which never shrinks:
// at its default 128 MB it filled with a 20,000-property catalogue and stayed resident. The files it
// reads are in the system's file cache anyway; 32 MB keeps the indexes and hot pages.
const PGLITE_SHARED_BUFFERS = '32MB'

/** The embedded database in a folder, or in memory when `dataDir` is undefined (tests). */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const client = new PGlite(dataDir, { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`] })
  await client.waitReady
  await client.exec(`SET TIME ZONE 'UTC'`)
  return { db: drizzlePglite(client), kind: 'pglite', close: () => client.close() }
}

export function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000, options: '-c TimeZone=UTC' })
  // an idle client losing its server must not crash the process; the next query reports it
  pool.on('error', () => undefined)
  // the same for a client in use (e.g. inside a transaction, between two statements): without a listener its
  // 'error' event would crash the process when the server goes away; its next query fails instead (503) and
  // the pool drops it on release
  pool.on('connect', (client) => client.on('error', () => undefined))
  return { db: drizzlePg(pool), kind: 'postgres', close: () => pool.end() }
}

export function openDatabase(config: { databaseUrl: string | undefined; dataDir: string }): Promise<Database> {
  return config.databaseUrl ? Promise.resolve(openPostgres(config.databaseUrl)) : openPglite(path.join(config.dataDir, 'pglite'))
}

/** Rows of a raw query on either driver. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- both drivers answer { rows }; the row type is the caller's to state
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}
