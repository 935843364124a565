import { writeFileSync } from 'node:fs'
import lighthouse from 'lighthouse'
import { launch } from 'chrome-launcher'
import { onCleanup } from './cleanup.ts'

// TOOLING.md's flags: Debian's Chromium, headless, nothing that reaches the network on its own.
const CHROME_FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run',
]
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

export interface LighthouseResult {
  page: string
  performance: number | null
  accessibility: number | null
  bestPractices: number | null
  seo: number | null
  lcpMs: number | null
  tbtMs: number | null
  cls: number | null
  /** Lighthouse's own CPU benchmark of this machine during the run (lower = busier or slower host). */
  benchmarkIndex: number | null
  /** Performance audits that lost points, worst first (for the report). */
  losing: string[]
  /** The performance score of every run, when this result is the median of several. */
  runs?: (number | null)[]
  /** The CPU slowdown the runs simulated (calibrated to the host). */
  cpuSlowdown?: number
}

export const LIGHTHOUSE_RUNS = 5

/**
 * The CPU slowdown that makes this host a mid-tier phone, from Lighthouse's benchmark index, as Lighthouse's
 * throttling documentation says to calibrate (docs/throttling.md, "Calibrating the CPU slowdown", and the
 * calculator it links): index 1300 and up is 3x plus 1x per 233 points; 800 to 1300 is 2x to 3x; 150 to 800 is
 * 1x to 2x. The default 4x assumes a high-end desktop of about 1533.
 */
function cpuSlowdownFor(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650)
}

export interface Calibration {
  benchmarkIndex: number
  cpuSlowdown: number
}

/** One Lighthouse run on a light page to read the host's benchmark index, and the slowdown that follows from it. */
export async function calibrate(baseUrl: string, page: string, reportFile: string): Promise<Calibration> {
  const run = await runLighthouse(baseUrl, page, reportFile, undefined)
  if (run.benchmarkIndex === null) throw new Error('Lighthouse reported no benchmark index')
  return { benchmarkIndex: run.benchmarkIndex, cpuSlowdown: Number(cpuSlowdownFor(run.benchmarkIndex).toFixed(1)) }
}

/** Lighthouse ran but could not measure the page (its runtimeError). */
class LighthouseRunError extends Error {}

/**
 * The run with the median performance score of `LIGHTHOUSE_RUNS` (one run's score swings by ±5 on a
 * shared machine, as Lighthouse's own docs warn); a run Lighthouse itself fails (e.g. NO_NAVSTART, a
 * trace it could not record) is tried once more.
 */
export async function runLighthouseMedian(baseUrl: string, page: string, reportFile: (run: number) => string, cpuSlowdown: number): Promise<LighthouseResult> {
  const results: LighthouseResult[] = []
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
    try {
      results.push(await runLighthouse(baseUrl, page, reportFile(run), cpuSlowdown))
    } catch (error) {
      if (!(error instanceof LighthouseRunError)) throw error
      results.push(await runLighthouse(baseUrl, page, reportFile(run), cpuSlowdown))
    }
  }
  const sorted = [...results].sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0))
  const median = sorted[Math.floor(sorted.length / 2)] as LighthouseResult
  return { ...median, runs: results.map((r) => r.performance), cpuSlowdown }
}

const score = (s: number | null | undefined): number | null => (s === null || s === undefined ? null : Math.round(s * 100))

/** One Lighthouse 12 mobile run (emulated phone, simulated slow 4G; `cpuSlowdown`, else its default 4x) in a fresh Chromium. */
async function runLighthouse(baseUrl: string, page: string, reportFile: string, cpuSlowdown: number | undefined): Promise<LighthouseResult> {
  const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS })
  const forget = onCleanup('kill chromium', () => chrome.kill())
  try {
    const throttling = cpuSlowdown === undefined ? {} : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }
    const result = await lighthouse(baseUrl + page, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], ...throttling })
    if (!result) throw new Error(`Lighthouse returned nothing for ${page}`)
    const lhr = result.lhr
    writeFileSync(reportFile, JSON.stringify(lhr))
    if (lhr.runtimeError) throw new LighthouseRunError(`Lighthouse on ${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    const audit = (id: string) => lhr.audits[id]
    const losing = (lhr.categories.performance?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => ({ ref, a: audit(ref.id) }))
      .filter(({ a }) => a && a.score !== null && a.score < 0.9)
      .sort((x, y) => y.ref.weight * (1 - (y.a?.score ?? 1)) - x.ref.weight * (1 - (x.a?.score ?? 1)))
      .map(({ a }) => `${a?.id} ${a?.displayValue ?? ''}`.trim())
    return {
      page,
      performance: score(lhr.categories.performance?.score),
      accessibility: score(lhr.categories.accessibility?.score),
      bestPractices: score(lhr.categories['best-practices']?.score),
      seo: score(lhr.categories.seo?.score),
      lcpMs: audit('largest-contentful-paint')?.numericValue ?? null,
      tbtMs: audit('total-blocking-time')?.numericValue ?? null,
      cls: audit('cumulative-layout-shift')?.numericValue ?? null,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      losing,
    }
  } finally {
    forget()
    chrome.kill()
  }
}
