import { describe, expect, it } from 'vitest'
import { messages } from '@basera/contract/messages'
import { todayInIndia } from '@basera/contract/dates'
import * as endpoints from '@basera/contract/endpoints'
import { useTestApp } from '../../test/helper.ts'
import { AGREE, BOOK, bookingFixtures } from './test-fixtures.ts'

// After booking: the tenant cancels (the room comes back) or moves a requested move-in date.
const testApp = useTestApp()
const { tenantFor, roomOptions, setRooms, roomsLeft, setToken } = bookingFixtures(testApp)
const inDays = (n: number) => todayInIndia(new Date(Date.now() + n * 86_400_000))

async function booked(propertyId: number, confirm: boolean) {
  const { post, signIn } = testApp()
  const lead = await signIn()
  const tenantId = await tenantFor(lead.token, propertyId)
  const [option] = await roomOptions(propertyId)
  await setRooms(option!.room_option_id, 3)
  // a free request: payments/refund-rules.test.ts cancels paid ones
  await setToken(option!.room_option_id, 0)
  const res = await post(BOOK, { tenant_id: tenantId, property_id: propertyId, room_option_id: option!.room_option_id }, lead.token)
  const bookingId: number = res.json().bookingId
  if (confirm) await post(AGREE, { tenant_id: tenantId, property_id: propertyId, bookingId, tanant_move_in_date: inDays(3) }, lead.token)
  return { ...lead, tenantId, bookingId, optionId: option!.room_option_id }
}

describe(`POST ${endpoints.cancelBooking.path}`, () => {
  it.each([['held', false], ['requested', true]])('cancels a %s booking and gives its room back', async (_, confirm) => {
    const { post } = testApp()
    const b = await booked(confirm ? 15 : 16, confirm)
    expect(await roomsLeft(b.optionId)).toBe(2)
    const res = await post(endpoints.cancelBooking, { bookingId: b.bookingId }, b.token)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ success: true, message: messages.bookingCancelled, booking: { bookingId: b.bookingId, status: 'cancelled' } })
    expect(await roomsLeft(b.optionId)).toBe(3)
    const again = await post(endpoints.cancelBooking, { bookingId: b.bookingId }, b.token)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ message: messages.bookingNotCancellable })
    expect(await roomsLeft(b.optionId)).toBe(3)
  })

  it('401 without a token, 403 for another lead\'s booking, 404 for an unknown one', async () => {
    const { post, signIn } = testApp()
    const b = await booked(17, false)
    expect((await post(endpoints.cancelBooking, { bookingId: b.bookingId })).statusCode).toBe(401)
    const intruder = await signIn()
    expect((await post(endpoints.cancelBooking, { bookingId: b.bookingId }, intruder.token)).json()).toEqual({ message: messages.forbidden })
    expect((await post(endpoints.cancelBooking, { bookingId: 999999 }, b.token)).json()).toEqual({ message: messages.bookingNotFound })
  })
})

describe(`POST ${endpoints.changeMoveInDate.path}`, () => {
  it('moves a requested booking\'s date; the booking says so', async () => {
    const { post } = testApp()
    const b = await booked(18, true)
    const res = await post(endpoints.changeMoveInDate, { bookingId: b.bookingId, move_in_date: inDays(9) }, b.token)
    expect(res.statusCode).toBe(200)
    // the last day allowed: today + 90 in India
    expect((await post(endpoints.changeMoveInDate, { bookingId: b.bookingId, move_in_date: inDays(90) }, b.token)).statusCode).toBe(200)
    await post(endpoints.changeMoveInDate, { bookingId: b.bookingId, move_in_date: inDays(9) }, b.token)
    expect(res.json()).toMatchObject({ message: messages.moveInDateChanged, booking: { status: 'requested', move_in_date: inDays(9) } })
  })

  it.each([
    ['a past date', { move_in_date: '2020-01-01' }, 400, messages.moveInDateInPast],
    ['a date 91 days ahead', { move_in_date: inDays(91) }, 400, messages.moveInDateTooFar],
    ['no date', { move_in_date: '' }, 400, messages.moveInDateRequired],
  ])('refuses %s', async (_, fields, status, message) => {
    const { post } = testApp()
    const b = await booked(19, true)
    const res = await post(endpoints.changeMoveInDate, { bookingId: b.bookingId, ...fields }, b.token)
    expect(res.statusCode).toBe(status)
    expect(res.json()).toEqual({ message })
  })

  it('refuses a held or cancelled booking (409)', async () => {
    const { post } = testApp()
    const b = await booked(20, false)
    const held = await post(endpoints.changeMoveInDate, { bookingId: b.bookingId, move_in_date: inDays(2) }, b.token)
    expect(held.statusCode).toBe(409)
    expect(held.json()).toEqual({ message: messages.moveInDateNotChangeable })
  })
})

describe('booking details for My Booking', () => {
  it('carry the lock-in, agreement and notice terms and the property\'s coordinates', async () => {
    const { post } = testApp()
    const b = await booked(21, true)
    const [option] = await roomOptions(21)
    const res = await post(endpoints.getBookings, { leadId: b.leadId }, b.token)
    expect(res.json().data[0]).toMatchObject({
      lockin_months: option!.lockinperiod_months,
      agreement_duration_months: option!.agreement_duration_months,
      notice_months: option!.noticeperiod_months,
    })
    expect(typeof res.json().data[0]?.latitude).toBe('number')
  })
})
