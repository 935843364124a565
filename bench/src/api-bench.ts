import os from 'node:os'
import { GENDERS } from '@basera/contract/constants'
import * as endpoints from '@basera/contract/endpoints'
import { searchBodyFor } from '@basera/contract/search-link'
import { PROPERTIES } from './databases.ts'
import { measure, type CpuMeter, type LoadResult, type LoadTarget } from './load.ts'
import { createRandom, type Random } from './random.ts'
import { postJson } from './http.ts'

export const SEARCH_PATH = endpoints.searchProperties.path
const DETAIL_PATH = endpoints.getPropertyById.path
const ROOMS_PATH = endpoints.getRoomOptions.path
const SEARCH_POOL = 500
const CITY_IDS = [1, 2, 3] as const

// rows to run while working on some of them (BENCH_ROWS, parts of row names separated by '|', as the names hold
// commas; all rows by default)
const ROWS = (process.env.BENCH_ROWS ?? '').split('|').map((part) => part.trim().toLowerCase()).filter(Boolean)

/** Whether a row runs: every row, or those whose name contains one of BENCH_ROWS' parts. */
export const rowWanted = (name: string): boolean => ROWS.length === 0 || ROWS.some((part) => name.toLowerCase().includes(part))

export interface EndpointResult extends LoadResult {
  name: string
  /** Median of the sequential requests on an idle server (IDLE_REQUESTS, one after another). */
  idleMs: number
  /** The 99th percentile of the same requests: the unloaded p99. */
  idleP99Ms?: number
  /** The machine's 1-minute load average as the row started and ended (other work on the shared cores). */
  loadAvg?: [number, number]
  /** Share of the row's reads the server's cache answered (its /metrics counts over the row), when counted. */
  hitRate?: number | null
}

type CacheName = 'search' | 'property_detail' | 'room_options'

/** The server's answer-cache counts (/metrics: basera_cache_hits_total and basera_cache_misses_total by cache). */
async function cacheCounts(baseUrl: string, cache: CacheName): Promise<{ hits: number; misses: number } | null> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text()
  const of = (kind: string) => Number(new RegExp(`^basera_cache_${kind}_total\\{cache="${cache}"\\} (\\d+)`, 'm').exec(text)?.[1] ?? NaN)
  const counts = { hits: of('hits'), misses: of('misses') }
  return Number.isNaN(counts.hits) || Number.isNaN(counts.misses) ? null : counts
}

/** A row with the hit rate of `cache` over it (idle requests, warm-up and load together). */
export async function withHitRate(baseUrl: string, cache: CacheName, row: () => Promise<EndpointResult>): Promise<EndpointResult> {
  const before = await cacheCounts(baseUrl, cache)
  const result = await row()
  const after = await cacheCounts(baseUrl, cache)
  if (!before || !after) return { ...result, hitRate: null }
  const hits = after.hits - before.hits
  const all = hits + after.misses - before.misses
  return { ...result, hitRate: all > 0 ? hits / all : null }
}

/** A signed-in client: the lead id its bodies carry and the bearer token it sends. */
export interface Client {
  leadId: number
  token: string
}

/** Signs a lead in through the API (development servers echo the code). */
export async function signIn(baseUrl: string, phoneNumber: string): Promise<Client> {
  const login = await postJson<{ otp?: string }>(baseUrl, endpoints.login.path, { phoneNumber })
  if (!login.otp) throw new Error('the server did not echo the code: it must run in development mode')
  const verified = await postJson<{ accessToken: string; lead_profile_id: number }>(baseUrl, endpoints.verifyOtp.path, { phoneNumber, otp: login.otp })
  return { leadId: verified.lead_profile_id, token: verified.accessToken }
}

async function localityIdsByCity(baseUrl: string): Promise<Map<number, number[]>> {
  const byCity = new Map<number, number[]>()
  for (const cityId of CITY_IDS) {
    const reply = await postJson<{ data: { locality_id: number }[] }>(baseUrl, endpoints.getPrefLocalities.path, { cityname: cityId })
    byCity.set(cityId, reply.data.map((l) => l.locality_id))
  }
  return byCity
}

interface Search {
  cityId: number
  localityIds: number[]
  gender: (typeof GENDERS)[number] | undefined
  min: number
  max: number
}

