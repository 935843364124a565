import { beforeAll, describe, expect, it } from 'vitest'
import { operatorMessages } from '@basera/contract/operator'
import { messages } from '@basera/contract/messages'
import * as endpoints from '@basera/contract/endpoints'
import { useTestApp } from '../../test/helper.ts'
import { requestedBooking, MANAGER_PHONES, OWNER_PHONES, signInOperator, type SignedInTestOperator } from '../operator-access/test-fixtures.ts'

const testApp = useTestApp()
const review = { rating: 5, title: 'Felt at home', description: 'The owner fixed the geyser within a day.' }
let owner: SignedInTestOperator
let otherOwner: SignedInTestOperator
let manager: SignedInTestOperator

beforeAll(async () => {
  owner = await signInOperator(testApp(), OWNER_PHONES[0])
  otherOwner = await signInOperator(testApp(), OWNER_PHONES[1])
  manager = await signInOperator(testApp(), MANAGER_PHONES[0])
})

/** The whole way to a review: booked, accepted and marked moved in by the operator, then reviewed by the tenant. */
async function reviewedStay(propertyId: number): Promise<{ reviewId: number; tenantToken: string }> {
  const t = testApp()
  const booking = await requestedBooking(t, propertyId)
  const early = await t.post(endpoints.createReview, { propertyId, ...review }, booking.tenantToken)
  expect(early.statusCode, 'a confirmed booking not yet lived in cannot review').toBe(403)
  expect((await t.call(endpoints.decideBooking, { params: { bookingId: booking.bookingId }, body: { decision: 'accept' } }, owner.token)).statusCode).toBe(200)
  expect((await t.call(endpoints.markMovedIn, { params: { bookingId: booking.bookingId }, body: {} }, owner.token)).statusCode).toBe(200)
  const posted = await t.post(endpoints.createReview, { propertyId, ...review }, booking.tenantToken)
  expect(posted.statusCode, posted.body).toBe(200)
  return { reviewId: posted.json().review.id, tenantToken: booking.tenantToken }
}

describe(`POST ${endpoints.replyToReview.path}`, () => {
  it('after the operator marks the tenant moved in, the tenant reviews; the owner replies once and the reply shows under the review', async () => {
    const t = testApp()
    const propertyId = owner.propertyIds[0]!
    const { reviewId } = await reviewedStay(propertyId)
    const res = await t.call(endpoints.replyToReview, { params: { reviewId }, body: { reply: '  Thank you, Meera! ' } }, owner.token)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ success: true, message: operatorMessages.reviewReplied, review: { id: reviewId, reply: 'Thank you, Meera!', is_sample: false } })
    const shown = (await t.post(endpoints.getPropertyById, { propertyId })).json().data[0]!.reviews.find((r) => r.id === reviewId)
    expect(shown?.reply).toBe('Thank you, Meera!')

    const again = await t.call(endpoints.replyToReview, { params: { reviewId }, body: { reply: 'Edited thanks' } }, owner.token)
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(operatorMessages.reviewAlreadyReplied)
  })

  it('another owner, or a manager not given the property, sees no such review (404); a tenant cannot reply at all', async () => {
    const t = testApp()
    const propertyId = owner.propertyIds[1] ?? owner.propertyIds[0]!
    const { reviewId, tenantToken } = await reviewedStay(propertyId)
    for (const op of [otherOwner, ...(manager.propertyIds.includes(propertyId) ? [] : [manager])]) {
      const res = await t.call(endpoints.replyToReview, { params: { reviewId }, body: { reply: 'Hi' } }, op.token)
      expect(res.statusCode).toBe(404)
      expect(res.json().message).toBe(operatorMessages.reviewNotFound)
    }
    expect((await t.call(endpoints.replyToReview, { params: { reviewId }, body: { reply: 'Hi' } }, tenantToken)).statusCode).toBe(401)
    expect((await t.call(endpoints.replyToReview, { params: { reviewId: 999_999 }, body: { reply: 'Hi' } }, owner.token)).statusCode).toBe(404)
  })

  it('a sample review has no tenant to answer (409); an empty reply is refused (400)', async () => {
    const t = testApp()
    const propertyId = owner.propertyIds[0]!
    const sample = (await t.post(endpoints.getPropertyById, { propertyId })).json().data[0]!.reviews.find((r) => r.is_sample)!
    const res = await t.call(endpoints.replyToReview, { params: { reviewId: sample.id }, body: { reply: 'Thanks' } }, owner.token)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(operatorMessages.reviewIsSample)
    const empty = await t.call(endpoints.replyToReview, { params: { reviewId: sample.id }, body: { reply: '   ' } }, owner.token)
    expect(empty.statusCode).toBe(400)
    expect(empty.json().message).toBe('Write a reply')
  })
})

