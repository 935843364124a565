import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { benchApi, benchBare, benchBareAnswers, benchPages, benchSearchUncached, rowWanted, signIn, UNCACHED_ROW } from './api-bench.ts'
import { benchBooking } from './booking-bench.ts'
import { benchConsoleLive } from './console-live-bench.ts'
import { benchPayments } from './payments-bench.ts'
import { benchNotify, notifyLine } from './notify-bench.ts'
import { cleanUp, cleanUpOnSignals, onCleanup } from './cleanup.ts'
import { backendCpuMs, createBenchDatabase, explainSearch, prepareContentionRoom, PROPERTIES, seedDatabase, targetLabel, type DbTarget } from './databases.ts'
import { calibrate, LIGHTHOUSE_RUNS, runLighthouseMedian } from './lighthouse.ts'
import { CONNECTIONS, MEASURE_SECONDS, WARMUP_SECONDS, type CpuMeter } from './load.ts'
import { cpuMsOf, peakRssMb, rssMbOf } from './processes.ts'
import { formatReport, type DatabaseSection, type Report } from './report.ts'
import { buildApiServer, startApiServer, startBareServer, type RunningServer } from './servers.ts'
import { benchTwoInstances } from './two-instances.ts'
import { benchColdSearch, benchMixedSearch, COLD_ROW, MIXED_ROW } from './traffic-bench.ts'
import { buildWeb, measureWeb } from './web-sizes.ts'

const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const REPO_ROOT = path.resolve(BENCH_DIR, '..')
const LIGHTHOUSE_PAGES = ['/home', '/search?city=1&min=2000&max=8000', '/property/2']
// the two-instance row's Redis (rate limits shared by the instances); a database number of its own
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/9'

// sections to leave out while working on one part, e.g. BENCH_SKIP=lighthouse,pglite (the full run is the default)
const SKIP = new Set((process.env.BENCH_SKIP ?? '').split(',').map((part) => part.trim()).filter(Boolean))

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error))
const stamp = new Date().toISOString().replace(/[:.]/g, '-')
const resultsDir = path.join(BENCH_DIR, 'results')

