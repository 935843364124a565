import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import * as endpoints from '@basera/contract/endpoints'
import { AVAILABILITY_HIDDEN_DAYS, operatorMessages } from '@basera/contract/operator'
import { messages } from '@basera/contract/messages'
import { properties } from '../../db/schema.ts'
import { createTestApp, useTestApp, type TestApp } from '../../test/helper.ts'
import { ADMIN_PHONE, MANAGER_PHONES, OWNER_PHONES, signInOperator } from '../operator-access/test-fixtures.ts'
import { hideStaleListings } from './property-service.ts'
import { countRows, newProperty, newRoomOption, operator, tenantSearchIds, TEST_RENT } from './test-listings.ts'

// the cache on, as in production: a change must show on the tenant's very next request
const testApp = useTestApp({ config: { searchCacheMs: 60_000 } })
const LOCALITY = 3
const DAY_MS = 86_400_000

async function auditActions(t: TestApp, propertyId: number, token: string): Promise<string[]> {
  const res = await t.call(endpoints.listAuditLog, { query: { property_id: propertyId } }, token)
  expect(res.statusCode).toBe(200)
  return res.json().data.map((e) => `${e.entity}.${e.action}`)
}

/** A published property of the owner with one room option at TEST_RENT in LOCALITY: found by tenantSearchIds. */
async function listedProperty(t: TestApp, token: string, rent = TEST_RENT): Promise<number> {
  const created = await t.call(endpoints.createProperty, { body: newProperty(LOCALITY, { published: true }) }, token)
  expect(created.statusCode, created.body).toBe(200)
  const propertyId = created.json().data.property_id
  const option = await t.call(endpoints.createRoomOption, { params: { propertyId }, body: newRoomOption({ unit_rent: rent }) }, token)
  expect(option.statusCode, option.body).toBe(200)
  return propertyId
}

describe(`GET ${endpoints.getOperatorProperty.path}`, () => {
  it('shows an owner their property with its photos and room options', async () => {
    const t = testApp()
    const owner = await operator(t, OWNER_PHONES[0])
    const propertyId = owner.propertyIds[0]!
    const res = await t.call(endpoints.getOperatorProperty, { params: { propertyId } }, owner.token)
    expect(res.statusCode).toBe(200)
    const data = res.json().data
    expect(data).toMatchObject({ property_id: propertyId, owner_operator_id: owner.id, published: true })
    expect(data.photos.length).toBeGreaterThan(0)
    expect(data.room_options.length).toBeGreaterThan(0)
    const tenant = (await t.post(endpoints.getPropertyById, { propertyId })).json().data[0]!
    expect(data.property_name).toBe(tenant.property_name)
    expect(data.photos.map((p) => p.url)).toEqual(tenant.photos)
  })

  it('answers 404 for another owner\'s property and a manager\'s ungiven one, 200 for a given one and the admin, 401 for a tenant', async () => {
    const t = testApp()
    const owner = await operator(t, OWNER_PHONES[0])
    const other = await operator(t, OWNER_PHONES[1])
    const manager = await operator(t, MANAGER_PHONES[0])
    const admin = await operator(t, ADMIN_PHONE)
    const { token: tenant } = await t.signIn()
    const ungiven = owner.propertyIds.find((id) => !manager.propertyIds.includes(id))!
    const get = (propertyId: number, token: string) => t.call(endpoints.getOperatorProperty, { params: { propertyId } }, token)
    expect((await get(owner.propertyIds[0]!, other.token)).statusCode).toBe(404)
    expect((await get(ungiven, manager.token)).statusCode).toBe(404)
    expect((await get(manager.propertyIds[0]!, manager.token)).statusCode).toBe(200)
    expect((await get(owner.propertyIds[0]!, admin.token)).statusCode).toBe(200)
    expect((await get(owner.propertyIds[0]!, tenant)).statusCode).toBe(401)
    expect((await get(999_999, admin.token)).statusCode).toBe(404)
  })
})

