import { beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { operatorMessages, propertyLabel } from '@basera/contract/operator'
import * as endpoints from '@basera/contract/endpoints'
import { rowsOf } from '../../db/client.ts'
import { useTestApp } from '../../test/helper.ts'
import { ADMIN_PHONE, requestedBooking, OWNER_PHONES, signInOperator, type SignedInTestOperator } from '../operator-access/test-fixtures.ts'
import { TEST_SEED_PROPERTIES } from '../../test/global-setup.ts'

// An owner with 100 properties and repeated names: the list pages, searches name or locality, sorts, and names
// each property with its locality; an admin sees each property's owner. Inbox rows name the locality too.

const testApp = useTestApp()
let owner: SignedInTestOperator
let admin: SignedInTestOperator
beforeAll(async () => {
  owner = await signInOperator(testApp(), OWNER_PHONES[0])
  admin = await signInOperator(testApp(), ADMIN_PHONE)
})

const list = (query: Record<string, string | number>, token = admin.token) => testApp().call(endpoints.listOperatorProperties, { query }, token)

describe(`GET ${endpoints.listOperatorProperties.path}`, () => {
  it('pages 20 at a time by default with the total, sorted by name, each row naming its locality and, for an admin, its owner', async () => {
    const first = await list({})
    expect(first.statusCode, first.body).toBe(200)
    const body = first.json()
    expect(body).toMatchObject({ total: TEST_SEED_PROPERTIES, page: 1, page_size: 20 })
    expect(body.data).toHaveLength(20)
    const second = (await list({ page: 2 })).json().data
    expect(second).toHaveLength(TEST_SEED_PROPERTIES - 20)
    const names = [...body.data, ...second].map((p) => p.property_name)
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    for (const row of body.data) {
      expect(row.property_label).toBe(propertyLabel(row.property_name, row.locality_name))
      expect(row.owner_name).toMatch(/Owner$/)
      expect(row.owner_phone).toMatch(/^700000001\d$/)
    }
    expect((await list({ page: 3 })).json().data).toEqual([])
  })

  it('searches the name or the locality (any case), and sorts by newest or locality', async () => {
    const [sample] = await rowsOf<{ name: string; locality: string }>(testApp().database.db, sql`
      select p.name, l.name as locality from properties p join localities l on l.id = p.locality_id order by p.id limit 1`)
    const word = sample!.name.split(' ')[0]!
    const byName = (await list({ q: word.toLowerCase(), page_size: 100 })).json()
    expect(byName.total).toBeGreaterThan(0)
    for (const row of byName.data) expect(`${row.property_name} ${row.locality_name}`.toLowerCase()).toContain(word.toLowerCase())
    const byLocality = (await list({ q: sample!.locality, page_size: 100 })).json()
    expect(byLocality.data.some((r) => r.locality_name === sample!.locality)).toBe(true)
    expect((await list({ q: '100%_' })).json()).toMatchObject({ total: 0, data: [] })

    const newest = (await list({ sort: 'newest', page_size: 100 })).json().data.map((r) => r.property_id)
    const [order] = await rowsOf<{ ids: number[] | string }>(testApp().database.db, sql`select json_agg(id order by created_at desc, id desc) as ids from properties`)
    expect(newest).toEqual(typeof order!.ids === 'string' ? JSON.parse(order!.ids) : order!.ids)
    const localities = (await list({ sort: 'locality', page_size: 100 })).json().data.map((r) => r.locality_name)
    expect(localities).toEqual([...localities].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
  })

  it('shows an owner only their own properties, without owner columns', async () => {
    const mine = (await list({ page_size: 100 }, owner.token)).json()
    expect(mine.total).toBe(owner.propertyIds.length)
    expect(mine.data.map((r) => r.property_id).sort((a, b) => a - b)).toEqual(owner.propertyIds)
    expect(mine.data.every((r) => r.owner_name === null && r.owner_phone === null)).toBe(true)
  })

  it.each([
    [{ page: 0 }, operatorMessages.wholeNumberBetween('The page', 1, 100_000)],
    [{ page_size: 501 }, operatorMessages.wholeNumberBetween('The page size', 1, 500)],
    [{ sort: 'price' }, operatorMessages.propertySort],
    [{ q: 'x'.repeat(101) }, operatorMessages.searchTooLong],
  ])('refuses %j with a sentence', async (query, message) => {
    const res = await list(query)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message })
  })
})

describe('inbox rows name the property with its locality', () => {
  it('bookings, visits and callback requests carry property_label', async () => {
    const t = testApp()
    const propertyId = owner.propertyIds[0] as number
    const booking = await requestedBooking(t, propertyId)
    const visitDate = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
    expect((await t.post(endpoints.scheduleVisit, { leadId: booking.leadId, propertyId, visit_date: visitDate, visit_slot: 'Morning' }, booking.tenantToken)).statusCode).toBe(200)
    expect((await t.post(endpoints.requestCallback, { leadId: booking.leadId, propertyId, purpose: 'Is there parking?' }, booking.tenantToken)).statusCode).toBe(200)
    const [row] = await rowsOf<{ label: string }>(t.database.db, sql`
      select p.name || ', ' || l.name as label from properties p join localities l on l.id = p.locality_id where p.id = ${propertyId}`)
    const query = { property_id: propertyId }
    const lists = [
      (await t.call(endpoints.listOperatorBookings, { query }, owner.token)).json().data,
      (await t.call(endpoints.listOperatorVisits, { query }, owner.token)).json().data,
      (await t.call(endpoints.listOperatorRequests, { query }, owner.token)).json().data,
    ]
    for (const rows of lists) {
      expect(rows.length).toBeGreaterThan(0)
      for (const r of rows) expect(r.property_label).toBe(row!.label)
    }
  })
})
