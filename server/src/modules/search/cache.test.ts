import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import * as endpoints from '@basera/contract/endpoints'
import { roomOptions } from '../../db/schema.ts'
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
    await expect.poll(async () => (await ids(BODY)).includes(propertyId), { timeout: 2000, interval: 20 }).toBe(false)
    // a search without room choices reads the property's lowest rent alone: still there
    expect(await ids({ minAmount: 0, maxAmount: 1_000_000, limit: 100 })).toContain(propertyId)
  })
})
