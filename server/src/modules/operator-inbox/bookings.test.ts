import { beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { messages } from '@basera/contract/messages'
import { operatorMessages } from '@basera/contract/operator'
import * as endpoints from '@basera/contract/endpoints'
import { rowsOf } from '../../db/client.ts'
import { bookings } from '../../db/schema-activity.ts'
import { useTestApp } from '../../test/helper.ts'
import { ADMIN_PHONE, requestedBooking, MANAGER_PHONES, OWNER_PHONES, signInOperator, type SignedInTestOperator } from '../operator-access/test-fixtures.ts'

const testApp = useTestApp()
let owner: SignedInTestOperator
let otherOwner: SignedInTestOperator
let manager: SignedInTestOperator
let admin: SignedInTestOperator
beforeAll(async () => {
  owner = await signInOperator(testApp(), OWNER_PHONES[0])
  otherOwner = await signInOperator(testApp(), OWNER_PHONES[1])
  manager = await signInOperator(testApp(), MANAGER_PHONES[0])
  admin = await signInOperator(testApp(), ADMIN_PHONE)
})

/** An owner's property their manager was given, and one they were not. */
const grantedProperty = () => manager.propertyIds[0] as number
const ungrantedProperty = () => owner.propertyIds.find((id) => !manager.propertyIds.includes(id)) as number

async function roomsLeft(optionId: number): Promise<number> {
  const rows = await rowsOf<{ n: number }>(testApp().database.db, sql`select available_rooms as n from room_options where id = ${optionId}`)
  return Number(rows[0]?.n)
}
const statusOf = async (bookingId: number) =>
  (await testApp().database.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId)))[0]?.status

describe(`GET ${endpoints.listOperatorBookings.path}`, () => {
  it('shows a new booking at once, with the tenant\'s name and number, only to operators of that property', async () => {
    const t = testApp()
    const booking = await requestedBooking(t, grantedProperty())
    for (const op of [owner, manager, admin]) {
      const list = await t.call(endpoints.listOperatorBookings, {}, op.token)
      expect(list.statusCode).toBe(200)
      const seen = list.json().data.find((b) => b.bookingId === booking.bookingId)
      expect(seen).toMatchObject({ status: 'requested', property_id: grantedProperty(), tenant_phone: '9876500001' })
      expect(seen?.tenant_name).toMatch(/^Tenant \d+$/)
    }
    const others = await t.call(endpoints.listOperatorBookings, {}, otherOwner.token)
    expect(others.json().data.map((b) => b.bookingId)).not.toContain(booking.bookingId)
    expect(others.json().data.every((b) => otherOwner.propertyIds.includes(b.property_id))).toBe(true)
  })

  it('filters by property and status; another owner\'s property answers 404', async () => {
    const t = testApp()
    const list = await t.call(endpoints.listOperatorBookings, { query: { property_id: grantedProperty(), status: 'requested' } }, owner.token)
    expect(list.statusCode).toBe(200)
    expect(list.json().data.every((b) => b.property_id === grantedProperty() && b.status === 'requested')).toBe(true)
    const foreign = await t.call(endpoints.listOperatorBookings, { query: { property_id: grantedProperty() } }, otherOwner.token)
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json()).toEqual({ message: messages.propertyNotFound })
  })

  it('refuses a tenant token and no token with 401', async () => {
    const t = testApp()
    const tenant = await t.signIn()
    expect((await t.call(endpoints.listOperatorBookings, {}, tenant.token)).statusCode).toBe(401)
    expect((await t.call(endpoints.listOperatorBookings)).statusCode).toBe(401)
  })
})

