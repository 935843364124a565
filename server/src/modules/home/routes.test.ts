import { describe, expect, it } from 'vitest'
import * as endpoints from '@basera/contract/endpoints'
import type { PropertyCard } from '@basera/contract/properties'
import { sql } from 'drizzle-orm'
import { rowsOf } from '../../db/client.ts'
import { useTestApp } from '../../test/helper.ts'

// Home's Perfect Match offers what the searcher could rent: properties that admit their gender, in the city
// they searched (or chose); never a girls' PG to a man, never another city.

const testApp = useTestApp()

async function home(profile: object, search: object | null) {
  const t = testApp()
  const { token, leadId } = await t.signIn()
  if (Object.keys(profile).length > 0) expect((await t.post(endpoints.updateLeadProfile, { leadId, ...profile }, token)).statusCode).toBe(200)
  if (search) expect((await t.post(endpoints.searchProperties, { leadId, ...search }, token)).statusCode).toBe(200)
  const res = await t.post(endpoints.getHomeSections, { leadId }, token)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}
const admits = (gender: string) => (c: PropertyCard) => c.genders.includes(gender as PropertyCard['genders'][number])

describe(`POST ${endpoints.getHomeSections.path}: Perfect Match`, () => {
  it('a man who searched Delhi boys\' PGs is offered Delhi properties that take men, and nothing else', async () => {
    const body = await home({ gender: 'GENDER_MALE' }, { cityId: 1, gender: 'GENDER_MALE', minAmount: 1000, maxAmount: 50000 })
    expect(body.perfect_match.length).toBeGreaterThan(0)
    for (const card of body.perfect_match) expect(card, card.property_name).toMatchObject({ city_id: 1 })
    expect(body.perfect_match.every(admits('GENDER_MALE'))).toBe(true)
    expect(body.perfect_match.some((c) => c.property_name.includes('Girls'))).toBe(false)
    for (const card of [...body.best_for_you, ...body.budget_friendly, ...body.smart_suggestions]) {
      expect(card.city_id).toBe(1)
      expect(admits('GENDER_MALE')(card)).toBe(true)
    }
  })

  it('with no gender in the profile, the search\'s gender counts; its localities\' city when it named no city', async () => {
    const [place] = await rowsOf<{ locality: number; city: number }>(testApp().database.db, sql`
      select locality_id as locality, city_id as city from properties where listed and gender_mask & 2 <> 0 order by id desc limit 1`)
    const body = await home({}, { localityId: String(place!.locality), gender: 'GENDER_FEMALE', minAmount: 1000, maxAmount: 50000 })
    expect(body.perfect_match.length).toBeGreaterThan(0)
    expect(body.perfect_match.every((c) => c.city_id === place!.city && c.locality_id === place!.locality && admits('GENDER_FEMALE')(c))).toBe(true)
  })

  it('the latest search\'s city wins over an older city in the profile', async () => {
    const body = await home({ gender: 'GENDER_FEMALE', pref_city_id: 2 }, { cityId: 3, minAmount: 1000, maxAmount: 50000 })
    expect(body.perfect_match.length).toBeGreaterThan(0)
    expect(body.perfect_match.every((c) => c.city_id === 3 && admits('GENDER_FEMALE')(c))).toBe(true)
  })

  it('without any city, Perfect Match still admits the lead\'s gender', async () => {
    const body = await home({ gender: 'GENDER_MALE' }, null)
    expect(body.perfect_match.length).toBeGreaterThan(0)
    expect(body.perfect_match.every(admits('GENDER_MALE'))).toBe(true)
  })
})
