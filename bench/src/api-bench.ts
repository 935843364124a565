import { GENDERS } from '@basera/contract/constants'
import * as endpoints from '@basera/contract/endpoints'
import { PROPERTIES } from './databases.ts'
import { measure, type CpuMeter, type LoadResult, type LoadTarget } from './load.ts'
import { createRandom, type Random } from './random.ts'

const SEARCH_PATH = endpoints.searchProperties.path
const DETAIL_PATH = endpoints.getPropertyById.path
const ROOMS_PATH = endpoints.getRoomOptions.path
const SEARCH_POOL = 500
const CITY_IDS = [1, 2, 3] as const

export interface EndpointResult extends LoadResult {
  name: string
  /** Median of 20 sequential requests on an idle server. */
  idleMs: number
}

async function post<T>(baseUrl: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as T
}

async function localityIdsByCity(baseUrl: string): Promise<Map<number, number[]>> {
  const byCity = new Map<number, number[]>()
  for (const cityId of CITY_IDS) {
    const reply = await post<{ data: { locality_id: number }[] }>(baseUrl, endpoints.getPrefLocalities.path, { cityname: cityId })
    byCity.set(cityId, reply.data.map((l) => l.locality_id))
  }
  return byCity
}

/** What tenants send: 1 to 3 localities of one city, a gender or none, a budget window (often the default one). */
function searchBody(r: Random, byCity: Map<number, number[]>): string {
  const cityId = r.pick(CITY_IDS)
  const localities = byCity.get(cityId) ?? []
  const chosen = new Set<number>()
  const want = r.int(1, 3)
  while (chosen.size < Math.min(want, localities.length)) chosen.add(r.pick(localities))
  const gender = r.next() < 0.35 ? undefined : r.pick(GENDERS)
  let minAmount = 2000
  let maxAmount = 8000
  if (r.next() >= 0.3) {
    minAmount = r.int(1, 30) * 500
    maxAmount = Math.min(50_000, minAmount + r.int(6, 40) * 500)
  }
  return JSON.stringify({ cityId, localityId: [...chosen].join(','), ...(gender ? { gender } : {}), minAmount, maxAmount })
}

function searchPool(byCity: Map<number, number[]>): string[] {
  const r = createRandom(42)
  return Array.from({ length: SEARCH_POOL }, () => searchBody(r, byCity))
}

function rotating(pool: readonly string[]): () => string {
  let i = 0
  return () => pool[i++ % pool.length] as string
}

function randomIdBody(seed: number): () => string {
  const r = createRandom(seed)
  return () => JSON.stringify({ propertyId: r.int(1, PROPERTIES) })
}

async function idleMedian(target: LoadTarget): Promise<number> {
  const times: number[] = []
  for (let i = 0; i < 20; i++) {
    const started = performance.now()
    const response = await fetch(target.url, {
      method: target.method,
      headers: { 'content-type': 'application/json' },
      ...(target.body ? { body: target.body() } : {}),
    })
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`${target.url} answered ${response.status}`)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return ((times[9] ?? 0) + (times[10] ?? 0)) / 2
}

async function run(name: string, target: LoadTarget, idleTarget: LoadTarget, cpu?: CpuMeter): Promise<EndpointResult> {
  const idleMs = await idleMedian(idleTarget)
  process.stdout.write(`  ${name} ...`)
  const result = await measure(target, cpu)
  process.stdout.write(` ${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99Ms} ms\n`)
  return { name, idleMs, ...result }
}

export async function benchBare(baseUrl: string, cpu: CpuMeter): Promise<EndpointResult> {
  const target: LoadTarget = { url: `${baseUrl}/bare`, method: 'GET' }
  return run('bare Fastify constant', target, target, cpu)
}

/** The same search mix against a server started with SEARCH_CACHE_MS=0: what every cache miss costs. */
export async function benchSearchUncached(baseUrl: string, cpu: CpuMeter): Promise<EndpointResult> {
  const pool = searchPool(await localityIdsByCity(baseUrl))
  const url = baseUrl + SEARCH_PATH
  return run('fetch-property-by-filters, cache off', { url, method: 'POST', body: rotating(pool) }, { url, method: 'POST', body: rotating(pool.slice().reverse()) }, cpu)
}

export async function benchApi(baseUrl: string, cpu: CpuMeter): Promise<{ results: EndpointResult[]; searchPoolSize: number }> {
  const pool = searchPool(await localityIdsByCity(baseUrl))
  // the idle median uses bodies the load run will not reuse first, so it does not warm exactly those cache entries
  const idlePool = pool.slice().reverse()
  const endpoints: [string, string, () => string, () => string][] = [
    ['fetch-property-by-filters', SEARCH_PATH, rotating(pool), rotating(idlePool)],
    ['get-property-by-id', DETAIL_PATH, randomIdBody(7), randomIdBody(8)],
    ['get-room-options-by-id', ROOMS_PATH, randomIdBody(9), randomIdBody(10)],
  ]
  const results: EndpointResult[] = []
  for (const [name, path, body, idleBody] of endpoints) {
    results.push(await run(name, { url: baseUrl + path, method: 'POST', body }, { url: baseUrl + path, method: 'POST', body: idleBody }, cpu))
  }
  return { results, searchPoolSize: pool.length }
}
