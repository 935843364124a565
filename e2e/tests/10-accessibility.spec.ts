import { propertyById, roomOptions, search, signInByApi, updateProfile } from './support/api'
import { expectNoAxeViolations, useLanguage } from './support/a11y'
import { expect, phoneFor, test } from './support/fixtures'
import { restoreSession } from './support/ui'

// Every tenant screen, in English and in Hindi, checked by axe-core (WCAG 2.2 A and AA) once it has its content.
const publicScreens = [
  '/home',
  '/login',
  '/login/method',
  '/login/phone',
  '/login/verify?phone=9812345678',
  '/city',
  '/search?city=2&gender=GENDER_FEMALE&min=2000&max=20000',
  '/loan-options',
  '/services',
  '/help',
  '/help/faq',
  '/privacy',
  '/terms',
  '/contact',
  '/no-such-page',
]
const leadScreens = ['/localities', '/filters', '/profile', '/bookings', '/shortlist', '/my-properties', '/notifications', '/pay-rent', '/category/best-for-you']

// One test per screen: axe over a long screen takes seconds on a busy machine, and a screen's budget is its own.
for (const [index, language] of (['en', 'hi'] as const).entries()) {
  test.describe(`axe, every tenant screen (${language})`, () => {
    test.describe.configure({ mode: 'parallel' })
    test.beforeEach(async ({ page }) => useLanguage(page, language))

    for (const url of publicScreens) {
      test(`public: ${url}`, async ({ page }) => {
        await page.goto(url)
        await expect(page.locator('html')).toHaveAttribute('lang', language)
        await expect(page.getByRole('main').first()).toBeVisible()
        await page.waitForLoadState('networkidle')
        await expectNoAxeViolations(page, `${url} (${language})`)
      })
    }

    for (const part of ['', '/amenities', '/rooms'] as const) {
      test(`a property${part || ': details'}`, async ({ page, request }) => {
        const results = await search(request, { gender: 'GENDER_FEMALE', minAmount: 2000, maxAmount: 20000, localityId: '' })
        const first = results.data[0]
        if (!first) throw new Error('no property')
        const property = await propertyById(request, first.property_id)
        if (part === '/rooms') expect((await roomOptions(request, property.property_id)).length).toBeGreaterThan(0)
        const url = `/property/${property.property_id}${part}`
        await page.goto(url)
        await expect(page.getByRole('heading', { name: property.property_name }).first()).toBeVisible()
        await page.waitForLoadState('networkidle')
        await expectNoAxeViolations(page, `${url} (${language})`)
      })
    }

    test('the drawer', async ({ page }) => {
      await page.goto('/home')
      // the page comes rendered from the server: a tap before the app has taken it over would be lost
      await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')))
      await page.getByRole('button', { name: language === 'hi' ? 'मेन्यू खोलें' : 'Open menu' }).first().click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await expectNoAxeViolations(page, `drawer (${language})`)
    })

    // a lead's screens in parts of three: one sign-in each, a budget of its own
    for (let part = 0; part * 3 < leadScreens.length; part++) {
      const urls = leadScreens.slice(part * 3, part * 3 + 3)
      test(`a lead's: ${urls.join(', ')}`, async ({ page, request }) => {
        const lead = await signInByApi(request, phoneFor(10, index * 20 + part))
        await updateProfile(request, lead, { full_name: 'Asha Verma', gender: 'GENDER_FEMALE', pref_city_id: 2, pref_locality_id: 21, pref_budget_min_range: 2000, pref_budget_max_range: 20000 })
        await restoreSession(page, lead)
        // the locality picker and the filter open once a city is chosen (as sign-in leads there)
        await page.goto('/city')
        await page.getByRole('button', { name: /Noida/ }).click()
        await expect(page).toHaveURL(/\/localities$/)
        for (const url of urls) {
          await page.goto(url)
          await expect(page.locator('html')).toHaveAttribute('lang', language)
          await expect(page.getByRole('main').first()).toBeVisible()
          await expect(page, 'the screen itself, not a redirect').toHaveURL(new RegExp(`${url.replace(/[?]/g, '\\?')}$`))
          await page.waitForLoadState('networkidle')
          await expectNoAxeViolations(page, `${url} (${language})`)
        }
      })
    }
  })
}
