import * as endpoints from '@basera/contract/endpoints'
import { expect, phoneFor, test } from './support/fixtures'
import { signInThroughUi } from './support/ui'

test('guarded screens go to sign-in and back; sign out ends the session', async ({ page, request, shot }) => {
  const phone = phoneFor(3)

  await test.step('/profile while signed out → sign-in → back to /profile', async () => {
    await page.goto('/profile')
    await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/)
    await expect(page.getByRole('heading', { name: 'Find your next home in Delhi NCR' })).toBeVisible()
    await shot('profile-guarded')
    await signInThroughUi(page, phone)
    await expect(page).toHaveURL(/\/profile$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible()
    await expect(page.getByLabel('Phone number')).toHaveValue(`+91 ${phone}`)
    await shot('profile-after-sign-in')
  })

  const session = await page.evaluate(() => ({ token: localStorage.getItem('accessToken'), leadId: Number(localStorage.getItem('lead_profile_id')) }))
  const viewProfile = () =>
    request.post(endpoints.viewLeadProfile.path, { data: { leadId: session.leadId }, headers: { authorization: `Bearer ${session.token}` } })
  expect((await viewProfile()).status(), 'the token works before sign out').toBe(200)

  await test.step('Sign out in the drawer clears the session', async () => {
    await page.getByRole('button', { name: 'Open menu' }).first().click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer.getByRole('link', { name: 'My Booking' })).toBeVisible()
    await shot('drawer-signed-in')
    await drawer.getByRole('button', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/home$/)
    await expect.poll(() => page.evaluate(() => localStorage.length)).toBe(0)
    await page.getByRole('button', { name: 'Open menu' }).first().click()
    await expect(drawer.getByRole('button', { name: 'Login' })).toBeVisible()
    await expect(drawer.getByRole('button', { name: 'Sign out' })).toHaveCount(0)
    await shot('drawer-signed-out')
    await drawer.getByRole('button', { name: 'Close menu' }).click()
  })

  await test.step('the old token is refused by the API', async () => {
    expect((await viewProfile()).status()).toBe(401)
  })

  await test.step('/bookings while signed out → sign-in → back to /bookings', async () => {
    await page.goto('/bookings')
    await expect(page).toHaveURL(/\/login\?next=%2Fbookings$/)
    await shot('bookings-guarded')
    await page.goto('/profile')
    await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/)
    await page.goto('/bookings')
    await signInThroughUi(page, phone)
    await expect(page).toHaveURL(/\/bookings$/)
    await expect(page.getByRole('heading', { level: 1, name: 'My Booking' })).toBeVisible()
    await expect(page.getByText('No Booking Available')).toBeVisible()
    await shot('bookings-after-sign-in')
  })

  await test.step("the profile screen's own Sign out also goes Home", async () => {
    await page.goto('/profile')
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/home$/)
    await expect.poll(() => page.evaluate(() => localStorage.length)).toBe(0)
    await page.goto('/profile')
    await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/)
  })
})
