import { signInByApi } from './support/api'
import { expect, phoneFor, test } from './support/fixtures'
import { restoreSession } from './support/ui'

// Issue 32: a tenant narrows Delhi's rooms to single sharing with food and AC, orders them by price, opens one,
// sees them on a map, opens one from its marker and saves the search; Home then lists it.
test('a tenant filters single sharing with food and AC, sorts by price, opens the map, taps a marker, opens the property and saves the search', async ({ page, request, shot }) => {
  const lead = await signInByApi(request, phoneFor(19))
  await restoreSession(page, lead)
  await page.evaluate(() => {
    sessionStorage.setItem('selectedCity', 'Delhi')
    sessionStorage.setItem('selectedCityId', '1')
    sessionStorage.setItem('minAmount', '2000')
    sessionStorage.setItem('maxAmount', '20000')
  })

  await test.step('the filter screen: room choices with a live count', async () => {
    await page.goto('/filters')
    await page.getByRole('radio', { name: 'Female' }).check()
    await page.getByRole('checkbox', { name: 'Single', exact: true }).check()
    await page.getByRole('checkbox', { name: 'Food included in rent' }).check()
    await page.getByRole('checkbox', { name: 'AC', exact: true }).check()
    await expect(page.getByTestId('live-count')).toHaveText(/^[1-9]\d* propert(y|ies) match/)
    await shot('filters')
    await page.getByRole('button', { name: 'See all properties' }).click()
    await expect(page).toHaveURL(/\/search\?.*sharing=1&food=1&ac=1/)
  })

  await test.step('the results: a chip per choice, sorted by price', async () => {
    const chips = page.getByRole('list', { name: 'Your choices' })
    await expect(chips.getByRole('link', { name: 'Remove Single sharing' })).toBeVisible()
    await expect(chips.getByRole('link', { name: 'Remove Food included' })).toBeVisible()
    await page.getByLabel('Sort by').selectOption('price_desc')
    await expect(page).toHaveURL(/sort=price_desc/)
    await expect(page.getByRole('main').locator('article').first()).toBeVisible()
    await shot('results')
  })

  await test.step('the map of the same results: a marker opens a compact card that opens the property', async () => {
    await page.getByRole('button', { name: 'Map', exact: true }).click()
    // the view is in the search URL: a reload (or a shared link) opens the map again
    await expect(page).toHaveURL(/sort=price_desc&view=map$/)
    await page.reload()
    const map = page.getByRole('region', { name: 'Map of the results' })
    await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'Map', exact: true })).toHaveAttribute('aria-pressed', 'true')
    // close properties are clustered: a cluster zooms in until a single pin shows
    for (let i = 0; i < 6 && (await map.locator('.leaflet-marker-icon[title]').count()) === 0; i++) {
      await map.locator('.marker-cluster').first().click()
    }
    await map.locator('.leaflet-marker-icon[title]').first().click()
    await expect(map.getByRole('link', { name: 'View property' })).toBeVisible()
    await shot('map')
    await map.getByRole('link', { name: 'View property' }).click()
    await expect(page).toHaveURL(/\/property\//)
    await page.goBack()
    await expect(page).toHaveURL(/sort=price_desc&view=map$/)
    await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible()
  })

  await test.step('the search is saved and listed on Home', async () => {
    await page.getByRole('button', { name: 'Save search' }).click()
    await page.getByLabel('Name').fill('Near office')
    await shot('save-dialog')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Search saved.')).toBeVisible()
    await page.goto('/')
    await expect(page.getByRole('link', { name: 'Open Near office' })).toBeVisible()
    await shot('home-saved')
  })
})
