import { expect, type APIRequestContext } from '@playwright/test'
import type { LoginReply, VerifyOtpReply } from '@basera/contract/auth'
import type { UpdateLeadProfileBody } from '@basera/contract/leads'
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

async function post<T>(request: APIRequestContext, url: string, data: unknown, token?: string): Promise<T> {
  const response = await request.post(url, { data, headers: token ? { authorization: `Bearer ${token}` } : {} })
  expect(response.status(), `${url} answered ${await response.text()}`).toBe(200)
  return (await response.json()) as T
}

/** Login, then verify with the code the development server echoes. */
export async function signInByApi(request: APIRequestContext, phone: string): Promise<Lead> {
  const login = await post<LoginReply>(request, endpoints.login.path, { phoneNumber: phone })
  expect(login.otp, 'the e2e server runs in development mode and echoes the code').toMatch(/^\d{4}$/)
  const verified = await post<VerifyOtpReply>(request, endpoints.verifyOtp.path, { phoneNumber: phone, otp: login.otp })
  return { phone, token: verified.accessToken, leadId: verified.lead_profile_id }
}

export async function updateProfile(request: APIRequestContext, lead: Lead, profile: Omit<UpdateLeadProfileBody, 'leadId'>) {
  await post(request, endpoints.updateLeadProfile.path, { leadId: lead.leadId, ...profile }, lead.token)
}

export async function roomOptions(request: APIRequestContext, propertyId: number) {
  return (await post<RoomOptionsReply>(request, endpoints.getRoomOptions.path, { propertyId })).data
}

export async function search(request: APIRequestContext, body: { gender: string; minAmount: number; maxAmount: number; localityId: string }) {
  return post<SearchPropertiesReply>(request, endpoints.searchProperties.path, body)
}

export async function propertyById(request: APIRequestContext, propertyId: number): Promise<PropertyDetail> {
  const [property] = (await post<PropertyByIdReply>(request, endpoints.getPropertyById.path, { propertyId })).data
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
  const verified = await post<VerifyPaymentReply>(request, endpoints.verifyPayment.path, await paid.json(), lead.token)
  expect(verified.payment_status).toBe('captured')
  return true
}
