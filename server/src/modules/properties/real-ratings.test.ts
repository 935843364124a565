import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { PropertyCard } from '@basera/contract/properties'
import * as endpoints from '@basera/contract/endpoints'
import { rowsOf } from '../../db/client.ts'
import { useTestApp, type TestApp } from '../../test/helper.ts'
import { refreshPropertySummary } from './summary-service.ts'

// A rating and a review count come from real stays only. The seed's reviews are samples: they stay listed
// with their label, but rate nothing on cards (search, home rails, similar), details or Compare (details).

const testApp = useTestApp()

async function everyCard(t: TestApp): Promise<PropertyCard[]> {
  const search = (await t.post(endpoints.searchProperties, { minAmount: 0, maxAmount: 1_000_000, limit: 100 })).json().data
  const home = (await t.post(endpoints.getHomeSections, {})).json()
  const similar = (await t.post(endpoints.getSimilarProperties, { propertyId: 2, limit: 20 })).json().data
  return [...search, ...home.perfect_match, ...home.best_for_you, ...home.budget_friendly, ...home.smart_suggestions, ...similar]
}

describe('ratings from real stays only', () => {
  it('no property of the seed has a rating: every card says none, with a count of 0', async () => {
    const t = testApp()
    const cards = await everyCard(t)
    expect(cards.length).toBeGreaterThan(40)
    for (const card of cards) expect(card, `property ${card.property_id}`).toMatchObject({ rating: null, review_count: 0 })
    const [samples] = await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from reviews where is_sample`)
    expect(samples?.n).toBeGreaterThan(100)
  })

  it('details list the sample reviews with their label, and rate nothing', async () => {
    const detail = (await testApp().post(endpoints.getPropertyById, { propertyId: 3 })).json().data[0]!
    expect(detail.reviews.length).toBeGreaterThan(0)
    expect(detail.reviews.every((r) => r.is_sample)).toBe(true)
    expect(detail).toMatchObject({ rating: null, review_count: 0 })
  })

  it('one real review is the whole rating, whatever the samples beside it say', async () => {
    const t = testApp()
    const db = t.database.db
    const { leadId } = await t.signIn()
    await db.execute(sql`update reviews set rating = 1 where property_id = 2 and is_sample`)
    await db.execute(sql`insert into reviews (property_id, lead_id, reviewer_name, rating, title, description, is_sample)
      values (2, ${leadId}, 'Asha V.', 5, 'Calm and clean', 'The warden fixes things the same day.', false)`)
    // what createReview does after writing a review
    await refreshPropertySummary(db, 2)
    const detail = (await t.post(endpoints.getPropertyById, { propertyId: 2 })).json().data[0]!
    expect(detail).toMatchObject({ rating: 5, review_count: 1 })
    expect(detail.reviews.filter((r) => r.is_sample).length).toBeGreaterThan(0)
    const cards = (await everyCard(t)).filter((c) => c.property_id === 2)
    expect(cards.length).toBeGreaterThan(1)
    for (const card of cards) expect(card).toMatchObject({ rating: 5, review_count: 1 })
    // Home's best rated: a real rating comes before every property without one
    const home = (await t.post(endpoints.getHomeSections, {})).json()
    expect(home.perfect_match[0]?.property_id).toBe(2)
  })
})