describe(`POST ${endpoints.decideBooking.path}`, () => {
  it('accepts: the tenant sees Accepted in My Booking and the congratulations in Notifications; the audit keeps who', async () => {
    const t = testApp()
    const booking = await requestedBooking(t, grantedProperty())
    const res = await t.call(endpoints.decideBooking, { params: { bookingId: booking.bookingId }, body: { decision: 'accept' } }, owner.token)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ success: true, message: operatorMessages.bookingAccepted, data: { status: 'accepted', decision_reason: null } })
    const mine = await t.post(endpoints.getBookings, { leadId: booking.leadId }, booking.tenantToken)
    expect(mine.json().data.find((b) => b.bookingId === booking.bookingId)?.status).toBe('accepted')
    const notes = (await t.post(endpoints.getContent, { key: 'NOTIFICATIONS' }, booking.tenantToken)).json().data
    if (!('notifications' in notes)) throw new Error('no notifications')
    expect(notes.notifications[0]).toMatchObject({ kind: 'booking_accepted', title: messages.bookingConfirmed })
    const audit = await t.call(endpoints.listAuditLog, { query: { property_id: grantedProperty() } }, owner.token)
    expect(audit.json().data[0]).toMatchObject({
      operator_id: owner.id, operator_name: 'Asha Owner', entity: 'booking', entity_id: booking.bookingId, action: 'status', before: 'requested', after: 'accepted',
    })
  })

  it('declines only with a reason, gives the room back and tells the tenant why', async () => {
    const t = testApp()
    const booking = await requestedBooking(t, grantedProperty())
    const before = await roomsLeft(booking.roomOptionId)
    const noReason = await t.call(endpoints.decideBooking, { params: { bookingId: booking.bookingId }, body: { decision: 'decline' } }, manager.token)
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json()).toEqual({ message: 'Please give a reason for declining' })
    const res = await t.call(endpoints.decideBooking, { params: { bookingId: booking.bookingId }, body: { decision: 'decline', reason: 'Room under repair' } }, manager.token)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ status: 'declined', decision_reason: 'Room under repair' })
    expect(await roomsLeft(booking.roomOptionId)).toBe(before + 1)
    const notes = (await t.post(endpoints.getContent, { key: 'NOTIFICATIONS' }, booking.tenantToken)).json().data
    if (!('notifications' in notes)) throw new Error('no notifications')
    expect(notes.notifications[0]).toMatchObject({ kind: 'booking_declined', details: { reason: 'Room under repair' } })
  })

  it('answers 404 and changes nothing for another owner\'s booking, or a manager\'s property not given to them', async () => {
    const t = testApp()
    const booking = await requestedBooking(t, ungrantedProperty())
    const rooms = await roomsLeft(booking.roomOptionId)
    for (const op of [otherOwner, manager]) {
      const res = await t.call(endpoints.decideBooking, { params: { bookingId: booking.bookingId }, body: { decision: 'decline', reason: 'x' } }, op.token)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ message: messages.bookingNotFound })
    }
    expect(await statusOf(booking.bookingId)).toBe('requested')
    expect(await roomsLeft(booking.roomOptionId)).toBe(rooms)
    const tenant = await t.call(endpoints.decideBooking, { params: { bookingId: booking.bookingId }, body: { decision: 'accept' } }, booking.tenantToken)
    expect(tenant.statusCode).toBe(401)
    expect(await statusOf(booking.bookingId)).toBe('requested')
  })

  it('lets one of two decisions at once win; the other answers 409 and the room is counted once', async () => {
    const t = testApp()
    const booking = await requestedBooking(t, grantedProperty())
    const rooms = await roomsLeft(booking.roomOptionId)
    const [a, b] = await Promise.all([
      t.call(endpoints.decideBooking, { params: { bookingId: booking.bookingId }, body: { decision: 'decline', reason: 'Full' } }, owner.token),
      t.call(endpoints.decideBooking, { params: { bookingId: booking.bookingId }, body: { decision: 'decline', reason: 'Full' } }, manager.token),
    ])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
    expect([a, b].find((r) => r.statusCode === 409)?.json()).toEqual({ message: operatorMessages.bookingNotAwaitingDecision })
    expect(await roomsLeft(booking.roomOptionId)).toBe(rooms + 1)
  })

  it('answers 404 for a booking that does not exist and 400 for a bad decision', async () => {
    const t = testApp()
    expect((await t.call(endpoints.decideBooking, { params: { bookingId: 999999 }, body: { decision: 'accept' } }, admin.token)).statusCode).toBe(404)
    const bad = await t.call(endpoints.decideBooking, { params: { bookingId: 1 }, body: { decision: 'maybe' } }, admin.token)
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toEqual({ message: 'Choose accept or decline' })
  })
})

describe(`POST ${endpoints.markMovedIn.path}`, () => {
  it('moves an accepted booking to moved_in, and refuses one not accepted with 409', async () => {
    const t = testApp()
    const booking = await requestedBooking(t, grantedProperty())
    const early = await t.call(endpoints.markMovedIn, { params: { bookingId: booking.bookingId }, body: {} }, owner.token)
    expect(early.statusCode).toBe(409)
    expect(early.json()).toEqual({ message: operatorMessages.bookingNotAccepted })
    await t.call(endpoints.decideBooking, { params: { bookingId: booking.bookingId }, body: { decision: 'accept' } }, owner.token)
    const res = await t.call(endpoints.markMovedIn, { params: { bookingId: booking.bookingId }, body: {} }, manager.token)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.status).toBe('moved_in')
    const mine = await t.post(endpoints.getBookings, { leadId: booking.leadId }, booking.tenantToken)
    expect(mine.json().data.find((b) => b.bookingId === booking.bookingId)?.status).toBe('moved_in')
  })
})

describe(`GET ${endpoints.listOperatorProperties.path}`, () => {
  it('lists only the operator\'s properties, with new bookings counted', async () => {
    const t = testApp()
    await requestedBooking(t, owner.propertyIds[1] as number)
    const list = await t.call(endpoints.listOperatorProperties, {}, owner.token)
    expect(list.statusCode).toBe(200)
    // sorted by name (the default): compared as sets
    expect(list.json().data.map((p) => p.property_id).sort((a, b) => a - b)).toEqual(owner.propertyIds)
    const row = list.json().data.find((p) => p.property_id === owner.propertyIds[1])
    expect(row?.new_bookings).toBeGreaterThanOrEqual(1)
    expect(row).toMatchObject({ published: true, owner_operator_id: owner.id, availability_hidden: false })
    const managers = await t.call(endpoints.listOperatorProperties, {}, manager.token)
    expect(managers.json().data.map((p) => p.property_id).sort((a, b) => a - b)).toEqual(manager.propertyIds)
  })
})
