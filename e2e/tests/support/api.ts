import { expect, type APIRequestContext } from '@playwright/test'
import type { LoginReply, VerifyOtpReply } from '@basera/contract/auth'
import type { BookingReply, TenantAddReply } from '@basera/contract/booking'
import { endpointPath } from '@basera/contract/endpoint'
import type { UpdateLeadProfileBody } from '@basera/contract/leads'
import type { DevOperatorsReply, OperatorVerifyOtpReply } from '@basera/contract/operator'
import type { PropertyByIdReply, PropertyDetail, RoomOptionsReply, SearchPropertiesReply } from '@basera/contract/properties'
import * as endpoints from '@basera/contract/endpoints'
import { messages } from '@basera/contract/messages'
import type { TokenPaymentReply, VerifyPaymentReply } from '@basera/contract/payments'
import { sandboxPayPath } from '@basera/contract/sandbox-gateway'
import { todayInIndia } from './ui'

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

// the first owner has an active sandbox payout account (rent can be paid online); journey 17 books their first two token rooms
export const RENT_OWNER_PHONE = '7000000011'

/** Booked with today's move-in date, the token paid in the sandbox, accepted and marked moved in by the admin (journeys 22, 24). */
export async function movedInToday(request: APIRequestContext, lead: Lead, tenantName = 'Kavya Menon') {
  // a room with a token, past the two properties journey 17 books
  const room = await ownersRoomForAWoman(request, RENT_OWNER_PHONE, { withToken: true, skip: 2 })
  const tenant = await postOk<TenantAddReply>(request, endpoints.addTenant.path, {
    fullName: tenantName, gender: 'Female', contact_number: lead.phone, email: 'kavya@example.in', occupation: 'Working', is_b2b_user: 'No', leadId: lead.leadId,
  }, lead.token)
  const held = await postOk<BookingReply>(request, endpoints.bookRoom.path, { tenant_id: tenant.tenant_id, property_id: room.propertyId, room_option_id: room.roomOptionId }, lead.token)
  await postOk(request, endpoints.allocateAgreement.path, { tenant_id: tenant.tenant_id, property_id: room.propertyId, bookingId: held.bookingId, tanant_move_in_date: todayInIndia() }, lead.token)
  await payTokenInSandbox(request, lead, held.bookingId)
  const login = await postOk<{ otp: string }>(request, endpoints.operatorLogin.path, { phoneNumber: '7000000001' })
  const admin = await postOk<OperatorVerifyOtpReply>(request, endpoints.operatorVerifyOtp.path, { phoneNumber: '7000000001', otp: login.otp })
  await postOk(request, endpointPath(endpoints.decideBooking, { bookingId: held.bookingId }), { decision: 'accept' }, admin.accessToken)
  await postOk(request, endpointPath(endpoints.markMovedIn, { bookingId: held.bookingId }), {}, admin.accessToken)
  return { ...room, bookingId: held.bookingId, admin }
}
