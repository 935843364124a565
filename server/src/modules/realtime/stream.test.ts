import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '@basera/contract/messages'
import * as endpoints from '@basera/contract/endpoints'
import { buildApp } from '../../app.ts'
import { openPostgres, type Database } from '../../db/client.ts'
import { testConfig, useTestApp, type TestApp } from '../../test/helper.ts'
import { ADMIN_PHONE, OWNER_PHONES, requestedBooking, signInOperator, type SignedInTestOperator } from '../operator-access/test-fixtures.ts'
import { publishConsoleChange } from './publish.ts'
import { openStream, type OpenedStream } from './test-stream.ts'

// The console in real time across two instances of the app on one database (on PostgreSQL each with its own
// pool and its own listening connection, as two processes would have): a change committed through one reaches
// a console open on the other within 2 seconds; a rolled-back change, or one at a property the operator may not
// see, never does.

const PROMISE_MS = 2000
const testApp = useTestApp()
let two: FastifyInstance
let owner: SignedInTestOperator
let otherOwner: SignedInTestOperator
let admin: SignedInTestOperator
const opened: OpenedStream[] = []

const originOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`

/** A second instance: on PostgreSQL a pool of its own to the same database; PGlite lives in one process and is shared. */
async function secondInstance(one: TestApp, consoleHeartbeatMs?: number): Promise<{ app: FastifyInstance; database: Database }> {
  const driver = (one.database.db as unknown as { $client: unknown }).$client
  const database = one.database.kind === 'postgres' && driver instanceof pg.Pool && driver.options.connectionString
    ? openPostgres(driver.options.connectionString)
    : { ...one.database, close: async () => undefined }
  const app = await buildApp(testConfig(), database, { now: one.clock.now, moneyJobTimer: false, savedSearchTimer: false, ...(consoleHeartbeatMs ? { consoleHeartbeatMs } : {}) })
  await app.listen({ port: 0, host: '127.0.0.1' })
  return { app, database }
}

async function streamOn(app: FastifyInstance, token: string | undefined): Promise<OpenedStream> {
  const stream = await openStream(originOf(app), token)
  opened.push(stream)
  return stream
}

beforeAll(async () => {
  ;({ app: two } = await secondInstance(testApp()))
  owner = await signInOperator(testApp(), OWNER_PHONES[0])
  otherOwner = await signInOperator(testApp(), OWNER_PHONES[1])
  admin = await signInOperator(testApp(), ADMIN_PHONE)
})

afterAll(async () => {
  for (const stream of opened) stream.close()
  // before the first app drops the database (an app closes its own database)
  await two.close()
})

const ownProperty = () => owner.propertyIds[0] as number
const otherProperty = () => otherOwner.propertyIds[0] as number

describe('GET /api/operator/v1/stream', () => {
  it('answers 401 without an operator token, and to a tenant\'s token', async () => {
    const none = await testApp().app.inject({ method: 'GET', url: endpoints.operatorStream.path })
    expect(none.statusCode).toBe(401)
    expect(none.json()).toEqual({ message: messages.unauthorized })
    const tenant = await testApp().signIn()
    const refused = await testApp().app.inject({ method: 'GET', url: endpoints.operatorStream.path, headers: { authorization: `Bearer ${tenant.token}` } })
    expect(refused.statusCode).toBe(401)
    expect(refused.json()).toEqual({ message: messages.unauthorized })
  })

  it('opens an uncompressed event stream with a reconnect hint', async () => {
    const stream = await streamOn(two, owner.token)
    expect(stream.status).toBe(200)
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    expect(stream.headers.get('content-encoding')).toBeNull()
    expect(stream.headers.get('cache-control')).toContain('no-cache')
    expect(stream.headers.get('x-content-type-options')).toBe('nosniff')
    await expect.poll(() => stream.text(), { timeout: PROMISE_MS }).toMatch(/^retry: \d+\n/)
    stream.close()
  })

  it('a booking requested through one instance reaches the owner\'s console open on the other within 2 s', async () => {
    const onTwo = await streamOn(two, owner.token)
    const adminOnOne = await streamOn(testApp().app, admin.token)
    const started = Date.now()
    const booking = await requestedBooking(testApp(), ownProperty())
    const heard = await onTwo.change((c) => c.property_id === ownProperty() && c.kind === 'booking_requested', PROMISE_MS)
    expect(heard?.change).toEqual({ property_id: ownProperty(), topic: 'bookings', kind: 'booking_requested' })
    expect(booking.bookingId).toBeGreaterThan(0)
    // the admin sees every property's console, on either instance
    expect(await adminOnOne.change((c) => c.property_id === ownProperty() && c.topic === 'bookings', PROMISE_MS)).not.toBeNull()
    console.log(`booking to the other instance's console: ${(heard?.at ?? Date.now()) - started} ms from the tenant's first call`)
  })

  it('tells an owner nothing of another owner\'s property', async () => {
    const otherOnTwo = await streamOn(two, otherOwner.token)
    const ownerOnTwo = await streamOn(two, owner.token)
    await requestedBooking(testApp(), ownProperty())
    expect(await ownerOnTwo.change((c) => c.property_id === ownProperty(), PROMISE_MS)).not.toBeNull()
    // a change at the other owner's own property, after: once it arrived, the first one would have too
    await publishConsoleChange(testApp().database.db, { propertyId: otherProperty(), topic: 'visits' })
    expect(await otherOnTwo.change((c) => c.property_id === otherProperty(), PROMISE_MS)).not.toBeNull()
    expect(otherOnTwo.changes().map((c) => c.property_id)).toEqual([otherProperty()])
  })

  it('sends nothing for a transaction that rolled back', async () => {
    const stream = await streamOn(two, owner.token)
    const db = testApp().database.db
    await expect(db.transaction(async (tx) => {
      await publishConsoleChange(tx, { propertyId: ownProperty(), topic: 'bookings', kind: 'rolled_back' })
      throw new Error('the booking failed')
    })).rejects.toThrow('the booking failed')
    await db.transaction((tx) => publishConsoleChange(tx, { propertyId: ownProperty(), topic: 'bookings', kind: 'committed' }))
    expect(await stream.change((c) => c.kind === 'committed', PROMISE_MS)).not.toBeNull()
    expect(stream.changes().map((c) => c.kind)).not.toContain('rolled_back')
  })

  it('listens again after its PostgreSQL connection is cut, and tells the consoles to refresh what they missed', async (context) => {
    if (testApp().database.kind !== 'postgres') context.skip()
    const stream = await streamOn(two, owner.token)
    const db = testApp().database.db
    await db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN console_changes' and datname = current_database()`)
    await expect.poll(() => stream.events.some((e) => e.event === 'resync'), { timeout: 5000 }).toBe(true)
    await publishConsoleChange(db, { propertyId: ownProperty(), topic: 'bookings', kind: 'after_reconnect' })
    expect(await stream.change((c) => c.kind === 'after_reconnect', PROMISE_MS)).not.toBeNull()
  })

  it('keeps a quiet stream alive with heartbeats, and closes it once its operator signs out', async () => {
    const quick = await secondInstance(testApp(), 200)
    try {
      const signedIn = await signInOperator(testApp(), OWNER_PHONES[2])
      const stream = await openStream(originOf(quick.app), signedIn.token)
      await expect.poll(() => stream.text(), { timeout: PROMISE_MS }).toContain(': ping')
      const out = await testApp().call(endpoints.operatorSignOut, { body: {} }, signedIn.token)
      expect(out.statusCode).toBe(200)
      await Promise.race([stream.ended, new Promise((_, reject) => setTimeout(() => reject(new Error('the stream stayed open')), PROMISE_MS))])
    } finally {
      await quick.app.close()
    }
  })

  it('ends open streams when the app closes, without holding the close up', async () => {
    const extra = await secondInstance(testApp())
    const stream = await openStream(originOf(extra.app), owner.token)
    await expect.poll(() => stream.text(), { timeout: PROMISE_MS }).toContain('retry:')
    const started = Date.now()
    await extra.app.close()
    await stream.ended
    expect(Date.now() - started).toBeLessThan(PROMISE_MS)
  })
})
