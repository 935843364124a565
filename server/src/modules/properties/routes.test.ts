import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { messages } from '@basera/contract/messages'
import { computeMoveInCost } from '@basera/contract/pricing'
import type { PropertyCard } from '@basera/contract/properties'
import * as endpoints from '@basera/contract/endpoints'
import { useTestApp } from '../../test/helper.ts'
import { TEST_SEED_PROPERTIES } from '../../test/global-setup.ts'
import { refreshPropertySummary } from './summary-service.ts'

const testApp = useTestApp()
const SEARCH = endpoints.searchProperties
const WIDE = { minAmount: 0, maxAmount: 1_000_000, limit: 100 }

async function search(body: object, token?: string): Promise<{ data: PropertyCard[]; total: number }> {
  const res = await testApp().post(SEARCH, body, token)
  expect(res.statusCode).toBe(200)
  return res.json()
}

const sortedByRent = (cards: PropertyCard[]) =>
  cards.every((c, i) => i === 0 || cards[i - 1]!.minimum_rent < c.minimum_rent || (cards[i - 1]!.minimum_rent === c.minimum_rent && cards[i - 1]!.property_id < c.property_id))

describe(`POST ${endpoints.searchProperties.path}`, () => {
  // the answer is cached JSON text sent as it is, so Fastify never applies the reply schema: this test does
  it('answers pre-encoded JSON that its reply schema parses to the same value (nothing more, nothing less), compressed or not', async () => {
    for (const encoding of ['identity', 'br', 'gzip'] as const) {
      const res = await testApp().app.inject({ method: 'POST', url: SEARCH.path, payload: WIDE, headers: { 'accept-encoding': encoding } })
      expect(res.statusCode).toBe(200)
      const raw = res.rawPayload
      const text = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw
      const answer: unknown = JSON.parse(text.toString('utf8'))
      expect(SEARCH.reply.parse(answer)).toEqual(answer)
    }
  })

  it('answers every property for a wide budget, cheapest first', async () => {
    const all = await search(WIDE)
    expect(all.total).toBe(TEST_SEED_PROPERTIES)
    expect(all.data).toHaveLength(TEST_SEED_PROPERTIES)
    expect(sortedByRent(all.data)).toBe(true)
    const card = all.data[0]!
    expect(card.photos.length).toBeGreaterThanOrEqual(3)
    expect(card.photos[0]).toMatch(/^\/media\/properties\/property-\d{2}\.webp$/)
    expect(card.features.length).toBeGreaterThanOrEqual(3)
    expect(card.room_types.length).toBeGreaterThanOrEqual(1)
  })

  it('filters by localities (the spec sends "5,7")', async () => {
    const all = (await search(WIDE)).data
    const ids = [...new Set(all.map((c) => c.locality_id))].slice(0, 2)
    const res = await search({ ...WIDE, localityId: ids.join(',') })
    expect(res.total).toBe(all.filter((c) => ids.includes(c.locality_id)).length)
    expect(res.data.every((c) => ids.includes(c.locality_id))).toBe(true)
  })

  it('filters by city when no locality is given', async () => {
    const all = (await search(WIDE)).data
    const res = await search({ ...WIDE, cityId: 3, localityId: '' })
    expect(res.total).toBe(all.filter((c) => c.city_id === 3).length)
    expect(res.data.every((c) => c.city_name === 'Gurugram')).toBe(true)
  })

  it.each(['GENDER_FEMALE', 'GENDER_MALE', 'GENDER_OTHER'] as const)('filters by gender %s', async (gender) => {
    const all = (await search(WIDE)).data
    const res = await search({ ...WIDE, gender })
    expect(res.total).toBe(all.filter((c) => c.genders.includes(gender)).length)
    expect(res.total).toBeLessThan(all.length)
  })

  it.each(['', 'GENDER_UNSPECIFIED'])('treats gender %j as any', async (gender) => {
    expect((await search({ ...WIDE, gender })).total).toBe(TEST_SEED_PROPERTIES)
  })

  it('filters by budget on the lowest room rent (numbers or strings)', async () => {
    const all = (await search(WIDE)).data
    const res = await search({ minAmount: '6000', maxAmount: '9000', limit: 100 })
    expect(res.total).toBe(all.filter((c) => c.minimum_rent >= 6000 && c.minimum_rent <= 9000).length)
    expect(res.data.every((c) => c.minimum_rent >= 6000 && c.minimum_rent <= 9000)).toBe(true)
  })

  it('pages with limit and offset, keeping the total', async () => {
    const ten = await search({ ...WIDE, limit: 10 })
    const a = await search({ ...WIDE, limit: 5, offset: 0 })
    const b = await search({ ...WIDE, limit: 5, offset: 5 })
    expect([...a.data, ...b.data].map((c) => c.property_id)).toEqual(ten.data.map((c) => c.property_id))
    expect(a.total).toBe(TEST_SEED_PROPERTIES)
    expect((await search({ ...WIDE, offset: 1000 })).data).toEqual([])
  })

  it.each([
    // a crossed range is a person's sentence (it read "minAmount must not exceed maxAmount"), never swapped
    [{ minAmount: 9000, maxAmount: 4000 }, messages.priceMinNotBelowMax],
    [{ localityId: '5;7' }, 'localityId must be comma-separated locality ids'],
    // a person's sentence naming the field, never the validation library's "Invalid option" / "Too big"
    [{ gender: 'MALE' }, 'Choose a valid value for gender.'],
    [{ limit: 1000 }, 'Limit can be at most 100.'],
  ])('refuses %j', async (body, message) => {
    const res = await testApp().post(SEARCH, body)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain(message)
  })

  it('remembers a signed-in search once (an identical repeat is skipped)', async () => {
    const { post, signIn } = testApp()
    const { token, leadId } = await signIn()
    const body = { leadId, gender: 'GENDER_FEMALE', minAmount: 2000, maxAmount: 8000, localityId: '21,25' }
    await search(body, token)
    await search(body, token)
    const recent = await post(endpoints.getRecentSearches, { leadId }, token)
    expect(recent.json().data).toHaveLength(1)
    expect(recent.json().data[0]).toMatchObject({ locality_ids: [21, 25], locality_names: ['Sector 62', 'Sector 18'], gender: 'GENDER_FEMALE', min_amount: 2000, max_amount: 8000 })
  })

  it('a leadId sent with another lead\'s token answers 403; without a token it is public', async () => {
    const { post, signIn } = testApp()
    const a = await signIn()
    const b = await signIn()
    const res = await post(SEARCH, { leadId: b.leadId }, a.token)
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ message: messages.forbidden })
    expect((await post(SEARCH, { leadId: b.leadId })).statusCode).toBe(200)
  })
})

