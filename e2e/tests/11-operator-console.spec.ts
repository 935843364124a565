import { readFileSync } from 'node:fs'
import type { Page, Response } from '@playwright/test'
import type { LoginReply } from '@basera/contract/auth'
import * as endpoints from '@basera/contract/endpoints'
import type { GetPrefLocalitiesReply } from '@basera/contract/localities'
import type { DevOperatorsReply } from '@basera/contract/operator'
import { searchPath } from '@basera/contract/search-link'
import { search, signInByApi } from './support/api'
import { expect, phoneFor, test } from './support/fixtures'
import { chooseMoveInDate, restoreSession, sendOrPay, typeCode } from './support/ui'

// Issue 15's journey: an owner who has never seen Basera lists a property with a photo and a room option and
// publishes it; a tenant finds and books it; the owner accepts; the tenant reads the acceptance.
const photo = readFileSync(new URL('../../web/public/media/properties/property-07.webp', import.meta.url))
const isOperatorLogin = (response: Response) => response.url().endsWith(endpoints.operatorLogin.path) && response.request().method() === 'POST'

async function signInToConsole(page: Page, phone: string) {
  await page.goto('/operator')
  await expect(page).toHaveURL(/\/operator\/sign-in/)
  await expect(page.getByRole('heading', { name: 'Sign in to the console' })).toBeVisible()
  await page.getByLabel('Mobile number').fill(phone)
  const [response] = await Promise.all([page.waitForResponse(isOperatorLogin), page.getByRole('button', { name: 'Get OTP' }).click()])
  const { otp } = (await response.json()) as LoginReply
  expect(otp, 'the e2e server runs in development mode and echoes the code').toMatch(/^\d{4}$/)
  await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible()
  await typeCode(page, otp ?? '')
  await expect(page).toHaveURL(/\/operator$/)
}

