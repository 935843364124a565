import { describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import * as endpoints from '@basera/contract/endpoints'
import { dataVersions, properties, reviews } from '../../db/schema.ts'
import { bookingFixtures } from '../booking/test-fixtures.ts'
import { useTestApp } from '../../test/helper.ts'

// a short check interval, so a change must show within a fraction of a second
const CHECK_EVERY_MS = 50
const testApp = useTestApp({ config: { searchCacheMs: CHECK_EVERY_MS } })
const { tenantFor, roomOptions } = bookingFixtures(testApp)
const DETAIL = endpoints.getPropertyById
const ROOMS = endpoints.getRoomOptions

const detail = async (propertyId: number, token?: string) => (await testApp().post(DETAIL, { propertyId }, token)).json().data[0]!
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000, interval: 20 })

async function version(name: string): Promise<number> {
  const [row] = await testApp().database.db.select().from(dataVersions).where(eq(dataVersions.name, name))
  return row!.version
}

describe('cached property details and room options', () => {
  it('show a booking\'s taken room through the rooms version', async () => {
    const { token } = await testApp().signIn()
    const tenantId = await tenantFor(token, 2)
    const [option] = await roomOptions(2)
    const before = option!.available_rooms
    expect((await roomOptions(2))[0]!.available_rooms).toBe(before)
    const booked = await testApp().post(endpoints.bookRoom, { tenant_id: tenantId, property_id: 2, room_option_id: option!.room_option_id }, token)
    expect(booked.statusCode).toBe(200)
    await poll(async () => (await roomOptions(2))[0]!.available_rooms).toBe(before - 1)
  })

  it('show an operator\'s edits to the property, its reviews and amenities', async () => {
    const { db } = testApp().database
    expect((await detail(3)).property_name).not.toBe('Edited Residency')
    await db.update(properties).set({ name: 'Edited Residency' }).where(eq(properties.id, 3))
    await poll(async () => (await detail(3)).property_name).toBe('Edited Residency')
    const reviewCount = (await detail(3)).reviews.length
    await db.delete(reviews).where(eq(reviews.id, sql`(select min(id) from reviews where property_id = 3)`))
    await poll(async () => (await detail(3)).reviews.length).toBe(reviewCount - 1)
    const features = (await roomOptions(3))[0]!.features.length
    await db.execute(sql`delete from property_features where property_id = 3 and position = (select max(position) from property_features where property_id = 3)`)
    await poll(async () => (await roomOptions(3))[0]!.features.length).toBe(features - 1)
  })

  it('keep the signed-in lead\'s own shortlist mark', async () => {
    const { post, signIn } = testApp()
    const { token, leadId } = await signIn()
    expect((await detail(4, token)).is_shortlisted).toBe(false)
    expect((await post(endpoints.addToShortlist, { leadId, propertyId: 4 }, token)).statusCode).toBe(200)
    expect((await detail(4, token)).is_shortlisted).toBe(true)
    expect((await detail(4)).is_shortlisted).toBe(false)
  })

  it('answer 404 for an unknown property, also once cached answers exist', async () => {
    await detail(1)
    for (const url of [DETAIL, ROOMS]) {
      const res = await testApp().post(url, { propertyId: 999_999 })
      expect(res.statusCode).toBe(404)
    }
  })

  it('are not dropped by a sweep that releases no hold, nor by a refused booking', async () => {
    const rooms = await version('rooms')
    await testApp().database.db.execute(sql`update room_options set available_rooms = available_rooms + 1 where false`)
    expect(await version('rooms')).toBe(rooms)
  })
})
