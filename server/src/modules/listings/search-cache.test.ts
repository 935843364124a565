import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import * as endpoints from '@basera/contract/endpoints'
import { dataVersions, properties, roomOptions } from '../../db/schema.ts'
import { answerOf, useTestApp } from '../../test/helper.ts'

// a short check interval, so a change must show within a fraction of a second
const CHECK_EVERY_MS = 50
const testApp = useTestApp({ config: { searchCacheMs: CHECK_EVERY_MS } })
const SEARCH = endpoints.searchProperties
const WIDE = { minAmount: 0, maxAmount: 1_000_000, limit: 5 }

const searchWith = async (acceptEncoding?: string) =>
  answerOf(SEARCH, await testApp().app.inject({
    method: 'POST',
    url: SEARCH.path,
    payload: WIDE,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  }))

async function listingsVersion(): Promise<number> {
  const [row] = await testApp().database.db.select().from(dataVersions).where(eq(dataVersions.name, 'listings'))
  return row!.version
}

describe('cached search answers', () => {
  it('show a renamed property within the check interval, on every later request', async () => {
    const first = (await searchWith()).json()
    const property = first.data[0]!
    await testApp().database.db.update(properties).set({ name: 'Renamed Residency' }).where(eq(properties.id, property.property_id))
    await expect.poll(async () => (await searchWith()).json().data[0]?.property_name, { timeout: 10_000, interval: 20 }).toBe('Renamed Residency')
    expect((await searchWith()).json().data[0]?.property_name).toBe('Renamed Residency')
  })

  it('are dropped by writes to properties, cities and localities, and kept through bookings', async () => {
    const { db } = testApp().database
    const before = await listingsVersion()
    await db.update(roomOptions).set({ availableRooms: sql`${roomOptions.availableRooms}` }).where(eq(roomOptions.id, 1))
    expect(await listingsVersion()).toBe(before)
    await db.execute(sql`update localities set name = name where id = (select min(id) from localities)`)
    await db.execute(sql`update cities set name = name where id = 1`)
    await db.update(properties).set({ name: sql`${properties.name}` }).where(eq(properties.id, 1))
    expect(await listingsVersion()).toBe(before + 3)
  })

  it('are sent compressed to clients that ask, the same JSON as uncompressed', async () => {
    const plain = await searchWith()
    expect(plain.headers['content-encoding']).toBeUndefined()
    const br = await searchWith('gzip, deflate, br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
    const gzip = await searchWith('gzip;q=1, br;q=0')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body)
    const identity = await searchWith('identity')
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(identity.body).toBe(plain.body)
  })

  it('leave a small answer (no results) uncompressed', async () => {
    const res = await testApp().app.inject({
      method: 'POST', url: SEARCH.path, payload: { minAmount: 1, maxAmount: 2 }, headers: { 'accept-encoding': 'br' },
    })
    expect(res.json()).toEqual({ success: true, data: [], total: 0 })
    expect(res.headers['content-encoding']).toBeUndefined()
  })
})
