import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { PgliteDatabase } from 'drizzle-orm/pglite'
import { NodePgDatabase } from 'drizzle-orm/node-postgres'
import type { Database } from './client.ts'

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

/** Applies the SQL migrations drizzle-kit generated; the same files serve both drivers. */
export async function migrate(database: Database): Promise<void> {
  const { db } = database
  if (db instanceof PgliteDatabase) await migratePglite(db, { migrationsFolder })
  else if (db instanceof NodePgDatabase) await migratePg(db, { migrationsFolder })
  else throw new Error(`no migrator for a ${database.kind} database`)
}