test('an owner lists a property, a tenant books it, the owner accepts', async ({ browser, page, request, shot }) => {
  test.slow()
  const operators = ((await (await request.get(endpoints.devOperators.path)).json()) as DevOperatorsReply).data
  const owner = operators.find((o) => o.role === 'owner')
  if (!owner) throw new Error('the development data has no owner')
  const localities = ((await (await request.post(endpoints.getPrefLocalities.path, { data: { cityname: 'Noida' } })).json()) as GetPrefLocalitiesReply).data
  const locality = localities.find((l) => l.locality_name === 'Sector 62')
  if (!locality) throw new Error('Sector 62 is not a seeded locality')
  const name = `Journey Nest ${test.info().retry}-${Date.now() % 100_000}`

  await test.step('the owner signs in with the code', async () => {
    await signInToConsole(page, owner.phone)
    await expect(page.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible()
    await shot('console-properties')
  })

  await test.step('adds a property: the form names what is missing, then creates it', async () => {
    await page.getByRole('link', { name: 'Add property' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Add a property' })).toBeVisible()
    await page.getByRole('button', { name: 'Create property' }).click()
    await expect(page.getByText('Property name is required')).toBeVisible()
    await page.getByLabel('Property name').fill(name)
    await page.getByLabel('Address').fill('Plot 7, Sector 62')
    await page.getByLabel('City').selectOption({ label: 'Noida' })
    await page.getByLabel('Locality').selectOption({ label: 'Sector 62' })
    await page.getByLabel('Pincode').fill('201309')
    await page.getByRole('checkbox', { name: 'Female', exact: true }).check()
    await page.getByRole('checkbox', { name: 'Male', exact: true }).check()
    await page.getByRole('checkbox', { name: 'Wi-Fi' }).check()
    await shot('new-property-form')
    await page.getByRole('button', { name: 'Create property' }).click()
    await expect(page).toHaveURL(/\/operator\/properties\/\d+$/)
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(page.getByText('Not published: tenants cannot see this property.')).toBeVisible()
  })
  const propertyId = Number(/properties\/(\d+)$/.exec(page.url())?.[1])

  await test.step('uploads a photo, and a file that is not an image is refused', async () => {
    await page.getByLabel('Upload photos').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') })
    await expect(page.getByText('notes.txt is not a JPEG, PNG or WebP image')).toBeVisible()
    await page.getByLabel('Upload photos').setInputFiles({ name: 'front.webp', mimeType: 'image/webp', buffer: photo })
    await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible()
    await expect(page.getByText('Cover', { exact: true })).toBeVisible()
  })

  await test.step('adds a room option with its price and rooms', async () => {
    await page.getByRole('button', { name: 'Add room option' }).click()
    await page.getByLabel('Monthly rent (₹)').fill('14500')
    await page.getByLabel('Available rooms').fill('3')
    await page.getByLabel('Total rooms').fill('4')
    await page.getByRole('button', { name: 'Add room option' }).click()
    await expect(page.getByText('₹14,500 a month · 3 of 4 free')).toBeVisible()
    await shot('property-editor')
  })

  await test.step('publishes; tenants find it in search', async () => {
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await expect(page.getByText('Published: tenants can find and book this property.')).toBeVisible()
    const found = await search(request, { gender: 'GENDER_FEMALE', minAmount: 0, maxAmount: 100_000, localityId: String(locality.locality_id) })
    expect(found.data.map((p) => p.property_name)).toContain(name)
  })

  const tenantContext = await browser.newContext()
  const tenantPage = await tenantContext.newPage()
  const tenantPhone = phoneFor(11)
  await test.step('a tenant sees it in search results and books it', async () => {
    const lead = await signInByApi(request, tenantPhone)
    await restoreSession(tenantPage, lead)
    await tenantPage.goto(searchPath({ cityId: locality.city_id, localityIds: [locality.locality_id], gender: 'GENDER_FEMALE', min: 0, max: 100_000 }))
    await expect(tenantPage.getByRole('link', { name, exact: true }).first()).toBeVisible()
    await shot('tenant-search', tenantPage)
    await tenantPage.goto(`/property/${propertyId}/rooms`)
    const card = tenantPage.getByRole('article', { name: 'Single Sharing' })
    await card.getByRole('button', { name: 'Book Now' }).click()
    const details = tenantPage.getByRole('dialog', { name: 'Your details' })
    await details.getByLabel('Full name').fill('Riya Sharma')
    await details.getByRole('radio', { name: 'Female' }).check()
    await details.getByLabel('Email').fill('riya@example.com')
    await details.getByRole('radio', { name: 'Working', exact: true }).check()
    await details.getByRole('radio', { name: 'No', exact: true }).check()
    await details.getByRole('button', { name: 'Continue' }).click()
    await chooseMoveInDate(tenantPage)
    await sendOrPay(tenantPage)
  })

  await test.step('the owner sees the booking with the tenant and accepts it', async () => {
    await page.getByRole('link', { name: 'Bookings' }).click()
    await page.getByLabel('Status').selectOption({ label: 'New: awaiting you' })
    await expect(page).toHaveURL(/status=requested/)
    const row = page.getByRole('row').filter({ hasText: name })
    await expect(row.getByText('Riya Sharma')).toBeVisible()
    await expect(row.getByRole('link', { name: `+91 ${tenantPhone}` })).toBeVisible()
    await shot('bookings-inbox')
    await row.getByRole('button', { name: 'Accept the booking of Riya Sharma' }).click()
    await page.getByLabel('Status').selectOption({ label: 'Accepted' })
    await expect(page.getByRole('row').filter({ hasText: name }).getByText('Accepted', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Mark Riya Sharma as moved in' })).toBeVisible()
  })

  await test.step('the tenant reads the acceptance in My Booking and Notifications', async () => {
    await tenantPage.goto('/bookings')
    await expect(tenantPage.getByText('Congratulations! Your booking is confirmed! Thank you!').first()).toBeVisible()
    await shot('tenant-my-booking', tenantPage)
    await tenantPage.goto('/notifications')
    await expect(tenantPage.getByText('Congratulations! Your booking is confirmed! Thank you!').first()).toBeVisible()
    await shot('tenant-notifications', tenantPage)
  })

  await test.step('the console stays signed in across a reload, then signs out', async () => {
    await tenantContext.close()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible()
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/operator\/sign-in$/)
  })
})
