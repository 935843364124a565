import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import webpush from 'web-push'
import { todayInIndia } from '@basera/contract/dates'
import * as endpoints from '@basera/contract/endpoints'
import { PushPayload } from '@basera/contract/notify'
import { buildApp } from '../../app.ts'
import { openPostgres, rowsOf } from '../../db/client.ts'
import { DevSmsProvider, type SendOptions, type SmsProvider } from '../../lib/sms.ts'
import { testConfig, useTestApp, type TestApp } from '../../test/helper.ts'
import { MANAGER_PHONES, OWNER_PHONES, requestedBooking, signInOperator, type SignedInTestOperator } from '../operator-access/test-fixtures.ts'
import { notifyLead } from '../notifications/service.ts'
import { notifyPropertyOperators } from '../notifications/operators.ts'
import { savePushSubscription } from './preferences.ts'
import { webPushSender } from './push.ts'
import { CLAIM_MS, runNotifyWorker, type NotifyDeps } from './worker.ts'

const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:test@basera.example' }
const testApp = useTestApp({ config: { notify: { vapid, pollMs: 60_000 } } })
let owner: SignedInTestOperator
let otherOwner: SignedInTestOperator
let manager: SignedInTestOperator

/** An owner's property their manager was given. */
const grantedProperty = () => manager.propertyIds[0] as number

beforeAll(async () => {
  const t = testApp()
  owner = await signInOperator(t, OWNER_PHONES[0])
  otherOwner = await signInOperator(t, OWNER_PHONES[1])
  manager = await signInOperator(t, MANAGER_PHONES[0])
  // the wiring tests must not depend on the hour they run at: quiet hours have a test of their own
  for (const op of [owner, otherOwner, manager]) await saveOperatorPreferences(op, { quiet_hours: false })
})

const ALL_ON = { push: true, sms: true, whatsapp: true, quiet_hours: true }

async function saveOperatorPreferences(op: SignedInTestOperator, change: Partial<typeof ALL_ON>) {
  const res = await testApp().call(endpoints.saveOperatorNotificationPreferences, { body: { preferences: { ...ALL_ON, ...change } } }, op.token)
  expect(res.statusCode, res.body).toBe(200)
}

async function tenantWithoutQuietHours(t: TestApp) {
  const tenant = await t.signIn()
  const res = await t.post(endpoints.saveNotificationPreferences, { leadId: tenant.leadId, preferences: { ...ALL_ON, quiet_hours: false } }, tenant.token)
  expect(res.statusCode, res.body).toBe(200)
  return tenant
}

/** What the development outbox holds for a phone besides sign-in codes, newest first. */
async function outbox(phone: string) {
  const res = await testApp().call(endpoints.devOutbox, { query: { phoneNumber: phone } })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data.filter((m) => m.code === null)
}

const phoneOfLead = async (leadId: number) =>
  (await rowsOf<{ phone: string }>(testApp().database.db, sql`select phone_number as phone from leads where id = ${leadId}`))[0]?.phone ?? ''

