import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { OTP_MAX_TRIES } from '@basera/contract/constants'
import { messages } from '@basera/contract/messages'
import * as endpoints from '@basera/contract/endpoints'
import { API_PREFIX } from '@basera/contract/endpoint'
import { rowsOf } from '../db/client.ts'
import { createTestApp, nextPhone, type TestApp } from '../test/helper.ts'
import { emptyFigures, printFigures } from './support/figures.ts'
import { flushRedis, redisDatabase, twoInstances } from './support/two-instances.ts'

// Sign-in abuse: guessing codes, asking for code after code, flooding sign-in from one address; with Redis,
// the same limits across two server instances.

const LOGIN = endpoints.login.path
const VERIFY = endpoints.verifyOtp.path
const SERVICE_CALL = endpoints.serviceCall.path
const figures = emptyFigures()
afterAll(() => printFigures('sign-in abuse', figures))

const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0')

function send(app: FastifyInstance, url: string, body: object, remoteAddress = '127.0.0.1') {
  return app.inject({ method: 'POST', url, payload: body, remoteAddress })
}

/** Sends and counts; returns the status and the parsed body. */
async function attempt(app: FastifyInstance, url: string, body: object, remoteAddress?: string) {
  const res = await send(app, url, body, remoteAddress)
  figures.tried++
  if (res.statusCode >= 500) figures.serverErrors++
  else if (res.statusCode >= 400) figures.refusedCorrectly++
  else figures.accepted++
  return { status: res.statusCode, body: res.json<Record<string, unknown>>() }
}

