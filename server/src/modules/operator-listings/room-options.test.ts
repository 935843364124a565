import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import * as endpoints from '@basera/contract/endpoints'
import { operatorMessages } from '@basera/contract/operator'
import { roomOptions } from '../../db/schema.ts'
import { useTestApp, type TestApp } from '../../test/helper.ts'
import { bookingFixtures } from '../booking/test-fixtures.ts'
import { ADMIN_PHONE, MANAGER_PHONES, OWNER_PHONES } from '../operator-access/test-fixtures.ts'
import { newRoomOption, operator } from './test-listings.ts'

// the cache on, as in production: a change must show on the tenant's very next request
const testApp = useTestApp({ config: { searchCacheMs: 60_000 } })
const { newTenant } = bookingFixtures(testApp)

async function storedOption(t: TestApp, roomOptionId: number) {
  return (await t.database.db.select().from(roomOptions).where(eq(roomOptions.id, roomOptionId)))[0]
}

async function tenantOptions(t: TestApp, propertyId: number) {
  const res = await t.post(endpoints.getRoomOptions, { propertyId })
  expect(res.statusCode).toBe(200)
  return res.json().data
}

describe(`POST ${endpoints.createRoomOption.path}`, () => {
  it('adds a room option with its structured charges; tenants see it and its move-in total at once', async () => {
    const t = testApp()
    const owner = await operator(t, OWNER_PHONES[0])
    const propertyId = owner.propertyIds[0]!
    const before = await tenantOptions(t, propertyId)
    const res = await t.call(endpoints.createRoomOption, { params: { propertyId }, body: newRoomOption({ unit_rent: 7000 }) }, owner.token)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ message: operatorMessages.roomOptionAdded, data: { property_id: propertyId, room_type_name: 'Single', unit_rent: 7000, available_rooms: 3 } })
    const after = await tenantOptions(t, propertyId)
    expect(after).toHaveLength(before.length + 1)
    const added = after.find((o) => o.room_option_id === res.json().data.room_option_id)!
    // 7000 rent + 2 × 7000 deposit + 500 maintenance + 1000 registration
    expect(added).toMatchObject({ unit_rent: 7000, electricity: { type: 'metered', rate_per_unit: 9 }, food: { type: 'included' }, move_in_total: 22_500 })
  })

  it('sets what tenants filter by (beds, AC, bathroom, from when); food included follows the food charge; search finds it', async () => {
    const t = testApp()
    const owner = await operator(t, OWNER_PHONES[0])
    const propertyId = owner.propertyIds[0]!
    const body = { ...newRoomOption({ unit_rent: 7100 }), sharing: 5, ac: true, attached_bathroom: true, available_from: '2027-02-01' }
    const res = await t.call(endpoints.createRoomOption, { params: { propertyId }, body }, owner.token)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ sharing: 5, ac: true, attached_bathroom: true, food_included: true, available_from: '2027-02-01' })
    const added = (await tenantOptions(t, propertyId)).find((o) => o.room_option_id === res.json().data.room_option_id)
    expect(added).toMatchObject({ sharing: 5, ac: true, attached_bathroom: true, food_included: true, available_from: '2027-02-01' })
    const found = async (extra: object) => (await t.post(endpoints.searchProperties, { minAmount: 7100, maxAmount: 7100, sharing: [4], ac: true, attached_bathroom: true, limit: 100, ...extra })).json().data
      .some((c) => c.property_id === propertyId)
    expect(await found({ available_from: '2027-02-01' })).toBe(true)
    expect(await found({ available_from: '2027-01-31' })).toBe(false)
    // a new option without the facts: beds from its room type, no AC, no bathroom, free now
    const plain = await t.call(endpoints.createRoomOption, { params: { propertyId }, body: { ...newRoomOption(), room_type_id: 3 } }, owner.token)
    expect(plain.json().data).toMatchObject({ sharing: 3, ac: false, attached_bathroom: false, available_from: null })
    const update = await t.call(endpoints.updateRoomOption, { params: { roomOptionId: plain.json().data.room_option_id }, body: { ac: true, available_from: null } }, owner.token)
    expect(update.statusCode, update.body).toBe(200)
    expect(update.json().data.ac).toBe(true)
  })

  it('sets a booking token in whole rupees (0 by default: none), read back by the console and changed by the owner', async () => {
    const t = testApp()
    const owner = await operator(t, OWNER_PHONES[0])
    const propertyId = owner.propertyIds[0]!
    const plain = await t.call(endpoints.createRoomOption, { params: { propertyId }, body: newRoomOption({}) }, owner.token)
    expect(plain.json().data.token_amount).toBe(0)
    const res = await t.call(endpoints.createRoomOption, { params: { propertyId }, body: { ...newRoomOption({}), token_amount: 2000 } }, owner.token)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.token_amount).toBe(2000)
    const id = res.json().data.room_option_id
    expect((await storedOption(t, id))?.tokenAmount).toBe(2000)
    const changed = await t.call(endpoints.updateRoomOption, { params: { roomOptionId: id }, body: { token_amount: 1500 } }, owner.token)
    expect(changed.json().data.token_amount).toBe(1500)
    const negative = await t.call(endpoints.updateRoomOption, { params: { roomOptionId: id }, body: { token_amount: -1 } }, owner.token)
    expect(negative.statusCode).toBe(400)
    expect(negative.json().message).toBe(operatorMessages.rupeesNotNegative('The token'))
  })

  it('refuses a manager (403: prices are the owner\'s), another owner (404), a tenant (401) and bad input (400)', async () => {
    const t = testApp()
    const owner = await operator(t, OWNER_PHONES[1])
    const other = await operator(t, OWNER_PHONES[2])
    const manager = await operator(t, MANAGER_PHONES[1])
    const { token: tenant } = await t.signIn()
    const propertyId = manager.propertyIds[0]!
    const count = async () => (await t.database.db.select().from(roomOptions).where(eq(roomOptions.propertyId, propertyId))).length
    const start = await count()
    const cases = [
      [manager.token, newRoomOption(), 403],
      [other.token, newRoomOption(), 404],
      [tenant, newRoomOption(), 401],
      [owner.token, newRoomOption({ available_rooms: 6, total_rooms: 5 }), 400],
      [owner.token, newRoomOption({ room_type_id: 99 }), 400],
      [owner.token, { ...newRoomOption(), unit_rent: 0 }, 400],
      [owner.token, { ...newRoomOption(), electricity: { type: 'metered' } }, 400],
    ] as const
    for (const [token, body, status] of cases) {
      const res = await t.call(endpoints.createRoomOption, { params: { propertyId }, body }, token)
      expect(res.statusCode, JSON.stringify(body)).toBe(status)
      expect(res.json().message).toBeTruthy()
    }
    expect(await count()).toBe(start)
  })
})