/** What tenants look for: 1 to 3 localities of one city, a gender or none, a budget window (often the default one). */
function randomSearch(r: Random, byCity: Map<number, number[]>): Search {
  const cityId = r.pick(CITY_IDS)
  const localities = byCity.get(cityId) ?? []
  const chosen = new Set<number>()
  const want = r.int(1, 3)
  while (chosen.size < Math.min(want, localities.length)) chosen.add(r.pick(localities))
  const gender = r.next() < 0.35 ? undefined : r.pick(GENDERS)
  let min = 2000
  let max = 8000
  if (r.next() >= 0.3) {
    min = r.int(1, 30) * 500
    max = Math.min(50_000, min + r.int(6, 40) * 500)
  }
  return { cityId, localityIds: [...chosen], gender, min, max }
}

/**
 * The body the spec's client sends (spec section 7): leadId, gender, minAmount, maxAmount and
 * comma-separated localityId; no city, no limit (so the server's default page of 30).
 */
function specBody(s: Search, client: Client | null): string {
  return JSON.stringify({
    ...(client ? { leadId: client.leadId } : {}),
    gender: s.gender ?? '', minAmount: s.min, maxAmount: s.max, localityId: s.localityIds.join(','),
  })
}

/** The body our web app's results screen sends for its first page (contract/src/search-link.ts). */
function webBody(s: Search, client: Client | null): string {
  return JSON.stringify(searchBodyFor({ cityId: s.cityId, localityIds: s.localityIds, ...(s.gender ? { gender: s.gender } : {}), min: s.min, max: s.max }, 0, client?.leadId))
}

// issue 32: the spec's body with every new filter (PRODUCT.md "Search the way tenants search"), and each sort
const EVERY_FILTER = { sharing: [1, 2], food_included: true, ac: true, attached_bathroom: true, furnishing: 'fully_furnished', available_from: '2027-06-30' }
const SORTS = ['price_asc', 'price_desc', 'distance', 'rating', 'newest'] as const
const NEAR = { lat: 28.6139, lng: 77.209 }

function filteredBody(s: Search, client: Client | null, sort?: (typeof SORTS)[number]): string {
  const spec = JSON.parse(specBody(s, client)) as object
  return JSON.stringify({ ...spec, ...EVERY_FILTER, ...(sort ? { sort } : {}), ...(sort === 'distance' ? { near: NEAR } : {}) })
}

/** The 500 signed-in search bodies of `client`: the spec's body, and the spec's body with every new filter. */
export async function signedInSearches(baseUrl: string, client: Client): Promise<{ spec: string[]; filtered: string[] }> {
  const pool = searchPool(await localityIdsByCity(baseUrl))
  return { spec: pool.map((s) => specBody(s, client)), filtered: pool.map((s) => filteredBody(s, client)) }
}

function searchPool(byCity: Map<number, number[]>): Search[] {
  const r = createRandom(42)
  return Array.from({ length: SEARCH_POOL }, () => randomSearch(r, byCity))
}

export function rotating(pool: readonly string[]): () => string {
  let i = 0
  return () => pool[i++ % pool.length] as string
}

function randomIdBody(seed: number, client: Client | null): () => string {
  const r = createRandom(seed)
  return () => JSON.stringify({ ...(client ? { leadId: client.leadId } : {}), propertyId: r.int(1, PROPERTIES) })
}

// enough one after another for a p99 (the 99th of 100), still under a second for a cached answer
const IDLE_REQUESTS = 100

/** The unloaded times of a target: its median and p99 over IDLE_REQUESTS requests one after another. */
async function idleTimes(target: LoadTarget, until: 'body' | 'first byte' = 'body'): Promise<{ idleMs: number; idleP99Ms: number }> {
  const times: number[] = []
  for (let i = 0; i < IDLE_REQUESTS; i++) {
    const started = performance.now()
    const url = target.path ? new URL(target.path(), target.url).href : target.url
    const body = target.body?.()
    const response = await fetch(url, {
      method: target.method,
      headers: { 'content-type': 'application/json', ...target.headers, ...(body === undefined ? {} : target.headersFor?.(body)) },
      ...(body === undefined ? {} : { body }),
    })
    // fetch settles when the answer's head has arrived: for a streamed page, its time to first byte
    const firstByte = performance.now() - started
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`${url} answered ${response.status}`)
    times.push(until === 'first byte' ? firstByte : performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const at = (share: number) => times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)] ?? 0
  return { idleMs: ((times[IDLE_REQUESTS / 2 - 1] ?? 0) + (times[IDLE_REQUESTS / 2] ?? 0)) / 2, idleP99Ms: at(0.99) }
}

