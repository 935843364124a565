import { describe, expect, it } from 'vitest'
import { and, desc, eq, sql } from 'drizzle-orm'
import * as endpoints from '@basera/contract/endpoints'
import { properties, roomOptions } from '../../db/schema.ts'
import { useTestApp } from '../../test/helper.ts'

// a short check interval, so a change must show within a fraction of a second
const testApp = useTestApp({ config: { searchCacheMs: 50 } })
const BODY = { minAmount: 0, maxAmount: 1_000_000, limit: 100, sharing: [1, 2, 3, 4] }

const ids = async (body: object) => ((await testApp().post(endpoints.searchProperties, body)).json().data).map((c) => c.property_id)

describe('cached searches with room choices', () => {
  it('follow a booking that takes the last room of the only matching option (the rooms version)', async () => {
    const { db } = testApp().database
    const first = await ids(BODY)
    const propertyId = first[0]!
    expect(await ids(BODY)).toEqual(first)
    await db.update(roomOptions).set({ availableRooms: 0 }).where(eq(roomOptions.propertyId, propertyId))
    await expect.poll(async () => (await ids(BODY)).includes(propertyId), { timeout: 10_000, interval: 20 }).toBe(false)
    // a search without room choices reads the property's lowest rent alone: still there
    expect(await ids({ minAmount: 0, maxAmount: 1_000_000, limit: 100 })).toContain(propertyId)
  })

  it('a write empties only the searches it changes: a Noida property\'s change keeps the cached Delhi searches', async () => {
    const { db } = testApp().database
    const DELHI = { cityId: 1, minAmount: 0, maxAmount: 1_000_000, limit: 100 }
    const names = async () => ((await testApp().post(endpoints.searchProperties, DELHI)).json().data).map((c) => c.property_name)
    const first = await names()
    const [delhi] = await db.select().from(properties).where(and(eq(properties.cityId, 1), eq(properties.listed, true))).orderBy(properties.minRent, properties.id).limit(1)
    const [noida] = await db.select().from(properties).where(eq(properties.cityId, 2)).limit(1)
    // renamed behind the triggers' back: only a cached answer still shows the old name
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`)
      await tx.update(properties).set({ name: 'Quietly Renamed' }).where(eq(properties.id, delhi!.id))
    })
    expect(await names()).toEqual(first)
    await db.update(properties).set({ name: sql`${properties.name}` }).where(eq(properties.id, noida!.id))
    await new Promise((resolve) => setTimeout(resolve, 120))
    expect(await names()).toEqual(first)
    // a write in Delhi does empty them
    await db.update(properties).set({ name: sql`${properties.name}` }).where(eq(properties.id, delhi!.id))
    await expect.poll(async () => (await names()).includes('Quietly Renamed'), { timeout: 10_000, interval: 20 }).toBe(true)
  })
})

describe('a booking or a price change empties only the searches of its locality', () => {
  it('keeps cached searches with room choices of another locality, and empties those of its own', async () => {
    const { db } = testApp().database
    const listed = await db.select({ id: properties.id, localityId: properties.localityId }).from(properties).where(eq(properties.listed, true)).orderBy(properties.id)
    const here = listed[0]!
    const there = listed.find((p) => p.localityId !== here.localityId)!
    const body = { localityId: String(here.localityId), minAmount: 0, maxAmount: 1_000_000, limit: 100, sharing: [1, 2, 3, 4] }
    const names = async () => ((await testApp().post(endpoints.searchProperties, body)).json().data).map((c) => c.property_name)
    const first = await names()
    expect(first.length).toBeGreaterThan(0)
    // renamed behind the triggers' back: only a cached answer still shows the old name
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`)
      await tx.update(properties).set({ name: 'Quietly Renamed' }).where(eq(properties.id, here.id))
    })
    // a booking (a room fewer) and a price change in another locality
    await db.update(roomOptions).set({ availableRooms: sql`${roomOptions.availableRooms} + 1` }).where(eq(roomOptions.propertyId, there.id))
    await db.update(roomOptions).set({ unitRent: sql`${roomOptions.unitRent} + 50` }).where(eq(roomOptions.propertyId, there.id))
    await new Promise((resolve) => setTimeout(resolve, 120))
    expect(await names()).toEqual(first)
    // a price change in the searched locality empties its cached searches
    await db.update(roomOptions).set({ unitRent: sql`${roomOptions.unitRent} + 50` }).where(eq(roomOptions.propertyId, here.id))
    await expect.poll(async () => (await names()).includes('Quietly Renamed'), { timeout: 10_000, interval: 20 }).toBe(true)
  })

  it('keeps them through a booking that leaves a room (no answer changes), and empties them when one takes the last', async () => {
    const { db } = testApp().database
    const [here] = await db.select({ id: properties.id, localityId: properties.localityId }).from(properties).where(eq(properties.listed, true)).orderBy(desc(properties.id)).limit(1)
    const body = { localityId: String(here!.localityId), minAmount: 0, maxAmount: 1_000_000, limit: 100, sharing: [1, 2, 3, 4] }
    const names = async () => ((await testApp().post(endpoints.searchProperties, body)).json().data).map((c) => c.property_name)
    const quietly = (work: (tx: Parameters<Parameters<typeof db.transaction>[0]>[0]) => Promise<unknown>) => db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`)
      await work(tx)
    })
    await quietly((tx) => tx.update(roomOptions).set({ availableRooms: 2 }).where(eq(roomOptions.propertyId, here!.id)))
    const first = await names()
    expect(first.length).toBeGreaterThan(0)
    await quietly((tx) => tx.update(properties).set({ name: 'Quietly Renamed' }).where(eq(properties.id, here!.id)))
    // a room fewer in each of its options: the same answer, kept
    await db.update(roomOptions).set({ availableRooms: sql`${roomOptions.availableRooms} - 1` }).where(eq(roomOptions.propertyId, here!.id))
    await new Promise((resolve) => setTimeout(resolve, 120))
    expect(await names()).toEqual(first)
    // the last rooms taken: the property leaves the answer
    await db.update(roomOptions).set({ availableRooms: sql`${roomOptions.availableRooms} - 1` }).where(eq(roomOptions.propertyId, here!.id))
    await expect.poll(async () => (await names()).length, { timeout: 10_000, interval: 20 }).toBe(first.length - 1)
  })
})

describe('the caches\' hit rate on /metrics', () => {
  const counted = async (cache: string) => {
    const text = (await testApp().app.inject({ method: 'GET', url: '/metrics' })).body
    const of = (kind: string) => Number(new RegExp(`^basera_cache_${kind}_total\\{cache="${cache}"\\} (\\d+)`, 'm').exec(text)?.[1] ?? NaN)
    return { hits: of('hits'), misses: of('misses') }
  }

  it('counts a first search as a miss and the same search again as a hit; a property read likewise', async () => {
    const body = { cityId: 2, minAmount: 1234, maxAmount: 54_321, limit: 7 }
    const before = await counted('search')
    await testApp().post(endpoints.searchProperties, body)
    await testApp().post(endpoints.searchProperties, body)
    await testApp().post(endpoints.searchProperties, body)
    const after = await counted('search')
    expect(after.misses - before.misses).toBe(1)
    expect(after.hits - before.hits).toBe(2)
    const detail = await counted('property_detail')
    await testApp().post(endpoints.getPropertyById, { propertyId: 3 })
    await testApp().post(endpoints.getPropertyById, { propertyId: 3 })
    const detailAfter = await counted('property_detail')
    expect([detailAfter.misses - detail.misses, detailAfter.hits - detail.hits]).toEqual([1, 1])
  })
})