describe(`PATCH ${endpoints.updateRoomOption.path}`, () => {
  it('lets a manager set available rooms (confirming them, audited) but never a price (403, nothing changed)', async () => {
    const t = testApp()
    const manager = await operator(t, MANAGER_PHONES[0])
    const propertyId = manager.propertyIds[0]!
    const [option] = await tenantOptions(t, propertyId)
    const id = option!.room_option_id
    t.clock.advance(60_000)
    const res = await t.call(endpoints.updateRoomOption, { params: { roomOptionId: id }, body: { available_rooms: 1, unit_rent: option!.unit_rent } }, manager.token)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.available_rooms).toBe(1)
    // what the update did not name stays as it was
    expect(res.json().data.one_time_fees).toEqual(option!.one_time_fees)
    const seen = (await tenantOptions(t, propertyId)).find((o) => o.room_option_id === id)!
    expect(seen.available_rooms).toBe(1)
    expect(Date.parse(seen.availability_confirmed_at)).toBeGreaterThan(Date.parse(option!.availability_confirmed_at))

    const before = await storedOption(t, id)
    for (const body of [{ unit_rent: option!.unit_rent + 500 }, { available_rooms: 2, maintenance_amount: 0 }, { food: { type: 'none' } }]) {
      const refused = await t.call(endpoints.updateRoomOption, { params: { roomOptionId: id }, body }, manager.token)
      expect(refused.statusCode, JSON.stringify(body)).toBe(403)
    }
    expect(await storedOption(t, id)).toEqual(before)
    const audit = (await t.call(endpoints.listAuditLog, { query: { property_id: propertyId } }, manager.token)).json().data
    expect(audit[0]).toMatchObject({ operator_id: manager.id, entity: 'room_option', entity_id: id, action: 'available_rooms', after: 1 })
  })

  it('an owner\'s price change shows to tenants at once, is audited, and never touches a booking already made', async () => {
    const t = testApp()
    const owner = await operator(t, OWNER_PHONES[2])
    const propertyId = owner.propertyIds[1]!
    const [option] = await tenantOptions(t, propertyId)
    const id = option!.room_option_id
    await t.call(endpoints.updateRoomOption, { params: { roomOptionId: id }, body: { available_rooms: 5 } }, owner.token)

    const { token, leadId } = await t.signIn()
    const tenantId = await newTenant(token)
    const booked = await t.post(endpoints.bookRoom, { tenant_id: tenantId, property_id: propertyId, room_option_id: id }, token)
    expect(booked.statusCode).toBe(200)
    const booking = booked.json().booking

    const newRent = option!.unit_rent + 1500
    const res = await t.call(endpoints.updateRoomOption, { params: { roomOptionId: id }, body: { unit_rent: newRent, one_time_fees: [] } }, owner.token)
    expect(res.statusCode).toBe(200)
    expect((await tenantOptions(t, propertyId)).find((o) => o.room_option_id === id)?.unit_rent).toBe(newRent)
    const search = (await t.post(endpoints.getPropertyById, { propertyId })).json().data[0]!
    expect(search.minimum_rent).toBe(Math.min(newRent, ...(await tenantOptions(t, propertyId)).map((o) => o.unit_rent)))

    const mine = (await t.post(endpoints.getBookings, { leadId }, token)).json().data.find((b) => b.bookingId === booking.bookingId)!
    expect(mine).toMatchObject({ unit_rent: booking.unit_rent, move_in_total: booking.move_in_total })
    expect(mine.unit_rent).toBe(option!.unit_rent)

    const audit = (await t.call(endpoints.listAuditLog, { query: { property_id: propertyId } }, owner.token)).json().data
    expect(audit.slice(0, 2).map((e) => [e.action, e.before, e.after]).sort()).toEqual([
      ['one_time_fees', option!.one_time_fees, []],
      ['unit_rent', option!.unit_rent, newRent],
    ].sort())
  })

  it('refuses another owner and a manager\'s ungiven property (404), an unknown option (404), more rooms free than exist (400)', async () => {
    const t = testApp()
    const owner = await operator(t, OWNER_PHONES[0])
    const other = await operator(t, OWNER_PHONES[1])
    const manager = await operator(t, MANAGER_PHONES[0])
    const admin = await operator(t, ADMIN_PHONE)
    const ungiven = owner.propertyIds.find((id) => !manager.propertyIds.includes(id))!
    const [option] = await tenantOptions(t, ungiven)
    const id = option!.room_option_id
    const before = await storedOption(t, id)
    const patch = (roomOptionId: number, body: object, token: string) => t.call(endpoints.updateRoomOption, { params: { roomOptionId }, body }, token)
    expect((await patch(id, { available_rooms: 0 }, other.token)).statusCode).toBe(404)
    expect((await patch(id, { available_rooms: 0 }, manager.token)).statusCode).toBe(404)
    expect((await patch(999_999, { available_rooms: 0 }, owner.token)).statusCode).toBe(404)
    const tooMany = await patch(id, { available_rooms: before!.totalRooms + 1 }, owner.token)
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json().message).toMatch(/more than total rooms/)
    expect((await patch(id, { available_rooms: -1 }, owner.token)).statusCode).toBe(400)
    expect(await storedOption(t, id)).toEqual(before)
    expect((await patch(id, { total_rooms: before!.totalRooms + 2 }, admin.token)).statusCode).toBe(200)
  })
})