describe(`GET ${endpoints.listOperatorReviews.path}`, () => {
  const list = (token: string, query: { property_id?: number; replied?: 'true' | 'false' } = {}) => testApp().call(endpoints.listOperatorReviews, { query }, token)
  const attention = async (token: string, propertyId: number) =>
    (await testApp().call(endpoints.listOperatorProperties, {}, token)).json().data.find((p) => p.property_id === propertyId)?.unreplied_reviews

  it('the owner sees their properties\' reviews newest first with the stay and the sample flag; an unreplied one counts under attention until replied', async () => {
    const t = testApp()
    const propertyId = owner.propertyIds[0]!
    const before = await attention(owner.token, propertyId)
    const { reviewId } = await reviewedStay(propertyId)
    expect(await attention(owner.token, propertyId)).toBe(before! + 1)

    const all = await list(owner.token)
    expect(all.statusCode, all.body).toBe(200)
    const reviews = all.json().data
    expect(reviews.every((r) => owner.propertyIds.includes(r.property_id))).toBe(true)
    expect(reviews.some((r) => r.is_sample && r.stay === null)).toBe(true)
    const times = reviews.map((r) => Date.parse(r.created_at))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(reviews[0]).toMatchObject({ id: reviewId, property_id: propertyId, rating: review.rating, title: review.title, is_sample: false, reply: null, stay: { to: null } })
    expect(reviews[0]!.property_name).toBeTruthy()
    // an owner with two "Lotus Living Boys PG" tells them apart by locality, as in every console row
    const row = (await t.call(endpoints.listOperatorProperties, { query: { page_size: 500 } }, owner.token)).json().data.find((p) => p.property_id === propertyId)!
    expect(reviews[0]!.property_label).toBe(`${reviews[0]!.property_name}, ${row.locality_name}`)

    const waiting = (await list(owner.token, { property_id: propertyId, replied: 'false' })).json().data
    expect(waiting.map((r) => r.id)).toContain(reviewId)
    expect(waiting.every((r) => !r.is_sample && r.reply === null && r.property_id === propertyId)).toBe(true)

    expect((await t.call(endpoints.replyToReview, { params: { reviewId }, body: { reply: 'Thank you!' } }, owner.token)).statusCode).toBe(200)
    expect((await list(owner.token, { property_id: propertyId, replied: 'false' })).json().data.map((r) => r.id)).not.toContain(reviewId)
    expect((await list(owner.token, { replied: 'true' })).json().data.find((r) => r.id === reviewId)?.reply).toBe('Thank you!')
    expect(await attention(owner.token, propertyId)).toBe(before)
  })

  it('another owner\'s property answers 404 and its reviews never show in their list; a manager sees only given properties; a tenant is refused (401)', async () => {
    const propertyId = owner.propertyIds[0]!
    const { reviewId, tenantToken } = await reviewedStay(propertyId)
    const foreign = await list(otherOwner.token, { property_id: propertyId })
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json().message).toBe(messages.propertyNotFound)
    expect((await list(otherOwner.token)).json().data.some((r) => r.id === reviewId || r.property_id === propertyId)).toBe(false)
    const managerSees = (await list(manager.token)).json().data
    expect(managerSees.every((r) => manager.propertyIds.includes(r.property_id))).toBe(true)
    expect(managerSees.some((r) => r.id === reviewId)).toBe(manager.propertyIds.includes(propertyId))
    expect((await list(tenantToken)).statusCode).toBe(401)
    const bad = await testApp().call(endpoints.listOperatorReviews, { query: { replied: 'maybe' } }, owner.token)
    expect(bad.statusCode).toBe(400)
  })
})

describe('cancellation terms, edited by the operator', () => {
  it('the owner sets them (audited) and tenants see them; a manager may not (money rules); bad orders are refused', async () => {
    const t = testApp()
    const propertyId = owner.propertyIds[0]!
    const terms = [{ days_before_move_in: 10, refund_percent: 100 }, { days_before_move_in: 3, refund_percent: 40 }, { days_before_move_in: 0, refund_percent: 0 }]
    const res = await t.call(endpoints.updateProperty, { params: { propertyId }, body: { cancellation_terms: terms } }, owner.token)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.cancellation_terms).toEqual(terms)
    expect((await t.post(endpoints.getPropertyById, { propertyId })).json().data[0]!.cancellation_terms).toEqual(terms)
    const audit = (await t.call(endpoints.listAuditLog, { query: { propertyId } }, owner.token)).json().data
    expect(audit.some((e) => e.action === 'cancellation_terms')).toBe(true)

    const granted = manager.propertyIds[0]
    if (granted !== undefined) {
      const refused = await t.call(endpoints.updateProperty, { params: { propertyId: granted }, body: { cancellation_terms: terms } }, manager.token)
      expect(refused.statusCode).toBe(403)
      expect(refused.json().message).toBe(messages.forbidden)
    }
    const bad = await t.call(endpoints.updateProperty, { params: { propertyId }, body: { cancellation_terms: [{ days_before_move_in: 0, refund_percent: 0 }, { days_before_move_in: 7, refund_percent: 100 }] } }, owner.token)
    expect(bad.statusCode).toBe(400)
  })
})
