import { messages } from '@basera/contract/messages'
import { movedInToday, signInByApi } from './support/api'
import { expect, phoneFor, test } from './support/fixtures'
import { restoreSession } from './support/ui'

// Issue 33's UPI AutoPay: a tenant who moved in today sets up AutoPay from Pay rent, approves the mandate in the
// sandbox gateway's checkout, comes back to see it on with its monthly limit, then cancels it with a confirm.

test('a moved-in tenant sets up UPI AutoPay in the sandbox, sees it active, then cancels it', async ({ page, request, shot }) => {
  test.setTimeout(240_000)
  const lead = await signInByApi(request, phoneFor(24, 1))
  await movedInToday(request, lead, 'Meera Iyer')

  await restoreSession(page, lead)
  await page.goto('/pay-rent')
  const card = page.getByRole('region', { name: 'UPI AutoPay' })
  await expect(card.getByText('Off', { exact: true })).toBeVisible()
  await expect(card.getByText('Pay each month’s rent automatically', { exact: false })).toBeVisible()
  await shot('autopay off')

  await card.getByRole('button', { name: 'Set up AutoPay' }).click()
  await expect(page).toHaveURL(/\/sandbox-gateway\/v1\/checkout\/embedded$/)
  await expect(page.getByText('monthly', { exact: false }).first()).toBeVisible()
  await shot('the sandbox asks to approve the mandate')
  await page.getByRole('button', { name: 'Approve AutoPay mandate' }).click()

  await expect(page).toHaveURL(/\/pay-rent\?autopay=approved$/, { timeout: 30_000 })
  await expect(card.getByText('AutoPay is set up.')).toBeVisible()
  await expect(card.getByText('On', { exact: true })).toBeVisible()
  await expect(card.getByText(/^Up to ₹[\d,]+ a month$/)).toBeVisible()
  await shot('autopay on')

  await card.getByRole('button', { name: 'Cancel AutoPay' }).click()
  await expect(card.getByText('Cancel AutoPay?')).toBeVisible()
  await shot('cancel asks first')
  await card.getByRole('button', { name: 'Yes, cancel AutoPay' }).click()
  await expect(page.getByText(messages.autopayCancelled)).toBeVisible()
  await expect(card.getByText('Off', { exact: true })).toBeVisible()
  await expect(card.getByRole('button', { name: 'Set up AutoPay again' })).toBeVisible()
  await shot('autopay cancelled')
})