/** One row: the idle median (of whole answers, or of first bytes), then the load (timed, or `amount` requests exactly). */
export async function run(name: string, target: LoadTarget, idleTarget: LoadTarget, cpu?: CpuMeter, amount?: number, idleUntil: 'body' | 'first byte' = 'body'): Promise<EndpointResult> {
  const loadBefore = os.loadavg()[0] ?? 0
  const idle = await idleTimes(idleTarget, idleUntil)
  process.stdout.write(`  ${name} ...`)
  const result = await measure(target, cpu, amount)
  const loadAvg: [number, number] = [loadBefore, os.loadavg()[0] ?? 0]
  process.stdout.write(` ${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99Ms} ms (load ${loadAvg.map((l) => l.toFixed(1)).join(' to ')})\n`)
  return { name, ...idle, ...result, loadAvg }
}

export async function benchBare(baseUrl: string, cpu: CpuMeter): Promise<EndpointResult> {
  const target: LoadTarget = { url: `${baseUrl}/bare`, method: 'GET' }
  return run('bare Fastify constant', target, target, cpu)
}

/** The ceiling for search-like answers: the bare server's route that sends one of 500 different 3.5 KB answers. */
export async function benchBareAnswers(baseUrl: string, cpu: CpuMeter): Promise<EndpointResult> {
  let i = 0
  const target: LoadTarget = { url: `${baseUrl}/bare-answers`, method: 'POST', body: () => JSON.stringify({ i: i++ }) }
  return run('bare Fastify, 500 different 3.5 KB answers', target, target, cpu)
}

export const bearer = (client: Client | null): Record<string, string> => (client ? { authorization: `Bearer ${client.token}` } : {})

export const UNCACHED_ROW = 'search, spec body, cache off'

/** The same search mix against a server started with SEARCH_CACHE_MS=0: what every cache miss costs. */
export async function benchSearchUncached(baseUrl: string, cpu: CpuMeter): Promise<EndpointResult> {
  const pool = searchPool(await localityIdsByCity(baseUrl))
  const url = baseUrl + SEARCH_PATH
  const bodies = pool.map((s) => specBody(s, null))
  return run(UNCACHED_ROW, { url, method: 'POST', body: rotating(bodies) }, { url, method: 'POST', body: rotating(bodies.slice().reverse()) }, cpu)
}

