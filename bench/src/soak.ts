import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import * as endpoints from '@basera/contract/endpoints'
import { cleanUpOnSignals, onCleanup } from './cleanup.ts'
import { PROPERTIES, seedDatabase } from './databases.ts'
import { buildApiServer, startApiServer } from './servers.ts'

// npm run bench -- soak [N]: N minutes (10 by default) of mixed traffic on PostgreSQL against one
// server process: searches, property details, sign-ins and bookings from WORKERS clients at once. Prints the
// server's RSS and heap after the first minute (warm-up) and at the end, the error count, and p99 per minute.

const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const REPO_ROOT = path.resolve(BENCH_DIR, '..')
const WORKERS = 16
const MAX_GROWTH = 0.1
const MiB = 1024 * 1024
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
// its own database, so a figures run (basera_bench) can go on at the same time
const SOAK_DATABASE = 'basera_soak'

async function onAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 })
  await client.connect()
  try { await client.query(statement) } finally { await client.end() }
}

async function createSoakDatabase(): Promise<string> {
  await onAdmin(`drop database if exists ${SOAK_DATABASE} with (force)`)
  await onAdmin(`create database ${SOAK_DATABASE}`)
  onCleanup(`drop database ${SOAK_DATABASE}`, () => onAdmin(`drop database if exists ${SOAK_DATABASE} with (force)`))
  const url = new URL(ADMIN_URL)
  url.pathname = `/${SOAK_DATABASE}`
  return url.toString()
}

interface Sample { at: number; rss: number; heapUsed: number; heapTotal: number }
type Kind = 'search' | 'details' | 'sign-in' | 'booking'
const MIX: [Kind, number][] = [['search', 0.5], ['details', 0.25], ['sign-in', 0.1], ['booking', 0.15]]

function pick(): Kind {
  let r = Math.random()
  for (const [kind, share] of MIX) if ((r -= share) < 0) return kind
  return 'search'
}

const p99 = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0
}

async function post(url: string, body: object, token?: string): Promise<{ status: number; body: Record<string, unknown> }> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    })
    return { status: res.status, body: (await res.json()) as Record<string, unknown> }
  } catch {
    return { status: 0, body: {} }
  }
}

