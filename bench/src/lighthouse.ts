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
}

const score = (s: number | null | undefined): number | null => (s === null || s === undefined ? null : Math.round(s * 100))

/** One Lighthouse 12 mobile run (its default: emulated phone, simulated slow 4G and 4x CPU) in a fresh Chromium. */
export async function runLighthouse(baseUrl: string, page: string, reportFile: string): Promise<LighthouseResult> {
  const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS })
  const forget = onCleanup('kill chromium', () => chrome.kill())
  try {
    const result = await lighthouse(baseUrl + page, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] })
    if (!result) throw new Error(`Lighthouse returned nothing for ${page}`)
    const lhr = result.lhr
    writeFileSync(reportFile, JSON.stringify(lhr))
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
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
      benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
      losing,
    }
  } finally {
    forget()
    chrome.kill()
  }
}
