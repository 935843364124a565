import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import * as endpoints from '@basera/contract/endpoints'
import { recentSearches } from '../../db/schema-activity.ts'
import { useTestApp } from '../../test/helper.ts'
import { RECORD_EVERY_MS, RecentSearchRecorder } from './recent-search-recorder.ts'

const testApp = useTestApp({ config: { searchCacheMs: 1000 } })
const SEARCH = endpoints.searchProperties
const body = (leadId: number, minAmount: number) => ({ leadId, gender: 'GENDER_FEMALE', minAmount, maxAmount: 20_000, localityId: '21' })

async function rowsOf(leadId: number) {
  return testApp().database.db.select().from(recentSearches).where(eq(recentSearches.leadId, leadId))
}

describe('recent searches of a signed-in lead', () => {
  it('are written within a second of the search', async () => {
    const { post, signIn } = testApp()
    const { token, leadId } = await signIn()
    for (const min of [1000, 2000, 2000, 3000]) expect((await post(SEARCH, body(leadId, min), token)).statusCode).toBe(200)
    await expect.poll(async () => (await rowsOf(leadId)).length, { timeout: RECORD_EVERY_MS * 3, interval: 50 }).toBe(3)
  })

  it('are only noted by the search, and written together later (repeats of the latest dropped)', async () => {
    const { leadId } = await testApp().signIn()
    const recorder = new RecentSearchRecorder(testApp().database.db, testApp().app.log, 60_000)
    const search = { cityId: null, localityIds: [21], gender: null, minAmount: 0, maxAmount: 9000 }
    for (const maxAmount of [9000, 9000, 9500]) recorder.record(leadId, { ...search, maxAmount }, new Date())
    expect(await rowsOf(leadId)).toEqual([])
    await recorder.close()
    expect((await rowsOf(leadId)).map((r) => [r.maxAmount, r.gender])).toEqual([[9000, 'GENDER_UNSPECIFIED'], [9500, 'GENDER_UNSPECIFIED']])
  })

  it('show at once in the lead\'s recent searches and home page on the same instance, newest first', async () => {
    const { post, signIn } = testApp()
    const { token, leadId } = await signIn()
    await post(SEARCH, body(leadId, 1500), token)
    await post(SEARCH, body(leadId, 2500), token)
    const recent = (await post(endpoints.getRecentSearches, { leadId }, token)).json().data
    expect(recent.map((r: { min_amount: number }) => r.min_amount)).toEqual([2500, 1500])
    await post(SEARCH, body(leadId, 3500), token)
    const home = (await post(endpoints.getHomeSections, { leadId }, token)).json()
    expect(home.recent_searches[0]!.min_amount).toBe(3500)
  })

  it('do not record a repeat of the latest search written earlier', async () => {
    const { post, signIn } = testApp()
    const { token, leadId } = await signIn()
    await post(SEARCH, body(leadId, 4000), token)
    await post(endpoints.getRecentSearches, { leadId }, token)
    await post(SEARCH, body(leadId, 4000), token)
    const recent = (await post(endpoints.getRecentSearches, { leadId }, token)).json().data
    expect(recent).toHaveLength(1)
  })

  it('a signed-out search records nothing', async () => {
    const before = (await testApp().database.db.select().from(recentSearches)).length
    await testApp().post(SEARCH, { minAmount: 1234, maxAmount: 5678 })
    await new Promise((r) => setTimeout(r, RECORD_EVERY_MS * 1.5))
    expect((await testApp().database.db.select().from(recentSearches)).length).toBe(before)
  })
})

describe('signed-in sessions looked up at most once a second', () => {
  it('a token signed out on this instance answers 401 at once', async () => {
    const { post, signIn } = testApp()
    const { token, leadId } = await signIn()
    expect((await post(endpoints.viewLeadProfile, { leadId }, token)).statusCode).toBe(200)
    expect((await post(endpoints.logout, {}, token)).statusCode).toBe(200)
    expect((await post(endpoints.viewLeadProfile, { leadId }, token)).statusCode).toBe(401)
  })
})
