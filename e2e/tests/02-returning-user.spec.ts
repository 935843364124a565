import { signInByApi, updateProfile } from './support/api'
import { expect, phoneFor, test } from './support/fixtures'
import { signInThroughUi } from './support/ui'

test('returning user with a complete profile lands on search results', async ({ page, request, shot }) => {
  const phone = phoneFor(2)
  // an earlier visit left a complete profile: Delhi, Laxmi Nagar (1), female, 3,000 to 9,000
  const lead = await signInByApi(request, phone)
  await updateProfile(request, lead, {
    pref_city_id: 1,
    pref_locality_id: 1,
    gender: 'GENDER_FEMALE',
    pref_budget_min_range: 3000,
    pref_budget_max_range: 9000,
  })

  await page.goto('/login')
  await expect(page.getByRole('heading', { name: 'Find your next home in Delhi NCR' })).toBeVisible()
  await shot('login-role')
  await signInThroughUi(page, phone)

  await expect(page).toHaveURL(/\/search\?/)
  const params = new URL(page.url()).searchParams
  expect(params.get('city')).toBe('1')
  expect(params.get('localities')).toBe('1')
  expect(params.get('gender')).toBe('GENDER_FEMALE')
  expect(params.get('min')).toBe('3000')
  expect(params.get('max')).toBe('9000')
  await expect(page.getByRole('heading', { name: 'Search results' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Selected Locality' }).getByText('Laxmi Nagar', { exact: true })).toBeVisible()
  await expect(page.getByText('Female · ₹3,000 – ₹9,000')).toBeVisible()
  await expect(page.getByText(/^\d+ propert(y|ies) found$/)).toBeVisible()
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
  await shot('search-results')
})