describe(`POST ${endpoints.createProperty.path}`, () => {
  it('adds an unpublished property tenants never see; published with a room option, it is in search at once', async () => {
    const t = testApp()
    const owner = await operator(t, OWNER_PHONES[0])
    const before = await tenantSearchIds(t, LOCALITY)
    const created = await t.call(endpoints.createProperty, { body: newProperty(LOCALITY) }, owner.token)
    expect(created.statusCode, created.body).toBe(200)
    const data = created.json().data
    expect(created.json().message).toBe(operatorMessages.propertyAdded)
    expect(data).toMatchObject({ published: false, owner_operator_id: owner.id, city_id: 1, genders: ['GENDER_FEMALE'], feature_ids: [1, 2], photos: [], room_options: [] })
    const propertyId = data.property_id
    const option = await t.call(endpoints.createRoomOption, { params: { propertyId }, body: newRoomOption() }, owner.token)
    expect(option.statusCode).toBe(200)

    // unpublished: nowhere for tenants
    expect(await tenantSearchIds(t, LOCALITY)).toEqual(before)
    expect((await t.post(endpoints.getPropertyById, { propertyId })).statusCode).toBe(404)
    expect((await t.post(endpoints.getRoomOptions, { propertyId })).statusCode).toBe(404)

    const published = await t.call(endpoints.updateProperty, { params: { propertyId }, body: { published: true } }, owner.token)
    expect(published.statusCode).toBe(200)
    expect(await tenantSearchIds(t, LOCALITY)).toEqual([...before, propertyId])
    const detail = (await t.post(endpoints.getPropertyById, { propertyId })).json().data[0]!
    expect(detail).toMatchObject({ property_name: 'Test Nest PG', minimum_rent: TEST_RENT, genders: ['GENDER_FEMALE'] })
    expect((await t.post(endpoints.getRoomOptions, { propertyId })).json().data.map((o) => o.unit_rent)).toEqual([TEST_RENT])
    expect(await auditActions(t, propertyId, owner.token)).toEqual(['property.published', 'room_option.created', 'property.created'])
  })

  it('lets an admin list a property for an owner; refuses a manager (403), a non-owner owner id, unknown locality and bad input (400)', async () => {
    const t = testApp()
    const admin = await operator(t, ADMIN_PHONE)
    const owner = await operator(t, OWNER_PHONES[1])
    const manager = await operator(t, MANAGER_PHONES[1])
    const count = async () => (await t.database.db.select({ id: properties.id }).from(properties)).length
    const start = await count()
    const forOwner = await t.call(endpoints.createProperty, { body: newProperty(LOCALITY, { owner_operator_id: owner.id }) }, admin.token)
    expect(forOwner.statusCode).toBe(200)
    expect(forOwner.json().data.owner_operator_id).toBe(owner.id)
    const seenByOwner = await t.call(endpoints.getOperatorProperty, { params: { propertyId: forOwner.json().data.property_id } }, owner.token)
    expect(seenByOwner.statusCode).toBe(200)

    const refusals = [
      [manager.token, newProperty(LOCALITY), 403],
      [admin.token, newProperty(LOCALITY, { owner_operator_id: manager.id }), 400],
      [owner.token, newProperty(LOCALITY, { owner_operator_id: admin.id }), 403],
      [owner.token, newProperty(99_999), 400],
      [owner.token, newProperty(LOCALITY, { feature_ids: [9_999] }), 400],
      [owner.token, { ...newProperty(LOCALITY), pincode: '12' }, 400],
      [owner.token, { ...newProperty(LOCALITY), genders: [] }, 400],
      [owner.token, { ...newProperty(LOCALITY), property_name: '' }, 400],
    ] as const
    for (const [token, body, status] of refusals) {
      const res = await t.call(endpoints.createProperty, { body }, token)
      expect(res.statusCode, JSON.stringify(body)).toBe(status)
      expect(res.json().message).toBeTruthy()
    }
    expect(await count()).toBe(start + 1)
  })
})

