import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import * as endpoints from '@basera/contract/endpoints'
import { buildApp } from '../../app.ts'
import { createTestApp, testConfig, type TestApp } from '../../test/helper.ts'
import { bookingFixtures } from '../booking/test-fixtures.ts'

// the default check interval: a change through one instance must show on the other within a second
const config = { searchCacheMs: 500 }
let one: TestApp
let two: FastifyInstance
beforeAll(async () => {
  one = await createTestApp({ config })
  // the first app closes the shared database
  two = await buildApp(testConfig(config), { ...one.database, close: async () => undefined }, { now: one.clock.now })
  await two.ready()
})
afterAll(async () => {
  await two.close()
  await one.app.close()
})

const { tenantFor } = bookingFixtures(() => one)
interface Card { property_id: number; property_name: string }
interface Option { room_option_id: number; available_rooms: number }
const onTwo = async (url: string, payload: object) => (await two.inject({ method: 'POST', url, payload })).json<{ data: unknown[] }>().data
const cardsOnTwo = async (url: string, payload: object) => (await onTwo(url, payload)) as Card[]
// the instances check every 500 ms (a second at most on a quiet machine); the poll gives a busy CI machine 10 s, still far
// inside an answer's hour-long lifetime, so a change that did not travel between instances fails it
const within = { timeout: 10_000, interval: 20 }

describe('two instances on one database', () => {
  it('a booking through one shows in the other\'s cached room options within a second', async () => {
    const { token } = await one.signIn()
    const tenantId = await tenantFor(token, 5)
    const roomsOnTwo = async (): Promise<Option[]> => (await onTwo(endpoints.getRoomOptions.path, { propertyId: 5 })) as Option[]
    const option = (await roomsOnTwo()).find((o) => o.available_rooms > 0)!
    const booked = await one.post(endpoints.bookRoom, { tenant_id: tenantId, property_id: 5, room_option_id: option.room_option_id }, token)
    expect(booked.statusCode).toBe(200)
    await expect.poll(async () => (await roomsOnTwo()).find((o) => o.room_option_id === option.room_option_id)!.available_rooms, within)
      .toBe(option.available_rooms - 1)
  })

  it('a listing change shows in the other\'s cached search and details within a second', async () => {
    const search = { minAmount: 0, maxAmount: 1_000_000, limit: 100 }
    const before = (await cardsOnTwo(endpoints.searchProperties.path, search)).find((c) => c.property_id === 6)!
    await onTwo(endpoints.getPropertyById.path, { propertyId: 6 })
    await one.database.db.execute(sql`update properties set name = 'Moved On Residency' where id = 6`)
    expect(before.property_name).not.toBe('Moved On Residency')
    await expect.poll(async () => (await cardsOnTwo(endpoints.searchProperties.path, search))
      .find((c) => c.property_id === 6)!.property_name, within).toBe('Moved On Residency')
    await expect.poll(async () => (await cardsOnTwo(endpoints.getPropertyById.path, { propertyId: 6 }))[0]!.property_name, within).toBe('Moved On Residency')
  })
})
