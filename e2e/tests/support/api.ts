import { expect, type APIRequestContext } from '@playwright/test'
import type { LoginReply, VerifyOtpReply } from '@basera/contract/auth'
import type { UpdateLeadProfileBody } from '@basera/contract/leads'
import type { DevOperatorsReply } from '@basera/contract/operator'
import type { PropertyByIdReply, PropertyDetail, RoomOptionsReply, SearchPropertiesReply } from '@basera/contract/properties'
import * as endpoints from '@basera/contract/endpoints'
import { messages } from '@basera/contract/messages'
import type { TokenPaymentReply, VerifyPaymentReply } from '@basera/contract/payments'
import { sandboxPayPath } from '@basera/contract/sandbox-gateway'

// Test preparation through the real API (the same calls the app makes); the journeys assert the screens.

export interface Lead {
  phone: string
  token: string
  leadId: number
}

/** A POST that must answer 200 (with the body in the failure message otherwise), its reply read as T. */
export async function postOk<T>(request: APIRequestContext, url: string, data: unknown, token?: string): Promise<T> {
  const response = await request.post(url, { data, headers: token ? { authorization: `Bearer ${token}` } : {} })
  expect(response.status(), `${url} answered ${await response.text()}`).toBe(200)
  return (await response.json()) as T
}

/** Login, then verify with the code the development server echoes. */
export async function signInByApi(request: APIRequestContext, phone: string): Promise<Lead> {
  const login = await postOk<LoginReply>(request, endpoints.login.path, { phoneNumber: phone })
  expect(login.otp, 'the e2e server runs in development mode and echoes the code').toMatch(/^\d{4}$/)
  const verified = await postOk<VerifyOtpReply>(request, endpoints.verifyOtp.path, { phoneNumber: phone, otp: login.otp })
  return { phone, token: verified.accessToken, leadId: verified.lead_profile_id }
}

export async function updateProfile(request: APIRequestContext, lead: Lead, profile: Omit<UpdateLeadProfileBody, 'leadId'>) {
  await postOk(request, endpoints.updateLeadProfile.path, { leadId: lead.leadId, ...profile }, lead.token)
}

export async function roomOptions(request: APIRequestContext, propertyId: number) {
  return (await postOk<RoomOptionsReply>(request, endpoints.getRoomOptions.path, { propertyId })).data
}

export async function search(request: APIRequestContext, body: { gender: string; minAmount: number; maxAmount: number; localityId: string }) {
  return postOk<SearchPropertiesReply>(request, endpoints.searchProperties.path, body)
}

export async function propertyById(request: APIRequestContext, propertyId: number): Promise<PropertyDetail> {
  const [property] = (await postOk<PropertyByIdReply>(request, endpoints.getPropertyById.path, { propertyId })).data
  if (!property) throw new Error(`property ${propertyId} not found`)
  return property
}

/**
 * Pays a held booking's token in the sandbox gateway as its checkout would (for journeys about something else; 17 pays on the screens):
 * the order, the sandbox's pay hook, then the checkout's callback (verifyPayment). A free request (no token to
 * pay) is left as it is. Answers whether a token was paid.
 */
export async function payTokenInSandbox(request: APIRequestContext, lead: Lead, bookingId: number): Promise<boolean> {
  const headers = { authorization: `Bearer ${lead.token}` }
  const order = await request.post(endpoints.createTokenPayment.path, { data: { bookingId }, headers })
  if (order.status() === 409 && ((await order.json()) as { message: string }).message === messages.tokenFreeRequest) return false
  expect(order.status(), `createTokenPayment answered ${await order.text()}`).toBe(200)
  const { order_id: orderId } = (await order.json()) as TokenPaymentReply
  const paid = await request.post(sandboxPayPath(orderId), { data: { outcome: 'captured', method: 'upi' } })
  expect(paid.status(), `the sandbox's pay hook answered ${await paid.text()}`).toBe(200)
  const verified = await postOk<VerifyPaymentReply>(request, endpoints.verifyPayment.path, await paid.json(), lead.token)
  expect(verified.payment_status).toBe('captured')
  return true
}

/**
 * A room of an owner's property that takes women and has a room left: with `withToken`, only rooms that ask for a
 * token; `skip` passes over the first such properties (another journey books those).
 */
export async function ownersRoomForAWoman(request: APIRequestContext, ownerPhone: string, o: { withToken?: boolean; skip?: number } = {}) {
  const operators = (await (await request.get(endpoints.devOperators.path)).json()) as DevOperatorsReply
  const owner = operators.data.find((op) => op.phone === ownerPhone)
  let seen = 0
  for (const propertyId of owner?.property_ids ?? []) {
    const property = await propertyById(request, propertyId)
    if (!property.genders.includes('GENDER_FEMALE')) continue
    const option = (await roomOptions(request, propertyId)).find((r) => r.available_rooms > 0 && (!o.withToken || r.token_amount > 0))
    if (option && ++seen > (o.skip ?? 0)) return { propertyId, roomOptionId: option.room_option_id, name: property.property_name }
  }
  throw new Error(`owner ${ownerPhone} has no property with a room left for a woman`)
}
