import path from 'node:path'
import pg from 'pg'
import { PGlite } from '@electric-sql/pglite'
import { onCleanup } from './cleanup.ts'
import { cpuMsOf, runToEnd } from './processes.ts'

// BENCH_PROPERTIES: how search grows (e.g. 200000); the server's seed makes that many
export const PROPERTIES = Number(process.env.BENCH_PROPERTIES ?? 20_000)
export const CONTENTION_ROOMS = 10
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
// one per run: several people (or checkouts) may bench on one PostgreSQL at once
const BENCH_DATABASE = `basera_bench_${process.pid}`

export type DbTarget = { kind: 'pglite' } | { kind: 'postgres'; url: string }

export const targetLabel = (t: DbTarget): string => (t.kind === 'pglite' ? 'PGlite' : 'PostgreSQL')

/** Server environment for this database: never a DATABASE_URL or REDIS_URL from the caller's shell. */
export function databaseEnv(target: DbTarget, dataDir: string): NodeJS.ProcessEnv {
  const { DATABASE_URL: _url, REDIS_URL: _redis, PORT: _port, ...rest } = process.env
  return {
    ...rest,
    DATA_DIR: dataDir,
    SEED_PROPERTIES: String(PROPERTIES),
    NODE_ENV: 'development',
    ...(target.kind === 'postgres' ? { DATABASE_URL: target.url } : {}),
  }
}

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

/** A fresh `basera_bench` database, dropped again at cleanup; null (with the reason) when PostgreSQL does not answer. */
export async function createBenchDatabase(): Promise<{ url: string } | { skipped: string }> {
  try {
    await withAdmin(async (c) => {
      await c.query(`drop database if exists ${BENCH_DATABASE} with (force)`)
      await c.query(`create database ${BENCH_DATABASE}`)
    })
  } catch (error) {
    return { skipped: `PostgreSQL at ${ADMIN_URL} not usable: ${error instanceof Error ? error.message : String(error)}` }
  }
  onCleanup(`drop database ${BENCH_DATABASE}`, () => withAdmin(async (c) => {
    await c.query(`drop database if exists ${BENCH_DATABASE} with (force)`)
  }))
  const url = new URL(ADMIN_URL)
  url.pathname = `/${BENCH_DATABASE}`
  return { url: url.toString() }
}

/** The server's own migrations and seed (server/src/db/seed-cli.ts), as a separate process. */
export async function seedDatabase(target: DbTarget, repoRoot: string, dataDir: string, logFile: string): Promise<number> {
  const started = Date.now()
  await runToEnd(`seed ${targetLabel(target)}`, process.execPath, ['--import', 'tsx', 'server/src/db/seed-cli.ts'], {
    cwd: repoRoot,
    env: databaseEnv(target, dataDir),
    logFile,
  })
  return Date.now() - started
}

/** The search statement's query plans on the seeded database (server/src/modules/search/explain-cli.ts), into `file`. */
export async function explainSearch(target: DbTarget, repoRoot: string, dataDir: string, file: string): Promise<void> {
  await runToEnd(`search plans ${targetLabel(target)}`, process.execPath, ['--import', 'tsx', 'server/src/modules/search/explain-cli.ts'], {
    cwd: repoRoot,
    env: databaseEnv(target, dataDir),
    logFile: file,
  })
}

async function query<T>(target: DbTarget, dataDir: string, text: string): Promise<T[]> {
  if (target.kind === 'postgres') {
    const client = new pg.Client({ connectionString: target.url })
    await client.connect()
    try {
      return (await client.query(text)).rows as T[]
    } finally {
      await client.end()
    }
  }
  // only while no server holds the folder: PGlite is single-process
  const db = new PGlite(path.join(dataDir, 'pglite'))
  try {
    return (await db.query<T>(text)).rows
  } finally {
    await db.close()
  }
}

/** Gives property 1's first room option exactly 10 free rooms: the one room option 200 people fight over. */
export async function prepareContentionRoom(target: DbTarget, dataDir: string): Promise<{ propertyId: number; roomOptionId: number }> {
  const rows = await query<{ id: number; property_id: number }>(target, dataDir, `
    update room_options set available_rooms = ${CONTENTION_ROOMS}, total_rooms = greatest(total_rooms, ${CONTENTION_ROOMS})
    where id = (select min(id) from room_options where property_id = 1)
    returning id, property_id`)
  const row = rows[0]
  if (!row) throw new Error('no room option for property 1: was the database seeded?')
  return { propertyId: row.property_id, roomOptionId: row.id }
}

/** CPU ms used so far by the PostgreSQL backends serving the bench database (same machine only). */
export async function backendCpuMs(): Promise<number | null> {
  const pids = await withAdmin(async (c) =>
    (await c.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [BENCH_DATABASE])).rows)
  let total = 0
  for (const { pid } of pids) {
    const ms = cpuMsOf(pid)
    if (ms === null) return null
    total += ms
  }
  return total
}
