import type { APIRequestContext, Response } from '@playwright/test'
import type { LoginReply } from '@basera/contract/auth'
import type { BookingReply, TenantAddReply } from '@basera/contract/booking'
import { messages } from '@basera/contract/messages'
import * as endpoints from '@basera/contract/endpoints'
import { ownersRoomForAWoman, payTokenInSandbox, postOk, signInByApi, type Lead } from './support/api'
import { expect, phoneFor, test } from './support/fixtures'
import { restoreSession, todayInIndia, typeCode } from './support/ui'

// A tenant books a room of an owner's property; the owner signs in to the console, finds the booking in the
// inbox at once with the tenant's name and number, and accepts it; the tenant sees it accepted in My Booking
// and 'Congratulations! Your booking is confirmed! Thank you!' in Notifications.

// the second owner: journey 11-operator-console signs the first in at the same time (a new code replaces the last)
const OWNER_PHONE = '7000000012'

/** The tenant's booking with a move-in date (and its token paid in the sandbox, where the room asks for one): `requested`, awaiting the owner. */
async function requestedBooking(request: APIRequestContext, lead: Lead, tenantName: string) {
  const { propertyId, roomOptionId } = await ownersRoomForAWoman(request, OWNER_PHONE)
  const form = { fullName: tenantName, gender: 'Female', contact_number: lead.phone, email: 'meera@example.in', occupation: 'Working', is_b2b_user: 'No' }
  const tenant = await postOk<TenantAddReply>(request, endpoints.addTenant.path, { ...form, leadId: lead.leadId }, lead.token)
  const booked = await postOk<BookingReply>(request, endpoints.bookRoom.path, { tenant_id: tenant.tenant_id, property_id: propertyId, room_option_id: roomOptionId }, lead.token)
  await postOk(request, endpoints.allocateAgreement.path, {
    tenant_id: tenant.tenant_id, property_id: propertyId, bookingId: booked.bookingId, tanant_move_in_date: todayInIndia(),
  }, lead.token)
  await payTokenInSandbox(request, lead, booked.bookingId)
  return booked.booking
}

const isOperatorLogin = (response: Response) => response.url().endsWith(endpoints.operatorLogin.path) && response.request().method() === 'POST'

test('an owner accepts a new booking, and only then the tenant sees it confirmed', async ({ page, browser, request, shot }) => {
  const tenantName = 'Meera Joshi'
  // a tenant of its own: journey 11-operator-console's tenant is phoneFor(11)
  const lead = await signInByApi(request, phoneFor(11, 1))
  const booking = await requestedBooking(request, lead, tenantName)

  // the owner, on a laptop
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/operator/bookings')
  await expect(page.getByRole('heading', { name: 'Sign in to the console' })).toBeVisible()
  await page.getByLabel('Mobile number').fill(OWNER_PHONE)
  const [login] = await Promise.all([page.waitForResponse(isOperatorLogin), page.getByRole('button', { name: 'Get OTP' }).click()])
  const code = ((await login.json()) as LoginReply).otp ?? ''
  await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible()
  await typeCode(page, code)

  await expect(page).toHaveURL(/\/operator\/bookings/)
  await expect(page.getByRole('heading', { name: 'Bookings' })).toBeVisible()
  // this run's booking: the tenant's number tells it from a retry's earlier one
  const row = page.getByRole('row', { name: new RegExp(`${tenantName}.*${lead.phone}`) })
  const call = row.getByRole('link', { name: `+91 ${lead.phone}` })
  await expect(call).toHaveAttribute('href', `tel:+91${lead.phone}`)
  await expect(row.getByText(booking.property_name).first()).toBeVisible()
  await shot('console-new-booking')
  await row.getByRole('button', { name: `Accept the booking of ${tenantName}` }).click()
  await expect(row.getByRole('button', { name: `Mark ${tenantName} as moved in` })).toBeVisible()
  await shot('console-accepted')

  // the tenant, on a phone
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  await restoreSession(phone, lead)
  await phone.goto('/bookings')
  const card = phone.getByRole('article', { name: booking.property_name })
  await expect(card.getByText('Accepted', { exact: true })).toBeVisible()
  await expect(card.getByText(messages.bookingConfirmed)).toBeVisible()
  await shot('my-booking-accepted', phone)
  await phone.goto('/notifications')
  await expect(phone.getByRole('heading', { name: messages.bookingConfirmed })).toBeVisible()
  await expect(phone.getByText(`${booking.property_name} accepted your booking.`)).toBeVisible()
  await shot('notifications-accepted', phone)
  await phone.close()
})
