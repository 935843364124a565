import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openPglite, openPostgres } from '../db/client.ts'
import { migrate } from '../db/migrate.ts'
import { seedSampleData } from '../db/seed.ts'

// Builds the migrated and seeded test database once per run (or reuses it while the migrations and
// seed code are unchanged); each test app then starts from a copy in about a second instead of
// running initdb, migrations and the seed again.

export const TEST_SEED_PROPERTIES = 40
const dbDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../db')
const cacheDir = path.resolve(dbDir, '../../../node_modules/.cache/basera-server-tests')

function sourceHash(): string {
  const hash = createHash('sha256').update(String(TEST_SEED_PROPERTIES))
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const file = path.join(dir, name)
      if (statSync(file).isDirectory()) walk(file)
      else if (/\.(ts|sql|json)$/.test(name)) hash.update(name).update(readFileSync(file))
    }
  }
  walk(dbDir)
  return hash.digest('hex').slice(0, 16)
}

async function pgliteDump(key: string): Promise<string> {
  const file = path.join(cacheDir, `pglite-${key}.tar`)
  if (existsSync(file)) return file
  // dumps of older migrations or seed code are useless now
  if (existsSync(cacheDir)) for (const old of readdirSync(cacheDir)) rmSync(path.join(cacheDir, old), { force: true })
  const database = await openPglite()
  await migrate(database)
  await seedSampleData(database.db, { properties: TEST_SEED_PROPERTIES })
  const client = (database.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } }).$client
  const dump = await client.dumpDataDir('none')
  await database.close()
  mkdirSync(cacheDir, { recursive: true })
  writeFileSync(`${file}.tmp`, Buffer.from(await dump.arrayBuffer()))
  renameSync(`${file}.tmp`, file)
  return file
}

async function postgresTemplate(serverUrl: string, key: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `basera_test_template_${key}_${process.pid}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`drop database if exists ${name} with (force)`)
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = openPostgres(url.toString())
  await migrate(database)
  await seedSampleData(database.db, { properties: TEST_SEED_PROPERTIES })
  await database.close()
  return {
    name,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}

export default async function setup(project: TestProject) {
  const key = sourceHash()
  const serverUrl = project.config.provide.testDatabaseUrl
  if (!serverUrl) {
    project.provide('pgliteDumpPath', await pgliteDump(key))
    project.provide('postgresTemplate', '')
    return
  }
  const template = await postgresTemplate(serverUrl, key)
  project.provide('pgliteDumpPath', '')
  project.provide('postgresTemplate', template.name)
  return template.drop
}