describe('price guardrails', () => {
  it('refuses a zero or negative rent ("-500" too) and a huge one with sentences, and saves nothing', async () => {
    const t = testApp()
    const owner = await operator(t, OWNER_PHONES[2])
    const propertyId = owner.propertyIds[1]!
    const [option] = await tenantOptions(t, propertyId)
    const id = option!.room_option_id
    const before = await storedOption(t, id)
    const cases = [
      [-500, operatorMessages.rupeesAboveZero('Monthly rent')],
      ['-500', operatorMessages.rupeesAboveZero('Monthly rent')],
      [0, operatorMessages.rupeesAboveZero('Monthly rent')],
      [99_999_999, operatorMessages.rupeesTooHigh('Monthly rent')],
      [9500.5, operatorMessages.rupeesWhole('Monthly rent')],
      ['9,500', operatorMessages.rupeesWhole('Monthly rent')],
    ] as const
    for (const [unit_rent, message] of cases) {
      const res = await t.call(endpoints.updateRoomOption, { params: { roomOptionId: id }, body: { unit_rent, confirm_large_change: true } }, owner.token)
      expect(res.statusCode, String(unit_rent)).toBe(400)
      expect(res.json()).toEqual({ message })
    }
    const created = await t.call(endpoints.createRoomOption, { params: { propertyId }, body: newRoomOption({ unit_rent: -500 }) }, owner.token)
    expect(created.json()).toEqual({ message: operatorMessages.rupeesAboveZero('Monthly rent') })
    expect(await storedOption(t, id)).toEqual(before)
  })

  it('asks to confirm a rent change of more than 30% (409 with both rents), saves it once confirmed; 30% or less saves at once', async () => {
    const t = testApp()
    const owner = await operator(t, OWNER_PHONES[2])
    const propertyId = owner.propertyIds[2]!
    const [option] = await tenantOptions(t, propertyId)
    const id = option!.room_option_id
    await t.database.db.update(roomOptions).set({ unitRent: 10_000 }).where(eq(roomOptions.id, id))
    const patch = (body: object) => t.call(endpoints.updateRoomOption, { params: { roomOptionId: id }, body }, owner.token)

    const cut = await patch({ unit_rent: 500 })
    expect(cut.statusCode).toBe(409)
    expect(cut.json()).toEqual({
      message: operatorMessages.largeRentChange('₹10,000', '₹500', 95, false),
      confirm: { field: 'unit_rent', from: 10_000, to: 500 },
    })
    expect((await storedOption(t, id))?.unitRent).toBe(10_000)
    expect((await patch({ unit_rent: 13_001 })).statusCode).toBe(409)

    expect((await patch({ unit_rent: 13_000 })).statusCode).toBe(200)
    expect((await patch({ unit_rent: 10_000 })).statusCode).toBe(200)
    const confirmed = await patch({ unit_rent: 5_000, confirm_large_change: true })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect(confirmed.json().data.unit_rent).toBe(5_000)
    // the confirmation is no field of the room option: not audited, not a price a manager would be refused for
    const audit = (await t.call(endpoints.listAuditLog, { query: { property_id: propertyId } }, owner.token)).json().data
    expect(audit.map((e) => e.action)).not.toContain('confirm_large_change')
    expect((await patch({ confirm_large_change: false })).json()).toEqual({ message: operatorMessages.confirmIsYes })
  })
})
