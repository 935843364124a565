import type { Browser, Page } from '@playwright/test'
import * as endpoints from '@basera/contract/endpoints'
import { signInByApi } from './support/api'
import { blockMapTiles, expect, phoneFor, test } from './support/fixtures'
import { restoreSession, resultNames } from './support/ui'

const FIRST = 6

/** Stubs the Web Share API (or removes it, leaving a stubbed clipboard) and records what the page handed over. */
async function stubSharing(page: Page, kind: 'share' | 'clipboard') {
  await page.addInitScript((kind) => {
    const received: string[] = []
    Object.assign(window, { __received: received })
    if (kind === 'share') {
      Object.defineProperty(navigator, 'share', { configurable: true, value: async (data: ShareData) => void received.push(data.url ?? '') })
    } else {
      Object.defineProperty(navigator, 'share', { configurable: true, value: undefined })
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void received.push(text) } })
    }
  }, kind)
}

const received = (page: Page) => page.evaluate(() => (window as unknown as { __received: string[] }).__received)

async function freshPage(browser: Browser) {
  const { baseURL, viewport, isMobile, hasTouch, locale, timezoneId } = test.info().project.use
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, locale, timezoneId })
  await blockMapTiles(context)
  return context.newPage()
}

test('a search made with the filter is a link that shows the same results elsewhere', async ({ page, request, browser, shot }) => {
  const lead = await signInByApi(request, phoneFor(7))
  await stubSharing(page, 'share')
  await restoreSession(page, lead)
  await page.evaluate(() => {
    sessionStorage.setItem('selectedCity', 'Noida')
    sessionStorage.setItem('selectedCityId', '2')
    sessionStorage.setItem('selectedLocalityFull', JSON.stringify([{ locality_id: 37, locality_name: 'Sector 120' }, { locality_id: 39, locality_name: 'Sector 12' }]))
  })

  let link = ''
  let names: string[] = []
  await test.step('the results screen of a filter, shared', async () => {
    await page.goto('/filters')
    await page.getByRole('radio', { name: 'Female' }).check()
    await page.getByRole('button', { name: 'See all properties' }).click()
    await expect(page).toHaveURL(/\/search\?.*localities=37,39&gender=GENDER_FEMALE&min=2000&max=8000$/)
    names = await resultNames(page, FIRST)
    expect(names.length).toBeGreaterThan(2)
    await shot('results')
    await page.getByRole('button', { name: 'Share' }).click()
    await expect.poll(() => received(page)).toHaveLength(1)
    link = (await received(page))[0] ?? ''
    expect(link).toBe(page.url())
  })

  const fresh = await freshPage(browser)
  await test.step('the link in a fresh browser (signed out) shows the same results, from the page itself', async () => {
    const searches: string[] = []
    fresh.on('request', (r) => { if (r.url().endsWith(endpoints.searchProperties.path)) searches.push(r.url()) })
    await fresh.goto(link)
    await expect(fresh.getByRole('heading', { name: 'Search results' })).toBeVisible()
    expect(await resultNames(fresh, FIRST)).toEqual(names)
    // the server put the first page in the page: no second trip for it on a slow link
    expect(searches).toEqual([])
    await expect(fresh.getByRole('list', { name: 'Selected Locality' }).getByText('Sector 120', { exact: true })).toBeVisible()
    await expect(fresh.getByText('Female · ₹2,000 – ₹8,000')).toBeVisible()
    await shot('shared-link-fresh-browser', fresh)
  })

  await test.step('the same link without a city shows them too', async () => {
    await fresh.goto('/search?localities=37,39&gender=GENDER_FEMALE&min=2000&max=8000')
    expect(await resultNames(fresh, FIRST)).toEqual(names)
    await fresh.reload()
    expect(await resultNames(fresh, FIRST)).toEqual(names)
    await shot('link-without-city-reloaded', fresh)
  })
  await fresh.context().close()
})

test('without the Web Share API, Share copies the link and says so', async ({ page, shot }) => {
  await stubSharing(page, 'clipboard')
  const link = '/search?localities=37,39&gender=GENDER_FEMALE&min=2000&max=8000'
  await page.goto(link)
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
  await page.getByRole('button', { name: 'Share' }).click()
  await expect(page.getByText('Link copied. Paste it anywhere to share this search.')).toBeVisible()
  expect(await received(page)).toEqual([page.url()])
  expect(page.url()).toContain(link)
  await shot('link-copied')
})
