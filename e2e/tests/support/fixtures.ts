import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { test as base, expect, type BrowserContext, type Page, type TestInfo } from '@playwright/test'

export { expect }

/** Map tiles come from a third-party host that cannot be reached here: block it, the page must fall back. */
export async function blockMapTiles(context: BrowserContext) {
  await context.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'))
}

/** A phone number of its own for every journey (and every retry), so journeys never share a lead. */
export function phoneFor(journey: number, n = 0, info: TestInfo = test.info()): string {
  const two = (v: number) => String(v).padStart(2, '0')
  return `9${two(journey)}${two(n)}${info.retry}0000`
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

type Shot = (step: string, target?: Page) => Promise<void>

interface Fixtures {
  /** Screenshot of this step: output/screenshots/<journey>/<nn>-<step>.png. */
  shot: Shot
  /** Uncaught errors in the page fail the journey. */
  pageErrors: string[]
}

export const test = base.extend<Fixtures>({
  context: async ({ context }, use) => {
    await blockMapTiles(context)
    await use(context)
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      expect(errors, 'uncaught errors in the page').toEqual([])
    },
    { auto: true },
  ],
  shot: async ({ page }, use, info) => {
    const number = path.basename(info.file).split('-')[0] ?? '00'
    // a test inside a describe block is one part of that journey: its shots share the journey's folder
    const [, group] = info.titlePath.length > 2 ? info.titlePath : []
    const dir = path.resolve(info.project.outputDir, '..', 'screenshots', `${number}-${slug(group ?? info.title)}`)
    const prefix = group ? `${slug(info.title)}-` : ''
    mkdirSync(dir, { recursive: true })
    let n = 0
    await use(async (step, target = page) => {
      n += 1
      const file = path.join(dir, `${prefix}${String(n).padStart(2, '0')}-${slug(step)}.png`)
      await target.screenshot({ path: file, animations: 'disabled' })
    })
  },
})
