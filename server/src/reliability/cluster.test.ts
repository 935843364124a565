import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { OTP_MAX_TRIES } from '@basera/contract/constants'
import { messages } from '@basera/contract/messages'
import * as endpoints from '@basera/contract/endpoints'
import { todayInIndia } from '@basera/contract/dates'
import { lockKey } from '../db/advisory-lock.ts'
import { ADMIN_PHONE } from '../modules/operator-access/test-fixtures.ts'
import { openStream } from '../modules/realtime/test-stream.ts'
import { START_UP_LOCK } from '../db/prepare.ts'
import { tenantForm } from './support/catalogue.ts'
import { emptyFigures, printFigures } from './support/figures.ts'
import { buildServer, freePort, postJson, startServer, type ServerProcess } from './support/processes.ts'
import { emptyPostgresDatabase } from './support/postgres.ts'
import { flushRedis, redisDatabase } from './support/two-instances.ts'

// Many instances behind a load balancer, as real processes of the production build (dist/server.js on plain
// Node) on one PostgreSQL and one Redis: started at the same moment on an empty database, they take turns
// migrating and seeding and all come up; then they share sign-ins, rooms, limits, and survive one's SIGKILL.

const postgresUrl = inject('reliabilityPostgresUrl')
const redisBase = inject('testRedisUrl')
const SEED_PROPERTIES = 12
const LOGIN = endpoints.login.path
const VERIFY = endpoints.verifyOtp.path
const TENANT = endpoints.addTenant.path
const BOOK = endpoints.bookRoom.path
const ROOMS = endpoints.getRoomOptions.path

const env = (databaseUrl: string, redisDb: number) => ({
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisDatabase(redisBase, redisDb),
  SEED_PROPERTIES: String(SEED_PROPERTIES),
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '1000000',
  LOGIN_RATE_LIMIT_MAX: '1000000',
  OTP_RESEND_SECONDS: '30',
  SEARCH_CACHE_MS: '500',
  WEB_DIST: '/nonexistent-web-dist',
})

async function query<T>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(text, params)).rows as T[]
  } finally {
    await client.end()
  }
}

const seedsIn = (servers: ServerProcess[]) => servers.filter((s) => /Seeded \d+ sample properties/.test(s.output())).length