async function databaseSection(
  target: DbTarget, tmp: string, bare: RunningServer, web: { dist: string; serverBuild: string } | null, report: Report,
): Promise<DatabaseSection> {
  const label = targetLabel(target)
  const section: DatabaseSection = { database: label, endpoints: [] }
  const dataDir = path.join(tmp, `${target.kind}-data`)
  let server: RunningServer | null = null
  try {
    console.log(`\n${label}: seeding ${PROPERTIES.toLocaleString('en-US')} properties with the server's seed ...`)
    section.seedMs = await seedDatabase(target, REPO_ROOT, dataDir, path.join(tmp, `seed-${target.kind}.log`))
    const room = await prepareContentionRoom(target, dataDir)
    if (target.kind === 'postgres' && !SKIP.has('plans')) {
      const file = path.join(resultsDir, `${stamp}-search-plans-${PROPERTIES}.txt`)
      await explainSearch(target, REPO_ROOT, dataDir, file)
      section.plans = path.relative(REPO_ROOT, file)
      console.log(`${label}: the search statement's query plans written to ${section.plans}`)
    }
    const serverOptions = {
      repoRoot: REPO_ROOT, dataDir, webDist: web?.dist ?? path.join(tmp, 'no-web'), webServerBuild: web?.serverBuild ?? path.join(tmp, 'no-web'),
      logFile: path.join(tmp, `server-${target.kind}.log`),
    }
    const meter = (s: RunningServer): CpuMeter => async () => ({ server: cpuMsOf(s.pid), db: target.kind === 'postgres' ? await backendCpuMs() : null })
    server = await startApiServer(target, serverOptions)
    await new Promise((r) => setTimeout(r, 1000))
    section.memory = { idleMb: rssMbOf(server.pid), peakMb: null, afterMb: null }
    console.log(`${label}: server up at ${server.baseUrl} (${section.memory.idleMb?.toFixed(0)} MB resident); load runs:`)
    const bareCpu: CpuMeter = async () => ({ server: cpuMsOf(bare.pid), db: null })
    section.bare = await benchBare(bare.baseUrl, bareCpu)
    section.bareAnswers = await benchBareAnswers(bare.baseUrl, bareCpu)
    const client = await signIn(server.baseUrl, '7000000001')
    const running = server
    if (!SKIP.has('api')) {
      const { result: api, peakMb } = await peakRssMb(server.pid, () => benchApi(running.baseUrl, meter(running), client, target.kind === 'postgres'))
      section.memory.peakMb = peakMb
      section.memory.afterMb = rssMbOf(server.pid)
      section.endpoints = api.results
      if (web) section.endpoints.push(...await benchPages(running.baseUrl, meter(running)))
      section.priming = api.priming
      report.settings.searchPool = api.searchPoolSize
      if (target.kind === 'postgres' && rowWanted(MIXED_ROW)) {
        const mixed = await benchMixedSearch(running.baseUrl, target.url, client, meter(running))
        section.endpoints.push(...mixed.rows)
        section.writes = mixed.writes
      }
    }
    if (!SKIP.has('booking')) {
      try {
        console.log(`${label}: booking contention ...`)
        section.booking = await benchBooking(server.baseUrl, room)
      } catch (error) {
        section.bookingError = message(error)
      }
    }
    if (!SKIP.has('console-live')) {
      try {
        console.log(`${label}: a booking to the open consoles' streams, under load ...`)
        section.consoleLive = await benchConsoleLive(server.baseUrl)
      } catch (error) {
        section.consoleLiveError = message(error)
      }
    }
    if (!SKIP.has('payments')) {
      try {
        console.log(`${label}: money (token orders and webhooks) ...`)
        const money = await benchPayments(server.baseUrl, meter(server))
        section.endpoints.push(...money.rows)
        section.payments = money.notes
      } catch (error) {
        section.paymentsError = message(error)
      }
    }
    if (target.kind === 'pglite' && web && !SKIP.has('lighthouse')) {
      report.settings.lighthouseServer = `${label}, ${PROPERTIES.toLocaleString('en-US')} properties`
      try {
        const calibration = await calibrate(server.baseUrl, '/help', path.join(resultsDir, `${stamp}-lighthouse-calibration.json`))
        report.lighthouseCalibration = calibration
        console.log(`Lighthouse: host benchmark index ${Math.round(calibration.benchmarkIndex)}, so a CPU slowdown of ${calibration.cpuSlowdown}x`)
        for (const page of LIGHTHOUSE_PAGES) {
          console.log(`Lighthouse ${page} (${LIGHTHOUSE_RUNS} runs) ...`)
          const file = (run: number) => path.join(resultsDir, `${stamp}-lighthouse-${page.slice(1).split('?')[0]?.replace(/[^a-z0-9]+/gi, '-')}-${run + 1}.json`)
          report.lighthouse.push(await runLighthouseMedian(server.baseUrl, page, file, calibration.cpuSlowdown))
        }
      } catch (error) {
        report.lighthouseError = message(error)
      }
    }
    await server.stop()
    server = null
    if (!SKIP.has('notify')) {
      console.log(`${label}: the notification worker ...`)
      try {
        section.notify = await benchNotify(target, REPO_ROOT, dataDir, path.join(tmp, `notify-${target.kind}.log`))
        console.log(`${label}: ${notifyLine(section.notify)}`)
      } catch (error) {
        section.notifyError = message(error)
      }
    }
    if (target.kind === 'postgres' && !SKIP.has('two-instances')) {
      console.log(`${label}: two instances on one database and Redis ...`)
      try {
        const both = { ...serverOptions, extraEnv: { REDIS_URL } }
        const a = await startApiServer(target, { ...both, logFile: path.join(tmp, 'server-a.log') })
        const b = await startApiServer(target, { ...both, logFile: path.join(tmp, 'server-b.log') })
        try {
          section.twoInstances = await benchTwoInstances(a, b, target.url)
        } finally {
          await Promise.all([a.stop(), b.stop()])
        }
      } catch (error) {
        section.twoInstancesError = message(error)
      }
    }
    // a server's first minute, nothing primed (the database as the rows above left it)
    if (!SKIP.has('api') && rowWanted(COLD_ROW)) {
      server = await startApiServer(target, serverOptions)
      section.endpoints.push(...await benchColdSearch(server.baseUrl, meter(server)))
      await server.stop()
      server = null
    }
    // every search a miss: the query path alone, on the same data
    if (!SKIP.has('api') && rowWanted(UNCACHED_ROW)) {
      server = await startApiServer(target, { ...serverOptions, extraEnv: { SEARCH_CACHE_MS: '0' } })
      section.endpoints.splice(1, 0, await benchSearchUncached(server.baseUrl, meter(server)))
    }
  } catch (error) {
    section.error = message(error)
  } finally {
    await server?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  return section
}

async function main(): Promise<number> {
  cleanUpOnSignals()
  const started = Date.now()
  mkdirSync(resultsDir, { recursive: true })
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'basera-bench-'))
  onCleanup('remove temp folder', () => rmSync(tmp, { recursive: true, force: true }))
  const report: Report = {
    startedAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.versions.node, platform: `${os.platform()} ${os.release()}` },
    settings: { properties: PROPERTIES, connections: CONNECTIONS, warmupSeconds: WARMUP_SECONDS, measureSeconds: MEASURE_SECONDS, searchPool: 0, lighthouseServer: '-' },
    databases: [],
    lighthouse: [],
  }

  // the current web source, built with a manifest into the temp folder (web/dist stays as it is)
  let web: { dist: string; serverBuild: string } | null = { dist: path.join(tmp, 'web-dist'), serverBuild: path.join(tmp, 'web-ssr') }
  try {
    if (SKIP.has('web')) throw new Error('BENCH_SKIP=web')
    console.log('Building the web app ...')
    const buildMs = await buildWeb(REPO_ROOT, web.dist, web.serverBuild, path.join(tmp, 'web-build.log'))
    report.web = measureWeb(web.dist, buildMs)
  } catch (error) {
    report.webError = message(error)
    const existing = { dist: path.join(REPO_ROOT, 'web/dist'), serverBuild: path.join(REPO_ROOT, 'web/dist-ssr') }
    web = existsSync(path.join(existing.dist, 'index.html')) ? existing : null
  }

  console.log('Building the server ...')
  await buildApiServer(REPO_ROOT, path.join(tmp, 'server-build.log'))
  const bare = await startBareServer(BENCH_DIR, path.join(tmp, 'bare.log'))
  if (!SKIP.has('pglite')) report.databases.push(await databaseSection({ kind: 'pglite' }, tmp, bare, web, report))
  const pgDb = SKIP.has('postgres') ? { skipped: 'BENCH_SKIP' } : await createBenchDatabase()
  if ('url' in pgDb) report.databases.push(await databaseSection({ kind: 'postgres', url: pgDb.url }, tmp, bare, web, report))
  else report.databases.push({ database: 'PostgreSQL', skipped: pgDb.skipped, endpoints: [] })
  await bare.stop()

  report.totalSeconds = (Date.now() - started) / 1000
  const file = path.join(resultsDir, `${stamp}.json`)
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`)
  console.log(`\n${formatReport(report)}\n\nwritten to ${path.relative(REPO_ROOT, file)}`)
  const failed = report.databases.some((d) => d.error || d.bookingError || d.consoleLiveError || d.twoInstancesError || d.paymentsError || d.notifyError || (d.booking && !d.booking.ok))
    || (report.webError && !SKIP.has('web')) || report.lighthouseError
  return failed ? 1 : 0
}

let code = 1
try {
  // npm run bench -- soak: the long mixed-traffic run (soak.ts) instead of the figures
  code = process.argv.includes('soak') ? await (await import('./soak.ts')).runSoak(process.argv) : await main()
} catch (error) {
  console.error(error)
} finally {
  await cleanUp()
}
process.exit(code)