describe(`PATCH ${endpoints.updateProperty.path}`, () => {
  it('changes what tenants see on their next request', async () => {
    const t = testApp()
    const owner = await operator(t, OWNER_PHONES[2])
    const propertyId = owner.propertyIds[0]!
    const before = (await t.post(endpoints.getPropertyById, { propertyId })).json().data[0]!
    expect(before.property_name).not.toBe('Renamed Residency')
    const res = await t.call(endpoints.updateProperty, { params: { propertyId }, body: { property_name: 'Renamed Residency', feature_ids: [2, 3] } }, owner.token)
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ property_name: 'Renamed Residency', feature_ids: [2, 3] })
    const detail = (await t.post(endpoints.getPropertyById, { propertyId })).json().data[0]!
    expect(detail.property_name).toBe('Renamed Residency')
    expect(detail.features.map((f) => f.feature_id)).toEqual([2, 3])
    // what the update did not name stays as it was
    expect([detail.description, detail.highlights, detail.ownership]).toEqual([before.description, before.highlights, before.ownership])
  })

  it('unpublished, a property leaves search, details, room options, similar, home and shortlists; published again, it is back', async () => {
    const t = testApp()
    const owner = await operator(t, OWNER_PHONES[0])
    const propertyId = await listedProperty(t, owner.token)
    const { token, leadId } = await t.signIn()
    expect((await t.post(endpoints.addToShortlist, { leadId, propertyId }, token)).statusCode).toBe(200)
    const neighbour = (await t.post(endpoints.getSimilarProperties, { propertyId, limit: 20 })).json().data[0]!.property_id
    expect((await t.post(endpoints.getSimilarProperties, { propertyId: neighbour, limit: 20 })).json().data.map((c) => c.property_id)).toContain(propertyId)
    expect(await tenantSearchIds(t, LOCALITY)).toContain(propertyId)

    const res = await t.call(endpoints.updateProperty, { params: { propertyId }, body: { published: false } }, owner.token)
    expect(res.json().data.published).toBe(false)
    expect(await tenantSearchIds(t, LOCALITY)).not.toContain(propertyId)
    expect((await t.post(endpoints.getPropertyById, { propertyId })).json()).toEqual({ message: messages.propertyNotFound })
    expect((await t.post(endpoints.getRoomOptions, { propertyId })).statusCode).toBe(404)
    expect((await t.post(endpoints.getSimilarProperties, { propertyId, limit: 5 })).statusCode).toBe(404)
    expect((await t.post(endpoints.getSimilarProperties, { propertyId: neighbour, limit: 20 })).json().data.map((c) => c.property_id)).not.toContain(propertyId)
    const home = (await t.post(endpoints.getHomeSections, {})).json()
    const homeIds = [home.perfect_match, home.best_for_you, home.budget_friendly, home.smart_suggestions].flat().map((c) => c.property_id)
    expect(homeIds).not.toContain(propertyId)
    expect((await t.post(endpoints.getShortlist, { leadId }, token)).json().data.map((c) => c.property_id)).not.toContain(propertyId)
    expect((await t.post(endpoints.addToShortlist, { leadId, propertyId }, token)).statusCode).toBe(404)

    await t.call(endpoints.updateProperty, { params: { propertyId }, body: { published: true } }, owner.token)
    expect(await tenantSearchIds(t, LOCALITY)).toContain(propertyId)
    expect((await t.post(endpoints.getShortlist, { leadId }, token)).json().data.map((c) => c.property_id)).toContain(propertyId)
    const audit = await t.call(endpoints.listAuditLog, { query: { property_id: propertyId } }, owner.token)
    expect(audit.json().data.filter((e) => e.action === 'published').map((e) => [e.before, e.after])).toEqual([[false, true], [true, false]])
  })

  it('refuses another owner (404), a manager\'s ungiven property (404) and a tenant (401), changing nothing; a manager may edit a given one', async () => {
    const t = testApp()
    const owner = await operator(t, OWNER_PHONES[1])
    const other = await operator(t, OWNER_PHONES[2])
    const manager = await operator(t, MANAGER_PHONES[1])
    const { token: tenant } = await t.signIn()
    const propertyId = owner.propertyIds.find((id) => !manager.propertyIds.includes(id))!
    const name = async () => (await t.database.db.select({ name: properties.name, published: properties.published }).from(properties).where(eq(properties.id, propertyId)))[0]
    const before = await name()
    for (const [token, status] of [[other.token, 404], [manager.token, 404], [tenant, 401]] as const) {
      const res = await t.call(endpoints.updateProperty, { params: { propertyId }, body: { property_name: 'Taken Over', published: false } }, token)
      expect(res.statusCode).toBe(status)
    }
    expect(await name()).toEqual(before)
    const given = manager.propertyIds[0]!
    const res = await t.call(endpoints.updateProperty, { params: { propertyId: given }, body: { description: 'Freshly painted rooms.' } }, manager.token)
    expect(res.statusCode).toBe(200)
    expect(res.json().data.description).toBe('Freshly painted rooms.')
  })

  it('refuses a manager publishing or unpublishing a given property (403, nothing changed): whether tenants see it is the owner\'s call', async () => {
    const t = testApp()
    const manager = await operator(t, MANAGER_PHONES[1])
    const given = manager.propertyIds[0]!
    const state = async () => (await t.database.db.select({ published: properties.published, name: properties.name }).from(properties).where(eq(properties.id, given)))[0]
    const before = await state()
    for (const published of [false, true]) {
      const res = await t.call(endpoints.updateProperty, { params: { propertyId: given }, body: { property_name: 'Renamed', published } }, manager.token)
      expect(res.statusCode).toBe(403)
      expect(res.json().message).toBe(messages.forbidden)
    }
    expect(await state()).toEqual(before)
  })
})

