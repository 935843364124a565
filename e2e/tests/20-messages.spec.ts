import type { APIRequestContext, Page } from '@playwright/test'
import type { LoginReply } from '@basera/contract/auth'
import * as endpoints from '@basera/contract/endpoints'
import type { DevOperatorsReply, OperatorPropertiesReply, OperatorVerifyOtpReply } from '@basera/contract/operator'
import { expectNoAxeViolations } from './support/a11y'
import { expect, phoneFor, test } from './support/fixtures'
import { requestCode, typeCode } from './support/ui'

// Issue 31's journey: a tenant asks a question from a property page (signing in first, and coming back to it),
// the owner answers from the console, the tenant sees the answer. Neither sees the other's number.

/** The owner's first published property, found through the console's own calls. */
async function ownersProperty(request: APIRequestContext) {
  const operators = ((await (await request.get(endpoints.devOperators.path)).json()) as DevOperatorsReply).data
  const owner = operators.find((o) => o.role === 'owner')
  if (!owner) throw new Error('the development data has no owner')
  const login = (await (await request.post(endpoints.operatorLogin.path, { data: { phoneNumber: owner.phone } })).json()) as LoginReply
  const verified = (await (await request.post(endpoints.operatorVerifyOtp.path, { data: { phoneNumber: owner.phone, otp: login.otp } })).json()) as OperatorVerifyOtpReply
  const listed = await request.get(`${endpoints.listOperatorProperties.path}?page_size=100`, { headers: { authorization: `Bearer ${verified.accessToken}` } })
  const property = ((await listed.json()) as OperatorPropertiesReply).data.find((p) => p.published)
  if (!property) throw new Error('the owner has no published property')
  return { owner, property }
}

/** The page came rendered from the server: a tap before the app has taken it over would be lost. */
const appTookOver = (page: Page) =>
  page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')), undefined, { timeout: 60_000 })

test('a tenant asks from a property page, the owner answers in the console, the tenant reads it', async ({ browser, page, request, shot }) => {
  test.slow()
  const { owner, property } = await ownersProperty(request)
  const question = `Is there parking for a scooter? (${test.info().retry}-${Date.now() % 100_000})`
  const answer = 'Yes: two-wheeler parking in the basement, free for residents.'
  const tenantPhone = phoneFor(20)

  await test.step('a signed-out visitor taps Message on the property page and signs in first', async () => {
    await page.goto(`/property/${property.property_id}`)
    await appTookOver(page)
    await page.getByRole('link', { name: `Message the owner of ${property.property_name}` }).last().click()
    await expect(page).toHaveURL(/\/login/, { timeout: 30_000 })
    await page.getByRole('link', { name: 'Rent as Tenant' }).click()
    const code = await requestCode(page, tenantPhone)
    await typeCode(page, code)
  })

  await test.step('back at the conversation, asks the question; the number stays private', async () => {
    await expect(page).toHaveURL(/\/messages\/new\?property_id=/, { timeout: 30_000 })
    await expect(page.getByText('Write your first message. The property answers here; they do not see your number.')).toBeVisible()
    const box = page.getByLabel('Your message')
    await box.fill(question)
    await expect(page.getByText(`${question.length} / 1000`)).toBeVisible()
    await shot('tenant-writes')
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(page).toHaveURL(/\/messages\/\d+$/, { timeout: 30_000 })
    await expect(page.getByText(question)).toBeVisible()
    await expect(page.getByRole('switch', { name: 'Share my number with this property' })).not.toBeChecked()
    await shot('tenant-asked')
  })
  const threadPath = new URL(page.url()).pathname

  const consoleContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-IN', timezoneId: 'Asia/Kolkata', baseURL: test.info().project.use.baseURL })
  const consolePage = await consoleContext.newPage()
  await test.step('the owner signs in to the console and sees the unread message in the navigation', async () => {
    await consolePage.goto('/operator')
    await expect(consolePage).toHaveURL(/\/operator\/sign-in/, { timeout: 30_000 })
    await consolePage.getByLabel('Mobile number').fill(owner.phone)
    const [response] = await Promise.all([
      consolePage.waitForResponse((r) => r.url().endsWith(endpoints.operatorLogin.path) && r.request().method() === 'POST'),
      consolePage.getByRole('button', { name: 'Get OTP' }).click(),
    ])
    await typeCode(consolePage, ((await response.json()) as LoginReply).otp ?? '')
    await expect(consolePage).toHaveURL(/\/operator$/, { timeout: 30_000 })
    const nav = consolePage.getByRole('navigation', { name: 'Console' })
    await expect(nav.getByRole('link', { name: /Messages \(\d+ new\)/ })).toBeVisible({ timeout: 60_000 })
    await nav.getByRole('link', { name: /Messages/ }).click()
    await expect(consolePage.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible()
  })

  await test.step('opens the conversation (no tenant number in it) and answers', async () => {
    const row = consolePage.getByRole('link').filter({ hasText: question })
    await row.click()
    const conversation = consolePage.getByRole('region', { name: /Conversation with/ })
    await expect(conversation.getByText(question)).toBeVisible()
    await expect(conversation.getByText('The tenant’s number is private unless they share it.')).toBeVisible()
    await expect(conversation).not.toContainText(tenantPhone)
    await conversation.getByLabel('Your reply').fill(answer)
    await conversation.getByRole('button', { name: 'Send reply' }).click()
    await expect(conversation.getByText(answer)).toBeVisible()
    await shot('owner-answered', consolePage)
    await expectNoAxeViolations(consolePage, 'console messages')
  })
  await consoleContext.close()

  await test.step('the tenant sees the answer, from the property, in the thread', async () => {
    await page.goto(threadPath)
    await expect(page.getByText(answer)).toBeVisible({ timeout: 30_000 })
    await expect(page.getByRole('button', { name: `Report this message from ${property.property_name}` })).toBeVisible()
    await shot('tenant-reads-answer')
    await expectNoAxeViolations(page, 'a conversation')
    await page.goto('/messages')
    await expect(page.getByRole('link').filter({ hasText: property.property_name }).first()).toBeVisible()
    await expectNoAxeViolations(page, 'messages')
  })
})
