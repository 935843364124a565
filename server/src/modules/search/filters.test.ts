import { beforeAll, describe, expect, it } from 'vitest'
import { eq, inArray, sql } from 'drizzle-orm'
import { computeMoveInCost, type Food } from '@basera/contract/pricing'
import type { PropertyCard } from '@basera/contract/properties'
import * as endpoints from '@basera/contract/endpoints'
import { properties, roomOptions } from '../../db/schema.ts'
import { useTestApp } from '../../test/helper.ts'
import { refreshPropertySummary } from '../properties/summary-service.ts'

// PRODUCT.md "Search the way tenants search": a property matches through ONE room option with a room left that has
// every chosen fact and a rent within the budget; its card then shows the cheapest such option's rent.

const testApp = useTestApp()
const SEARCH = endpoints.searchProperties
const WIDE = { minAmount: 0, maxAmount: 1_000_000, limit: 100 }
const INCLUDED: Food = { type: 'included' }
const NONE: Food = { type: 'none' }

async function search(body: object): Promise<{ data: PropertyCard[]; total: number }> {
  const res = await testApp().post(SEARCH, body)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}
const idsOf = async (body: object) => (await search({ ...WIDE, ...body })).data.map((c) => c.property_id).sort((a, b) => a - b)

interface Facts { sharing: number; ac?: boolean; bath?: boolean; food?: Food; rent: number; rooms?: number; from?: string }
let a = 0, b = 0, c = 0, d = 0

async function addOption(propertyId: number, f: Facts): Promise<void> {
  await testApp().database.db.insert(roomOptions).values({
    propertyId, roomTypeId: f.sharing === 1 ? 1 : 2, unitRent: f.rent, availableRooms: f.rooms ?? 2, totalRooms: 4,
    securityDepositMonths: 2, noticeperiodMonths: 1, agreementDurationMonths: 11, lockinperiodMonths: 3, maintenanceAmount: 500,
    electricity: { type: 'included' }, food: f.food ?? NONE, oneTimeFees: [{ name: 'Agreement fee', amount: 700 }],
    availabilityConfirmedAt: new Date(), sharing: f.sharing, ac: f.ac ?? false, attachedBathroom: f.bath ?? false, availableFrom: f.from ?? null,
  })
}

beforeAll(async () => {
  const { db } = testApp().database
  // every seeded option: a double with no facts, food none; then four properties get the options the cases need
  await db.update(roomOptions).set({ sharing: 2, ac: false, attachedBathroom: false, availableFrom: null, food: NONE })
  await db.update(properties).set({ furnishing: 'Fully Furnished' })
  const listed = await db.select({ id: properties.id }).from(properties).where(eq(properties.listed, true)).orderBy(properties.id).limit(4)
  ;[a, b, c, d] = listed.map((r) => r.id) as [number, number, number, number]
  await addOption(a, { sharing: 1, ac: true, bath: true, food: INCLUDED, rent: 9000 })
  // b has a single with AC and no bathroom, and a double with both: no ONE option is a single with AC and a bathroom
  await addOption(b, { sharing: 1, ac: true, food: INCLUDED, rent: 7000 })
  await addOption(b, { sharing: 2, ac: true, bath: true, food: INCLUDED, rent: 6500 })
  // c's single with everything is full; its four-bed room with AC has rooms left
  await addOption(c, { sharing: 1, ac: true, bath: true, food: INCLUDED, rent: 8000, rooms: 0 })
  await addOption(c, { sharing: 4, ac: true, rent: 5000 })
  await addOption(c, { sharing: 5, rent: 4800 })
  // d's single with everything frees up in January
  await addOption(d, { sharing: 1, ac: true, bath: true, food: INCLUDED, rent: 11000, from: '2027-01-15' })
  await db.update(properties).set({ furnishing: 'Unfurnished' }).where(eq(properties.id, a))
  for (const id of [a, b, c, d]) await refreshPropertySummary(db, id)
})

