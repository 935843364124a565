import type { APIRequestContext, Page } from '@playwright/test'
import { endpointPath, type Endpoint } from '@basera/contract/endpoint'
import * as endpoints from '@basera/contract/endpoints'
import type { OperatorVerifyOtpReply } from '@basera/contract/operator'
import { payTokenInSandbox, propertyById, signInByApi, type Lead } from './support/api'
import { expect, phoneFor, test } from './support/fixtures'
import { restoreSession, todayInIndia } from './support/ui'

// Issue 20: PGs nearest to a place the tenant names, near a metro; three of them side by side.

async function signedInInGurugram(page: Page, request: Parameters<typeof signInByApi>[0], n: number) {
  const lead = await signInByApi(request, phoneFor(13, n))
  await restoreSession(page, lead)
  await page.evaluate(() => {
    sessionStorage.setItem('selectedCity', 'Gurugram')
    sessionStorage.setItem('selectedCityId', '3')
  })
}

/** The km of "x km from <place>" on each full card, in order. */
async function kmFrom(page: Page, place: string): Promise<number[]> {
  const lines = page.getByRole('main').locator('article').getByText(new RegExp(`km from ${place}$`))
  await expect(lines.first()).toBeVisible()
  return (await lines.allTextContents()).map((text) => Number(text.split(' ')[0]))
}

test('a tenant lists PGs nearest to their office first, only those near a metro', async ({ page, request, shot }) => {
  await signedInInGurugram(page, request, 1)
  await page.goto('/filters')
  await page.getByRole('radio', { name: 'Female' }).check()
  await page.getByRole('radio', { name: 'Within 2 km' }).check()
  await page.getByLabel('Near a place').selectOption({ label: 'DLF Cyber City' })
  await shot('filter near a place')
  await page.getByRole('button', { name: 'See all properties' }).click()

  await expect(page).toHaveURL(/\/search\?.*metro=2&place=cyber-city$/)
  await expect(page.getByText('Nearest to DLF Cyber City first')).toBeVisible()
  const km = await kmFrom(page, 'DLF Cyber City')
  expect(km.length).toBeGreaterThan(2)
  expect(km).toEqual([...km].sort((a, b) => a - b))
  // every card says how far its nearest metro is, never more than the 2 km asked for
  const metro = await page.getByRole('main').locator('article').getByText(/ km to .* metro · \d+ min walk$/).allTextContents()
  expect(metro.length).toBe(km.length)
  for (const line of metro) expect(Number(line.split(' ')[0])).toBeLessThanOrEqual(2)
  await shot('nearest first')

  // the link carries the search: a reload shows the same order
  await page.reload()
  expect(await kmFrom(page, 'DLF Cyber City')).toEqual(km)
})

test('a tenant compares three PGs side by side on one 390 px screen, replacing one when picking a fourth', async ({ page, request, shot }) => {
  await signedInInGurugram(page, request, 2)
  await page.goto('/search?city=3&gender=GENDER_FEMALE&min=2000&max=8000&place=cyber-city')
  const cards = page.getByRole('main').locator('article')
  await expect(cards.nth(3)).toBeVisible()
  // sample names repeat: take the first four cards whose names are all different
  const names = await cards.locator('h3').allTextContents()
  const at = names.flatMap((name, i) => (names.indexOf(name) === i ? [i] : [])).slice(0, 4)
  const [first, second, third, fourth] = at.map((i) => names[i]) as [string, string, string, string]
  const card = (name: string) => cards.nth(at[[first, second, third, fourth].indexOf(name)] ?? -1)

  for (const name of [first, second, third]) await card(name).getByRole('button', { name: 'Compare' }).click()
  await expect(page.getByText('3 of 3 picked to compare')).toBeVisible()
  await card(fourth).getByRole('button', { name: 'Compare' }).click()
  const dialog = page.getByRole('dialog', { name: 'Compare up to three' })
  await expect(dialog).toBeVisible()
  await shot('a fourth asks which to replace')
  await dialog.getByRole('button', { name: `Replace ${second}` }).click()
  await expect(card(fourth).getByRole('button', { name: 'Comparing' })).toHaveAttribute('aria-pressed', 'true')
  await expect(card(second).getByRole('button', { name: 'Compare' })).toHaveAttribute('aria-pressed', 'false')

  await page.getByRole('link', { name: 'Compare now' }).click()
  await expect(page).toHaveURL(/\/compare\?ids=\d+,\d+,\d+$/)
  const table = page.getByRole('region', { name: 'Compare' }).getByRole('table')
  const headers = table.getByRole('columnheader')
  await expect(headers).toHaveCount(4)
  for (const name of [first, third, fourth]) await expect(table.getByRole('link', { name })).toBeVisible()
  for (const row of ['Rent a month, from', 'Move-in total', 'Nearest metro', 'If plans change']) {
    await expect(table.getByRole('rowheader', { name: row })).toBeVisible()
  }
  await expect(table.getByRole('row', { name: /If plans change/ })).toContainText('days before move-in')
  await expect(table.getByText('Best').first()).toBeVisible()
  // all three columns on one phone screen, no sideways swipe needed
  const last = await headers.nth(3).boundingBox()
  expect((last?.x ?? 999) + (last?.width ?? 0)).toBeLessThanOrEqual(390)
  await shot('three side by side')

  // the page is a link: opened again, it shows the same three
  const url = page.url()
  await page.goto('/home')
  await page.goto(url)
  for (const name of [first, fourth, third]) await expect(table.getByRole('link', { name })).toBeVisible()
})

