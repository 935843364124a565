import { readFileSync } from 'node:fs'
import type { APIRequestContext } from '@playwright/test'
import type { RentDuesReply } from '@basera/contract/dues'
import { endpointPath, type Endpoint } from '@basera/contract/endpoint'
import * as endpoints from '@basera/contract/endpoints'
import { messages } from '@basera/contract/messages'
import { useLanguage } from './support/a11y'
import { movedInToday, signInByApi } from './support/api'
import { expect, phoneFor, test } from './support/fixtures'
import { restoreSession, rupees } from './support/ui'

// Issue 33's journey: a tenant who moved in today finds the rest of the move-in total on Pay rent, line by line,
// pays it in the sandbox gateway's checkout, and downloads the rent receipt (a PDF) from the paid due.

async function call<T>(request: APIRequestContext, endpoint: Endpoint, data: unknown, token: string, params: Record<string, number> = {}): Promise<T> {
  const response = await request.post(endpointPath(endpoint, params), { data, headers: token ? { authorization: `Bearer ${token}` } : {} })
  expect(response.status(), `${endpoint.operationId} answered ${await response.text()}`).toBe(200)
  return (await response.json()) as T
}

test('a tenant who moved in pays the month\'s dues in the checkout and downloads the rent receipt', async ({ page, request, shot }) => {
  test.setTimeout(240_000)
  const lead = await signInByApi(request, phoneFor(22, 1))
  const stay = await movedInToday(request, lead)
  const dues = await call<RentDuesReply>(request, endpoints.listRentDues, { leadId: lead.leadId }, lead.token)
  const due = dues.data.find((d) => d.bookingId === stay.bookingId)
  if (!due) throw new Error('no due after the move-in')

  await restoreSession(page, lead)
  // the spec's old address leads to the same screen
  await page.goto('/profile/payrent')
  await expect(page.getByRole('heading', { name: 'Pay rent' })).toBeVisible()
  const card = page.getByRole('region', { name: 'To pay' }).getByRole('listitem').filter({ hasText: stay.name })
  await expect(card.getByText('Token paid at booking')).toBeVisible()
  await expect(card.getByText('Security deposit', { exact: false })).toBeVisible()
  const pay = card.getByRole('button', { name: `Pay ${rupees(due.total)}` })
  await expect(pay).toBeVisible()
  await shot('pay rent with the first due')

  await pay.click()
  await expect(page).toHaveURL(/\/sandbox-gateway\/v1\/checkout\/embedded$/)
  await expect(page.getByText(rupees(due.total)).first()).toBeVisible()
  await page.getByLabel(/UPI/).check()
  await page.getByRole('button', { name: 'Success' }).click()
  await expect(page).toHaveURL(/\/payment-success\?/)
  await expect(page.getByText(messages.rentPaymentCaptured)).toBeVisible()
  await shot('payment success')

  await page.goto('/pay-rent')
  const paid = page.getByRole('region', { name: 'Paid' }).getByRole('listitem').filter({ hasText: stay.name })
  await expect(async () => {
    await page.reload()
    await expect(paid.getByText('Paid by UPI', { exact: false })).toBeVisible({ timeout: 3_000 })
  }).toPass({ timeout: 60_000 })
  await expect(page.getByRole('button', { name: `Pay ${rupees(due.total)}` })).toHaveCount(0)
  await shot('pay rent paid with the receipt')

  const [download] = await Promise.all([page.waitForEvent('download'), paid.getByRole('button', { name: /Download the rent receipt/ }).click()])
  expect(download.suggestedFilename()).toMatch(/^rent-receipt-BSR-\d{6}-\d{6}\.pdf$/)
  const file = await download.path()
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-')
})

test('Pay rent in Hindi', async ({ page, request, shot }) => {
  const lead = await signInByApi(request, phoneFor(22, 2))
  await movedInToday(request, lead)
  await useLanguage(page, 'hi')
  await restoreSession(page, lead)
  await page.goto('/pay-rent')
  await expect(page.getByRole('heading', { name: 'किराया भरें' })).toBeVisible()
  await expect(page.getByRole('button', { name: /भरें$/ }).first()).toBeVisible()
  await shot('pay rent in hindi')
})

test('the owner\'s console records a cash payment and a meter reading from Money', async ({ page, browser, request, shot }) => {
  test.setTimeout(180_000)
  const lead = await signInByApi(request, phoneFor(22, 3))
  const tenantName = 'Ritu Das'
  const stay = await movedInToday(request, lead, tenantName)
  const dues = await call<RentDuesReply>(request, endpoints.listRentDues, { leadId: lead.leadId }, lead.token)
  const due = dues.data.find((d) => d.bookingId === stay.bookingId)
  if (!due) throw new Error('no due after the move-in')

  const console = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  await console.goto('/terms')
  await console.evaluate((session) => localStorage.setItem('basera.operator', JSON.stringify(session)), {
    accessToken: stay.admin.accessToken, operatorId: stay.admin.operator_id, role: stay.admin.role, name: stay.admin.name, phone: stay.admin.phoneNumber,
  })
  await console.goto(`/operator/money?property_id=${stay.propertyId}`)
  await console.getByRole('button', { name: `Rent of ${tenantName}` }).click()
  const dialog = console.getByRole('dialog', { name: `Rent of ${tenantName}` })
  await dialog.getByLabel('Reading').fill('1200')
  await dialog.getByRole('button', { name: 'Save reading' }).click()
  await expect(dialog.getByText("Saved: the meter's starting point.")).toBeVisible()
  await dialog.getByRole('button', { name: `Record ${rupees(due.total)} received` }).click()
  await dialog.getByLabel('UPI to you').check()
  await dialog.getByLabel('UTR (12 digits)').fill('412345678901')
  await shot('console recording a upi payment', console)
  await dialog.getByRole('form', { name: `Record a payment of ${rupees(due.total)}` }).getByRole('button', { name: `Record ${rupees(due.total)} received` }).click()
  await expect(dialog.getByText('Paid by UPI to you · UTR 412345678901', { exact: false })).toBeVisible()
  await shot('console due recorded', console)
  await console.close()

  // the tenant sees it paid, with its receipt
  await restoreSession(page, lead)
  await page.goto('/pay-rent')
  const paid = page.getByRole('region', { name: 'Paid' }).getByRole('listitem').filter({ hasText: stay.name })
  await expect(paid.getByText('Paid by UPI to the owner', { exact: false })).toBeVisible()
  await expect(paid.getByRole('button', { name: /Download the rent receipt/ })).toBeVisible()
})