describe('search filters on room options', () => {
  it('AC alone: every property with an AC option that has a room left, the card at that option\'s rent', async () => {
    const { data } = await search({ ...WIDE, ac: true })
    expect(data.map((card) => card.property_id).sort((x, y) => x - y)).toEqual([a, b, c, d])
    const rentOf = new Map(data.map((card) => [card.property_id, card.minimum_rent]))
    expect(rentOf.get(b)).toBe(6500)
    expect(rentOf.get(c)).toBe(5000)
    expect(data.map((card) => card.minimum_rent)).toEqual([...data.map((card) => card.minimum_rent)].sort((x, y) => x - y))
  })

  it('a single with AC and an attached bathroom matches only through one option that has all three', async () => {
    expect(await idsOf({ sharing: [1], ac: true, attached_bathroom: true })).toEqual([a, d])
    expect(await idsOf({ sharing: [1], ac: true })).toEqual([a, b, d])
  })

  it('the card\'s move-in total is the matching option\'s', async () => {
    const { data } = await search({ ...WIDE, sharing: [1], ac: true, attached_bathroom: true, food_included: true })
    const card = data.find((x) => x.property_id === a)!
    expect(card.minimum_rent).toBe(9000)
    expect(card.move_in_total).toBe(computeMoveInCost({
      unit_rent: 9000, security_deposit_months: 2, maintenance_amount: 500, one_time_fees: [{ name: 'Agreement fee', amount: 700 }],
    }).move_in_total)
  })

  it('food included counts food in the rent, never food at a price; a full room never counts', async () => {
    const { db } = testApp().database
    await db.update(roomOptions).set({ food: { type: 'optional', monthly_price: 2500 } }).where(eq(roomOptions.propertyId, d))
    try {
      expect(await idsOf({ food_included: true })).toEqual([a, b])
    } finally {
      await db.update(roomOptions).set({ food: INCLUDED }).where(sql`${roomOptions.propertyId} = ${d} and ${roomOptions.sharing} = 1`)
    }
    expect(await idsOf({ food_included: true })).toEqual([a, b, d])
  })

  it('the budget applies to the matching option\'s rent', async () => {
    expect(await idsOf({ sharing: [1], ac: true, attached_bathroom: true, maxAmount: 10_000 })).toEqual([a])
    expect(await idsOf({ ac: true, minAmount: 6000, maxAmount: 6600 })).toEqual([b])
  })

  it('sharing 4 means four or more; several choices match any of them', async () => {
    expect(await idsOf({ sharing: [4] })).toEqual([c])
    const singlesOrFour = await idsOf({ sharing: [1, 4] })
    expect(singlesOrFour).toEqual([a, b, c, d])
  })

  it('available_from keeps options available on or before the date (none: now)', async () => {
    expect(await idsOf({ sharing: [1], ac: true, attached_bathroom: true, available_from: '2026-12-31' })).toEqual([a])
    expect(await idsOf({ sharing: [1], ac: true, attached_bathroom: true, available_from: '2027-01-15' })).toEqual([a, d])
  })

  it('false is no preference, the same answer as leaving it out', async () => {
    const plain = await search(WIDE)
    const falses = await search({ ...WIDE, ac: false, food_included: false, attached_bathroom: false })
    expect(falses).toEqual(plain)
  })

  it('furnishing is the property\'s', async () => {
    expect(await idsOf({ furnishing: 'unfurnished' })).toEqual([a])
    expect(await idsOf({ furnishing: 'unfurnished', sharing: [4] })).toEqual([])
    expect((await search({ ...WIDE, furnishing: 'fully_furnished' })).data.some((x) => x.property_id === a)).toBe(false)
  })

  it('refuses a bad new field with a sentence', async () => {
    for (const body of [{ sharing: [0] }, { sharing: [5] }, { sharing: '1' }, { ac: 'yes' }, { furnishing: 'Fully Furnished' }, { available_from: '2026-02-30' }, { sort: 'cheapest' }]) {
      const res = await testApp().post(SEARCH, { ...WIDE, ...body })
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().message).toMatch(/\w+ \w+/)
    }
  })
})

