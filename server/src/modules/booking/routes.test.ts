import { describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { messages } from '@basera/contract/messages'
import { BOOKING_HOLD_MINUTES } from '@basera/contract/constants'
import { todayInIndia } from '@basera/contract/dates'
import * as endpoints from '@basera/contract/endpoints'
import { rowsOf } from '../../db/client.ts'
import { useTestApp } from '../../test/helper.ts'
import { AGREE, BOOK, TENANT, bookingFixtures, form } from './test-fixtures.ts'

const testApp = useTestApp()
const { newTenant, tenantFor, roomOptions, setRooms, roomsLeft } = bookingFixtures(testApp)

describe(`POST ${endpoints.addTenant.path}`, () => {
  it('adds a tenant for the token\'s lead; the same name and contact answer the same tenant', async () => {
    const { post, signIn } = testApp()
    const { token } = await signIn()
    const first = await post(TENANT, form, token)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({ success: true, message: messages.tenantAdded })
    const again = await post(TENANT, { ...form, email: 'other@example.in' }, token)
    expect(again.json()).toMatchObject({ tenant_id: first.json().tenant_id, message: messages.tenantExisting })
    const someoneElse = await post(TENANT, { ...form, fullName: 'Ravi Kumar' }, token)
    expect(someoneElse.json().tenant_id).not.toBe(first.json().tenant_id)
  })

  it.each([
    [{ fullName: '' }, messages.fullNameRequired],
    [{ fullName: 'Al' }, messages.fullNameMin],
    [{ fullName: 'A'.repeat(16) }, messages.fullNameMax],
    [{ gender: '' }, messages.genderRequired],
    [{ contact_number: '' }, messages.contactRequired],
    [{ contact_number: '98765' }, messages.contactTenDigits],
    [{ contact_number: '5876543210' }, messages.contactIndianMobile],
    [{ email: '' }, messages.emailRequired],
    [{ email: 'asha@' }, messages.emailInvalid],
    [{ occupation: '' }, messages.occupationRequired],
    [{ is_b2b_user: undefined }, messages.b2bRequired],
    [{ fullName: 'Al', email: '' }, messages.fullNameMin],
  ])('refuses %j with the spec message', async (fields, message) => {
    const { post, signIn } = testApp()
    const { token } = await signIn()
    const res = await post(TENANT, { ...form, ...fields }, token)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message })
  })

  it('401 without a token; 403 for another lead\'s leadId', async () => {
    const { post, signIn } = testApp()
    expect((await post(TENANT, form)).json()).toEqual({ message: messages.unauthorized })
    const a = await signIn()
    const b = await signIn()
    const res = await post(TENANT, { ...form, leadId: b.leadId }, a.token)
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ message: messages.forbidden })
  })
})

