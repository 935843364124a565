import type { Route } from '@playwright/test'
import * as endpoints from '@basera/contract/endpoints'
import { signInByApi } from './support/api'
import { expect, phoneFor, test } from './support/fixtures'
import { restoreSession } from './support/ui'

const SEARCH_API = `**${endpoints.searchProperties.path}`

test('a failing search shows an error with retry, and recovers', async ({ page, request, shot }) => {
  // signed in: the app asks for its search itself (a signed-out visitor's first page comes in the page)
  await restoreSession(page, await signInByApi(request, phoneFor(6)))
  let calls = 0
  let mode: 'error' | 'down' = 'error'
  const broken = async (route: Route) => {
    calls += 1
    if (mode === 'error') await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Internal Server Error' }) })
    else await route.abort('connectionrefused')
  }
  await page.route(SEARCH_API, broken)

  const errorState = page.getByRole('alert').filter({ hasText: 'We could not load the properties. Check your connection and try again.' })
  const retry = errorState.getByRole('button', { name: 'Try again' })

  await test.step('the server answers 500', async () => {
    await page.goto('/search?city=1&gender=GENDER_MALE&min=2000&max=20000')
    await expect(page.getByRole('heading', { name: 'Search results' })).toBeVisible()
    await expect(errorState).toBeVisible()
    await expect(retry).toBeVisible()
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(0)
    expect(calls).toBeGreaterThanOrEqual(1)
    await shot('error-500')
  })

  await test.step('the server is down: a fresh load and a retry fail, still with a way to retry', async () => {
    mode = 'down'
    await page.reload()
    await expect(errorState).toBeVisible()
    const before = calls
    await retry.click()
    await expect.poll(() => calls).toBeGreaterThan(before)
    await expect(errorState).toBeVisible()
    await expect(retry).toBeEnabled()
    await shot('error-server-down')
  })

  await test.step('the network is back: retry shows the results', async () => {
    await page.unroute(SEARCH_API, broken)
    await retry.click()
    await expect(page.getByText(/^\d+ propert(y|ies) found$/)).toBeVisible()
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
    await expect(errorState).toHaveCount(0)
    await shot('recovered')
  })
})