describe(`POST ${endpoints.getPropertyById.path}`, () => {
  it('answers the property with details and reviews, publicly', async () => {
    const res = await testApp().post(endpoints.getPropertyById, { propertyId: 1 })
    expect(res.statusCode).toBe(200)
    const p = res.json().data[0]!
    expect(p).toMatchObject({ property_id: 1, is_shortlisted: false })
    expect(p.description.length).toBeGreaterThan(20)
    expect(p.highlights.length).toBeGreaterThanOrEqual(3)
    // the seed's reviews are samples: listed with their label, rating nothing
    expect(p.reviews.length).toBeGreaterThanOrEqual(3)
    expect(p.reviews.every((r) => r.is_sample)).toBe(true)
    expect(p).toMatchObject({ rating: null, review_count: 0 })
  })

  it.each([[{ propertyId: 99999 }, 404, messages.propertyNotFound], [{}, 400, messages.propertyIdRequired], [{ propertyId: 'abc' }, 400, 'That is not a valid property.']])(
    'refuses %j', async (body, status, message) => {
      const res = await testApp().post(endpoints.getPropertyById, body)
      expect(res.statusCode).toBe(status)
      expect(res.json().message).toContain(message)
    })
})

describe(`POST ${endpoints.getRoomOptions.path}`, () => {
  it('answers room options with move-in totals from computeMoveInCost', async () => {
    const res = await testApp().post(endpoints.getRoomOptions, { propertyId: 2 })
    expect(res.statusCode).toBe(200)
    const options = res.json().data
    expect(options.length).toBeGreaterThanOrEqual(1)
    for (const o of options) {
      const cost = computeMoveInCost(o)
      expect(o.move_in_total).toBe(cost.move_in_total)
      expect(o.refundable_amount).toBe(o.unit_rent * o.security_deposit_months)
      expect(o.security_deposit_amount).toBe(cost.security_deposit_amount)
      expect(o.agreement_duration_months).toBe(11)
      expect(Date.parse(o.availability_confirmed_at)).not.toBeNaN()
    }
    const card = (await testApp().post(endpoints.getPropertyById, { propertyId: 2 })).json().data[0]!
    expect(card.minimum_rent).toBe(Math.min(...options.map((o) => o.unit_rent)))
    expect(card.move_in_total).toBe(options[0]?.move_in_total)
  })

  it('404 for an unknown property', async () => {
    const res = await testApp().post(endpoints.getRoomOptions, { propertyId: 99999 })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ message: messages.propertyNotFound })
  })
})

describe(`POST ${endpoints.getSimilarProperties.path}`, () => {
  it('answers other properties of the same city, at most `limit`', async () => {
    const base = (await testApp().post(endpoints.getPropertyById, { propertyId: 3 })).json().data[0]!
    const res = await testApp().post(endpoints.getSimilarProperties, { propertyId: 3, limit: 4 })
    expect(res.statusCode).toBe(200)
    const data = res.json().data
    expect(data.length).toBeLessThanOrEqual(4)
    expect(data.length).toBeGreaterThan(0)
    expect(data.every((c) => c.property_id !== 3 && c.city_id === base.city_id)).toBe(true)
  })

  it('404 for an unknown property', async () => {
    const res = await testApp().post(endpoints.getSimilarProperties, { propertyId: 99999 })
    expect(res.json()).toEqual({ message: messages.propertyNotFound })
  })
})

// last in the file: it changes a rent
describe('refreshPropertySummary', () => {
  it('agrees with what the seed wrote (cards do not change)', async () => {
    const { post, database } = testApp()
    const before = (await post(endpoints.searchProperties, { minAmount: 0, maxAmount: 1_000_000, limit: 100 })).json().data
    for (const card of before) await refreshPropertySummary(database.db, card.property_id)
    const after = (await post(endpoints.searchProperties, { minAmount: 0, maxAmount: 1_000_000, limit: 100 })).json().data
    expect(after).toEqual(before)
  })

  it('follows a rent change: the card shows the new lowest rent', async () => {
    const { post, database } = testApp()
    await database.db.execute(sql`update room_options set unit_rent = 1500 where id = (select min(id) from room_options where property_id = 9)`)
    await refreshPropertySummary(database.db, 9)
    const card = (await post(endpoints.getPropertyById, { propertyId: 9 })).json().data[0]!
    expect(card.minimum_rent).toBe(1500)
  })
})