describe.skipIf(!postgresUrl || !redisBase)('instances on one PostgreSQL and Redis', () => {
  const drops: (() => Promise<void>)[] = []
  const servers: ServerProcess[] = []
  beforeAll(() => buildServer())
  afterAll(async () => {
    for (const server of servers) await server.kill('SIGKILL')
    for (const drop of drops) await drop()
  })

  it('five started at the same moment on an empty database all come up, with one seed', async () => {
    const database = await emptyPostgresDatabase(postgresUrl)
    drops.push(database.drop)
    await flushRedis(redisDatabase(redisBase, 8))
    const started = Date.now()
    const five = await Promise.all(Array.from({ length: 5 }, () => startServer(env(database.url, 8), 90_000, 'built')))
    servers.push(...five)
    const upMs = Date.now() - started
    for (const server of five) {
      const health = await fetch(`${server.url}${endpoints.health.path}`)
      expect(await health.json()).toEqual({ status: 'ok', database: 'ok', redis: 'ok' })
    }
    expect(seedsIn(five)).toBe(1)
    expect(await query<{ n: number }>(database.url, 'select count(*)::int as n from properties')).toEqual([{ n: SEED_PROPERTIES }])
    printFigures('five instances started at once on an empty PostgreSQL', emptyFigures(), `all five serving after ${upMs} ms`)
    for (const server of five) await server.kill('SIGTERM')
  })

  describe('two started at the same moment', () => {
    let database: { url: string; drop: () => Promise<void> }
    let one: ServerProcess
    let two: ServerProcess
    const api = (server: ServerProcess, p: string) => `${server.url}${p}`

    async function signIn(at: ServerProcess, verifyAt: ServerProcess, phone: string): Promise<{ token: string; leadId: number }> {
      const login = await postJson(api(at, LOGIN), { phoneNumber: phone })
      expect(login.status, JSON.stringify(login.body)).toBe(200)
      const verify = await postJson(api(verifyAt, VERIFY), { phoneNumber: phone, otp: login.body.otp })
      expect(verify.status, JSON.stringify(verify.body)).toBe(200)
      return { token: String(verify.body.accessToken), leadId: Number(verify.body.lead_profile_id) }
    }

    /** A property's first room option with `rooms` free (set straight in the database, as an operator would). */
    async function optionWithRooms(offset: number, rooms: number): Promise<{ propertyId: number; optionId: number }> {
      const [row] = await query<{ property_id: number | string; id: number | string }>(database.url, 'select property_id, id from room_options order by id offset $1 limit 1', [offset])
      if (!row) throw new Error('no room option')
      await query(database.url, 'update room_options set available_rooms = $1 where id = $2', [rooms, row.id])
      return { propertyId: Number(row.property_id), optionId: Number(row.id) }
    }

    async function tenantOf(at: ServerProcess, token: string, i: number): Promise<number> {
      const res = await postJson(api(at, TENANT), { ...tenantForm, fullName: `Cluster ${i}`, contact_number: `96${String(i).padStart(8, '0')}` }, token)
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      return Number(res.body.tenant_id)
    }

    beforeAll(async () => {
      database = await emptyPostgresDatabase(postgresUrl)
      drops.push(database.drop)
      await flushRedis(redisDatabase(redisBase, 7))
    })

    it('answer 503 "starting" while another holds the start-up lock, then both come up', async () => {
      // the test holds the lock, as an instance in the middle of its migrations would
      const holder = new pg.Client({ connectionString: database.url })
      await holder.connect()
      await holder.query('select pg_advisory_lock($1::bigint)', [lockKey(START_UP_LOCK).toString()])
      const ports = [String(await freePort()), String(await freePort())]
      const starting = Promise.all(ports.map((PORT) => startServer({ ...env(database.url, 7), PORT }, 90_000, 'built')))
      const healthUrl = `http://127.0.0.1:${ports[0]}${endpoints.health.path}`
      let waiting: Response | undefined
      for (let i = 0; i < 300 && !waiting; i++) {
        waiting = await fetch(healthUrl).then((r) => r, () => undefined)
        if (!waiting) await new Promise((resolve) => setTimeout(resolve, 100))
      }
      expect(waiting?.status).toBe(503)
      expect(await waiting?.json()).toEqual({ status: 'starting', database: 'migrating', redis: 'ok' })
      const early = await postJson(`http://127.0.0.1:${ports[0]}${endpoints.searchProperties.path}`, {})
      expect(early).toEqual({ status: 503, body: { message: messages.serviceUnavailable } })
      await holder.end()
      ;[one, two] = await Promise.all([starting.then(([a]) => a), starting.then(([, b]) => b)]) as [ServerProcess, ServerProcess]
      servers.push(one, two)
      expect(seedsIn([one, two])).toBe(1)
      expect(await query<{ n: number }>(database.url, 'select count(*)::int as n from properties')).toEqual([{ n: SEED_PROPERTIES }])
    })

    it('a code sent by one is verified by the other, and its token works on both', async () => {
      const { token, leadId } = await signIn(one, two, '9100000001')
      for (const server of [one, two]) {
        const profile = await postJson(api(server, endpoints.viewLeadProfile.path), { leadId }, token)
        expect(profile.status).toBe(200)
      }
    })

    it('sign-in limits hold across them: the resend wait and the wrong-code count', async () => {
      const phone = '9100000002'
      const login = await postJson(api(one, LOGIN), { phoneNumber: phone })
      expect(login.status).toBe(200)
      const again = await postJson(api(two, LOGIN), { phoneNumber: phone })
      expect(again.status).toBe(429)
      expect(again.body.message).toBe(messages.otpResendTooSoon)
      const wrong = String(login.body.otp) === '0000' ? '1111' : '0000'
      for (let i = 0; i < OTP_MAX_TRIES; i++) {
        const res = await postJson(api(i % 2 ? two : one, VERIFY), { phoneNumber: phone, otp: wrong })
        expect(res.body.message).toBe(messages.otpWrong)
      }
      expect(await postJson(api(two, VERIFY), { phoneNumber: phone, otp: login.body.otp })).toEqual({ status: 400, body: { message: messages.otpLocked } })
    })

    it('last rooms booked through both at once: exactly the free rooms are taken', async () => {
      const { propertyId, optionId } = await optionWithRooms(0, 3)
      const people = []
      for (let i = 0; i < 16; i++) {
        const at = i % 2 ? two : one
        const { token } = await signIn(at, at, `92000000${String(i).padStart(2, '0')}`)
        people.push({ at, token, tenantId: await tenantOf(at, token, i) })
      }
      const answers = await Promise.all(people.map(({ at, token, tenantId }) =>
        postJson(api(at, BOOK), { tenant_id: tenantId, property_id: propertyId, room_option_id: optionId }, token)))
      const statuses = answers.map((a) => a.status).sort()
      expect(statuses.filter((s) => s === 200)).toHaveLength(3)
      expect(statuses.filter((s) => s === 409)).toHaveLength(13)
      expect(await query(database.url, 'select available_rooms from room_options where id = $1', [optionId])).toEqual([{ available_rooms: 0 }])
    })

    it('a booking through one shows in the other\'s room answers and bookings within 1 s; a listing change in its search and details', async () => {
      const { propertyId, optionId } = await optionWithRooms(1, 5)
      const roomsAt = async (server: ServerProcess) => {
        const res = await postJson(api(server, ROOMS), { propertyId })
        return (res.body.data as { room_option_id: number; available_rooms: number }[]).find((o) => o.room_option_id === optionId)?.available_rooms
      }
      expect(await roomsAt(two)).toBe(5)
      const { token, leadId } = await signIn(one, one, '9300000001')
      const booking = await postJson(api(one, BOOK), { tenant_id: await tenantOf(one, token, 99), property_id: propertyId, room_option_id: optionId }, token)
      expect(booking.status).toBe(200)
      const booked = Date.now()
      await expect.poll(() => roomsAt(two), { timeout: 10_000, interval: 25 }).toBe(4)
      const mine = await postJson(api(two, endpoints.getBookings.path), { leadId }, token)
      expect((mine.body.data as { bookingId: number }[]).map((b) => b.bookingId)).toContain(booking.body.bookingId)
      const seenMs = Date.now() - booked

      // search answers are cached per instance: a change written anywhere reaches every instance's cache
      const search = () => postJson(api(two, endpoints.searchProperties.path), { minAmount: 0, maxAmount: 10_000_000, limit: 100 })
      const details = () => postJson(api(two, endpoints.getPropertyById.path), { propertyId })
      const nameIn = (res: Awaited<ReturnType<typeof search>>) =>
        (res.body.data as { property_id: number; property_name: string }[]).find((p) => p.property_id === propertyId)?.property_name
      await search()
      await query(database.url, `update properties set name = 'Cluster Residency' where id = $1`, [propertyId])
      await expect.poll(async () => nameIn(await search()), { timeout: 10_000, interval: 25 }).toBe('Cluster Residency')
      await expect.poll(async () => nameIn(await details()), { timeout: 10_000, interval: 25 }).toBe('Cluster Residency')
      printFigures('a booking through one instance, seen by the other', emptyFigures(), `room answer and booking list updated after ${seenMs} ms`)
    })

    it('a booking request through one reaches an admin\'s console stream open on the other within 2 s', async () => {
      const { propertyId, optionId } = await optionWithRooms(3, 5)
      // a free request: the booking goes to the owner as soon as its move-in date is set
      await query(database.url, 'update room_options set token_amount = 0 where id = $1', [optionId])
      await query(database.url, "update properties set gender_mask = 7 where id = $1", [propertyId])
      const login = await postJson(api(one, endpoints.operatorLogin.path), { phoneNumber: ADMIN_PHONE })
      const admin = await postJson(api(one, endpoints.operatorVerifyOtp.path), { phoneNumber: ADMIN_PHONE, otp: login.body.otp })
      const stream = await openStream(two.url, String(admin.body.accessToken))
      try {
        const { token } = await signIn(one, one, '9500000001')
        const tenantId = await tenantOf(one, token, 98)
        const held = await postJson(api(one, BOOK), { tenant_id: tenantId, property_id: propertyId, room_option_id: optionId }, token)
        expect(held.status, JSON.stringify(held.body)).toBe(200)
        const sent = Date.now()
        const agreed = await postJson(api(one, endpoints.allocateAgreement.path), { tenant_id: tenantId, property_id: propertyId, bookingId: held.body.bookingId, tanant_move_in_date: todayInIndia() }, token)
        expect(agreed.status, JSON.stringify(agreed.body)).toBe(200)
        const heard = await stream.change((c) => c.property_id === propertyId && c.kind === 'booking_requested', 2000)
        expect(heard).not.toBeNull()
        printFigures('a booking request through one instance, on a console stream open on the other', emptyFigures(), `event after ${(heard?.at ?? sent) - sent} ms`)
      } finally {
        stream.close()
      }
    })

    it('SIGKILL of one during a booking stream: no acknowledged booking lost, the other keeps serving', async () => {
      const { propertyId } = await optionWithRooms(2, 0)
      await query(database.url, 'update room_options set available_rooms = 1000 where property_id = $1', [propertyId])
      const { token } = await signIn(one, two, '9400000001')
      const figures = { ...emptyFigures(), bookingsLost: 0 }
      const acknowledged: number[] = []
      let afterKill = 0
      let killed = false
      let next = 0
      const worker = async (at: ServerProcess) => {
        while (afterKill < 15) {
          if (killed && at === one) return
          const i = next++
          const tenant = await postJson(api(at, TENANT), { ...tenantForm, fullName: `Stream ${i}`, contact_number: `95${String(i).padStart(8, '0')}` }, token)
          if (tenant.status !== 200) { if (at === two) figures.serverErrors++; continue }
          const booking = await postJson(api(at, BOOK), { tenant_id: tenant.body.tenant_id, property_id: propertyId }, token)
          figures.tried++
          if (booking.status === 200) {
            acknowledged.push(Number(booking.body.bookingId))
            if (killed && at === two) afterKill++
          } else if (at === two) figures.serverErrors++
          if (!killed && acknowledged.length >= 20) {
            killed = true
            await one.kill('SIGKILL')
          }
        }
      }
      await Promise.all([worker(one), worker(one), worker(one), worker(two), worker(two), worker(two)])
      const stored = await query<{ id: number }>(database.url, 'select id from bookings where id = any($1::int[])', [acknowledged])
      figures.accepted = acknowledged.length
      figures.bookingsLost = acknowledged.length - stored.length
      printFigures('SIGKILL of one instance during bookings (PostgreSQL + Redis)', figures, `${afterKill} bookings through the other after the kill`)
      expect(figures.bookingsLost).toBe(0)
      expect(figures.serverErrors).toBe(0)
      expect(afterKill).toBeGreaterThanOrEqual(15)
    })
  })
})
