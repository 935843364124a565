import * as endpoints from '@basera/contract/endpoints'
import pg from 'pg'
import { signUp } from './booking-bench.ts'
import type { RunningServer } from './servers.ts'
import { postJson } from './http.ts'

const DETAIL_PATH = endpoints.getPropertyById.path
const ROOMS_PATH = endpoints.getRoomOptions.path
const SEARCH_PATH = endpoints.searchProperties.path
const POLL_MS = 20
const GIVE_UP_MS = 10_000
// not property 1: its room option is the one the contention run empties
const PROPERTY_ID = 2

export interface TwoInstanceResult {
  /** From the booking's answer on instance A to instance B answering the room option with one room less. */
  bookingToRoomsMs: number | null
  /** From a listing change committed in the database (as the operator side will make) to B's cached search showing it. */
  listingToSearchMs: number | null
  /** From that change to B's cached property details showing it. */
  listingToDetailMs: number | null
}

/** Polls until `done` holds; the ms it took from `since`, or null after 10 s. */
async function msUntil(since: number, done: () => Promise<boolean>): Promise<number | null> {
  while (performance.now() - since < GIVE_UP_MS) {
    if (await done()) return performance.now() - since
    await new Promise((r) => setTimeout(r, POLL_MS))
  }
  return null
}

interface Detail { property_name: string; locality_id: number; minimum_rent: number }
interface Option { room_option_id: number; available_rooms: number }

/**
 * Two servers on one PostgreSQL (and Redis): B's cached answers are warm; a booking goes through A,
 * and a listing is renamed in the database; how long until B answers the change.
 */
export async function benchTwoInstances(a: RunningServer, b: RunningServer, databaseUrl: string): Promise<TwoInstanceResult> {
  const booker = await signUp(a.baseUrl, 900)
  const detailOnB = async () => (await postJson<{ data: Detail[] }>(b.baseUrl, DETAIL_PATH, { propertyId: PROPERTY_ID })).data[0] as Detail
  const optionsOnB = async () => (await postJson<{ data: Option[] }>(b.baseUrl, ROOMS_PATH, { propertyId: PROPERTY_ID })).data
  const detail = await detailOnB()
  const search = { localityId: String(detail.locality_id), minAmount: detail.minimum_rent, maxAmount: detail.minimum_rent, limit: 100 }
  const namesOnB = async () => (await postJson<{ data: { property_id: number; property_name: string }[] }>(b.baseUrl, SEARCH_PATH, search)).data
    .filter((c) => c.property_id === PROPERTY_ID).map((c) => c.property_name)
  const option = (await optionsOnB()).find((o) => o.available_rooms > 0)
  if (!option) throw new Error(`property ${PROPERTY_ID} has no free room`)
  await namesOnB()

  await postJson(a.baseUrl, endpoints.bookRoom.path, { tenant_id: booker.tenantId, property_id: PROPERTY_ID, room_option_id: option.room_option_id }, booker.token)
  const booked = performance.now()
  const bookingToRoomsMs = await msUntil(booked, async () =>
    (await optionsOnB()).find((o) => o.room_option_id === option.room_option_id)?.available_rooms === option.available_rooms - 1)

  const renamed = `${detail.property_name.slice(0, 40)} (renamed)`
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('update properties set name = $1 where id = $2', [renamed, PROPERTY_ID])
  } finally {
    await client.end()
  }
  const changed = performance.now()
  const [listingToSearchMs, listingToDetailMs] = await Promise.all([
    msUntil(changed, async () => (await namesOnB())[0] === renamed),
    msUntil(changed, async () => (await detailOnB()).property_name === renamed),
  ])
  return { bookingToRoomsMs, listingToSearchMs, listingToDetailMs }
}
