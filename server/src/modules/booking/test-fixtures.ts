import { expect } from 'vitest'
import { sql } from 'drizzle-orm'
import type { RoomOption } from '@basera/contract/properties'
import * as endpoints from '@basera/contract/endpoints'
import { rowsOf } from '../../db/client.ts'
import type { TestApp } from '../../test/helper.ts'

// Shared by the booking chain's tests: tenants, room options and inventory set straight in the database.
export const TENANT = endpoints.addTenant
export const BOOK = endpoints.bookRoom
export const AGREE = endpoints.allocateAgreement
export const form = { fullName: 'Asha Verma', gender: 'Female', contact_number: '9876500001', email: 'asha@example.in', occupation: 'Working', is_b2b_user: 'No' }

export function bookingFixtures(testApp: () => TestApp) {
  let nameCounter = 0
  return {
    newTenant: async (token: string, extra: object = {}): Promise<number> => {
      const res = await testApp().post(TENANT, { ...form, fullName: `Tenant ${++nameCounter}`, ...extra }, token)
      expect(res.statusCode).toBe(200)
      return res.json().tenant_id
    },
    /** A tenant of a gender the property admits (eligibility.test.ts checks the refusals). */
    tenantFor: async (token: string, propertyId: number): Promise<number> => {
      const rows = await rowsOf<{ mask: number }>(testApp().database.db, sql`select gender_mask as mask from properties where id = ${propertyId}`)
      const mask = Number(rows[0]?.mask)
      const gender = mask & 2 ? 'Female' : mask & 1 ? 'Male' : 'Other'
      const res = await testApp().post(TENANT, { ...form, fullName: `Tenant ${++nameCounter}`, gender }, token)
      expect(res.statusCode).toBe(200)
      return res.json().tenant_id
    },
    roomOptions: async (propertyId: number): Promise<RoomOption[]> => {
      return (await testApp().post(endpoints.getRoomOptions, { propertyId })).json().data
    },
    setRooms: async (optionId: number, rooms: number): Promise<void> => {
      await testApp().database.db.execute(sql`update room_options set available_rooms = ${rooms} where id = ${optionId}`)
    },
    /** The token a booking of this option pays (0: a free request, whatever the owner's payout account). */
    setToken: async (optionId: number, rupees: number): Promise<void> => {
      await testApp().database.db.execute(sql`update room_options set token_amount = ${rupees} where id = ${optionId}`)
    },
    roomsLeft: async (optionId: number): Promise<number> => {
      const rows = await rowsOf<{ n: number }>(testApp().database.db, sql`select available_rooms as n from room_options where id = ${optionId}`)
      return Number(rows[0]?.n)
    },
  }
}
