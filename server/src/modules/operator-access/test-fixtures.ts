import { expect } from 'vitest'
import { and, eq, lt } from 'drizzle-orm'
import * as endpoints from '@basera/contract/endpoints'
import { todayInIndia } from '@basera/contract/dates'
import { operators, properties, roomOptions } from '../../db/schema.ts'
import { operatorProperties } from '../../db/schema-operator.ts'
import type { TestApp } from '../../test/helper.ts'

// The seeded operators (db/seed-operators.ts) and how tests sign in as them.
export const ADMIN_PHONE = '7000000001'
export const OWNER_PHONES = ['7000000011', '7000000012', '7000000013'] as const
export const MANAGER_PHONES = ['7000000021', '7000000022', '7000000023'] as const

export interface SignedInTestOperator {
  token: string
  id: number
  /** The properties an owner owns or a manager was given (empty for the admin). */
  propertyIds: number[]
}

/** Signs in as the operator of `phone` through the real login and code calls. */
export async function signInOperator(t: TestApp, phone: string): Promise<SignedInTestOperator> {
  const login = await t.post(endpoints.operatorLogin, { phoneNumber: phone })
  expect(login.statusCode, login.body).toBe(200)
  const verify = await t.post(endpoints.operatorVerifyOtp, { phoneNumber: phone, otp: login.json().otp })
  expect(verify.statusCode, verify.body).toBe(200)
  const token = verify.json().accessToken
  const id = verify.json().operator_id
  const db = t.database.db
  const [row] = await db.select({ role: operators.role }).from(operators).where(eq(operators.id, id))
  const owned = row?.role === 'owner' ? await db.select({ id: properties.id }).from(properties).where(eq(properties.ownerOperatorId, id)) : []
  const granted = row?.role === 'manager'
    ? await db.select({ id: operatorProperties.propertyId }).from(operatorProperties).where(eq(operatorProperties.operatorId, id))
    : []
  return { token, id, propertyIds: [...owned, ...granted].map((p) => p.id).sort((a, b) => a - b) }
}

export interface TenantBooking {
  bookingId: number
  roomOptionId: number
  tenantToken: string
  leadId: number
}

let tenantCounter = 0

/**
 * A tenant signs in, fills the form, books a room of `propertyId` and sets a move-in date: a `requested` booking
 * awaiting the operator. The property's rooms ask no token here (a free request); payments tests pay theirs
 * (modules/payments/test-payments.ts).
 */
export async function requestedBooking(t: TestApp, propertyId: number): Promise<TenantBooking> {
  const { token, leadId } = await t.signIn()
  const tenant = await t.post(endpoints.addTenant, {
    fullName: `Tenant ${++tenantCounter}`, gender: 'Female', contact_number: '9876500001', email: 'asha@example.in', occupation: 'Working', is_b2b_user: 'No',
  }, token)
  expect(tenant.statusCode, tenant.body).toBe(200)
  const tenantId = tenant.json().tenant_id
  // many tests book the same few properties: keep rooms free so each booking finds one, for any tenant's gender
  await t.database.db.update(properties).set({ genderMask: 7 }).where(eq(properties.id, propertyId))
  await t.database.db.update(roomOptions).set({ availableRooms: 5 }).where(and(eq(roomOptions.propertyId, propertyId), lt(roomOptions.availableRooms, 5)))
  await t.database.db.update(roomOptions).set({ tokenAmount: 0 }).where(eq(roomOptions.propertyId, propertyId))
  const held = await t.post(endpoints.bookRoom, { tenant_id: tenantId, property_id: propertyId }, token)
  expect(held.statusCode, held.body).toBe(200)
  const bookingId = held.json().bookingId
  const agreed = await t.post(endpoints.allocateAgreement, { tenant_id: tenantId, property_id: propertyId, bookingId, tanant_move_in_date: todayInIndia() }, token)
  expect(agreed.statusCode, agreed.body).toBe(200)
  return { bookingId, roomOptionId: held.json().booking.room_option_id, tenantToken: token, leadId }
}
