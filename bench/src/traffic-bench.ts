import pg from 'pg'
import * as endpoints from '@basera/contract/endpoints'
import { bearer, rotating, run, SEARCH_PATH, signedInSearches, signIn, withHitRate, type Client, type EndpointResult } from './api-bench.ts'
import { PROPERTIES } from './databases.ts'
import { postJson } from './http.ts'
import { measure, MEASURE_SECONDS, WARMUP_SECONDS, type CpuMeter, type LoadTarget } from './load.ts'
import { createRandom } from './random.ts'

// Search as traffic really is (issue 32, "Speed as traffic really is"): the other rows measure a server that has
// answered every body once and takes reads alone. These rows measure
// - a server's first minute: started afresh on the same database, nothing primed, the spec's body signed in, in six
//   10 s windows (the target: within 60 s at least half the warm row's rate);
// - reads beside writes: the warm rows again while a booking (through the API) or an operator's price change (a room
//   option's rent and the property's lowest rent, in the database as the console's save writes them) lands every
//   200 ms (the target: at least half the read-only row's rate).
// Each prints the search cache's hit rate over the row.

const WRITE_EVERY_MS = 200
const COLD_WINDOWS = 6
const COLD_WINDOW_SECONDS = 10

export const COLD_ROW = 'search, spec body, signed in, first minute after a start (no priming)'
export const MIXED_ROW = 'writes every 200 ms'

/** A server's first minute under the signed-in spec-body searches: six 10 s windows, each with its hit rate. */
export async function benchColdSearch(baseUrl: string, cpu: CpuMeter): Promise<EndpointResult[]> {
  const client = await signIn(baseUrl, '7000000003')
  const { spec } = await signedInSearches(baseUrl, client)
  const target: LoadTarget = { url: baseUrl + SEARCH_PATH, method: 'POST', body: rotating(spec), headers: bearer(client) }
  const rows: EndpointResult[] = []
  for (let w = 0; w < COLD_WINDOWS; w++) {
    const name = `${COLD_ROW}, ${w * COLD_WINDOW_SECONDS}-${(w + 1) * COLD_WINDOW_SECONDS} s`
    rows.push(await withHitRate(baseUrl, 'search', async () => {
      process.stdout.write(`  ${name} ...`)
      const result = await measure(target, cpu, undefined, { seconds: COLD_WINDOW_SECONDS })
      process.stdout.write(` ${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99Ms} ms\n`)
      return { name, idleMs: NaN, ...result }
    }))
  }
  return rows
}

interface Slot { propertyId: number; roomOptionId: number; gender: string }

/** Free rooms to book, on random properties (as tenants spread over the catalogue). */
async function freeRooms(baseUrl: string, wanted: number): Promise<Slot[]> {
  const r = createRandom(99)
  const slots: Slot[] = []
  for (let tries = 0; slots.length < wanted && tries < wanted * 10; tries++) {
    const propertyId = r.int(1, PROPERTIES)
    const options = (await postJson<{ data: { room_option_id: number; available_rooms: number }[] }>(baseUrl, endpoints.getRoomOptions.path, { propertyId })).data
    const free = options.find((o) => o.available_rooms > 1)
    if (!free) continue
    const [detail] = (await postJson<{ data: { genders: string[] }[] }>(baseUrl, endpoints.getPropertyById.path, { propertyId })).data
    const gender = detail?.genders[0]
    if (gender) slots.push({ propertyId, roomOptionId: free.room_option_id, gender })
  }
  return slots
}

/** A booking or a price change every 200 ms, alternately, until stopped; counts what was written. */
function writeStream(baseUrl: string, booker: Client, slots: Slot[], db: pg.Pool): { stop: () => Promise<{ bookings: number; prices: number; failed: number }> } {
  const r = createRandom(5)
  const done = { bookings: 0, prices: 0, failed: 0 }
  let n = 0
  const pending = new Set<Promise<void>>()
  const book = async (slot: Slot, i: number) => {
    const tenant = await postJson<{ tenant_id: number }>(baseUrl, endpoints.addTenant.path, {
      leadId: booker.leadId, fullName: `Mixed ${i}`, gender: slot.gender, contact_number: `96${String(i).padStart(8, '0')}`,
      email: `mixed${i}@example.com`, occupation: 'Working', is_b2b_user: 'Yes', property_id: slot.propertyId,
    }, booker.token)
    await postJson(baseUrl, endpoints.bookRoom.path, { tenant_id: tenant.tenant_id, property_id: slot.propertyId, room_option_id: slot.roomOptionId }, booker.token)
    done.bookings++
  }
  // what the console's save of a room option writes: its rent, then the property's summary (lowest rent)
  const price = async (propertyId: number) => {
    const c = await db.connect()
    try {
      await c.query('begin')
      await c.query('update room_options set unit_rent = unit_rent + 50 where id = (select min(id) from room_options where property_id = $1)', [propertyId])
      await c.query('update properties set min_rent = (select min(unit_rent) from room_options where property_id = $1) where id = $1', [propertyId])
      await c.query('commit')
      done.prices++
    } finally {
      c.release()
    }
  }
  const timer = setInterval(() => {
    const i = ++n
    const slot = slots[Math.floor(i / 2) % Math.max(1, slots.length)]
    const write = (i % 2 === 0 && slot ? book(slot, i) : price(r.int(1, PROPERTIES))).catch(() => { done.failed++ })
    const tracked = write.finally(() => pending.delete(tracked))
    pending.add(tracked)
  }, WRITE_EVERY_MS)
  return {
    stop: async () => {
      clearInterval(timer)
      await Promise.all(pending)
      return done
    },
  }
}

/**
 * The signed-in searches (the spec's body, and with every new filter) on a warm server while writes land every
 * 200 ms; PostgreSQL only (the price change is written in the database beside the server, which PGlite's single
 * process does not allow).
 */
export async function benchMixedSearch(baseUrl: string, databaseUrl: string, client: Client, cpu: CpuMeter): Promise<{ rows: EndpointResult[]; writes: string }> {
  const { spec, filtered } = await signedInSearches(baseUrl, client)
  const writesPerRow = Math.ceil(((WARMUP_SECONDS + MEASURE_SECONDS + 5) * 1000) / WRITE_EVERY_MS / 2)
  process.stdout.write(`  writes: finding ${writesPerRow * 2} free rooms to book ...`)
  const slots = await freeRooms(baseUrl, writesPerRow * 2)
  process.stdout.write(` ${slots.length}\n`)
  const booker = await signIn(baseUrl, '7000000004')
  const db = new pg.Pool({ connectionString: databaseUrl, max: 4 })
  const rows: EndpointResult[] = []
  const notes: string[] = []
  try {
    for (const [label, bodies, from] of [['spec body', spec, 0], ['every new filter', filtered, writesPerRow]] as const) {
      const target = (b: () => string): LoadTarget => ({ url: baseUrl + SEARCH_PATH, method: 'POST', body: b, headers: bearer(client) })
      const stream = writeStream(baseUrl, booker, slots.slice(from, from + writesPerRow), db)
      const name = `search, ${label}, signed in, ${MIXED_ROW}`
      try {
        rows.push(await withHitRate(baseUrl, 'search', () => run(name, target(rotating(bodies)), target(rotating(bodies.slice().reverse())), cpu)))
      } finally {
        const w = await stream.stop()
        notes.push(`${label}: ${w.bookings} bookings and ${w.prices} price changes written${w.failed ? `, ${w.failed} failed` : ''}`)
      }
    }
  } finally {
    await db.end()
  }
  return { rows, writes: notes.join('; ') }
}