const tomorrow = () => new Date(Date.parse(`${todayInIndia()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

describe('events reach their recipients on their channels', () => {
  it('a booking request: the property\'s owner and manager get an SMS and a WhatsApp (English, no tenant number, a link); another owner nothing', async () => {
    const t = testApp()
    const before = { owner: (await outbox(OWNER_PHONES[0])).length, other: (await outbox(OWNER_PHONES[1])).length }
    await requestedBooking(t, grantedProperty())
    await t.app.runNotifyWorker()
    for (const phone of [OWNER_PHONES[0], MANAGER_PHONES[0]]) {
      const mine = (await outbox(phone)).slice(0, 2)
      expect(mine.map((m) => m.channel).sort()).toEqual(['sms', 'whatsapp'])
      for (const m of mine) {
        expect(m.to).toBe(`+91${phone}`)
        expect(m.text).toMatch(/^Basera: New booking request\. .* http:\/\/localhost:\d+\/operator\/bookings$/)
        expect(m.text).not.toContain('9876500001')
      }
    }
    expect((await outbox(OWNER_PHONES[0])).length).toBe(before.owner + 2)
    expect((await outbox(OWNER_PHONES[1])).length).toBe(before.other)
  })

  it('the owner\'s decision reaches the tenant in their language (Hindi), urgent', async () => {
    const t = testApp()
    const booking = await requestedBooking(t, grantedProperty())
    await t.database.db.execute(sql`update leads set language = 'hi' where id = ${booking.leadId}`)
    const decided = await t.call(endpoints.decideBooking, { params: { bookingId: booking.bookingId }, body: { decision: 'accept' } }, owner.token)
    expect(decided.statusCode, decided.body).toBe(200)
    await t.app.runNotifyWorker()
    const phone = await phoneOfLead(booking.leadId)
    const got = await outbox(phone)
    expect(got.map((m) => m.channel).sort()).toEqual(['sms', 'whatsapp'])
    expect(got[0]?.text).toMatch(/^Basera: बुकिंग स्वीकार\. .*ने आपकी बुकिंग स्वीकार कर ली। http:\/\/localhost:\d+\/bookings$/)
  })

  it('a visit request reaches the operators (it did not before); their answer reaches the tenant', async () => {
    const t = testApp()
    const tenant = await tenantWithoutQuietHours(t)
    const asked = await t.post(endpoints.scheduleVisit, { leadId: tenant.leadId, propertyId: grantedProperty(), visit_date: tomorrow(), visit_slot: 'Morning' }, tenant.token)
    expect(asked.statusCode, asked.body).toBe(200)
    await t.app.runNotifyWorker()
    const toOwner = (await outbox(OWNER_PHONES[0]))[0]
    expect(toOwner?.text).toMatch(/^Basera: New visit request\. A tenant asks to visit .* on .*\/operator\/visits$/)
    const inApp = await t.call(endpoints.listOperatorNotifications, {}, manager.token)
    expect(inApp.json().data[0]).toMatchObject({ kind: 'visit_requested', property_id: grantedProperty() })

    const answered = await t.call(endpoints.decideVisit, { params: { visitId: asked.json().visit_id }, body: { decision: 'accept' } }, manager.token)
    expect(answered.statusCode, answered.body).toBe(200)
    await t.app.runNotifyWorker()
    const got = await outbox(await phoneOfLead(tenant.leadId))
    expect(got.map((m) => m.channel).sort()).toEqual(['sms', 'whatsapp'])
    expect(got[0]?.text).toContain('Visit confirmed')
  })

  it('a tenant who moved in reviews the stay: the operators are told', async () => {
    const t = testApp()
    const booking = await requestedBooking(t, grantedProperty())
    expect((await t.call(endpoints.decideBooking, { params: { bookingId: booking.bookingId }, body: { decision: 'accept' } }, owner.token)).statusCode).toBe(200)
    const moved = await t.call(endpoints.markMovedIn, { params: { bookingId: booking.bookingId }, body: {} }, manager.token)
    expect(moved.statusCode, moved.body).toBe(200)
    const review = await t.post(endpoints.createReview, { leadId: booking.leadId, propertyId: grantedProperty(), rating: 4, title: 'Clean and quiet', description: 'Good food and a helpful warden.' }, booking.tenantToken)
    expect(review.statusCode, review.body).toBe(200)
    // (a rent payment tells them too: dues.test.ts, through a due paid online)
    const inApp = (await t.call(endpoints.listOperatorNotifications, {}, manager.token)).json().data.map((n) => n.kind)
    expect(inApp).toContain('review_posted')
    await t.app.runNotifyWorker()
    const texts = (await outbox(OWNER_PHONES[0])).map((m) => m.text)
    expect(texts.filter((x) => x.includes('4★') && x.endsWith('/operator/reviews'))).toHaveLength(2)
  })

  it('every other kind has its recipients, texts in both languages and a link (payment, review, refund, saved search, messages)', async () => {
    const t = testApp()
    const tenant = await tenantWithoutQuietHours(t)
    const at = t.clock.now()
    await t.database.db.transaction(async (tx) => {
      await notifyPropertyOperators(tx, { propertyId: grantedProperty(), kind: 'payment_received', title: 'Rent', body: 'Paid', details: { amount: 12000 }, at })
      await notifyPropertyOperators(tx, { propertyId: grantedProperty(), kind: 'review_posted', title: 'Review', body: '5', details: { rating: 5 }, at })
      await notifyLead(tx, { leadId: tenant.leadId, kind: 'token_refunded', title: 'Refund', body: 'Back', details: { property_name: 'Sunrise PG', amount: 2000 }, at })
      await notifyLead(tx, { leadId: tenant.leadId, kind: 'saved_search_match', title: 'New', body: 'New', details: { search_name: 'Near work', count: 3, search_query: 'cityId=1' }, at })
    })
    await t.app.runNotifyWorker()
    const ownerTexts = (await outbox(OWNER_PHONES[0])).slice(0, 4).map((m) => m.text)
    expect(ownerTexts.some((x) => x.includes('₹12,000') && x.endsWith('/operator/money'))).toBe(true)
    expect(ownerTexts.some((x) => x.includes('5★') && x.endsWith('/operator/reviews'))).toBe(true)
    const tenantTexts = (await outbox(await phoneOfLead(tenant.leadId))).map((m) => m.text)
    expect(tenantTexts.some((x) => x.includes('₹2,000') && x.includes('Sunrise PG') && x.endsWith('/bookings'))).toBe(true)
    expect(tenantTexts.some((x) => x.includes('3 new properties') && x.endsWith('/search?cityId=1'))).toBe(true)
  })

  it('messages of one thread: the in-app row each time, but at most one SMS and one WhatsApp an hour', async () => {
    const t = testApp()
    const tenant = await tenantWithoutQuietHours(t)
    for (let i = 0; i < 3; i++) {
      await t.database.db.transaction((tx) => notifyLead(tx, {
        leadId: tenant.leadId, kind: 'message', title: 'New message', body: `Hello ${i}`, details: { property_name: 'Sunrise PG' }, threadId: 77, url: '/messages/77', at: t.clock.now(),
      }))
    }
    await t.app.runNotifyWorker()
    const got = await outbox(await phoneOfLead(tenant.leadId))
    expect(got.map((m) => m.channel).sort()).toEqual(['sms', 'whatsapp'])
    expect(got[0]?.text).toMatch(/Sunrise PG sent you a message\. http:\/\/localhost:\d+\/messages\/77$/)
    const notes = (await t.post(endpoints.getContent, { key: 'NOTIFICATIONS' }, tenant.token)).json().data
    expect('notifications' in notes && notes.notifications.filter((n) => n.kind === 'message')).toHaveLength(3)
  })
})

describe('preferences', () => {
  it('a channel turned off gets nothing; the others still go', async () => {
    const t = testApp()
    await saveOperatorPreferences(manager, { sms: false, quiet_hours: false })
    try {
      const before = await outbox(MANAGER_PHONES[0])
      await requestedBooking(t, grantedProperty())
      await t.app.runNotifyWorker()
      const added = (await outbox(MANAGER_PHONES[0])).slice(0, (await outbox(MANAGER_PHONES[0])).length - before.length)
      expect(added.map((m) => m.channel)).toEqual(['whatsapp'])
    } finally {
      await saveOperatorPreferences(manager, { quiet_hours: false })
    }
  })

  it('reads the defaults, saves, and refuses another lead\'s (403) and no token (401)', async () => {
    const t = testApp()
    const a = await t.signIn()
    const b = await t.signIn()
    const read = await t.post(endpoints.getNotificationPreferences, { leadId: a.leadId }, a.token)
    expect(read.json().data).toEqual(ALL_ON)
    const saved = await t.post(endpoints.saveNotificationPreferences, { leadId: a.leadId, preferences: { ...ALL_ON, whatsapp: false } }, a.token)
    expect(saved.json().data).toEqual({ ...ALL_ON, whatsapp: false })
    expect((await t.post(endpoints.getNotificationPreferences, { leadId: a.leadId }, a.token)).json().data.whatsapp).toBe(false)
    expect((await t.post(endpoints.getNotificationPreferences, { leadId: a.leadId }, b.token)).statusCode).toBe(403)
    expect((await t.post(endpoints.saveNotificationPreferences, { leadId: a.leadId, preferences: ALL_ON }, b.token)).statusCode).toBe(403)
    expect((await t.post(endpoints.getNotificationPreferences, { leadId: a.leadId })).statusCode).toBe(401)
    expect((await t.call(endpoints.getOperatorNotificationPreferences, {}, a.token)).statusCode).toBe(401)
    const mine = await t.call(endpoints.getOperatorNotificationPreferences, {}, otherOwner.token)
    expect(mine.json().data).toEqual({ ...ALL_ON, quiet_hours: false })
  })
})

describe('at least once, shown once', () => {
  /** An SMS provider that hands the message over and then never answers: the worker "dies" mid-delivery. */
  class HangingProvider implements SmsProvider {
    constructor(private readonly into: DevSmsProvider) {}
    async send(phone: string, text: string, options?: SendOptions): Promise<void> {
      await this.into.send(phone, text, options)
      await new Promise(() => undefined)
    }
  }

  it('a worker killed between sending and marking: the next one sends again after the lease, the person sees one message', async () => {
    const t = testApp()
    const tenant = await tenantWithoutQuietHours(t)
    const phone = await phoneOfLead(tenant.leadId)
    const provider = new DevSmsProvider(t.app.log, t.clock.now)
    const deps = (sms: SmsProvider): NotifyDeps => ({ db: t.database.db, now: t.clock.now, sms, devOutbox: provider, push: null, origin: 'https://basera.example', log: t.app.log })
    await t.database.db.transaction((tx) => notifyLead(tx, { leadId: tenant.leadId, kind: 'token_refunded', title: 'Refund', body: 'Back', details: { property_name: 'Sunrise PG', amount: 500 }, at: t.clock.now() }))
    const killed = new AbortController()
    void runNotifyWorker(deps(new HangingProvider(provider)), killed.signal)
    // it hands the SMS and the WhatsApp over (several at a time) and dies before marking either
    for (let i = 0; i < 100 && provider.messagesFor(phone).length < 2; i++) await new Promise((resolve) => setTimeout(resolve, 20))
    killed.abort()
    expect(provider.messagesFor(phone)).toHaveLength(2)
    // within the lease nobody takes it over
    expect(await runNotifyWorker(deps(provider))).toBe(0)
    t.clock.advance(CLAIM_MS + 1000)
    expect(await runNotifyWorker(deps(provider))).toBe(2)
    // sent again, and the repeats dropped by their idempotency keys: still one of each
    expect(provider.messagesFor(phone).map((m) => m.channel).sort()).toEqual(['sms', 'whatsapp'])
    const rows = await rowsOf<{ state: string; attempts: number | string }>(t.database.db, sql`
      select state, attempts from notify_deliveries where recipient_kind = 'lead' and recipient_id = ${tenant.leadId} order by channel`)
    expect(rows.map((r) => r.state)).toEqual(['sent', 'sent'])
    // both were claimed by the killed worker and waited for its lease
    expect(rows.map((r) => Number(r.attempts))).toEqual([2, 2])
    const inApp = await rowsOf<{ n: number | string }>(t.database.db, sql`select count(*)::int as n from notifications where lead_id = ${tenant.leadId} and kind = 'token_refunded'`)
    expect(Number(inApp[0]?.n)).toBe(1)
  })

  it('two app instances on one database, their workers at once: each delivery is sent by one of them', async () => {
    const t = testApp()
    const tenants = await Promise.all([0, 1, 2, 3].map(() => tenantWithoutQuietHours(t)))
    await t.database.db.transaction(async (tx) => {
      for (const tenant of tenants) {
        await notifyLead(tx, { leadId: tenant.leadId, kind: 'booking_moved_in', title: 'Home', body: 'Home', details: { property_name: 'Sunrise PG' }, at: t.clock.now() })
      }
    })
    // PostgreSQL: a second instance has its own connections to the same database; PGlite is one process's database
    const url = t.database.kind === 'postgres' ? (t.database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString : null
    const database = url ? openPostgres(url) : { ...t.database, close: async () => undefined }
    const two = await buildApp(testConfig({ notify: { vapid, pollMs: 60_000 } }), database, { now: t.clock.now, moneyJobTimer: false, savedSearchTimer: false, notifyWorkerTimer: false })
    try {
      const sent = await Promise.all([t.app.runNotifyWorker(), two.runNotifyWorker()])
      expect(sent.reduce((a, b) => a + b, 0)).toBe(8)
      for (const tenant of tenants) {
        const phone = await phoneOfLead(tenant.leadId)
        const fromTwo = await two.inject({ method: 'GET', url: `${endpoints.devOutbox.path}?phoneNumber=${phone}` })
        const both = [...await outbox(phone), ...fromTwo.json<{ data: { channel: string; code: string | null }[] }>().data.filter((m) => m.code === null)]
        expect(both.map((m) => m.channel).sort()).toEqual(['sms', 'whatsapp'])
      }
    } finally {
      await two.close()
    }
  })

  it('a provider that fails is retried later with backoff, and given up after the last attempt', async () => {
    const t = testApp()
    const tenant = await tenantWithoutQuietHours(t)
    await t.database.db.transaction((tx) => notifyLead(tx, { leadId: tenant.leadId, kind: 'booking_moved_in', title: 'Home', body: 'Home', details: {}, at: t.clock.now() }))
    const failing: SmsProvider = { send: () => Promise.reject(new Error('gateway down')) }
    const deps: NotifyDeps = { db: t.database.db, now: t.clock.now, sms: failing, devOutbox: null, push: null, origin: 'https://basera.example', log: t.app.log }
    const stateOf = async () => rowsOf<{ state: string; attempts: number | string; last_error: string }>(t.database.db, sql`
      select state, attempts, last_error from notify_deliveries where recipient_kind = 'lead' and recipient_id = ${tenant.leadId} and channel = 'sms'`)
    await runNotifyWorker(deps)
    expect((await stateOf())[0]).toMatchObject({ state: 'pending', last_error: 'gateway down' })
    await runNotifyWorker(deps)
    expect(Number((await stateOf())[0]?.attempts)).toBe(1)
    for (let i = 0; i < 6; i++) {
      t.clock.advance(3_600_000)
      await runNotifyWorker(deps)
    }
    expect((await stateOf())[0]).toMatchObject({ state: 'failed' })
    expect(Number((await stateOf())[0]?.attempts)).toBe(6)
  })
})

/** What the browser does with a push (RFC 8291, aes128gcm, one record): the service worker's JSON. */
function decryptPush(body: Buffer, browserKey: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16)
  const idLength = body.readUInt8(20)
  const serverKey = body.subarray(21, 21 + idLength)
  const record = body.subarray(21 + idLength)
  const shared = browserKey.computeSecret(serverKey)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browserKey.getPublicKey(), serverKey])
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32))
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(record.subarray(record.length - 16))
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()])
  // the last record ends with the delimiter 2 and any padding zeros
  return padded.subarray(0, padded.lastIndexOf(2)).toString('utf8')
}

describe('web push', () => {
  interface Received { path: string; headers: IncomingHttpHeaders; body: Buffer }
  let service: Server
  let base = ''
  const received: Received[] = []
  beforeAll(async () => {
    // a local push service: /gone answers 410 like a service whose subscription expired
    service = createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) })
        res.statusCode = req.url?.startsWith('/gone') ? 410 : 201
        res.end()
      })
    })
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(service.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => service.close(() => resolve())))

  function browser() {
    const ecdh = createECDH('prime256v1')
    ecdh.generateKeys()
    const auth = randomBytes(16)
    return { ecdh, auth, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } }
  }

  it('getPushConfig gives the VAPID public key; a subscription must be https', async () => {
    const t = testApp()
    expect((await t.call(endpoints.getPushConfig)).json().data).toEqual({ vapid_public_key: vapid.publicKey })
    const tenant = await t.signIn()
    const http = await t.post(endpoints.savePushSubscription, { leadId: tenant.leadId, subscription: { endpoint: 'http://push.example/x', keys: browser().keys } }, tenant.token)
    expect(http.statusCode).toBe(400)
    expect(http.json().message).toBeTruthy()
    const ok = await t.post(endpoints.savePushSubscription, { leadId: tenant.leadId, subscription: { endpoint: 'https://push.example/x', keys: browser().keys } }, tenant.token)
    expect(ok.statusCode, ok.body).toBe(200)
    const other = await t.signIn()
    expect((await t.post(endpoints.savePushSubscription, { leadId: tenant.leadId, subscription: { endpoint: 'https://push.example/y', keys: browser().keys } }, other.token)).statusCode).toBe(403)
    expect((await t.call(endpoints.saveOperatorPushSubscription, { body: { subscription: { endpoint: 'https://push.example/z', keys: browser().keys } } }, owner.token)).statusCode).toBe(200)
  })

  it('an urgent push reaches the push service with VAPID auth, TTL, urgency and topic, and decrypts to the payload; a 410 removes the subscription', async () => {
    const t = testApp()
    const booking = await requestedBooking(t, grantedProperty())
    const live = browser()
    const gone = browser()
    await savePushSubscription(t.database.db, 'lead', booking.leadId, { endpoint: `${base}/live/1`, keys: live.keys }, t.clock.now())
    await savePushSubscription(t.database.db, 'lead', booking.leadId, { endpoint: `${base}/gone/1`, keys: gone.keys }, t.clock.now())
    const decided = await t.call(endpoints.decideBooking, { params: { bookingId: booking.bookingId }, body: { decision: 'accept' } }, owner.token)
    expect(decided.statusCode, decided.body).toBe(200)
    await t.app.runNotifyWorker()
    const push = received.find((r) => r.path === '/live/1')
    if (!push) throw new Error('no push reached the service')
    expect(push.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/)
    expect(push.headers).toMatchObject({ ttl: '86400', urgency: 'high', topic: `booking-${booking.bookingId}`, 'content-encoding': 'aes128gcm' })
    const payload = PushPayload.parse(JSON.parse(decryptPush(push.body, live.ecdh, live.auth)))
    expect(payload).toMatchObject({ title: 'Booking accepted', url: '/bookings', tag: `booking-${booking.bookingId}` })
    const left = await rowsOf<{ endpoint: string }>(t.database.db, sql`select endpoint from push_subscriptions where recipient_kind = 'lead' and recipient_id = ${booking.leadId}`)
    expect(left.map((s) => s.endpoint)).toEqual([`${base}/live/1`])
    // development: the push is listed in the outbox under the tenant's phone
    const listed = (await outbox(await phoneOfLead(booking.leadId))).filter((m) => m.channel === 'push')
    expect(listed).toEqual([expect.objectContaining({ to: `${base}/live/1`, text: expect.stringContaining('Booking accepted') as string })])
  })

  it('the sender itself: a non-urgent push asks a longer TTL and normal urgency', async () => {
    const b = browser()
    const sender = webPushSender(vapid)
    expect(await sender.send({ endpoint: `${base}/live/2`, ...b.keys }, { title: 'T', body: 'B', url: '/x', tag: 'thread-9' }, { urgent: false })).toBe('sent')
    expect(received[received.length - 1]?.headers).toMatchObject({ ttl: String(4 * 24 * 3600), urgency: 'normal', topic: 'thread-9' })
    expect(await sender.send({ endpoint: `${base}/gone/2`, ...b.keys }, { title: 'T', body: 'B', url: '/x' }, { urgent: false })).toBe('gone')
  })
})

/** Moves the app's clock to the next 23:00 in India (inside quiet hours), at most a day ahead. */
function advanceToElevenPmInIndia(t: TestApp): void {
  const now = t.clock.now().getTime()
  const IST = 5.5 * 3_600_000
  const day = 86_400_000
  let night = Math.floor((now + IST) / day) * day + 23 * 3_600_000 - IST
  if (night <= now) night += day
  t.clock.advance(night - now)
}

describe('quiet hours (22:00 to 08:00 IST)', () => {
  it('hold a non-urgent message until 08:00 and let an urgent one go at once', async () => {
    const t = testApp()
    const tenant = await t.signIn()
    const phone = await phoneOfLead(tenant.leadId)
    advanceToElevenPmInIndia(t)
    const at = t.clock.now()
    await t.database.db.transaction(async (tx) => {
      await notifyLead(tx, { leadId: tenant.leadId, kind: 'saved_search_match', title: 'New', body: 'New', details: { search_name: 'Night', count: 2 }, at })
      await notifyLead(tx, { leadId: tenant.leadId, kind: 'booking_accepted', title: 'Accepted', body: 'Accepted', details: { property_name: 'Sunrise PG' }, at })
    })
    await t.app.runNotifyWorker()
    expect((await outbox(phone)).map((m) => m.text).every((x) => x.includes('Booking accepted'))).toBe(true)
    expect(await outbox(phone)).toHaveLength(2)
    t.clock.advance(8.5 * 3_600_000) // 07:30 IST: still held
    await t.app.runNotifyWorker()
    expect(await outbox(phone)).toHaveLength(2)
    t.clock.advance(31 * 60_000) // 08:01 IST
    await t.app.runNotifyWorker()
    const after = await outbox(phone)
    expect(after).toHaveLength(4)
    expect(after[0]?.text).toContain('2 new properties')
  })

  it('a channel turned off while a message was held: it is not sent in the morning', async () => {
    const t = testApp()
    const tenant = await t.signIn()
    const phone = await phoneOfLead(tenant.leadId)
    advanceToElevenPmInIndia(t)
    await t.database.db.transaction((tx) => notifyLead(tx, { leadId: tenant.leadId, kind: 'booking_moved_in', title: 'Home', body: 'Home', details: {}, at: t.clock.now() }))
    const off = await t.post(endpoints.saveNotificationPreferences, { leadId: tenant.leadId, preferences: { ...ALL_ON, sms: false } }, tenant.token)
    expect(off.statusCode).toBe(200)
    t.clock.advance(9.5 * 3_600_000) // 08:30 IST
    await t.app.runNotifyWorker()
    expect((await outbox(phone)).map((m) => m.channel)).toEqual(['whatsapp'])
  })
})
