import { describe, expect, it } from 'vitest'
import { asc, eq } from 'drizzle-orm'
import * as endpoints from '@basera/contract/endpoints'
import { messages } from '@basera/contract/messages'
import { MAX_SAVED_SEARCHES, savedSearchMessages } from '@basera/contract/saved-searches'
import { properties, roomOptions } from '../../db/schema.ts'
import { notifications } from '../../db/schema-activity.ts'
import { useTestApp } from '../../test/helper.ts'

const testApp = useTestApp()
const DAY_MS = 24 * 3_600_000
const FILTER = { minAmount: 1000, maxAmount: 50_000, sharing: [4], ac: true }

async function fourBedRoomIn(propertyId: number): Promise<void> {
  const [like] = await testApp().database.db.select().from(roomOptions).where(eq(roomOptions.propertyId, propertyId)).limit(1)
  const { id: _id, foodIncluded: _food, ...copy } = like!
  await testApp().database.db.insert(roomOptions).values({ ...copy, sharing: 4, ac: true, availableRooms: 2, availableFrom: null })
}

const alertsOf = (leadId: number) =>
  testApp().database.db.select().from(notifications).where(eq(notifications.leadId, leadId)).orderBy(asc(notifications.id))

describe('saved searches', () => {
  it('are saved with a name, listed in order with their search URL, and deleted', async () => {
    const { token, leadId } = await testApp().signIn()
    const saved = await testApp().post(endpoints.saveSearch, { leadId, name: '  Near office  ', filter: { ...FILTER, localityId: '7,5', sort: 'price_desc' } }, token)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().message).toBe(savedSearchMessages.saved)
    expect(saved.json().data).toMatchObject({ name: 'Near office', query: 'localities=5,7&min=1000&max=50000&sharing=4&ac=1&sort=price_desc' })
    const list = await testApp().post(endpoints.listSavedSearches, { leadId }, token)
    expect(list.json().data.map((s) => s.id)).toEqual([saved.json().data.id])
    const deleted = await testApp().post(endpoints.deleteSavedSearch, { leadId, savedSearchId: saved.json().data.id }, token)
    expect(deleted.statusCode).toBe(200)
    expect((await testApp().post(endpoints.listSavedSearches, { leadId }, token)).json().data).toEqual([])
  })

  it(`keep at most ${MAX_SAVED_SEARCHES}: the next answers 409 with a sentence`, async () => {
    const { token, leadId } = await testApp().signIn()
    for (let i = 1; i <= MAX_SAVED_SEARCHES; i++) {
      expect((await testApp().post(endpoints.saveSearch, { leadId, name: `Search ${i}`, filter: FILTER }, token)).statusCode).toBe(200)
    }
    const eleventh = await testApp().post(endpoints.saveSearch, { leadId, name: 'One more', filter: FILTER }, token)
    expect(eleventh.statusCode).toBe(409)
    expect(eleventh.json().message).toBe(savedSearchMessages.tooMany)
  })

  // the price rules of the filter screen (contract pricing.ts), each said in the screen's own sentence; the range
  // used to be stored as sent (₹0 to ₹10,00,000, a minimum above the maximum)
  it.each([
    [{ minAmount: 9000, maxAmount: 4000 }, messages.priceMinNotBelowMax],
    [{ minAmount: 500, maxAmount: 9000 }, messages.priceBelowLowest],
    [{ minAmount: 0, maxAmount: 1_000_000 }, messages.priceBelowLowest],
    [{ minAmount: 2000, maxAmount: 90_000 }, messages.priceAboveHighest],
    [{ minAmount: 4000, maxAmount: 4500 }, messages.priceGapTooSmall],
  ])('refuse the range %j with the filter\'s sentence, saving nothing', async (range, message) => {
    const { token, leadId } = await testApp().signIn()
    const res = await testApp().post(endpoints.saveSearch, { leadId, name: 'Range', filter: { ...FILTER, ...range } }, token)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message })
    expect((await testApp().post(endpoints.listSavedSearches, { leadId }, token)).json().data).toEqual([])
  })

  it('save the narrowest and the widest range the rules allow', async () => {
    const { token, leadId } = await testApp().signIn()
    for (const range of [{ minAmount: 4000, maxAmount: 4501 }, { minAmount: 1000, maxAmount: 50_000 }]) {
      const res = await testApp().post(endpoints.saveSearch, { leadId, name: 'Edge', filter: { ...FILTER, ...range } }, token)
      expect(res.statusCode, res.body).toBe(200)
    }
  })

  it('another tenant\'s saved search is not found: it is neither listed nor deleted', async () => {
    const owner = await testApp().signIn()
    const other = await testApp().signIn()
    const saved = (await testApp().post(endpoints.saveSearch, { leadId: owner.leadId, name: 'Mine', filter: FILTER }, owner.token)).json().data
    const res = await testApp().post(endpoints.deleteSavedSearch, { leadId: other.leadId, savedSearchId: saved.id }, other.token)
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe(savedSearchMessages.notFound)
    expect((await testApp().post(endpoints.listSavedSearches, { leadId: other.leadId }, other.token)).json().data).toEqual([])
    expect((await testApp().post(endpoints.listSavedSearches, { leadId: owner.leadId }, owner.token)).json().data).toHaveLength(1)
    // a leadId that is not the token's answers 403, as every lead call does
    expect((await testApp().post(endpoints.listSavedSearches, { leadId: owner.leadId }, other.token)).statusCode).toBe(403)
  })

  it('tell of a newly available matching property once, at most once a day, and only new matches', async () => {
    const app = testApp()
    const { token, leadId } = await app.signIn()
    await app.post(endpoints.saveSearch, { leadId, name: 'Four-bed AC', filter: FILTER }, token)
    await app.app.runSavedSearchAlerts()
    expect(await alertsOf(leadId)).toEqual([])

    const [x, y] = await app.database.db.select({ id: properties.id, name: properties.name }).from(properties)
      .where(eq(properties.listed, true)).orderBy(asc(properties.id)).limit(2)
    await fourBedRoomIn(x!.id)
    app.clock.advance(60_000)
    await app.app.runSavedSearchAlerts()
    const first = await alertsOf(leadId)
    expect(first).toHaveLength(1)
    expect(first[0]).toMatchObject({ kind: 'saved_search_match', details: { search_name: 'Four-bed AC', count: 1, property_name: x!.name } })

    // another within the day waits for tomorrow
    await fourBedRoomIn(y!.id)
    app.clock.advance(3_600_000)
    await app.app.runSavedSearchAlerts()
    expect(await alertsOf(leadId)).toHaveLength(1)
    app.clock.advance(DAY_MS)
    await app.app.runSavedSearchAlerts()
    const second = await alertsOf(leadId)
    expect(second).toHaveLength(2)
    expect(second[1]!.details).toMatchObject({ count: 1, property_name: y!.name })

    // nothing new: nothing told
    app.clock.advance(2 * DAY_MS)
    await app.app.runSavedSearchAlerts()
    expect(await alertsOf(leadId)).toHaveLength(2)
  })
})