async function call<T>(request: APIRequestContext, endpoint: Endpoint, data: unknown, token: string, params: Record<string, number> = {}): Promise<T> {
  const response = await request.post(endpointPath(endpoint, params), { data, headers: token ? { authorization: `Bearer ${token}` } : {} })
  expect(response.status(), `${endpoint.operationId} answered ${await response.text()}`).toBe(200)
  return (await response.json()) as T
}

/** A tenant's stay through the real calls: booked with a move-in date, accepted and marked moved in by the admin (whose sign-in it returns). */
async function movedIn(request: APIRequestContext, lead: Lead, propertyId: number): Promise<OperatorVerifyOtpReply> {
  const property = await propertyById(request, propertyId)
  const tenant = await call<{ tenant_id: number }>(request, endpoints.addTenant, {
    fullName: 'Meera Nair', gender: property.genders[0], contact_number: '9876500013', email: 'meera@example.in', occupation: 'Working', is_b2b_user: 'No',
  }, lead.token)
  const held = await call<{ bookingId: number }>(request, endpoints.bookRoom, { tenant_id: tenant.tenant_id, property_id: propertyId }, lead.token)
  await call(request, endpoints.allocateAgreement, { tenant_id: tenant.tenant_id, property_id: propertyId, bookingId: held.bookingId, tanant_move_in_date: todayInIndia() }, lead.token)
  // a room with a token waits for it: paid in the sandbox gateway
  await payTokenInSandbox(request, lead, held.bookingId)
  const login = await call<{ otp: string }>(request, endpoints.operatorLogin, { phoneNumber: '7000000001' }, '')
  const admin = await call<OperatorVerifyOtpReply>(request, endpoints.operatorVerifyOtp, { phoneNumber: '7000000001', otp: login.otp }, '')
  await call(request, endpoints.decideBooking, { decision: 'accept' }, admin.accessToken, { bookingId: held.bookingId })
  await call(request, endpoints.markMovedIn, {}, admin.accessToken, { bookingId: held.bookingId })
  return admin
}

test('a tenant who moved in reviews the stay, it shows on the property page with the stay, and the reply from the console shows under it', async ({ page, request, shot }) => {
  const lead = await signInByApi(request, phoneFor(13, 3))
  const search = await request.post(endpoints.searchProperties.path, { data: { cityId: 3, minAmount: 0, maxAmount: 100_000, limit: 20 } })
  const { data } = (await search.json()) as { data: { property_id: number }[] }
  // a retry reviews another property: the first try's review stays on its page
  const propertyId = data.at(-1 - test.info().retry)?.property_id ?? 0
  const admin = await movedIn(request, lead, propertyId)
  await restoreSession(page, lead)
  await page.goto(`/property/${propertyId}`)

  await page.getByRole('button', { name: 'Review your stay' }).click()
  const sheet = page.getByRole('dialog', { name: 'Review your stay' })
  await sheet.getByRole('button', { name: '4 out of 5 stars' }).click()
  await sheet.getByLabel('Title').fill('Calm and clean')
  await sheet.getByLabel('Your review').fill('Good food, and the warden fixes things the same day.')
  await shot('review form')
  await sheet.getByRole('button', { name: 'Post review' }).click()
  await expect(sheet).toBeHidden()

  const mine = page.getByRole('listitem').filter({ hasText: 'Calm and clean' })
  const month = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date())
  await expect(mine.getByText(`Stayed ${month} – now`)).toBeVisible()
  await expect(mine.getByText('Meera N.', { exact: false })).toBeVisible()
  await expect(mine.getByText('Sample')).toHaveCount(0)
  await mine.scrollIntoViewIfNeeded()
  await shot('review on the property page')

  // it stays: a reload reads it from the server
  await page.reload()
  await expect(page.getByRole('listitem').filter({ hasText: 'Calm and clean' }).getByText(`Stayed ${month} – now`)).toBeVisible()
  // a stay is reviewed once: the page no longer offers it
  await expect(page.getByRole('button', { name: 'Review your stay' })).toHaveCount(0)

  await test.step('the operator sees it under Needs your attention and replies once from the console', async () => {
    await page.evaluate((session) => localStorage.setItem('basera.operator', JSON.stringify(session)), {
      accessToken: admin.accessToken, operatorId: admin.operator_id, role: admin.role, name: admin.name, phone: admin.phoneNumber,
    })
    await page.goto('/operator')
    await page.getByRole('region', { name: 'Needs your attention' }).getByRole('link', { name: /reviews? to reply to$/ }).click()
    await expect(page).toHaveURL(/\/operator\/reviews\?replied=false$/)
    const review = page.getByRole('listitem').filter({ hasText: 'Calm and clean' })
    await expect(review.getByText(`Stayed ${month} – now`)).toBeVisible()
    await review.getByRole('button', { name: 'Post reply' }).click()
    await expect(review.getByText('Write a reply')).toBeVisible()
    await review.getByLabel('Reply to Meera N.').fill('Thank you, Meera! The geyser is new too.')
    await shot('console reply')
    await review.getByRole('button', { name: 'Post reply' }).click()
    // replied: it leaves the list of those awaiting a reply
    await expect(page.getByRole('listitem').filter({ hasText: 'Calm and clean' })).toHaveCount(0)
  })

  await page.goto(`/property/${propertyId}`)
  const replied = page.getByRole('listitem').filter({ hasText: 'Calm and clean' })
  await expect(replied.getByText('Thank you, Meera! The geyser is new too.')).toBeVisible()
  await expect(replied.getByText('Reply from the owner:')).toBeVisible()
})