async function sessionsOf(t: TestApp, phone: string): Promise<number> {
  const rows = await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from sessions s join leads l on l.id = s.lead_id where l.phone_number = ${phone}`)
  return Number(rows[0]?.n)
}

describe('on one instance (limits kept in memory)', () => {
  let t: TestApp
  beforeAll(async () => { t = await createTestApp({ config: { loginRateLimitMax: 5 } }) })
  afterAll(async () => { await t.app.close() })
  let address = 0
  const nextAddress = () => `10.20.0.${++address}`

  it(`after ${OTP_MAX_TRIES} wrong codes the code is dead: the right code fails too, and no session is made`, async () => {
    const phone = nextPhone()
    const ip = nextAddress()
    const code = String((await attempt(t.app, LOGIN, { phoneNumber: phone }, ip)).body.otp)
    for (let i = 0; i < OTP_MAX_TRIES - 1; i++) {
      expect(await attempt(t.app, VERIFY, { phoneNumber: phone, otp: wrong(code) }, ip)).toEqual({ status: 400, body: { message: messages.otpWrong } })
    }
    const ip2 = nextAddress()
    expect(await attempt(t.app, VERIFY, { phoneNumber: phone, otp: wrong(code) }, ip2)).toEqual({ status: 400, body: { message: messages.otpWrong } })
    expect(await attempt(t.app, VERIFY, { phoneNumber: phone, otp: code }, ip2)).toEqual({ status: 400, body: { message: messages.otpLocked } })
    expect(await sessionsOf(t, phone)).toBe(0)
    // a new code (after the resend wait) works
    t.clock.advance(31_000)
    const fresh = String((await attempt(t.app, LOGIN, { phoneNumber: phone }, nextAddress())).body.otp)
    expect((await attempt(t.app, VERIFY, { phoneNumber: phone, otp: fresh }, nextAddress())).status).toBe(200)
  })

  it('twenty simultaneous wrong guesses use up the tries once: the right code then fails', async () => {
    const phone = nextPhone()
    const code = String((await attempt(t.app, LOGIN, { phoneNumber: phone }, nextAddress())).body.otp)
    const guesses = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt(t.app, VERIFY, { phoneNumber: phone, otp: wrong(code) }, `10.21.0.${i}`)))
    expect(guesses.every((g) => g.status === 400)).toBe(true)
    expect(guesses.filter((g) => g.body.message === messages.otpWrong)).toHaveLength(OTP_MAX_TRIES)
    expect(await attempt(t.app, VERIFY, { phoneNumber: phone, otp: code }, nextAddress())).toEqual({ status: 400, body: { message: messages.otpLocked } })
  })

  it('a second code within the resend window answers 429 with a message and the seconds to wait (also through the service call)', async () => {
    const phone = nextPhone()
    expect((await attempt(t.app, LOGIN, { phoneNumber: phone }, nextAddress())).status).toBe(200)
    const again = await attempt(t.app, LOGIN, { phoneNumber: phone }, nextAddress())
    expect(again.status).toBe(429)
    expect(again.body.message).toBe(messages.otpResendTooSoon)
    expect(again.body.resend_after_seconds).toBeGreaterThan(0)
    expect(again.body.resend_after_seconds).toBeLessThanOrEqual(30)
    const viaService = await attempt(t.app, SERVICE_CALL, { service_name: 'LOGIN', params: { MOBILE_NO: phone } }, nextAddress())
    expect(viaService.status).toBe(429)
    expect(viaService.body.message).toBe(messages.otpResendTooSoon)
  })

  it.each([
    ['login', (phone: string) => [LOGIN, { phoneNumber: phone }] as const],
    ['verify-otp', (phone: string) => [VERIFY, { phoneNumber: phone, otp: '1234' }] as const],
    ['the service call\'s LOGIN', (phone: string) => [SERVICE_CALL, { service_name: 'LOGIN', params: { MOBILE_NO: phone } }] as const],
  ])('a flood of %s from one address is cut at the limit with 429 tooManyRequests; other addresses go on', async (_name, request) => {
    const ip = nextAddress()
    for (let i = 0; i < 5; i++) {
      const [url, body] = request(nextPhone())
      expect((await attempt(t.app, url, body, ip)).status).not.toBe(429)
    }
    for (let i = 0; i < 3; i++) {
      const [url, body] = request(nextPhone())
      expect(await attempt(t.app, url, body, ip)).toEqual({ status: 429, body: { message: messages.tooManyRequests } })
    }
    const [url, body] = request(nextPhone())
    expect((await attempt(t.app, url, body, nextAddress())).status).not.toBe(429)
  })

  it('a made-up X-Forwarded-For does not buy a fresh limit (TRUST_PROXY is off by default)', async () => {
    const ip = nextAddress()
    const statuses = []
    for (let i = 0; i < 7; i++) {
      const res = await t.app.inject({
        method: 'POST', url: LOGIN, payload: { phoneNumber: nextPhone() }, remoteAddress: ip, headers: { 'x-forwarded-for': `203.0.113.${i}` },
      })
      figures.tried++
      if (res.statusCode === 429) figures.refusedCorrectly++
      statuses.push(res.statusCode)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429])
  })

  it('spelling the path differently (/%61pi/... is /api/...) does not escape the limits', async () => {
    for (const url of ['/%61pi/leads/v1/login', `${API_PREFIX}le%61ds/v1/login`]) {
      const ip = nextAddress()
      const statuses = []
      for (let i = 0; i < 7; i++) statuses.push((await attempt(t.app, url, { phoneNumber: nextPhone() }, ip)).status)
      expect(statuses, url).toEqual([200, 200, 200, 200, 200, 429, 429])
    }
  })
})

const redisUrl = inject('testRedisUrl')

describe.skipIf(!redisUrl)('on two instances sharing one database and one Redis (TEST_REDIS_URL, database 13)', () => {
  const url = redisUrl ? redisDatabase(redisUrl, 13) : ''
  beforeAll(async () => { await flushRedis(url) })
  afterAll(async () => { await flushRedis(url) })

  it('the resend throttle is shared: a code asked on one instance blocks a second on the other', async () => {
    const pair = await twoInstances({ redisUrl: url })
    try {
      const phone = nextPhone()
      expect((await attempt(pair.one.app, LOGIN, { phoneNumber: phone })).status).toBe(200)
      const again = await attempt(pair.two, LOGIN, { phoneNumber: phone })
      expect(again.status).toBe(429)
      expect(again.body.message).toBe(messages.otpResendTooSoon)
    } finally {
      await pair.close()
    }
  })

  it('the sign-in limit per address counts requests on both instances together', async () => {
    const pair = await twoInstances({ redisUrl: url, loginRateLimitMax: 6 })
    try {
      const ip = '10.22.0.1'
      const apps = [pair.one.app, pair.two]
      for (let i = 0; i < 6; i++) expect((await attempt(apps[i % 2]!, LOGIN, { phoneNumber: nextPhone() }, ip)).status).toBe(200)
      for (const app of apps) expect(await attempt(app, LOGIN, { phoneNumber: nextPhone() }, ip)).toEqual({ status: 429, body: { message: messages.tooManyRequests } })
    } finally {
      await pair.close()
    }
  })

  it('wrong codes count across instances: 3 on one and 2 on the other kill the code', async () => {
    const pair = await twoInstances({ redisUrl: url })
    try {
      const phone = nextPhone()
      const code = String((await attempt(pair.one.app, LOGIN, { phoneNumber: phone })).body.otp)
      for (let i = 0; i < OTP_MAX_TRIES; i++) {
        const app = i < 3 ? pair.one.app : pair.two
        expect((await attempt(app, VERIFY, { phoneNumber: phone, otp: wrong(code) })).body.message).toBe(messages.otpWrong)
      }
      expect(await attempt(pair.two, VERIFY, { phoneNumber: phone, otp: code })).toEqual({ status: 400, body: { message: messages.otpLocked } })
    } finally {
      await pair.close()
    }
  })

  it('the global per-address limit is shared too', async () => {
    const pair = await twoInstances({ redisUrl: url, rateLimitMax: 4 })
    try {
      const apps = [pair.one.app, pair.two]
      const statuses: number[] = []
      for (let i = 0; i < 6; i++) {
        const res = await apps[i % 2]!.inject({ method: 'GET', url: endpoints.health.path, remoteAddress: '10.22.0.2' })
        statuses.push(res.statusCode)
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429])
      figures.tried += 6
      figures.accepted += 4
      figures.refusedCorrectly += 2
    } finally {
      await pair.close()
    }
  })
})
