import type { Page, Response } from '@playwright/test'
import type { LoginReply } from '@basera/contract/auth'
import * as endpoints from '@basera/contract/endpoints'
import { expect } from './fixtures'
import type { Lead } from './api'

/** Puts an API-made session where the app keeps it (the spec's local storage keys), as a reload would find it. */
export async function restoreSession(page: Page, lead: Lead) {
  if (!page.url().startsWith('http')) await page.goto('/terms')
  await page.evaluate(({ token, leadId }) => {
    localStorage.setItem('accessToken', token)
    localStorage.setItem('token', token)
    localStorage.setItem('lead_profile_id', String(leadId))
  }, lead)
}

const isLogin = (response: Response) => response.url().endsWith(endpoints.login.path) && response.request().method() === 'POST'

/** On the phone screen: sends the number and returns the code the development server echoes. */
export async function requestCode(page: Page, phone: string): Promise<string> {
  await page.getByLabel('Mobile number').fill(phone)
  const [response] = await Promise.all([page.waitForResponse(isLogin), page.getByRole('button', { name: 'Get OTP' }).click()])
  const reply = (await response.json()) as LoginReply
  expect(reply.otp).toMatch(/^\d{4}$/)
  await expect(page.getByRole('heading', { name: 'Verify your number' })).toBeVisible()
  return reply.otp ?? ''
}

/** Types the code; the fourth digit sends it (no Verify tap). */
export async function typeCode(page: Page, code: string) {
  await page.getByLabel('Digit 1 of 4').click()
  await page.keyboard.type(code)
}

/** From the role screen (/login): Rent as Tenant, phone, the right code. */
export async function signInThroughUi(page: Page, phone: string) {
  await page.getByRole('link', { name: 'Rent as Tenant' }).click()
  await expect(page.getByRole('heading', { name: 'Enter your mobile number' })).toBeVisible()
  const code = await requestCode(page, phone)
  await typeCode(page, code)
  await expect(page).not.toHaveURL(/\/login/)
}

/** A code that is not the right one (the server verifies the typed digits). */
export const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0')

/** 'today' for move-in is today in India, whatever the machine's zone. */
export const todayInIndia = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date())

/** The app's way of showing a date: 12 Mar 2026. */
export const shownDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date(`${isoDate}T12:00:00+05:30`))

/** Rupees as the app shows them: ₹12,500. */
export const rupees = (n: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(n)

/** Names of the full-size result cards, in order. */
export async function resultNames(page: Page, count: number): Promise<string[]> {
  const names = page.getByRole('main').locator('article h3')
  await expect(names.first()).toBeVisible()
  return (await names.allTextContents()).slice(0, count)
}

/** The booking flow after the details: the move-in date (today by default), then the summary's sheet. */
export async function chooseMoveInDate(page: Page, date = todayInIndia(), labels = { title: 'Choose your move-in date', field: 'Move-in date', next: 'See the summary' }) {
  const moveIn = page.getByRole('dialog', { name: labels.title })
  await moveIn.getByLabel(labels.field, { exact: true }).fill(date)
  await moveIn.getByRole('button', { name: labels.next }).click()
}

/**
 * The summary's last tap: Send request for a free request; for a room with a token, Pay token, then Success in the
 * sandbox gateway's checkout and Requested on /payment-success. Either way it ends on My Booking.
 */
export async function sendOrPay(page: Page, labels = { summary: 'Booking summary', pay: /^Pay token/, send: 'Send request', requested: 'Requested' }) {
  const summary = page.getByRole('dialog', { name: labels.summary })
  const pay = summary.getByRole('button', { name: labels.pay })
  await expect(pay.or(summary.getByRole('button', { name: labels.send }))).toBeVisible()
  if ((await pay.count()) > 0) {
    await pay.click()
    await expect(page).toHaveURL(/\/sandbox-gateway\/v1\/checkout\/embedded$/)
    await page.getByRole('button', { name: 'Success' }).click()
    await expect(page).toHaveURL(/\/payment-success/)
    await expect(page.getByRole('heading', { name: labels.requested })).toBeVisible()
    await page.goto('/bookings')
    return
  }
  await summary.getByRole('button', { name: labels.send }).click()
  await expect(page).toHaveURL(/\/bookings$/)
}