describe('search sorts', () => {
  const ratings = async () => {
    const { db } = testApp().database
    await db.update(properties).set({ ratingAvg: 4.5, ratingCount: 2 }).where(eq(properties.id, a))
    await db.update(properties).set({ ratingAvg: 4.5, ratingCount: 5 }).where(eq(properties.id, b))
    await db.update(properties).set({ ratingAvg: 3, ratingCount: 1 }).where(eq(properties.id, c))
  }

  const inOrder = <T>(cards: PropertyCard[], key: (c: PropertyCard) => T, cmp: (x: T, y: T) => number) =>
    cards.every((card, i) => i === 0 || cmp(key(cards[i - 1]!), key(card)) < 0 || (cmp(key(cards[i - 1]!), key(card)) === 0 && cards[i - 1]!.property_id < card.property_id))

  it('price_asc (and the spec\'s rent), price_desc: by rent, ties by property id', async () => {
    const asc = (await search({ ...WIDE, sort: 'price_asc' })).data
    expect(inOrder(asc, (x) => x.minimum_rent, (x, y) => x - y)).toBe(true)
    expect((await search({ ...WIDE, sort: 'rent' })).data).toEqual(asc)
    expect((await search(WIDE)).data).toEqual(asc)
    const desc = (await search({ ...WIDE, sort: 'price_desc' })).data
    expect(inOrder(desc, (x) => x.minimum_rent, (x, y) => y - x)).toBe(true)
    expect(desc.length).toBe(asc.length)
  })

  it('rating: real reviews\' average, then their count, unrated last', async () => {
    await ratings()
    const ids = (await search({ ...WIDE, sort: 'rating' })).data.map((x) => x.property_id)
    expect(ids.slice(0, 3)).toEqual([b, a, c])
    const unrated = ids.slice(3)
    expect(unrated).toEqual([...unrated].sort((x, y) => x - y))
  })

  it('newest: the latest listed first', async () => {
    const { db } = testApp().database
    await db.update(properties).set({ createdAt: new Date(Date.now() + 60_000) }).where(inArray(properties.id, [c, d]))
    const ids = (await search({ ...WIDE, sort: 'newest' })).data.map((x) => x.property_id)
    expect(ids.slice(0, 2)).toEqual([c, d])
  })

  it('distance: nearest to the pin first, cards without a position last', async () => {
    const { data } = await search({ ...WIDE, sort: 'distance', near: { lat: 28.6139, lng: 77.209 } })
    const km = data.map((x) => x.distance_km ?? Infinity)
    expect(km).toEqual([...km].sort((x, y) => x - y))
  })

  it.each(['price_asc', 'price_desc', 'rating', 'newest', 'distance'])('%s pages stably: no card twice, none skipped', async (sort) => {
    await ratings()
    const base = { minAmount: 0, maxAmount: 1_000_000, sort, ...(sort === 'distance' ? { near: { lat: 28.6139, lng: 77.209 } } : {}) }
    const all = (await search({ ...base, limit: 100 })).data.map((x) => x.property_id)
    const paged: number[] = []
    for (let offset = 0; offset < all.length; offset += 7) paged.push(...(await search({ ...base, limit: 7, offset })).data.map((x) => x.property_id))
    expect(paged).toEqual(all)
    expect(new Set(paged).size).toBe(paged.length)
  })

  it('a room filter pages stably too', async () => {
    const base = { minAmount: 0, maxAmount: 1_000_000, sharing: [2], sort: 'price_desc' }
    const all = (await search({ ...base, limit: 100 })).data.map((x) => x.property_id)
    const paged: number[] = []
    for (let offset = 0; offset < all.length; offset += 6) paged.push(...(await search({ ...base, limit: 6, offset })).data.map((x) => x.property_id))
    expect(paged).toEqual(all)
    expect(all.length).toBeGreaterThan(10)
  })
})
