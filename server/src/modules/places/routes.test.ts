import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import * as endpoints from '@basera/contract/endpoints'
import { WALK_METRES_PER_MINUTE } from '@basera/contract/places'
import type { PropertyCard } from '@basera/contract/properties'
import { rowsOf } from '../../db/client.ts'
import { useTestApp } from '../../test/helper.ts'
import { TEST_SEED_PROPERTIES } from '../../test/global-setup.ts'

const testApp = useTestApp()
const SEARCH = endpoints.searchProperties
const WIDE = { minAmount: 0, maxAmount: 1_000_000, limit: 100 }

/** Rows of a reference CSV (quoted cells may hold commas). */
function csv(name: string): Record<string, string>[] {
  const [head = '', ...lines] = readFileSync(new URL(`../../db/reference/${name}`, import.meta.url), 'utf8').trim().split('\n')
  const columns = head.split(',')
  return lines.map((line) => {
    const cells = [...line.matchAll(/("([^"]*)"|[^,]*)(,|$)/g)].map((m) => m[2] ?? m[1] ?? '').slice(0, columns.length)
    return Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? '']))
  })
}
const stations = csv('metro-stations.csv').map((s) => ({ name: s.name!, line: s.line!, lat: Number(s.latitude), lng: Number(s.longitude) }))

// the same great-circle formula as the migration's distance_m, written again to check it
function metres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h))
}

