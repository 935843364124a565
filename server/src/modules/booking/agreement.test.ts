import { describe, expect, it } from 'vitest'
import { messages } from '@basera/contract/messages'
import { addDays, todayInIndia } from '@basera/contract/dates'
import * as endpoints from '@basera/contract/endpoints'
import { useTestApp } from '../../test/helper.ts'
import { AGREE, BOOK, bookingFixtures } from './test-fixtures.ts'

// the agreement call: the last step of the booking chain
const testApp = useTestApp()
const { tenantFor, roomOptions, setRooms, setToken } = bookingFixtures(testApp)

describe(`POST ${endpoints.allocateAgreement.path}`, () => {
  async function heldBooking(propertyId: number) {
    const { post, signIn } = testApp()
    const lead = await signIn()
    const tenantId = await tenantFor(lead.token, propertyId)
    const [option] = await roomOptions(propertyId)
    await setRooms(option!.room_option_id, 5)
    // a free request (payments/token-flow.test.ts books rooms with a token)
    await setToken(option!.room_option_id, 0)
    const res = await post(BOOK, { tenant_id: tenantId, property_id: propertyId, room_option_id: option!.room_option_id }, lead.token)
    return { ...lead, tenantId, option: option!, bookingId: res.json().bookingId }
  }

  it('requests the booking (nothing to pay) with the room option\'s amounts, ignoring the amounts the client sends', async () => {
    const { post } = testApp()
    const b = await heldBooking(8)
    const res = await post(AGREE, {
      tenant_id: b.tenantId, property_id: 8, bookingId: b.bookingId, tanant_move_in_date: todayInIndia(),
      renttype_enum_id: 1, rent_amount: 1, mentinance_amount: 500, security_deposit_amt: 2, rent_cycle_enum_id: 1,
      agreement_duration_month: 99, lockin_duration_month: 99, noticeperiod_duration_month: '10 Days',
    }, b.token)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ success: true, message: messages.agreementAllocated })
    expect(res.json().agreement).toMatchObject({
      bookingId: b.bookingId,
      rent_amount: b.option.unit_rent,
      mentinance_amount: b.option.maintenance_amount,
      security_deposit_amt: b.option.unit_rent * b.option.security_deposit_months,
      one_time_fees: b.option.one_time_fees,
      move_in_total: b.option.move_in_total,
      refundable_amount: b.option.refundable_amount,
      agreement_duration_month: b.option.agreement_duration_months,
      lockin_duration_month: b.option.lockinperiod_months,
      noticeperiod_duration_month: b.option.noticeperiod_months,
      tanant_move_in_date: todayInIndia(),
    })
    const bookings = await post(endpoints.getBookings, { leadId: b.leadId }, b.token)
    expect(bookings.json().data[0]).toMatchObject({ status: 'requested', token_status: 'none', token_amount: 0, move_in_date: todayInIndia(), hold_expires_at: null })
  })

  it('calling again never moves a requested date silently (409: change it from My Booking)', async () => {
    const { post } = testApp()
    const b = await heldBooking(9)
    const base = { tenant_id: b.tenantId, property_id: 9, bookingId: b.bookingId }
    await post(AGREE, { ...base, tanant_move_in_date: todayInIndia() }, b.token)
    const later = new Date(Date.now() + 10 * 86_400_000)
    const second = await post(AGREE, { ...base, tanant_move_in_date: todayInIndia(later) }, b.token)
    expect(second.statusCode).toBe(409)
    expect(second.json()).toEqual({ message: messages.moveInDateAlreadySet })
    const bookings = await post(endpoints.getBookings, { leadId: b.leadId }, b.token)
    expect(bookings.json().data[0]?.move_in_date).toBe(todayInIndia())
    // the same date again (a double submit) answers the agreement already written
    const same = await post(AGREE, { ...base, tanant_move_in_date: todayInIndia() }, b.token)
    expect(same.statusCode).toBe(200)
  })

  it.each([
    ['a past date', { tanant_move_in_date: '2020-01-01' }, 400, messages.moveInDateInPast],
    ['a date 91 days ahead', { tanant_move_in_date: addDays(todayInIndia(), 91) }, 400, messages.moveInDateTooFar],
    ['a date in 2099', { tanant_move_in_date: '2099-01-01' }, 400, messages.moveInDateTooFar],
    ['no date', { tanant_move_in_date: '' }, 400, messages.moveInDateRequired],
    ['another tenant id', { tenant_id: 999999 }, 400, messages.missingAgreementData],
    ['an unknown booking', { bookingId: 999999 }, 404, messages.bookingNotFound],
  ])('refuses %s', async (_, fields, status, message) => {
    const { post } = testApp()
    const b = await heldBooking(10)
    const res = await post(AGREE, { tenant_id: b.tenantId, property_id: 10, bookingId: b.bookingId, tanant_move_in_date: todayInIndia(), ...fields }, b.token)
    expect(res.statusCode).toBe(status)
    expect(res.json()).toEqual({ message })
  })

  it('401 without a token; 403 for another lead\'s booking', async () => {
    const { post, signIn } = testApp()
    const b = await heldBooking(11)
    const body = { tenant_id: b.tenantId, property_id: 11, bookingId: b.bookingId, tanant_move_in_date: todayInIndia() }
    expect((await post(AGREE, body)).statusCode).toBe(401)
    const intruder = await signIn()
    const res = await post(AGREE, body, intruder.token)
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ message: messages.forbidden })
  })
})