describe(`POST ${endpoints.bookRoom.path}`, () => {
  it('takes one room, holds it 30 minutes and snapshots the amounts', async () => {
    const { post, signIn } = testApp()
    const { token } = await signIn()
    const tenantId = await tenantFor(token, 4)
    const [option] = await roomOptions(4)
    await setRooms(option!.room_option_id, 3)
    const res = await post(BOOK, { tenant_id: tenantId, property_id: 4, room_option_id: option!.room_option_id }, token)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ success: true, message: messages.bookingCreated, bookingId: body.booking.bookingId })
    expect(body.booking).toMatchObject({
      status: 'held', tenant_id: tenantId, property_id: 4, room_option_id: option!.room_option_id,
      unit_rent: option!.unit_rent, move_in_total: option!.move_in_total, refundable_amount: option!.refundable_amount,
    })
    const holdMinutes = (Date.parse(body.booking.hold_expires_at!) - Date.parse(body.booking.created_at)) / 60_000
    expect(holdMinutes).toBe(BOOKING_HOLD_MINUTES)
    expect(await roomsLeft(option!.room_option_id)).toBe(2)
  })

  it('a double submit (even concurrent) books once and answers the same booking', async () => {
    const { post, signIn } = testApp()
    const { token } = await signIn()
    const tenantId = await tenantFor(token, 5)
    const [option] = await roomOptions(5)
    await setRooms(option!.room_option_id, 4)
    const body = { tenant_id: tenantId, property_id: 5, room_option_id: option!.room_option_id }
    const [a, b] = await Promise.all([post(BOOK, body, token), post(BOOK, body, token)])
    expect(a.statusCode).toBe(200)
    expect(b.statusCode).toBe(200)
    expect(a.json().bookingId).toBe(b.json().bookingId)
    expect([a.json().message, b.json().message].sort()).toEqual([messages.bookingExisting, messages.bookingCreated].sort())
    const third = await post(BOOK, body, token)
    expect(third.json()).toMatchObject({ bookingId: a.json().bookingId, message: messages.bookingExisting })
    expect(await roomsLeft(option!.room_option_id)).toBe(3)
  })

  it('the last room goes to one person: the other gets 409 noRoomsLeft', async () => {
    const { post, signIn } = testApp()
    const a = await signIn()
    const b = await signIn()
    const [ta, tb] = [await tenantFor(a.token, 6), await tenantFor(b.token, 6)]
    const [option] = await roomOptions(6)
    await setRooms(option!.room_option_id, 1)
    const [ra, rb] = await Promise.all([
      post(BOOK, { tenant_id: ta, property_id: 6, room_option_id: option!.room_option_id }, a.token),
      post(BOOK, { tenant_id: tb, property_id: 6, room_option_id: option!.room_option_id }, b.token),
    ])
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 409])
    expect((ra.statusCode === 409 ? ra : rb).json()).toEqual({ message: messages.noRoomsLeft })
    expect(await roomsLeft(option!.room_option_id)).toBe(0)
  })

  it('without room_option_id takes the cheapest option that has a room left', async () => {
    const { post, signIn, database } = testApp()
    const { token } = await signIn()
    const rows = await rowsOf<{ property_id: number }>(database.db, sql`select property_id from room_options group by property_id having count(*) >= 2 order by property_id limit 1`)
    const propertyId = rows[0]!.property_id
    const tenantId = await tenantFor(token, propertyId)
    const options = await roomOptions(propertyId)
    await setRooms(options[0]!.room_option_id, 0)
    await setRooms(options[1]!.room_option_id, 2)
    const res = await post(BOOK, { tenant_id: tenantId, property_id: propertyId }, token)
    expect(res.statusCode).toBe(200)
    expect(res.json().booking.room_option_id).toBe(options[1]!.room_option_id)
    await setRooms(options[1]!.room_option_id, 0)
    for (const o of options.slice(2)) await setRooms(o.room_option_id, 0)
    const other = await tenantFor(token, propertyId)
    const none = await post(BOOK, { tenant_id: other, property_id: propertyId }, token)
    expect(none.statusCode).toBe(409)
    expect(none.json()).toEqual({ message: messages.noRoomsLeft })
  })

  it('an unconfirmed hold expires after 30 minutes and gives the room back', async () => {
    const { post, signIn, clock } = testApp()
    const a = await signIn()
    const b = await signIn()
    const [ta, tb] = [await tenantFor(a.token, 7), await tenantFor(b.token, 7)]
    const [option] = await roomOptions(7)
    await setRooms(option!.room_option_id, 1)
    const held = await post(BOOK, { tenant_id: ta, property_id: 7, room_option_id: option!.room_option_id }, a.token)
    expect(held.statusCode).toBe(200)
    expect((await post(BOOK, { tenant_id: tb, property_id: 7, room_option_id: option!.room_option_id }, b.token)).statusCode).toBe(409)
    clock.advance((BOOKING_HOLD_MINUTES + 1) * 60_000)
    const later = await post(BOOK, { tenant_id: tb, property_id: 7, room_option_id: option!.room_option_id }, b.token)
    expect(later.statusCode).toBe(200)
    const bookings = await post(endpoints.getBookings, { leadId: a.leadId }, a.token)
    expect(bookings.json().data[0]).toMatchObject({ bookingId: held.json().bookingId, status: 'expired' })
    const agreement = await post(AGREE, { tenant_id: ta, property_id: 7, bookingId: held.json().bookingId, tanant_move_in_date: todayInIndia() }, a.token)
    expect(agreement.statusCode).toBe(409)
    expect(agreement.json()).toEqual({ message: messages.bookingHoldExpired })
  })

  it.each([
    ['an unknown tenant', { tenant_id: 999999 }, 404, messages.tenantNotFound],
    ['an unknown property', { property_id: 999999 }, 404, messages.propertyNotFound],
    ['another property\'s room option', { room_option_id: 'of property 2' }, 404, messages.roomOptionNotFound],
    ['no property id', { property_id: undefined }, 400, messages.propertyIdRequired],
  ])('refuses %s', async (_, fields, status, message) => {
    const { post, signIn } = testApp()
    const { token } = await signIn()
    const tenantId = await newTenant(token)
    const otherOption = (await roomOptions(2))[0]!.room_option_id
    const body: Record<string, unknown> = { tenant_id: tenantId, property_id: 1, ...fields }
    if (body.room_option_id !== undefined) body.room_option_id = otherOption
    const res = await post(BOOK, body, token)
    expect(res.statusCode).toBe(status)
    expect(res.json()).toEqual({ message })
  })

  it('401 without a token; 403 for another lead\'s tenant', async () => {
    const { post, signIn } = testApp()
    const a = await signIn()
    const b = await signIn()
    const tenantOfB = await newTenant(b.token)
    expect((await post(BOOK, { tenant_id: tenantOfB, property_id: 1 })).statusCode).toBe(401)
    const res = await post(BOOK, { tenant_id: tenantOfB, property_id: 1 }, a.token)
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ message: messages.forbidden })
  })
})

describe(`POST ${endpoints.getBookings.path}`, () => {
  it('lists the lead\'s bookings newest first (several tenants: the B2B case)', async () => {
    const { post, signIn } = testApp()
    const lead = await signIn()
    const empty = await post(endpoints.getBookings, { leadId: lead.leadId }, lead.token)
    expect(empty.json()).toEqual({ success: true, data: [] })
    const ids: number[] = []
    for (const propertyId of [12, 13]) {
      const tenantId = await tenantFor(lead.token, propertyId)
      const [option] = await roomOptions(propertyId)
      await setRooms(option!.room_option_id, 2)
      ids.push((await post(BOOK, { tenant_id: tenantId, property_id: propertyId }, lead.token)).json().bookingId)
    }
    const res = await post(endpoints.getBookings, { leadId: lead.leadId }, lead.token)
    expect(res.json().data.map((b: { bookingId: number }) => b.bookingId)).toEqual([...ids].reverse())
    expect(res.json().data[0]).toMatchObject({ status: 'held', property_id: 13 })
  })

  it('401 without a token; 403 for another lead', async () => {
    const { post, signIn } = testApp()
    const a = await signIn()
    const b = await signIn()
    expect((await post(endpoints.getBookings, { leadId: a.leadId })).statusCode).toBe(401)
    expect((await post(endpoints.getBookings, { leadId: b.leadId }, a.token)).json()).toEqual({ message: messages.forbidden })
  })
})
