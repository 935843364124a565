import { randomBytes } from 'node:crypto'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { endpointPath, type Endpoint, type Method, type ReplyOut } from '@basera/contract/endpoint'
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


/** The webhook secret of test apps: tests sign their own (forged or replayed) webhooks with it. */
export const TEST_WEBHOOK_SECRET = 'test-webhook-secret-0123'

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
    webServerBuild: '/nonexistent-web-server-build',
    publicOrigin: null,
    searchCacheMs: 0,
    trustProxy: false,
    support: { phone: '+910000000000', email: 'support-not-configured@basera.example', placeholder: true },
    map: { tileUrl: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '© Example maps' },
    // the app's own sandbox gateway, reached over HTTP at the address the test app listens on
    payments: {
      gateway: 'sandbox', keyId: 'rzp_sandbox', keySecret: 'sandbox-key-secret', webhookSecret: TEST_WEBHOOK_SECRET, apiBase: null,
      timeoutMs: 2000, reconcileMs: 60_000,
    },
    // push off unless a test gives keys (the notify tests do); the worker runs when a test calls it
    notify: { vapid: null, pollMs: 60_000 },
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

/**
 * What a test reads from an answer of `E`: a 200 answer parsed by the endpoint's reply schema (so a
 * test fails on an answer the schema refuses, pre-encoded ones included), any other an error's fields.
 */
type TestAnswer<E extends Endpoint> = ReplyOut<E> & { message?: string; resend_after_seconds?: number }
interface TestResponse<E extends Endpoint> extends Omit<LightMyRequestResponse, 'json'> {
  json: () => TestAnswer<E>
}

/** Reads an answer of `endpoint` as TestAnswer does (for answers a test got by `app.inject` itself). */
export function answerOf<E extends Endpoint>(endpoint: E, response: LightMyRequestResponse): TestResponse<E> {
  const json = (): TestAnswer<E> => {
    const body: unknown = response.json()
    return (response.statusCode === 200 ? endpoint.reply.parse(body) : body) as TestAnswer<E>
  }
  return Object.assign(Object.create(response) as LightMyRequestResponse, { json })
}

export interface TestApp {
  app: FastifyInstance
  database: Database
  clock: ReturnType<typeof testClock>
  /** Calls `endpoint` with `body` (valid or not) as the lead of `token`; `method` for endpoints that accept several. */
  post: <E extends Endpoint>(endpoint: E, body?: unknown, token?: string, method?: Method) => Promise<TestResponse<E>>
  signIn: (phone?: string) => Promise<{ token: string; leadId: number }>
  /** Calls `endpoint` with its path parameters, query and body filled in (GET, PATCH, DELETE calls of the operator API). */
  call: <E extends Endpoint>(endpoint: E, input?: CallInput, token?: string) => Promise<TestResponse<E>>
}

interface CallInput {
  params?: Readonly<Record<string, string | number>>
  query?: Readonly<Record<string, string | number>>
  body?: unknown
}

let phoneCounter = 0
/** A phone number no other test in this file used. */
export const nextPhone = () => `9${String(process.pid % 1000).padStart(3, '0')}${String(++phoneCounter).padStart(6, '0')}`

export async function createTestApp(options: { config?: Partial<Config>; overrides?: AppOverrides } = {}): Promise<TestApp> {
  const database = await freshDatabase()
  const clock = testClock()
  // the money job runs when a test calls it (app.runMoneyJob), not on a timer that would race the test's checks
  const app = await buildApp(testConfig(options.config), database, { now: clock.now, moneyJobTimer: false, savedSearchTimer: false, notifyWorkerTimer: false, ...options.overrides })
  // listening for real: the app reaches its sandbox gateway over HTTP, and the sandbox sends webhooks back the same way
  await app.listen({ port: 0, host: '127.0.0.1' })
  return testAppOf(app, database, clock)
}

/** The calls a test makes on a built app: `post` an endpoint of the table, `signIn` a new lead. */
export function testAppOf(app: FastifyInstance, database: Database, clock: ReturnType<typeof testClock>): TestApp {
  const post: TestApp['post'] = async (endpoint, body, token, method = endpoint.method) => {
    const response = await app.inject({ method, url: endpoint.path, payload: body as object, headers: token ? { authorization: `Bearer ${token}` } : {} })
    return answerOf(endpoint, response)
  }
  const signIn = async (phone = nextPhone()) => {
    const login = await post(endpoints.login, { phoneNumber: phone })
    expect(login.statusCode, login.body).toBe(200)
    const verify = await post(endpoints.verifyOtp, { phoneNumber: phone, otp: login.json().otp })
    expect(verify.statusCode, verify.body).toBe(200)
    return { token: verify.json().accessToken, leadId: verify.json().lead_profile_id }
  }
  const call: TestApp['call'] = async (endpoint, input = {}, token) => {
    const query = new URLSearchParams(Object.entries(input.query ?? {}).map(([k, v]) => [k, String(v)])).toString()
    const url = endpointPath(endpoint, input.params) + (query ? `?${query}` : '')
    const headers = token ? { authorization: `Bearer ${token}` } : {}
    const response = await app.inject({ method: endpoint.method, url, headers, ...(input.body === undefined ? {} : { payload: input.body as object }) })
    return answerOf(endpoint, response)
  }
  return { app, database, clock, post, signIn, call }
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
