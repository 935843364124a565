import { readFileSync } from 'node:fs'
import type { APIRequestContext, Browser } from '@playwright/test'
import type { RentDuesReply } from '@basera/contract/dues'
import { endpointPath, type Endpoint } from '@basera/contract/endpoint'
import type { OperatorVerifyOtpReply } from '@basera/contract/operator'
import * as endpoints from '@basera/contract/endpoints'
import { messages } from '@basera/contract/messages'
import { useLanguage } from './support/a11y'
import { movedInToday, RENT_OWNER_PHONE, signInByApi } from './support/api'
import { expect, phoneFor, test } from './support/fixtures'
import { restoreSession, rupees } from './support/ui'

// Issue 33's journey: a tenant who moved in today finds the rest of the move-in total on Pay rent, line by line,
// pays it in the sandbox gateway's checkout, and downloads the rent receipt (a PDF) from the paid due. Then they
// leave: they give notice, the owner settles the deposit with one deduction in the console, and the tenant accepts
// and sees the refund processed through the sandbox.

async function call<T>(request: APIRequestContext, endpoint: Endpoint, data: unknown, token: string, params: Record<string, number> = {}): Promise<T> {
  const response = await request.post(endpointPath(endpoint, params), { data, headers: token ? { authorization: `Bearer ${token}` } : {} })
  expect(response.status(), `${endpoint.operationId} answered ${await response.text()}`).toBe(200)
  return (await response.json()) as T
}

/** A console page (1280×800) signed in as `phone` (an operator), through the API's code. */
async function consoleAs(browser: Browser, request: APIRequestContext, phone: string) {
  const login = await call<{ otp: string }>(request, endpoints.operatorLogin, { phoneNumber: phone }, '')
  const op = await call<OperatorVerifyOtpReply>(request, endpoints.operatorVerifyOtp, { phoneNumber: phone, otp: login.otp }, '')
  const console = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  await console.goto('/terms')
  await console.evaluate((session) => localStorage.setItem('basera.operator', JSON.stringify(session)), {
    accessToken: op.accessToken, operatorId: op.operator_id, role: op.role, name: op.name, phone: op.phoneNumber,
  })
  return console
}

test('a tenant who moved in pays the month\'s dues in the checkout, downloads the rent receipt, gives notice and gets the deposit back', async ({ page, browser, request, shot }) => {
  test.setTimeout(360_000)
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

  // leaving: notice from the app, through Pay rent
  const deposit = due.lines.filter((l) => l.kind === 'deposit').reduce((sum, l) => sum + l.amount, 0)
  await page.getByRole('link', { name: 'Leaving? Give notice and see your deposit' }).click()
  await expect(page.getByRole('heading', { name: 'Leaving' })).toBeVisible()
  const leaving = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: stay.name }) })
  await expect(leaving.getByText(/^Give notice today and your last day is/)).toBeVisible()
  await leaving.getByLabel('Why are you leaving? (optional)').fill('Moving to Pune for work')
  await shot('leaving before notice')
  await leaving.getByRole('button', { name: 'Give notice' }).click()
  await expect(leaving.getByText(/^Notice given on .*Your last day is/)).toBeVisible()
  await expect(leaving.getByText('The owner settles your deposit when you move out', { exact: false })).toBeVisible()

  // the owner settles the deposit with one deduction in the console's Money page
  const console = await consoleAs(browser, request, RENT_OWNER_PHONE)
  await console.goto(`/operator/money?property_id=${stay.propertyId}`)
  const deposits = console.getByRole('region', { name: 'Deposits held and settlements' })
  const row = deposits.getByRole('row').filter({ hasText: 'Kavya Menon' })
  await expect(row.getByText(/^Last day /)).toBeVisible()
  await row.getByRole('button', { name: 'Settle the deposit of Kavya Menon' }).click()
  const dialog = console.getByRole('dialog', { name: 'Settle Kavya Menon’s deposit' })
  await dialog.getByLabel('Amount (₹) 1').fill('1500')
  await dialog.getByLabel('Reason 1').fill('Broken wardrobe door')
  await expect(dialog.getByText(rupees(deposit - 1500))).toBeVisible()
  await shot('console settling the deposit', console)
  await dialog.getByRole('button', { name: 'Send settlement' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(row.getByText('Proposed, awaiting the tenant')).toBeVisible()
  await expect(row.getByText(/^Back by /)).toBeVisible()
  await deposits.evaluate((section) => section.scrollIntoView({ block: 'start' }))
  await shot('console deposits with the settlement', console)

  // the tenant sees every line and the refund clock, accepts, and the refund comes back through the sandbox
  await page.reload()
  await expect(leaving.getByText('Broken wardrobe door')).toBeVisible()
  await expect(leaving.getByText(rupees(deposit - 1500))).toBeVisible()
  await expect(leaving.getByText(/^Back by /)).toBeVisible()
  await shot('leaving the deposit settled')
  await leaving.getByRole('button', { name: 'Accept' }).click()
  await expect(async () => {
    await page.reload()
    await expect(leaving.getByText('Refund processed')).toBeVisible({ timeout: 3_000 })
  }).toPass({ timeout: 60_000 })
  await expect(leaving.getByText(/^Refunded on /)).toBeVisible()
  await shot('leaving the refund processed')
  await console.reload()
  await expect(row.getByText('Refunded', { exact: true })).toBeVisible()
  await console.close()
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
  await page.goto('/leaving')
  await expect(page.getByRole('heading', { name: 'घर छोड़ना' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'नोटिस दें' })).toBeVisible()
  await shot('leaving in hindi')
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
  // the month's dues on the same page say it too: paid, to the owner by UPI, with its UTR
  await console.keyboard.press('Escape')
  const dueRow = console.getByRole('region', { name: 'Dues' }).getByRole('row', { name: new RegExp(`^${tenantName}, `) })
  await expect(dueRow.getByText('Paid', { exact: true })).toBeVisible()
  await expect(dueRow.getByText('UTR 412345678901')).toBeVisible()
  await shot('console dues of the month', console)
  await console.close()

  // the tenant sees it paid, with its receipt
  await restoreSession(page, lead)
  await page.goto('/pay-rent')
  const paid = page.getByRole('region', { name: 'Paid' }).getByRole('listitem').filter({ hasText: stay.name })
  await expect(paid.getByText('Paid by UPI to the owner', { exact: false })).toBeVisible()
  await expect(paid.getByRole('button', { name: /Download the rent receipt/ })).toBeVisible()
})