/** Sends every body once (`concurrency` at a time): what a server that has been up a while has seen. */
async function prime(url: string, bodies: readonly string[], concurrency: number): Promise<number> {
  const started = performance.now()
  let next = 0
  const worker = async () => {
    while (next < bodies.length) {
      const body = bodies[next++] as string
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
      await response.arrayBuffer()
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return performance.now() - started
}

export interface Priming {
  searches: number
  searchMs: number
  properties: number
  propertyMs: number
}

/**
 * What clients do, each row as a share of the bare route in the same run: search signed out and
 * signed in (the lead's id in the body and its token, as the spec's client and our web app send),
 * with the spec's body and with the web app's; a property's details and room options.
 */
export async function benchApi(baseUrl: string, cpu: CpuMeter, client: Client, propertiesToo: boolean): Promise<{ results: EndpointResult[]; searchPoolSize: number; priming: Priming }> {
  const pool = searchPool(await localityIdsByCity(baseUrl))
  // (the properties only when a property row runs)
  const primeProperties = propertiesToo && (rowWanted('get-property-by-id') || rowWanted('get-room-options-by-id'))
  // the rows measure a server that has answered each search (and on PostgreSQL each property) once, its
  // caches warm; the priming time is what the misses cost, and the cache-off row measures searches that
  // always miss. PGlite answers one statement at a time: priming 40,000 property answers would take minutes,
  // so its property rows start cold
  process.stdout.write(`  priming: every search body${primeProperties ? ' and every property' : ''} once ...`)
  // the bodies of the rows that run (BENCH_ROWS), each once
  const shapes = [
    ...(rowWanted('search, spec body, signed out') || rowWanted('search, spec body, signed in') ? [(s: Search) => specBody(s, null)] : []),
    ...(rowWanted('search, web body, signed out') || rowWanted('search, web body, signed in') ? [(s: Search) => webBody(s, null)] : []),
    ...(rowWanted('search, every new filter, signed in') ? [(s: Search) => filteredBody(s, null)] : []),
    ...SORTS.filter((sort) => rowWanted(`search, every new filter, sort ${sort}, signed in`)).map((sort) => (s: Search) => filteredBody(s, null, sort)),
  ]
  const searchBodies = pool.flatMap((s) => shapes.map((shape) => shape(s)))
  const searchMs = await prime(baseUrl + SEARCH_PATH, searchBodies, 10)
  const ids = Array.from({ length: PROPERTIES }, (_, i) => JSON.stringify({ propertyId: i + 1 }))
  const propertyMs = primeProperties ? await prime(baseUrl + DETAIL_PATH, ids, 10) + await prime(baseUrl + ROOMS_PATH, ids, 10) : 0
  process.stdout.write(` ${(searchMs / 1000).toFixed(1)} s + ${(propertyMs / 1000).toFixed(1)} s\n`)
  const priming = { searches: searchBodies.length, searchMs, properties: primeProperties ? PROPERTIES : 0, propertyMs }
  const rows: [string, string, (c: Client | null) => () => string, (c: Client | null) => () => string, Client | null][] = []
  for (const [label, shape] of [['spec body', specBody], ['web body', webBody]] as const) {
    // the idle median uses bodies the load run will not reuse first, so it does not warm exactly those cache entries
    const bodies = (c: Client | null) => rotating(pool.map((s) => shape(s, c)))
    const idleBodies = (c: Client | null) => rotating(pool.map((s) => shape(s, c)).reverse())
    rows.push([`search, ${label}, signed out`, SEARCH_PATH, bodies, idleBodies, null])
    rows.push([`search, ${label}, signed in`, SEARCH_PATH, bodies, idleBodies, client])
  }
  const filtered = (sort?: (typeof SORTS)[number]) => ({
    bodies: (c: Client | null) => rotating(pool.map((s) => filteredBody(s, c, sort))),
    idle: (c: Client | null) => rotating(pool.map((s) => filteredBody(s, c, sort)).reverse()),
  })
  const every = filtered()
  rows.push(['search, every new filter, signed in', SEARCH_PATH, every.bodies, every.idle, client])
  for (const sort of SORTS) {
    const sorted = filtered(sort)
    rows.push([`search, every new filter, sort ${sort}, signed in`, SEARCH_PATH, sorted.bodies, sorted.idle, client])
  }
  rows.push(['get-property-by-id, signed out', DETAIL_PATH, (c) => randomIdBody(7, c), (c) => randomIdBody(8, c), null])
  rows.push(['get-property-by-id, signed in', DETAIL_PATH, (c) => randomIdBody(11, c), (c) => randomIdBody(12, c), client])
  rows.push(['get-room-options-by-id, signed in', ROOMS_PATH, (c) => randomIdBody(9, c), (c) => randomIdBody(10, c), client])
  const results: EndpointResult[] = []
  for (const [name, path, body, idleBody, who] of rows.filter(([name]) => rowWanted(name))) {
    const target = (b: () => string): LoadTarget => ({ url: baseUrl + path, method: 'POST', body: b, headers: bearer(who) })
    const cache: CacheName = path === SEARCH_PATH ? 'search' : path === DETAIL_PATH ? 'property_detail' : 'room_options'
    results.push(await withHitRate(baseUrl, cache, () => run(name, target(body(who)), target(idleBody(who)), cpu)))
  }
  return { results, searchPoolSize: pool.length, priming }
}

/** Random property pages (the path a shared link or a search engine opens), as the server renders them. */
function randomPropertyPath(seed: number): () => string {
  const r = createRandom(seed)
  return () => `/property/${r.int(1, PROPERTIES)}`
}

/**
 * Server-rendered public pages, signed out as a visitor from a search engine arrives: a property's page (its idle
 * figure is the time to first byte) and a locality's page, each as a share of the bare route.
 */
export async function benchPages(baseUrl: string, cpu: CpuMeter): Promise<EndpointResult[]> {
  const page = (path: () => string): LoadTarget => ({ url: baseUrl, method: 'GET', path, headers: { accept: 'text/html' } })
  const localities = ['/pg-in/delhi/saket', '/pg-in/delhi/lajpat-nagar', '/pg-in/noida/sector-62', '/pg-in/gurugram/dlf-phase-3']
  let i = 0
  const rows: EndpointResult[] = []
  if (rowWanted('page /property/:id, rendered')) {
    rows.push(await run('page /property/:id, rendered', page(randomPropertyPath(21)), page(randomPropertyPath(22)), cpu, undefined, 'first byte'))
  }
  if (rowWanted('page /pg-in/:city/:locality, rendered')) {
    rows.push(await run('page /pg-in/:city/:locality, rendered', page(() => localities[i++ % localities.length] ?? '/home'), page(() => '/home'), cpu, undefined, 'first byte'))
  }
  return rows
}
