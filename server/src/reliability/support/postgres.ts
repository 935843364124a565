import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { buildApp } from '../../app.ts'
import type { Config } from '../../config.ts'
import { openPostgres, type Database } from '../../db/client.ts'
import { migrate } from '../../db/migrate.ts'
import { seedSampleData } from '../../db/seed.ts'
import { testAppOf, testClock, testConfig, type TestApp } from '../../test/helper.ts'

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    await admin.query(statement)
  } finally {
    await admin.end()
  }
}

/** A new database with nothing in it (as a first deployment finds it); dropping it closes every connection. */
export async function emptyPostgresDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `basera_reliability_${process.pid}_${randomBytes(4).toString('hex')}`
  await onServer(serverUrl, `create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`) }
}

/** A new, migrated and seeded database on a PostgreSQL server; closing it drops it. */
export async function freshPostgresDatabase(serverUrl: string, properties = 6): Promise<Database & { url: string }> {
  const name = `basera_reliability_${process.pid}_${randomBytes(4).toString('hex')}`
  await onServer(serverUrl, `create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = openPostgres(url.toString())
  try {
    await migrate(database)
    await seedSampleData(database.db, { properties })
  } catch (error) {
    await database.close()
    await onServer(serverUrl, `drop database if exists ${name} with (force)`)
    throw error
  }
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close()
      await onServer(serverUrl, `drop database if exists ${name} with (force)`)
    },
  }
}

/** The same test app as test/helper.ts's createTestApp, on a database the caller opened. */
export async function testAppOn(database: Database, config: Partial<Config> = {}): Promise<TestApp> {
  const clock = testClock()
  const app = await buildApp(testConfig(config), database, { now: clock.now })
  await app.ready()
  return testAppOf(app, database, clock)
}
