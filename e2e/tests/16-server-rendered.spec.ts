import type { Page } from '@playwright/test'
import { propertyPagePath } from '@basera/contract/seo'
import { expect, test } from './support/fixtures'
import { propertyById } from './support/api'

// Public pages arrive rendered: a phone without the script, and a search engine, read the listing itself; the app
// then takes the page over with no mismatch between the two.

const PUBLIC_PAGES = ['/home', '/search?city=1&min=2000&max=8000', '/pg-in/delhi/saket', '/property/2', '/property/2/rooms', '/help', '/help/faq', '/privacy', '/terms']

/** What React reports when the page it takes over differs from what it would draw (and what it then redraws). */
function collectHydrationProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    const text = message.text()
    if ((message.type() === 'error' || message.type() === 'warning') && /hydrat|did not match|server rendered|Minified React error #4(18|19|21|22|23)/i.test(text)) problems.push(text)
  })
  return problems
}

test.describe('server-rendered pages', () => {
  test('a property page shows its name, address, rent and photos before any script runs', async ({ browser, request }) => {
    const detail = await propertyById(request, 2)
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    const answer = await page.goto('/property/2')
    expect(answer?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: detail.property_name })).toBeVisible()
    await expect(page.getByText(detail.address, { exact: false }).first()).toBeVisible()
    await expect(page.getByText(`₹${detail.minimum_rent.toLocaleString('en-IN')}`).first()).toBeVisible()
    const photo = page.locator('img[src*="/media/"]').first()
    await expect(photo).toBeVisible()
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await page.screenshot({ path: test.info().outputPath('property-without-script.png') })
    await context.close()
  })

  test('the page names itself to search engines: title, description, canonical address, Open Graph and structured data', async ({ request }) => {
    const detail = await propertyById(request, 2)
    const html = await (await request.get('/property/2')).text()
    const canonicalPath = propertyPagePath(2, detail.property_name)
    expect(html).toContain(`<title>${detail.property_name} · `)
    expect(html).toMatch(/<meta name="description" content="From ₹[\d,]+ a month at /)
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://127\\.0\\.0\\.1:\\d+${canonicalPath}">`))
    expect(html).toContain('<meta property="og:title"')
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? ''
    const data = JSON.parse(jsonLd) as { '@type': string; name: string; address: { postalCode: string }; makesOffer: { price: number }[]; aggregateRating?: unknown }
    expect(data['@type']).toBe('LodgingBusiness')
    expect(data.name).toBe(detail.property_name)
    expect(data.address.postalCode).toBe(detail.pincode)
    expect(data.makesOffer.map((offer) => offer.price)).toContain(detail.minimum_rent)
    // ratings only from real stays: the seed's reviews are samples
    if (detail.reviews.every((review) => review.is_sample)) expect(data.aggregateRating).toBeUndefined()
  })

  test('the sitemap lists the locality pages and published properties, and each one renders', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname)
    const localityPages = urls.filter((u) => u.startsWith('/pg-in/'))
    const propertyPages = urls.filter((u) => u.startsWith('/property/'))
    expect(localityPages.length).toBeGreaterThan(5)
    expect(propertyPages.length).toBeGreaterThan(100)
    for (const path of [localityPages[0], propertyPages[0], propertyPages.at(-1)]) {
      const answer = await request.get(path ?? '/')
      expect(answer.status(), path).toBe(200)
      expect(await answer.text()).toContain('<link rel="canonical"')
    }
    expect(await (await request.get('/robots.txt')).text()).toContain('/sitemap.xml')
  })

  test('a locality page lists its properties and leads to search', async ({ page, shot }) => {
    await page.goto('/pg-in/delhi/saket')
    await expect(page.getByRole('heading', { level: 1, name: 'PG in Saket, Delhi' })).toBeVisible()
    await expect(page.getByText(/\d+ propert(y|ies) listed/)).toBeVisible()
    await shot('saket')
    await page.getByRole('link', { name: 'Filter by gender and budget' }).click()
    await expect(page).toHaveURL(/\/search\?city=1&localities=\d+&min=1000&max=50000$/)
  })

  test('after a navigation in the app, the title and canonical link follow the page', async ({ page, request }) => {
    const detail = await propertyById(request, 2)
    await page.goto('/help')
    await expect(page).toHaveTitle(/Help/)
    await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')))
    // a navigation the browser draws (no page from the server): the head is written on the phone
    await page.evaluate((path) => {
      history.pushState(null, '', path)
      dispatchEvent(new PopStateEvent('popstate'))
    }, '/property/2')
    await expect(page.getByRole('heading', { level: 1, name: detail.property_name })).toBeVisible()
    await expect(page).toHaveTitle(new RegExp(detail.property_name))
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/property/2(-|$)`))
  })

  for (const language of ['en', 'hi'] as const) {
    test(`the app takes over every public page with no hydration mismatch (${language})`, async ({ page, context, baseURL }) => {
      // a page load each, with a budget a busy machine meets
      test.setTimeout(60_000 + 15_000 * PUBLIC_PAGES.length)
      if (language === 'hi') await context.addCookies([{ name: 'basera_language', value: 'hi', url: baseURL ?? '' }])
      // a visitor who picked a property to compare: the tray and the cards' buttons read it from this device, which the
      // server cannot see, so the app must take the page over as the server drew it and show the pick after
      await context.addInitScript(() => localStorage.setItem('basera.compare', JSON.stringify([{ id: 2, name: 'A picked PG' }])))
      const problems = collectHydrationProblems(page)
      for (const path of PUBLIC_PAGES) {
        await page.goto(path)
        await expect(page.locator('html')).toHaveAttribute('lang', language)
        // taken over: React holds the page's root, and the page has settled
        await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')))
        await page.waitForLoadState('networkidle')
      }
      expect(problems).toEqual([])
    })
  }
})