async function search(body: object): Promise<{ data: PropertyCard[]; total: number }> {
  const res = await testApp().post(SEARCH, { ...WIDE, ...body })
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

describe('metro stations and places as data', () => {
  it('the database holds every station of the CSV: all Delhi Metro lines, the Aqua Line and Rapid Metro', async () => {
    const rows = await rowsOf<{ name: string; line: string; latitude: number; longitude: number }>(testApp().database.db,
      sql`select name, line, latitude, longitude from metro_stations order by id`)
    expect(rows.map((r) => ({ name: r.name, line: r.line, lat: r.latitude, lng: r.longitude }))).toEqual(stations)
    expect(rows.length).toBeGreaterThan(250)
    for (const line of ['Red', 'Yellow', 'Blue', 'Green', 'Violet', 'Magenta', 'Pink', 'Grey', 'Aqua', 'Airport Express', 'Rapid Metro']) {
      expect(rows.some((r) => r.line.includes(line)), line).toBe(true)
    }
    expect(rows.find((r) => r.name === 'Noida Sector 62')?.line).toBe('Blue Line')
    expect(rows.find((r) => r.name === 'Knowledge Park')?.line).toBe('Aqua Line')
  })

  it(`GET ${endpoints.getPlaces.path} lists the places of the CSV, offices, colleges and hubs of all three cities`, async () => {
    const res = await testApp().post(endpoints.getPlaces)
    expect(res.statusCode).toBe(200)
    const places = res.json().data
    expect(places.map((p) => p.id).sort()).toEqual(csv('places.csv').map((p) => p.id).sort())
    expect(new Set(places.map((p) => p.kind))).toEqual(new Set(['office', 'college', 'hub']))
    expect(new Set(places.map((p) => p.city_id))).toEqual(new Set([1, 2, 3]))
  })
})

describe('nearest_metro on every property answer', () => {
  it('each card carries the truly nearest station: km to one decimal, walking minutes at 4.5 km/h rounded up', async () => {
    const { data } = await search({})
    expect(data).toHaveLength(TEST_SEED_PROPERTIES)
    const placed = data.filter((c) => c.latitude !== null && c.longitude !== null)
    expect(placed.length).toBeGreaterThan(0)
    for (const card of placed) {
      const at = { lat: card.latitude!, lng: card.longitude! }
      const nearest = stations.map((s) => ({ s, m: metres(at, s) })).sort((a, b) => a.m - b.m)[0]!
      expect(card.nearest_metro).toEqual({
        name: nearest.s.name,
        line: nearest.s.line,
        distance_km: Math.max(0.1, Math.round(nearest.m / 100) / 10),
        walk_minutes: Math.max(1, Math.ceil(nearest.m / WALK_METRES_PER_MINUTE)),
      })
    }
    for (const card of data.filter((c) => c.latitude === null)) expect(card.nearest_metro).toBeNull()
  })

  it('follows a property that moves (details and similar too), and is null without a position', async () => {
    const { post, database } = testApp()
    const [card] = (await search({})).data.filter((c) => c.latitude !== null)
    const station = stations.find((s) => s.name === 'Noida Sector 62')!
    await database.db.execute(sql`update properties set latitude = ${station.lat}, longitude = ${station.lng + 0.01} where id = ${card!.property_id}`)
    const detail = (await post(endpoints.getPropertyById, { propertyId: card!.property_id })).json().data[0]!
    expect(detail.nearest_metro).toMatchObject({ name: 'Noida Sector 62', line: 'Blue Line', distance_km: 1, walk_minutes: 14 })
    const similar = (await post(endpoints.getSimilarProperties, { propertyId: detail.property_id, limit: 20 })).json().data
    expect(similar.every((c) => c.latitude === null || c.nearest_metro !== null)).toBe(true)
    await database.db.execute(sql`update properties set latitude = null, longitude = null where id = ${card!.property_id}`)
    expect((await post(endpoints.getPropertyById, { propertyId: card!.property_id })).json().data[0]!.nearest_metro).toBeNull()
  })
})

describe(`POST ${SEARCH.path}: near, sort by distance, metro_within_km`, () => {
  it('metro_within_km keeps only properties whose nearest metro is that close', async () => {
    const all = (await search({})).data
    const within = await search({ metro_within_km: 1.5 })
    const expected = all.filter((c) => c.nearest_metro !== null && c.nearest_metro.distance_km <= 1.5)
    expect(within.total).toBe(expected.length)
    expect(within.data.every((c) => c.nearest_metro !== null && c.nearest_metro.distance_km <= 1.5)).toBe(true)
    expect(within.total).toBeLessThan(all.length)
  })

  it('near a place sorts nearest first and says how far each is', async () => {
    const place = (await testApp().post(endpoints.getPlaces)).json().data.find((p) => p.id === 'cyber-city')!
    const res = await search({ near_place_id: 'cyber-city', sort: 'distance' })
    const placed = res.data.filter((c) => c.latitude !== null)
    expect(placed.length).toBeGreaterThan(1)
    const km = placed.map((c) => c.distance_km!)
    expect(km).toEqual([...km].sort((a, b) => a - b))
    for (const card of placed) {
      expect(card.distance_km).toBe(Math.round(metres({ lat: place.latitude, lng: place.longitude }, { lat: card.latitude!, lng: card.longitude! }) / 100) / 10)
    }
    // properties without a position come last, without a distance
    expect(res.data.slice(placed.length).every((c) => c.latitude === null && c.distance_km === undefined)).toBe(true)
    // a dropped pin at the same point gives the same order
    const pin = await search({ near: { lat: place.latitude, lng: place.longitude }, sort: 'distance' })
    expect(pin.data.map((c) => c.property_id)).toEqual(res.data.map((c) => c.property_id))
  })

  it.each([
    [{ near_place_id: 'taj-mahal', sort: 'distance' }, 'That place is not in our list of places. Choose one from the list.'],
    [{ sort: 'distance' }, 'sort by distance needs near or near_place_id'],
    [{ near: { lat: 28.5, lng: 77.1 }, near_place_id: 'cyber-city' }, 'send near or near_place_id, not both'],
    [{ near: { lat: 19.07, lng: 72.87 } }, 'near.lat must be within Delhi NCR'],
    [{ metro_within_km: 0 }, 'metro_within_km must be more than 0'],
    [{ sort: 'nearest' }, 'sort must be price_asc, price_desc, distance, rating or newest'],
  ])('400 for %j', async (body, message) => {
    const res = await testApp().post(SEARCH, { ...WIDE, ...body })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(message)
  })
})
