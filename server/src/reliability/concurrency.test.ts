import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { OTP_MAX_TRIES } from '@basera/contract/constants'
import { todayInIndia } from '@basera/contract/dates'
import { messages } from '@basera/contract/messages'
import * as endpoints from '@basera/contract/endpoints'
import { rowsOf } from '../db/client.ts'
import { createTestApp, type TestApp } from '../test/helper.ts'
import { tenantForm } from './support/catalogue.ts'
import { addFigures, emptyFigures, printFigures, type Figures } from './support/figures.ts'
import { freshPostgresDatabase, testAppOn } from './support/postgres.ts'

// Many people booking the last rooms at once, and a booking form sent twice at once: on the embedded
// database (which runs one query at a time) and on PostgreSQL (TEST_DATABASE_URL), where requests really
// run in parallel through the connection pool.

const TENANT = endpoints.addTenant
const BOOK = endpoints.bookRoom
const AGREE = endpoints.allocateAgreement
const postgresUrl = inject('reliabilityPostgresUrl')

const databases = [
  ['embedded PGlite', () => createTestApp()],
  ['PostgreSQL', async () => testAppOn(await freshPostgresDatabase(postgresUrl))],
] as const

describe.each(databases)('on %s', (name, open) => {
  let t: TestApp
  const figures = emptyFigures()
  figures.bookingsLost = 0
  const skip = name === 'PostgreSQL' && !postgresUrl
  beforeAll(async () => { if (!skip) t = await open() })
  afterAll(async () => {
    if (!skip) await t.app.close()
    if (!skip) printFigures(`concurrency (bookings, sign-in codes) on ${name}`, figures)
  })

  const rows = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(t.database.db, query)
  const count = async (query: ReturnType<typeof sql>) => Number((await rows<{ n: number }>(query))[0]?.n)

  /** A listed property that admits women (tenantForm's gender) with a room option per `rooms` entry, set to those counts (any other to 0). */
  async function propertyWithRooms(offset: number, rooms: number[]): Promise<{ propertyId: number; options: number[] }> {
    const [p] = await rows<{ id: number | string }>(sql`select property_id as id from room_options ro join properties p on p.id = ro.property_id
      where p.gender_mask & 2 <> 0 and p.listed group by property_id having count(*) >= ${rooms.length} order by property_id offset ${offset} limit 1`)
    if (!p) throw new Error(`no listed property admitting women with ${rooms.length} room options at offset ${offset}`)
    const propertyId = Number(p.id)
    const options = (await rows<{ id: number }>(sql`select id from room_options where property_id = ${propertyId} order by unit_rent, id`)).map((r) => r.id)
    for (const [i, id] of options.entries()) await t.database.db.execute(sql`update room_options set available_rooms = ${rooms[i] ?? 0} where id = ${id}`)
    return { propertyId, options }
  }

  async function leadsWithTenants(n: number, tag: string): Promise<{ token: string; tenantId: number }[]> {
    const leads = []
    for (let i = 0; i < n; i++) leads.push(await t.signIn())
    return Promise.all(leads.map(async ({ token }, i) => {
      const res = await t.post(TENANT, { ...tenantForm, fullName: `${tag} ${i}`, contact_number: `97${String(i).padStart(8, '0')}` }, token)
      expect(res.statusCode, res.body).toBe(200)
      return { token, tenantId: res.json().tenant_id }
    }))
  }

  /** Sends all at once; tallies; checks every answered booking is in the database. */
  async function bookAllAtOnce(requests: { token: string; body: object }[]): Promise<{ booked: number[]; statuses: number[]; f: Figures }> {
    const answers = await Promise.all(requests.map(({ token, body }) => t.post(BOOK, body, token)))
    const f: Figures = { ...emptyFigures(), tried: answers.length, bookingsLost: 0 }
    const booked: number[] = []
    for (const a of answers) {
      if (a.statusCode === 200) { f.accepted++; booked.push(a.json().bookingId) }
      else if (a.statusCode === 409 && a.json().message === messages.noRoomsLeft) f.refusedCorrectly++
      else if (a.statusCode >= 500) f.serverErrors++
    }
    const unique = [...new Set(booked)]
    const found = unique.length ? await count(sql`select count(*)::int as n from bookings where id in (${sql.join(unique.map((id) => sql`${id}`), sql`, `)})`) : 0
    f.bookingsLost = unique.length - found
    addFigures(figures, f)
    return { booked, statuses: answers.map((a) => a.statusCode), f }
  }

  it.skipIf(skip)('50 tenants, 3 rooms left in one option: exactly 3 bookings, none lost, the option at 0', async () => {
    const { propertyId, options } = await propertyWithRooms(0, [3])
    const people = await leadsWithTenants(50, 'Last')
    const { booked, statuses, f } = await bookAllAtOnce(people.map(({ token, tenantId }, i) => ({
      token, body: { tenant_id: tenantId, property_id: propertyId, ...(i % 2 ? { room_option_id: options[0] } : {}) },
    })))
    expect(statuses.filter((s) => s === 200)).toHaveLength(3)
    expect(statuses.filter((s) => s === 409)).toHaveLength(47)
    expect(new Set(booked).size).toBe(3)
    expect(f.bookingsLost).toBe(0)
    expect(await count(sql`select count(*)::int as n from bookings where property_id = ${propertyId}`)).toBe(3)
    expect(await count(sql`select available_rooms as n from room_options where id = ${options[0]}`)).toBe(0)
    expect(await count(sql`select count(*)::int as n from room_options where available_rooms < 0`)).toBe(0)
  })

  it.skipIf(skip)('50 tenants without a room choice, 2 + 1 rooms left in two options: exactly 3 bookings, both options at 0', async () => {
    const { propertyId } = await propertyWithRooms(1, [2, 1])
    const people = await leadsWithTenants(50, 'Spread')
    const { statuses, f } = await bookAllAtOnce(people.map(({ token, tenantId }) => ({ token, body: { tenant_id: tenantId, property_id: propertyId } })))
    expect(statuses.filter((s) => s === 200)).toHaveLength(3)
    expect(statuses.filter((s) => s === 409)).toHaveLength(47)
    expect(f.bookingsLost).toBe(0)
    expect(await count(sql`select coalesce(sum(available_rooms), 0)::int as n from room_options where property_id = ${propertyId}`)).toBe(0)
    expect(await count(sql`select count(*)::int as n from bookings where property_id = ${propertyId}`)).toBe(3)
  })

  it.skipIf(skip)('twenty simultaneous wrong sign-in codes use up the code\'s tries exactly once; the right code then fails', async () => {
    const phone = `93${String(Date.now() % 100_000_000).padStart(8, '0')}`
    const code = String((await t.post(endpoints.login, { phoneNumber: phone })).json().otp)
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0')
    const guesses = await Promise.all(Array.from({ length: 20 }, () => t.post(endpoints.verifyOtp, { phoneNumber: phone, otp: wrong })))
    expect(guesses.map((g) => g.statusCode).every((s) => s === 400)).toBe(true)
    expect(guesses.filter((g) => g.json().message === messages.otpWrong)).toHaveLength(OTP_MAX_TRIES)
    const right = await t.post(endpoints.verifyOtp, { phoneNumber: phone, otp: code })
    expect(right.json()).toEqual({ message: messages.otpLocked })
    addFigures(figures, { ...emptyFigures(), tried: 22, accepted: 1, refusedCorrectly: 21 })
  })

  it.skipIf(skip)('the booking form sent twice at once (tenant add + booking) makes one tenant and one booking per person', async () => {
    const { propertyId, options } = await propertyWithRooms(2, [20])
    const people = []
    for (let i = 0; i < 10; i++) people.push(await t.signIn())
    const submit = async (token: string, i: number) => {
      const tenant = await t.post(TENANT, { ...tenantForm, fullName: `Twice ${i}`, contact_number: `96${String(i).padStart(8, '0')}` }, token)
      expect(tenant.statusCode, tenant.body).toBe(200)
      const booking = await t.post(BOOK, { tenant_id: tenant.json().tenant_id, property_id: propertyId, room_option_id: options[0] }, token)
      return { tenantId: tenant.json().tenant_id, status: booking.statusCode, bookingId: booking.json().bookingId }
    }
    const answers = await Promise.all(people.flatMap(({ token }, i) => [submit(token, i), submit(token, i)]))
    const f: Figures = { ...emptyFigures(), tried: answers.length * 2, accepted: answers.length * 2, bookingsLost: 0 }
    for (let i = 0; i < people.length; i++) {
      const [x, y] = [answers[2 * i]!, answers[2 * i + 1]!]
      expect([x.status, y.status]).toEqual([200, 200])
      expect(x.tenantId).toBe(y.tenantId)
      expect(x.bookingId).toBe(y.bookingId)
      expect(await count(sql`select count(*)::int as n from tenants where lead_id = ${people[i]!.leadId}`)).toBe(1)
      expect(await count(sql`select count(*)::int as n from bookings where tenant_id = ${x.tenantId}`)).toBe(1)
    }
    expect(await count(sql`select available_rooms as n from room_options where id = ${options[0]}`)).toBe(10)
    addFigures(figures, f)

    // confirming the move-in date twice at once writes one agreement
    const [first] = answers
    const body = { tenant_id: first!.tenantId, property_id: propertyId, bookingId: first!.bookingId, tanant_move_in_date: todayInIndia() }
    const confirms = await Promise.all([t.post(AGREE, body, people[0]!.token), t.post(AGREE, body, people[0]!.token)])
    expect(confirms.map((c) => c.statusCode)).toEqual([200, 200])
    expect(await count(sql`select count(*)::int as n from agreements where booking_id = ${first!.bookingId}`)).toBe(1)
    addFigures(figures, { ...emptyFigures(), tried: 2, accepted: 2 })
  })
})
