import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import type { Database } from './client.ts'

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

/** Applies the SQL migrations drizzle-kit generated; the same files serve both drivers. */
export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') await migratePglite(database.db as PgliteDatabase, { migrationsFolder })
  else await migratePg(database.db as NodePgDatabase, { migrationsFolder })
}
