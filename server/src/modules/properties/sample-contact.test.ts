import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import * as endpoints from '@basera/contract/endpoints'
import { properties } from '../../db/schema.ts'
import { useTestApp } from '../../test/helper.ts'
import { requestedBooking, OWNER_PHONES, signInOperator, type SignedInTestOperator } from '../operator-access/test-fixtures.ts'

// The seed's property contacts are sample data: no answer ever carries a number someone could dial
// (a real-looking mobile belongs to a stranger), and each says it is a sample. A real contact comes from the console.

const testApp = useTestApp()
let owner: SignedInTestOperator
beforeAll(async () => { owner = await signInOperator(testApp(), OWNER_PHONES[0]) })

describe('a sample contact', () => {
  it('has no phone number and says it is a sample, in property details', async () => {
    const t = testApp()
    for (const propertyId of [1, 2, 3]) {
      const detail = (await t.post(endpoints.getPropertyById, { propertyId })).json().data[0]
      expect(detail).toMatchObject({ contact_phone: null, contact_is_sample: true })
      expect(detail?.contact_name).toMatch(/\(property manager\)$/)
    }
  })

  it('has no phone number on My Booking either', async () => {
    const t = testApp()
    const booking = await requestedBooking(t, 4)
    const list = (await t.post(endpoints.getBookings, { leadId: booking.leadId }, booking.tenantToken)).json().data
    expect(list[0]).toMatchObject({ property_id: 4, property_contact_phone: null, property_contact_is_sample: true })
  })

  it('never answers a number a row still holds (a sample flag wins)', async () => {
    const t = testApp()
    await t.database.db.update(properties).set({ contactPhone: '9810090797', contactIsSample: true }).where(eq(properties.id, 5))
    const detail = (await t.post(endpoints.getPropertyById, { propertyId: 5 })).json().data[0]
    expect(detail).toMatchObject({ contact_phone: null, contact_is_sample: true })
  })
})

describe('a real contact from the console', () => {
  it('replaces the sample: tenants see the number, no longer labelled sample', async () => {
    const t = testApp()
    const propertyId = owner.propertyIds[0] as number
    const before = await t.call(endpoints.getOperatorProperty, { params: { propertyId } }, owner.token)
    expect(before.json().data.contact).toMatchObject({ phone: null, is_sample: true })
    const saved = await t.call(endpoints.updateProperty, { params: { propertyId }, body: { contact: { name: 'Asha', phone: '9876501234' } } }, owner.token)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().data.contact).toEqual({ name: 'Asha', phone: '9876501234', is_sample: false })
    const detail = (await t.post(endpoints.getPropertyById, { propertyId })).json().data[0]
    expect(detail).toMatchObject({ contact_name: 'Asha', contact_phone: '9876501234', contact_is_sample: false })
    const cleared = await t.call(endpoints.updateProperty, { params: { propertyId }, body: { contact: null } }, owner.token)
    expect(cleared.json().data.contact).toBeNull()
  })

  it('refuses a number that is no Indian mobile, and a contact without a name', async () => {
    const t = testApp()
    const propertyId = owner.propertyIds[0] as number
    const bad = await t.call(endpoints.updateProperty, { params: { propertyId }, body: { contact: { name: 'Asha', phone: '5876501234' } } }, owner.token)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/Indian mobile/)
    const nameless = await t.call(endpoints.updateProperty, { params: { propertyId }, body: { contact: { name: ' ', phone: '9876501234' } } }, owner.token)
    expect(nameless.json().message).toBe('Give the name of the person who answers the contact number')
  })
})
