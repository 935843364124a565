import type { Page } from '@playwright/test'
import { signInByApi, type Lead } from './support/api'
import { expect, phoneFor, test } from './support/fixtures'
import { legacyLandings, legacyPropertyLandings } from './support/legacy-routes'
import { restoreSession } from './support/ui'

test('reload on property details keeps the property; the map falls back offline', async ({ page, shot }) => {
  await page.goto('/search?city=1&gender=GENDER_MALE&min=2000&max=20000')
  const card = page.getByRole('main').getByRole('article').first()
  const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? ''
  await card.getByRole('link', { name, exact: true }).click()
  await expect(page).toHaveURL(/\/property\/\d+$/)
  const url = page.url()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await shot('property')

  await page.reload()
  await expect(page).toHaveURL(url)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  // the tile host is blocked (fixtures): the address card replaces the map
  const location = page.getByRole('region', { name: 'Location' })
  await location.scrollIntoViewIfNeeded()
  await expect(location.getByText('The map cannot be shown right now.')).toBeVisible()
  await expect(location.getByRole('link', { name: 'Open in maps' })).toBeVisible()
  await shot('property-reloaded-map-fallback')

  await page.getByRole('button', { name: 'Book Now' }).click()
  await expect(page).toHaveURL(`${url}/rooms`)
  await page.reload()
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
  await shot('rooms-reloaded')
})

/** Signed in, with Noida chosen (the picker and the filter need a city), as a returning visitor would be. */
async function prepare(page: Page, lead: Lead, propertyId?: number) {
  await restoreSession(page, lead)
  await page.evaluate((id) => {
    sessionStorage.setItem('selectedCity', 'Noida')
    sessionStorage.setItem('selectedCityId', '2')
    if (id) sessionStorage.setItem('property_id', String(id))
    else sessionStorage.removeItem('property_id')
  }, propertyId)
}

test.describe('every legacy route of the spec lands on a real screen', () => {
  test.describe.configure({ mode: 'parallel' })

  // parts of about six routes run side by side; each walks its routes in one page (a page load per route), with a
  // budget a busy machine meets (a route took up to 4 s, a page load up to 16 s, on a 2-core machine running other suites beside it)
  const routes = Object.entries(legacyLandings)
  const parts = 8
  for (let part = 0; part < parts; part++) {
    const mine = routes.filter((_, i) => i % parts === part)
    test(`part ${part + 1} of ${parts}`, async ({ page, request, shot }) => {
      test.setTimeout(60_000 + 15_000 * mine.length)
      const lead = await signInByApi(request, phoneFor(5, 10 + part))
      for (const [legacy, landing] of mine) {
        await test.step(legacy, async () => {
          await prepare(page, lead)
          await page.goto(legacy)
          await expect(page, `${legacy} → ${landing.path}`).toHaveURL((url) => url.pathname === landing.path)
          await expect(page.getByRole('heading', { level: 1, name: landing.heading, exact: true })).toBeVisible()
          await expect(page.getByText('Page not found')).toHaveCount(0)
          await shot(legacy.slice(1))
        })
      }
    })
  }

  test('/serach-result keeps the query string', async ({ page, request, shot }) => {
    await prepare(page, await signInByApi(request, phoneFor(5, 1)))
    await page.goto('/serach-result?localities=21&gender=GENDER_FEMALE&min=2000&max=8000')
    await expect(page).toHaveURL(/\/search\?localities=21&gender=GENDER_FEMALE&min=2000&max=8000$/)
    await expect(page.getByRole('list', { name: 'Selected Locality' }).getByText('Sector 62', { exact: true })).toBeVisible()
    await shot('landed')
  })

  Object.entries(legacyPropertyLandings).forEach(([legacy, landing], i) => {
    test(`${legacy} with and without a stored property`, async ({ page, request, shot }) => {
      const lead = await signInByApi(request, phoneFor(5, 2 + i))
      await page.goto('/search?city=2&gender=GENDER_FEMALE&min=2000&max=8000')
      const name = (await page.getByRole('main').getByRole('article').first().getByRole('heading', { level: 3 }).textContent()) ?? ''
      await page.getByRole('link', { name, exact: true }).first().click()
      await expect(page).toHaveURL(/\/property\/\d+$/)
      const propertyPath = new URL(page.url()).pathname
      const propertyId = Number(propertyPath.split('/').pop())

      await prepare(page, lead, propertyId)
      await page.goto(legacy)
      await expect(page).toHaveURL((url) => url.pathname === `${propertyPath}${landing.suffix}`)
      const heading = landing.heading === 'property' ? name : landing.heading
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible()
      await shot('with-property')

      await prepare(page, lead)
      await page.goto(legacy)
      await expect(page).toHaveURL((url) => url.pathname === '/search')
      await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible()
      await shot('without-property')
    })
  })
})

// a light grey 1x1 PNG stands in for OpenStreetMap's tiles
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGN48eYjAAWFAsaIxHAXAAAAAElFTkSuQmCC', 'base64')

test('with the tile host reachable, the property map shows its tiles', async ({ page, shot }) => {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: TILE }))
  await page.goto('/search?city=1&gender=GENDER_MALE&min=2000&max=20000')
  const card = page.getByRole('main').getByRole('article').first()
  const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? ''
  await card.getByRole('link', { name, exact: true }).click()
  const location = page.getByRole('region', { name: 'Location' })
  await location.scrollIntoViewIfNeeded()
  const map = location.getByRole('img', { name: `Map showing ${name}` })
  await expect(map).toBeVisible()
  // the page's content security policy must let the tiles in, or Leaflet reports a tile error
  await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible()
  await expect(location.getByText('The map cannot be shown right now.')).toHaveCount(0)
  await shot('map-with-tiles')
})
