import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { todayInIndia } from '@basera/contract/dates'
import * as endpoints from '@basera/contract/endpoints'
import { nextPhone, type TestApp } from '../../test/helper.ts'
import { tenantForm, type Ids } from './catalogue.ts'

export interface LeadWithRecords {
  token: string
  ids: Ids
}

let counter = 0

/**
 * Signs a new lead in and gives it data of every kind a request could touch: a profile, a tenant, a held
 * booking, a shortlisted property, a visit and a callback request.
 */
export async function leadWithRecords(t: TestApp, propertyId: number): Promise<LeadWithRecords> {
  const n = ++counter
  const phone = nextPhone()
  const { token, leadId } = await t.signIn(phone)
  const ok = async (url: string, body: object) => {
    const res = await t.post(url, body, token)
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200)
    return res.json()
  }
  await ok(endpoints.updateLeadProfile.path, { leadId, full_name: `Lead ${n}`, email: `lead${n}@example.in` })
  const options: { room_option_id: number }[] = (await ok(endpoints.getRoomOptions.path, { propertyId })).data
  const roomOptionId = options[0]!.room_option_id
  await t.database.db.execute(sql`update room_options set available_rooms = available_rooms + 5 where id = ${roomOptionId}`)
  const contact = `98${String(n).padStart(8, '0')}`
  const tenantId: number = (await ok(endpoints.addTenant.path, { ...tenantForm, fullName: `Tenant ${n}`, contact_number: contact })).tenant_id
  const bookingId: number = (await ok(endpoints.bookRoom.path, { tenant_id: tenantId, property_id: propertyId, room_option_id: roomOptionId })).bookingId
  await ok(endpoints.addToShortlist.path, { leadId, propertyId })
  const visitDate = todayInIndia(new Date(Date.now() + 3 * 86_400_000))
  await ok(endpoints.scheduleVisit.path, { leadId, propertyId, visit_date: visitDate, visit_slot: 'Evening' })
  await ok(endpoints.requestCallback.path, { leadId, propertyId, purpose: `Lead ${n} wants a call` })
  return { token, ids: { leadId, phone, tenantId, bookingId, propertyId, roomOptionId } }
}
