import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { expect } from 'vitest'
import * as endpoints from '@basera/contract/endpoints'
import { buildApp } from '../../app.ts'
import type { Config } from '../../config.ts'
import { openPostgres, type Database } from '../../db/client.ts'
import { migrate } from '../../db/migrate.ts'
import { seedSampleData } from '../../db/seed.ts'
import { nextPhone, testClock, testConfig, type TestApp } from '../../test/helper.ts'

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    await admin.query(statement)
  } finally {
    await admin.end()
  }
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
  const post: TestApp['post'] = (url, body, token, method = 'POST') =>
    app.inject({ method, url, payload: body as object, headers: token ? { authorization: `Bearer ${token}` } : {} })
  const signIn = async (phone = nextPhone()) => {
    const login = await post(endpoints.login.path, { phoneNumber: phone })
    expect(login.statusCode, login.body).toBe(200)
    const verify = await post(endpoints.verifyOtp.path, { phoneNumber: phone, otp: login.json().otp })
    expect(verify.statusCode, verify.body).toBe(200)
    return { token: verify.json().accessToken as string, leadId: verify.json().lead_profile_id as number }
  }
  return { app, database, clock, post, signIn }
}
