import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

// WCAG 2.0, 2.1 and 2.2 at levels A and AA (target size, focus not obscured, ...)
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

/** axe-core over the page as it stands: every violation listed with the elements it found. */
export async function expectNoAxeViolations(page: Page, screen: string) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze()
  const found = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 4).join(' | ')}`)
  expect.soft(found, `axe violations on ${screen}`).toEqual([])
}

/** The reader's language, as the switch keeps it (on the device, and in the cookie the server renders pages by). */
export async function useLanguage(page: Page, language: 'en' | 'hi') {
  await page.addInitScript((lang) => localStorage.setItem('basera.language', lang), language)
  const { baseURL } = test.info().project.use
  await page.context().addCookies([{ name: 'basera_language', value: language, url: baseURL ?? '' }])
}
