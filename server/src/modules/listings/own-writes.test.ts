import { describe, expect, it } from 'vitest'
import * as endpoints from '@basera/contract/endpoints'
import { useTestApp } from '../../test/helper.ts'
import { requestedBooking, OWNER_PHONES, signInOperator } from '../operator-access/test-fixtures.ts'

// far longer than any test: a cached answer could only be fresh because the write itself said so
const testApp = useTestApp({ config: { searchCacheMs: 600_000 } })

const detail = async (propertyId: number) => (await testApp().post(endpoints.getPropertyById, { propertyId })).json().data[0]!
const roomsLeft = async (propertyId: number, roomOptionId: number) =>
  (await testApp().post(endpoints.getRoomOptions, { propertyId })).json().data.find((o) => o.room_option_id === roomOptionId)!.available_rooms

describe('a write through this instance shows in its next cached answer', () => {
  it('a booking, a cancellation, a review and the owner\'s reply each show on the very next read', async () => {
    const t = testApp()
    const owner = await signInOperator(t, OWNER_PHONES[0])
    const propertyId = owner.propertyIds[0]!
    const booking = await requestedBooking(t, propertyId)
    const held = await roomsLeft(propertyId, booking.roomOptionId)

    const cancelled = await t.post(endpoints.cancelBooking, { bookingId: booking.bookingId }, booking.tenantToken)
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(await roomsLeft(propertyId, booking.roomOptionId)).toBe(held + 1)

    const stay = await requestedBooking(t, propertyId)
    expect(await roomsLeft(propertyId, stay.roomOptionId)).toBe(held)
    await t.call(endpoints.decideBooking, { params: { bookingId: stay.bookingId }, body: { decision: 'accept' } }, owner.token)
    await t.call(endpoints.markMovedIn, { params: { bookingId: stay.bookingId }, body: {} }, owner.token)
    const reviewsBefore = (await detail(propertyId)).reviews.length
    const posted = await t.post(endpoints.createReview, { propertyId, rating: 4, title: 'Calm and clean', description: 'Good food and a helpful warden.' }, stay.tenantToken)
    expect(posted.statusCode, posted.body).toBe(200)
    expect((await detail(propertyId)).reviews).toHaveLength(reviewsBefore + 1)

    const reviewId = posted.json().review.id
    const replied = await t.call(endpoints.replyToReview, { params: { reviewId }, body: { reply: 'Thank you!' } }, owner.token)
    expect(replied.statusCode, replied.body).toBe(200)
    expect((await detail(propertyId)).reviews.find((r) => r.id === reviewId)?.reply).toBe('Thank you!')
  })
})
