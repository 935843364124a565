import { randomBytes } from 'node:crypto'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll, expect, inject } from 'vitest'
import * as endpoints from '@basera/contract/endpoints'
import { buildApp, type AppOverrides } from '../app.ts'
import type { Config } from '../config.ts'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { readFile } from 'node:fs/promises'
import { openPostgres, type Database } from '../db/client.ts'
import { TEST_SEED_PROPERTIES } from './global-setup.ts'


export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    databaseUrl: undefined,
    redisUrl: undefined,
    isDevelopment: true,
    seedProperties: TEST_SEED_PROPERTIES,
    rateLimitMax: 100_000,
    loginRateLimitMax: 100_000,
    otpResendSeconds: 30,
    logLevel: 'silent',
    sms: { provider: 'dev' },
    otpPepper: 'test-pepper-0123456789',
    webDist: '/nonexistent-web-dist',
    searchCacheMs: 0,
    trustProxy: false,
    ...overrides,
  }
}

/** Runs `sql` on the test PostgreSQL server's maintenance connection, retrying while a template copy is busy. */
async function onServer(serverUrl: string, sql: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    try {
      await admin.query(sql)
      return
    } catch (error) {
      const busy = error instanceof Error && /being accessed by other users/.test(error.message)
      if (!busy || attempt >= 20) throw error
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200))
    } finally {
      await admin.end()
    }
  }
}

/**
 * A fresh copy of the migrated, seeded test database (see global-setup.ts): in-memory PGlite loaded
 * from a dump, or a new PostgreSQL database copied from a template and dropped on close.
 */
async function freshDatabase(): Promise<Database> {
  const serverUrl = inject('testDatabaseUrl')
  if (!serverUrl) {
    const dump = await readFile(inject('pgliteDumpPath'))
    const client = new PGlite({ loadDataDir: new Blob([dump]) })
    await client.waitReady
    return { db: drizzle(client), kind: 'pglite', close: () => client.close() }
  }
  const name = `basera_test_${process.pid}_${randomBytes(4).toString('hex')}`
  await onServer(serverUrl, `create database ${name} template ${inject('postgresTemplate')}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = openPostgres(url.toString())
  return {
    ...database,
    close: async () => {
      await database.close()
      await onServer(serverUrl, `drop database if exists ${name} with (force)`)
    },
  }
}

/** A clock tests can move forward. */
export function testClock() {
  let offsetMs = 0
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance: (ms: number) => { offsetMs += ms },
  }
}

export interface TestApp {
  app: FastifyInstance
  database: Database
  clock: ReturnType<typeof testClock>
  post: (url: string, body?: unknown, token?: string, method?: 'POST' | 'PUT' | 'PATCH') => Promise<LightMyRequestResponse>
  signIn: (phone?: string) => Promise<{ token: string; leadId: number }>
}

let phoneCounter = 0
/** A phone number no other test in this file used. */
export const nextPhone = () => `9${String(process.pid % 1000).padStart(3, '0')}${String(++phoneCounter).padStart(6, '0')}`

export async function createTestApp(options: { config?: Partial<Config>; overrides?: AppOverrides } = {}): Promise<TestApp> {
  const database = await freshDatabase()
  const clock = testClock()
  const app = await buildApp(testConfig(options.config), database, { now: clock.now, ...options.overrides })
  await app.ready()
  const post: TestApp['post'] = (url, body, token, method = 'POST') =>
    app.inject({ method, url, payload: body as object, headers: token ? { authorization: `Bearer ${token}` } : {} })
  const signIn = async (phone = nextPhone()) => {
    const login = await post(endpoints.login.path, { phoneNumber: phone })
    expect(login.statusCode).toBe(200)
    const verify = await post(endpoints.verifyOtp.path, { phoneNumber: phone, otp: login.json().otp })
    expect(verify.statusCode).toBe(200)
    return { token: verify.json().accessToken as string, leadId: verify.json().lead_profile_id as number }
  }
  return { app, database, clock, post, signIn }
}

/** One app for a whole test file: built before the first test, closed (and its database dropped) after the last. */
export function useTestApp(options: Parameters<typeof createTestApp>[0] = {}): () => TestApp {
  let current: TestApp | undefined
  beforeAll(async () => { current = await createTestApp(options) })
  afterAll(async () => { await current?.app.close() })
  return () => {
    if (!current) throw new Error('test app not ready')
    return current
  }
}
