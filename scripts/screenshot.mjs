// Takes a 390x844 phone screenshot of a page in Debian's Chromium: a screen you have not seen is not done.
// Usage: node scripts/screenshot.mjs URL OUT.png [--full] [--storage=session.json]
import { chromium } from '@playwright/test'
import { readFileSync } from 'node:fs'

const [url, out = 'screenshot.png', ...flags] = process.argv.slice(2)
if (!url) {
  console.error('usage: node scripts/screenshot.mjs URL OUT.png [--full] [--storage=local-storage.json]')
  process.exit(2)
}
const storageFile = flags.find((f) => f.startsWith('--storage='))?.slice('--storage='.length)
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
})
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true })
if (storageFile) {
  // a JSON object of localStorage keys, e.g. {"accessToken":"...","lead_profile_id":"1"}
  const entries = JSON.parse(readFileSync(storageFile, 'utf8'))
  await context.addInitScript((e) => {
    for (const [k, v] of Object.entries(e)) localStorage.setItem(k, String(v))
  }, entries)
}
const page = await context.newPage()
await page.goto(url, { waitUntil: 'networkidle' })
await page.screenshot({ path: out, fullPage: flags.includes('--full') })
await browser.close()
console.log(`saved ${out}`)