async function readSample(pid: number, file: string, count: number): Promise<Sample> {
  process.kill(pid, 'SIGUSR2')
  for (let i = 0; i < 100; i++) {
    const lines = existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').filter(Boolean) : []
    if (lines.length > count) return JSON.parse(lines[count] as string) as Sample
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('the server did not report its memory')
}

export async function runSoak(argv: string[]): Promise<number> {
  cleanUpOnSignals()
  // a plain number: npm would take a --flag through two scripts as its own setting
  const given = argv.slice(argv.indexOf('soak') + 1).find((a) => /^\d+$/.test(a))
  const minutes = given ? Number(given) : 10
  if (!(minutes >= 2)) throw new Error('the soak needs at least 2 minutes (the first is warm-up)')
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'basera-soak-'))
  onCleanup('remove temp folder', () => rmSync(tmp, { recursive: true, force: true }))
  const databaseUrl = await createSoakDatabase()
  const target = { kind: 'postgres' as const, url: databaseUrl }
  console.log(`Soak: seeding ${PROPERTIES.toLocaleString('en-US')} properties on PostgreSQL ...`)
  await seedDatabase(target, REPO_ROOT, path.join(tmp, 'data'), path.join(tmp, 'seed.log'))
  // bookings never run out of rooms: a refused booking would hide a real error
  const admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
  await admin.query('update room_options set available_rooms = 1000000')
  // the soak's tenant is a woman, and the server refuses a gender a property does not admit: she books only
  // where women may stay (gender_mask bit 2, server/src/modules/properties/cards.ts), so a refusal stays an error
  const admitting = (await admin.query<{ id: number }>('select id from properties where published and gender_mask & 2 <> 0')).rows.map((row) => row.id)
  await admin.end()
  if (admitting.length === 0) throw new Error('no seeded property admits women')

  const probe = path.join(tmp, 'memory.jsonl')
  await buildApiServer(REPO_ROOT, path.join(tmp, 'server-build.log'))
  const server = await startApiServer(target, {
    repoRoot: REPO_ROOT, dataDir: path.join(tmp, 'data'), webDist: path.join(tmp, 'no-web'), webServerBuild: path.join(tmp, 'no-web'), logFile: path.join(tmp, 'server.log'),
    extraEnv: { NODE_OPTIONS: `--require ${path.join(BENCH_DIR, 'src/memory-probe.cjs')}`, MEMORY_PROBE_FILE: probe },
  })
  onCleanup('stop server', server.stop)
  const api = (p: string) => `${server.baseUrl}${p}`
  let phones = 0
  const signIn = async (): Promise<{ ok: boolean; token: string }> => {
    const phoneNumber = `8${String(++phones).padStart(9, '0')}`
    const login = await post(api(endpoints.login.path), { phoneNumber })
    if (login.status !== 200) return { ok: false, token: '' }
    const verify = await post(api(endpoints.verifyOtp.path), { phoneNumber, otp: login.body.otp })
    const token = verify.body.accessToken
    return { ok: verify.status === 200, token: typeof token === 'string' ? token : '' }
  }
  const tokens: string[] = []
  for (let i = 0; i < WORKERS; i++) tokens.push((await signIn()).token)

  const started = Date.now()
  const end = started + minutes * 60_000
  const latencies: number[][] = Array.from({ length: minutes }, () => [])
  const errors: Record<Kind, number> = { search: 0, details: 0, 'sign-in': 0, booking: 0 }
  const done: Record<Kind, number> = { search: 0, details: 0, 'sign-in': 0, booking: 0 }
  const samples: Sample[] = []
  const worker = async (w: number) => {
    while (Date.now() < end) {
      const kind = pick()
      const t0 = performance.now()
      let ok: boolean
      if (kind === 'search') {
        const min = 1000 * Math.floor(Math.random() * 10)
        ok = (await post(api(endpoints.searchProperties.path), { cityId: 1 + Math.floor(Math.random() * 3), minAmount: min, maxAmount: min + 8000 })).status === 200
      } else if (kind === 'details') {
        ok = (await post(api(endpoints.getPropertyById.path), { propertyId: 1 + Math.floor(Math.random() * PROPERTIES) })).status === 200
      } else if (kind === 'sign-in') {
        ok = (await signIn()).ok
      } else {
        const token = tokens[w] ?? ''
        const tenant = await post(api(endpoints.addTenant.path), {
          fullName: 'Soak Tenant', gender: 'Female', contact_number: '9876500001', email: 'soak@example.in', occupation: 'Working', is_b2b_user: 'No',
        }, token)
        ok = tenant.status === 200 && (await post(api(endpoints.bookRoom.path), {
          tenant_id: tenant.body.tenant_id, property_id: admitting[Math.floor(Math.random() * admitting.length)],
        }, token)).status === 200
      }
      const minute = Math.min(minutes - 1, Math.floor((Date.now() - started) / 60_000))
      latencies[minute]?.push(performance.now() - t0)
      done[kind]++
      if (!ok) errors[kind]++
    }
  }
  const sampler = (async () => {
    for (let m = 1; m <= minutes; m++) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + m * 60_000 - Date.now() - (m === minutes ? 2000 : 0))))
      samples.push(await readSample(server.pid, probe, samples.length))
      console.log(`minute ${m}: p99 ${p99(latencies[m - 1] ?? []).toFixed(0)} ms over ${latencies[m - 1]?.length ?? 0} requests, RSS ${(samples.at(-1)!.rss / MiB).toFixed(0)} MiB`)
    }
  })()
  await Promise.all([...Array.from({ length: WORKERS }, (_, w) => worker(w)), sampler])

  const [warm, last] = [samples[0], samples.at(-1)]
  if (!warm || !last) throw new Error('no memory samples')
  const growth = { rss: last.rss / warm.rss - 1, heapUsed: last.heapUsed / warm.heapUsed - 1 }
  const errorCount = Object.values(errors).reduce((a, b) => a + b, 0)
  const report = {
    startedAt: new Date(started).toISOString(), minutes, workers: WORKERS, properties: PROPERTIES, requests: done, errors,
    memory: { afterWarmUp: warm, end: last, growth },
    p99PerMinuteMs: latencies.map((l) => Math.round(p99(l))),
    requestsPerMinute: latencies.map((l) => l.length),
  }
  const resultsDir = path.join(BENCH_DIR, 'results')
  mkdirSync(resultsDir, { recursive: true })
  const file = path.join(resultsDir, `${report.startedAt.replace(/[:.]/g, '-')}-soak.json`)
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`)
  const mb = (n: number) => `${(n / MiB).toFixed(1)} MiB`
  const pct = (n: number) => `${(n * 100).toFixed(1)}%`
  console.log([
    '',
    `Soak on PostgreSQL: ${minutes} min, ${WORKERS} clients, ${Object.values(done).reduce((a, b) => a + b, 0)} requests (${Object.entries(done).map(([k, n]) => `${k} ${n}`).join(', ')})`,
    `errors: ${errorCount} (${Object.entries(errors).map(([k, n]) => `${k} ${n}`).join(', ')})`,
    `RSS: ${mb(warm.rss)} after warm-up -> ${mb(last.rss)} at the end (${pct(growth.rss)})`,
    `heap used: ${mb(warm.heapUsed)} after warm-up -> ${mb(last.heapUsed)} at the end (${pct(growth.heapUsed)})`,
    `p99 per minute (ms): ${report.p99PerMinuteMs.join(', ')}`,
    `written to ${path.relative(REPO_ROOT, file)}`,
  ].join('\n'))
  const failed = errorCount > 0 || growth.rss > MAX_GROWTH || growth.heapUsed > MAX_GROWTH
  if (failed) console.log(`FAILED: errors must be 0 and growth under ${pct(MAX_GROWTH)}`)
  return failed ? 1 : 0
}
