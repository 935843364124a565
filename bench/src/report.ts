import type { EndpointResult } from './api-bench.ts'
import type { BookingResult } from './booking-bench.ts'
import type { LighthouseResult } from './lighthouse.ts'
import { int, kb, ms, pct, table } from './table.ts'
import type { WebSizes } from './web-sizes.ts'

export interface DatabaseSection {
  database: string
  skipped?: string
  error?: string
  seedMs?: number
  bare?: EndpointResult
  endpoints: EndpointResult[]
  booking?: BookingResult
  bookingError?: string
}

export interface Report {
  startedAt: string
  machine: { cpus: number; node: string; platform: string }
  settings: { properties: number; connections: number; warmupSeconds: number; measureSeconds: number; searchPool: number; lighthouseServer: string }
  databases: DatabaseSection[]
  web?: WebSizes
  webError?: string
  lighthouse: LighthouseResult[]
  lighthouseError?: string
  totalSeconds?: number
}

const TARGETS = { searchP99Ms: 20, firstLoadJsGzipKb: 120, lighthouse: 95 }

function apiTable(s: DatabaseSection): string {
  const bare = s.bare
  const rows = [...(bare ? [bare] : []), ...s.endpoints].map((e) => [
    e.name, int(e.requestsPerSecond), ms(e.p50Ms), ms(e.p99Ms), ms(e.idleMs, 2), e.errors, e.non2xx,
    bare ? pct(e.requestsPerSecond, bare.requestsPerSecond) : '-', ms(e.serverCpuMs, 2), ms(e.dbCpuMs, 2),
  ])
  return table(['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'idle ms', 'errors', 'non-2xx', 'of bare', 'node CPU ms/req', 'PG CPU ms/req'], rows)
}

function bookingLine(b: BookingResult): string {
  return `${b.attempts} attempts at once on 1 room option with ${b.rooms} rooms: ${b.succeeded} booked, ${b.conflicts} got 409` +
    `${b.other ? `, ${b.other} other (${b.otherStatuses})` : ''}, rooms left ${b.roomsLeft ?? '?'}, ` +
    `${ms(b.elapsedMs, 0)} ms for all 200 answers  ${b.ok ? 'OK' : 'WRONG'}  (200 sign-ins + tenants took ${ms(b.signInMs / 1000, 1)} s)`
}

function webTables(w: WebSizes): string {
  const first = table(['first load', 'files', 'raw KB', 'gzip KB'], [
    ['JavaScript', '', kb(w.firstLoad.js.raw), kb(w.firstLoad.js.gzip)],
    ['CSS', '', kb(w.firstLoad.css.raw), kb(w.firstLoad.css.gzip)],
    ['total', w.firstLoad.files, kb(w.firstLoad.js.raw + w.firstLoad.css.raw), kb(w.firstLoad.js.gzip + w.firstLoad.css.gzip)],
  ])
  const routes = table(['lazy chunk', 'own JS gzip KB', '+JS raw KB', '+JS gzip KB', '+CSS gzip KB'], w.routes.map((r) => [
    r.name, kb(r.own.gzip), kb(r.added.raw), kb(r.added.gzip), kb(r.css.gzip),
  ]))
  return `${first}\n\n${routes}\n(+ = what opening that chunk adds to the first load: its own file and static imports not loaded yet)`
}

function lighthouseTable(results: LighthouseResult[]): string {
  return table(['page', 'perf', 'perf of each run', 'a11y', 'best-pr.', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'host CPU index'], results.map((l) => [
    l.page, l.performance ?? '-', l.runs?.map((s) => s ?? '-').join(' / ') ?? '-', l.accessibility ?? '-', l.bestPractices ?? '-', l.seo ?? '-', ms(l.lcpMs, 0), ms(l.tbtMs, 0), ms(l.cls, 3),
    l.benchmarkIndex === null ? '-' : Math.round(l.benchmarkIndex),
  ])) + results.filter((l) => l.losing.length).map((l) => `\n${l.page} loses points on: ${l.losing.join('; ')}`).join('')
}

function targetsLines(r: Report): string[] {
  const pgSearch = r.databases.find((d) => d.database === 'PostgreSQL')?.endpoints.find((e) => e.name === 'fetch-property-by-filters')
  const jsGzip = r.web ? r.web.firstLoad.js.gzip / 1024 : null
  const mark = (ok: boolean | null) => (ok === null ? 'n/a ' : ok ? 'MET ' : 'MISS')
  const lh = (key: 'performance' | 'accessibility') => r.lighthouse.map((l) => l[key] ?? 0)
  const lhOk = (key: 'performance' | 'accessibility') => (r.lighthouse.length ? lh(key).every((v) => v >= TARGETS.lighthouse) : null)
  return [
    `${mark(pgSearch ? pgSearch.p99Ms < TARGETS.searchP99Ms : null)} search p99 < ${TARGETS.searchP99Ms} ms on PostgreSQL at 50 connections: ${pgSearch ? `${pgSearch.p99Ms} ms` : 'not measured'}`,
    `${mark(jsGzip === null ? null : jsGzip < TARGETS.firstLoadJsGzipKb)} first-load JS < ${TARGETS.firstLoadJsGzipKb} KB gzip: ${jsGzip === null ? 'not measured' : `${jsGzip.toFixed(1)} KB`}`,
    `${mark(lhOk('performance'))} Lighthouse mobile performance >= ${TARGETS.lighthouse}: ${lh('performance').join(', ') || 'not measured'}`,
    `${mark(lhOk('accessibility'))} Lighthouse mobile accessibility >= ${TARGETS.lighthouse}: ${lh('accessibility').join(', ') || 'not measured'}`,
  ]
}

export function formatReport(r: Report): string {
  const s = r.settings
  const out: string[] = [
    `Basera bench ${r.startedAt}  (${r.machine.cpus} CPUs, Node ${r.machine.node}; server, database and autocannon share them)`,
    `${s.properties.toLocaleString('en-US')} properties; autocannon ${s.connections} connections, ${s.warmupSeconds} s warm-up + ${s.measureSeconds} s per row; ${s.searchPool} different search bodies`,
    'idle ms: median of 20 sequential requests without load; CPU ms/req: CPU time of the server process and of its PostgreSQL backends per answered request (less sensitive to other load on the machine than req/s)',
  ]
  for (const d of r.databases) {
    out.push('', `== API on ${d.database}${d.seedMs ? ` (seeded in ${ms(d.seedMs / 1000, 1)} s)` : ''} ==`)
    if (d.skipped) out.push(`skipped: ${d.skipped}`)
    if (d.error) out.push(`FAILED: ${d.error}`)
    if (d.bare || d.endpoints.length) out.push(apiTable(d))
    if (d.booking) out.push('', `booking contention: ${bookingLine(d.booking)}`)
    if (d.bookingError) out.push('', `booking contention FAILED: ${d.bookingError}`)
  }
  out.push('', '== Web: production build (gzip -9) ==', r.web ? webTables(r.web) : `FAILED: ${r.webError ?? 'not measured'}`)
  out.push('', `== Lighthouse 12, mobile (server on ${s.lighthouseServer}) ==`)
  out.push(r.lighthouse.length ? lighthouseTable(r.lighthouse) : `FAILED: ${r.lighthouseError ?? 'not measured'}`)
  if (r.lighthouseError && r.lighthouse.length) out.push(`FAILED: ${r.lighthouseError}`)
  out.push('', '== Targets ==', ...targetsLines(r))
  if (r.totalSeconds) out.push('', `bench took ${r.totalSeconds.toFixed(0)} s`)
  return out.join('\n')
}
