import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, type BrowserContext, type Page, type Route } from '@playwright/test'
import { chromiumArgs } from '../playwright.config'
import { propertyById, search, signInByApi } from './support/api'
import { expect, phoneFor, test } from './support/fixtures'
import { restoreSession } from './support/ui'

/** Waits until the page's service worker is active and controls the page (a first visit needs one reload). */
async function underServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload()
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
}

const workerOffline = (route: Route) => (route.request().serviceWorker() ? route.abort('internetdisconnected') : route.continue())

/** The page and its service worker both without a network. */
async function setOffline(context: BrowserContext, offline: boolean) {
  await context.setOffline(offline)
  if (offline) await context.route('**', workerOffline)
  else await context.unroute('**', workerOffline)
}

test('Chromium finds Basera installable: manifest linked from every page, icons, a service worker', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest')
  expect(response.headers()['content-type']).toContain('application/manifest+json')
  const manifest = (await response.json()) as { name: string; short_name: string; start_url: string; display: string; theme_color: string; icons: { sizes: string; purpose: string }[] }
  expect(manifest).toMatchObject({ name: 'Basera', short_name: 'Basera', start_url: '/home', display: 'standalone', theme_color: '#7065F0' })
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable'])

  // Chromium never offers to install from an incognito profile, which test contexts are: a profile of its own
  const profile = mkdtempSync(path.join(tmpdir(), 'basera-install-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: chromiumArgs,
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 390, height: 844 },
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    for (const url of ['/home', '/search?city=1&gender=GENDER_MALE&min=2000&max=9000', '/help']) {
      await page.goto(url)
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest')
    }
    await underServiceWorker(page)
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])
    const { url, errors } = await cdp.send('Page.getAppManifest')
    expect(url).toMatch(/\/manifest\.webmanifest$/)
    expect(errors).toEqual([])
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
})

test('pages opened before read offline under a banner; a write offline keeps what was typed', async ({ page, context, request, shot }) => {
  test.slow()
  const lead = await signInByApi(request, phoneFor(8))
  const [first] = (await search(request, { gender: 'GENDER_MALE', minAmount: 2000, maxAmount: 20000, localityId: '' })).data
  if (!first) throw new Error('no property')
  const property = await propertyById(request, first.property_id)
  await restoreSession(page, lead)

  await test.step('online: the property, its rooms, the shortlist and My Booking are opened once', async () => {
    await page.goto(`/property/${property.property_id}`)
    await underServiceWorker(page)
    await expect(page.getByRole('heading', { level: 1, name: property.property_name })).toBeVisible()
    await page.goto(`/property/${property.property_id}/rooms`)
    await expect(page.getByRole('article').first()).toBeVisible()
    await page.goto('/shortlist')
    await expect(page.getByRole('heading', { level: 1, name: 'Shortlist' })).toBeVisible()
    await page.goto('/bookings')
    await expect(page.getByRole('heading', { level: 1, name: 'My Booking' })).toBeVisible()
    await page.goto('/contact')
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible()
  })

  await test.step('the worker kept the answers of what was opened', async () => {
    // the worker stores an answer after handing it to the page: on a busy machine the last one may land a moment later
    const reads = ['get-property-by-id', 'get-room-options-by-id', 'get-shortlist', 'get-bookings']
    const missing = async () => {
      const kept = await page.evaluate(async () => (await (await caches.open('basera-api-reads')).keys()).map((r) => new URL(r.url).pathname))
      return reads.filter((read) => !kept.some((path) => path.endsWith(read)))
    }
    await expect.poll(missing, { timeout: 15_000 }).toEqual([])
  })

  await setOffline(context, true)

  await test.step('offline: the property page reloads with its content and the offline banner', async () => {
    await page.goto(`/property/${property.property_id}`)
    await expect(page.getByRole('heading', { level: 1, name: property.property_name })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible()
    await shot('property-offline')
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: property.property_name })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible()
  })

  await test.step('offline: room options, the shortlist and My Booking still open', async () => {
    await page.goto(`/property/${property.property_id}/rooms`)
    await expect(page.getByRole('article').first()).toBeVisible()
    await page.goto('/shortlist')
    await expect(page.getByRole('heading', { level: 1, name: 'Shortlist' })).toBeVisible()
    await expect(page.getByText('No shortlisted properties yet')).toBeVisible()
    await page.goto('/bookings')
    await expect(page.getByRole('heading', { level: 1, name: 'My Booking' })).toBeVisible()
    await expect(page.getByText('No Booking Available')).toBeVisible()
    await shot('bookings-offline')
  })

  await test.step('offline: sending a message says it needs the network and keeps the text', async () => {
    await page.goto('/contact')
    await page.getByLabel('Name').fill('Asha Verma')
    await page.getByLabel('Email').fill('asha@example.com')
    await page.getByLabel('Message').fill('Is a room free from next month?')
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByText(/You are offline\. This needs the network/)).toBeVisible()
    await expect(page.getByLabel('Message')).toHaveValue('Is a room free from next month?')
    await expect(page.getByLabel('Name')).toHaveValue('Asha Verma')
    await shot('write-offline')
  })

  await setOffline(context, false)
  await test.step('back online: the banner goes and the message is sent', async () => {
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeHidden()
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByText('Thank you! Your message has been sent. We will reply by email.')).toBeVisible()
  })
})