describe(`POST ${endpoints.confirmAvailability.path}`, () => {
  it(`sets the date tenants see; unconfirmed for ${AVAILABILITY_HIDDEN_DAYS} days a property leaves search until confirmed again`, async () => {
    // its own app: this test moves the clock two months on
    const t = await createTestApp()
    try {
      const owner = await signInOperator(t, OWNER_PHONES[2])
      const propertyId = await listedProperty(t, owner.token)
      expect(await tenantSearchIds(t, LOCALITY)).toEqual([propertyId])

      t.clock.advance((AVAILABILITY_HIDDEN_DAYS - 1) * DAY_MS)
      await hideStaleListings(t.database.db, t.clock.now())
      expect(await tenantSearchIds(t, LOCALITY)).toEqual([propertyId])
      t.clock.advance(2 * DAY_MS)
      expect(await hideStaleListings(t.database.db, t.clock.now())).toBeGreaterThan(0)
      // two months on, their sessions have lapsed: sign in again
      const [owner2, manager2] = [await signInOperator(t, OWNER_PHONES[2]), await signInOperator(t, MANAGER_PHONES[2])]
      // nothing stale is left: the next sweep writes nothing (and so keeps every cached answer)
      expect(await hideStaleListings(t.database.db, t.clock.now())).toBe(0)
      expect(await tenantSearchIds(t, LOCALITY)).toEqual([])
      // still reachable by its link, with the old date the tenant app shows as "may be out of date"
      expect((await t.post(endpoints.getPropertyById, { propertyId })).statusCode).toBe(200)

      // a manager given other properties cannot confirm this one; the owner can, in one tap
      expect((await t.call(endpoints.confirmAvailability, { params: { propertyId }, body: {} }, manager2.token)).statusCode).toBe(404)
      const res = await t.call(endpoints.confirmAvailability, { params: { propertyId }, body: {} }, owner2.token)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({ success: true, message: operatorMessages.availabilityConfirmed })
      expect(Math.abs(Date.parse(res.json().availability_confirmed_at) - t.clock.now().getTime())).toBeLessThan(10_000)
      expect(await tenantSearchIds(t, LOCALITY)).toEqual([propertyId])
      const options = (await t.post(endpoints.getRoomOptions, { propertyId })).json().data
      expect(options.map((o) => o.availability_confirmed_at)).toEqual([res.json().availability_confirmed_at])
      expect(await auditActions(t, propertyId, owner2.token)).toContain('property.availability_confirmed')
    } finally {
      await t.app.close()
    }
  })

  it('lets a manager confirm a property given to them; records who did it', async () => {
    const t = testApp()
    const manager = await operator(t, MANAGER_PHONES[2])
    const propertyId = manager.propertyIds[0]!
    const audits = await countRows(t, 'audit_log', propertyId)
    // no body at all: the call takes no fields
    const res = await t.call(endpoints.confirmAvailability, { params: { propertyId } }, manager.token)
    expect(res.statusCode, res.body).toBe(200)
    expect(await countRows(t, 'audit_log', propertyId)).toBe(audits + 1)
    const entry = (await t.call(endpoints.listAuditLog, { query: { property_id: propertyId } }, manager.token)).json().data[0]!
    expect(entry).toMatchObject({ operator_id: manager.id, action: 'availability_confirmed', entity: 'property' })
  })
})
