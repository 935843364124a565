import type { APIRequestContext, Page } from '@playwright/test'
import { endpointPath, type Endpoint } from '@basera/contract/endpoint'
import * as endpoints from '@basera/contract/endpoints'
import type { GetPrefLocalitiesReply } from '@basera/contract/localities'
import type { DevOperatorsReply, OperatorPropertyReply, OperatorRoomOptionReply, OperatorVerifyOtpReply, TeamMemberReply } from '@basera/contract/operator'
import { propertyById, roomOptions, signInByApi, updateProfile } from './support/api'
import { expect, phoneFor, test } from './support/fixtures'
import { restoreSession } from './support/ui'

// Issue 30's screens: the console's 30% rent confirmation and a manager's removal; a booking form that offers
// only the genders the property admits.

async function call<T>(request: APIRequestContext, endpoint: Endpoint, data: unknown, token: string, params: Record<string, number> = {}): Promise<T> {
  const response = await request.fetch(endpointPath(endpoint, params), { method: endpoint.method, data, headers: { authorization: `Bearer ${token}` } })
  expect(response.status(), `${endpoint.operationId} answered ${await response.text()}`).toBe(200)
  return (await response.json()) as T
}

async function operatorSignIn(request: APIRequestContext, phone: string): Promise<OperatorVerifyOtpReply> {
  const login = (await (await request.post(endpoints.operatorLogin.path, { data: { phoneNumber: phone } })).json()) as { otp: string }
  return (await (await request.post(endpoints.operatorVerifyOtp.path, { data: { phoneNumber: phone, otp: login.otp } })).json()) as OperatorVerifyOtpReply
}

/** The console's stored sign-in, as the sign-in screen leaves it. */
async function restoreOperator(page: Page, me: OperatorVerifyOtpReply) {
  await page.goto('/terms')
  await page.evaluate((session) => localStorage.setItem('basera.operator', JSON.stringify(session)), {
    accessToken: me.accessToken, operatorId: me.operator_id, role: me.role, name: me.name, phone: me.phoneNumber,
  })
}

test('an owner is asked to confirm a rent change of more than 30%, and removes a manager after a confirmation', async ({ page, request, shot }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const operators = ((await (await request.get(endpoints.devOperators.path)).json()) as DevOperatorsReply).data
  const ownerRow = operators.find((o) => o.role === 'owner')
  if (!ownerRow) throw new Error('the development data has no owner')
  const owner = await operatorSignIn(request, ownerRow.phone)
  const localities = ((await (await request.post(endpoints.getPrefLocalities.path, { data: { cityname: 'Noida' } })).json()) as GetPrefLocalitiesReply).data
  const locality = localities[0]
  if (!locality) throw new Error('no seeded locality in Noida')
  // a property of this journey's own, so no other journey sees its rent change
  const name = `Walk Fix Nest ${test.info().retry}-${Date.now() % 100_000}`
  const property = await call<OperatorPropertyReply>(request, endpoints.createProperty, {
    property_name: name, property_type: 'PG', furnishing: 'Fully Furnished', address: 'Plot 9', locality_id: locality.locality_id, pincode: '201309',
    genders: ['GENDER_MALE'], noticeperiod_months: 1,
  }, owner.accessToken)
  const propertyId = property.data.property_id
  await call<OperatorRoomOptionReply>(request, endpoints.createRoomOption, {
    room_type_id: 1, unit_rent: 9500, available_rooms: 2, total_rooms: 4, security_deposit_months: 1, noticeperiod_months: 1,
    agreement_duration_months: 11, lockinperiod_months: 0, maintenance_amount: 0, electricity: { type: 'included' }, food: { type: 'none' },
  }, owner.accessToken, { propertyId })
  const managerPhone = phoneFor(18, 1)
  const manager = await call<TeamMemberReply>(request, endpoints.inviteOperator, { name: 'Ravi Walk', phone: managerPhone, role: 'manager', property_ids: [propertyId] }, owner.accessToken)
  const managerSession = await operatorSignIn(request, managerPhone)

  await restoreOperator(page, owner)
  await page.goto(`/operator/properties/${propertyId}`)

  await test.step('a negative rent is refused beside the field; a fall of 47% asks to confirm, then saves', async () => {
    await page.getByRole('button', { name: /^Edit / }).first().click()
    const rent = page.getByLabel('Monthly rent (₹)')
    await rent.fill('-500')
    await page.getByRole('button', { name: 'Save room option' }).click()
    await expect(rent).toHaveAccessibleDescription('Monthly rent must be more than ₹0.')
    await rent.fill('5000')
    await expect(rent).toHaveAttribute('aria-invalid', 'false')
    await page.getByRole('button', { name: 'Save room option' }).click()
    const confirm = page.getByRole('alertdialog')
    await expect(confirm).toContainText('from ₹9,500 to ₹5,000')
    await shot('rent-change-confirm')
    await confirm.getByRole('button', { name: 'Yes, save ₹5,000 a month' }).click()
    await expect(page.getByText('₹5,000 a month', { exact: false }).first()).toBeVisible()
  })

  await test.step('the team: the manager is removed after a confirmation, and their session ends', async () => {
    await page.goto('/operator/team')
    const row = page.getByRole('row').filter({ hasText: manager.data.name })
    await row.getByRole('button', { name: `Remove ${manager.data.name}` }).click()
    const dialog = page.getByRole('dialog', { name: `Remove ${manager.data.name} from your team?` })
    await shot('remove-manager-confirm')
    await dialog.getByRole('button', { name: 'Remove from team' }).click()
    await expect(row).toHaveCount(0)
    const me = await request.get(endpoints.getOperatorMe.path, { headers: { authorization: `Bearer ${managerSession.accessToken}` } })
    expect(me.status()).toBe(401)
  })
})

test('the booking form offers only the genders a men-only property admits, and Book Now says who it is for', async ({ page, request, shot }) => {
  const lead = await signInByApi(request, phoneFor(18, 2))
  await updateProfile(request, lead, { full_name: 'Riya Walk', gender: 'GENDER_FEMALE' })
  const found = (await (await request.post(endpoints.searchProperties.path, { data: { gender: 'GENDER_MALE', cityId: 1, minAmount: 0, maxAmount: 100_000, limit: 30 } })).json()) as { data: { property_id: number }[] }
  let menOnly: number | undefined
  for (const card of found.data) {
    const detail = await propertyById(request, card.property_id)
    const free = (await roomOptions(request, card.property_id)).some((o) => o.available_rooms > 0)
    if (free && detail.genders.length === 1 && detail.genders[0] === 'GENDER_MALE') {
      menOnly = card.property_id
      break
    }
  }
  if (!menOnly) throw new Error('no men-only property in the seed')
  await restoreSession(page, lead)
  await page.goto(`/property/${menOnly}/rooms`)
  const book = page.getByRole('button', { name: 'Book Now', disabled: false }).first()
  await expect(book).toHaveAccessibleDescription('Who can stay: Men only')
  await book.click()
  const form = page.getByRole('dialog')
  await expect(form.getByRole('radio', { name: 'Male' })).toBeChecked()
  await expect(form.getByRole('radio', { name: 'Female' })).toHaveCount(0)
  await shot('booking-form-men-only')
})
