import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { endpointPath } from '@basera/contract/endpoint'
import * as endpoints from '@basera/contract/endpoints'
import { requestedBooking, OWNER_PHONES, signInOperator, type SignedInTestOperator } from '../../modules/operator-access/test-fixtures.ts'
import { rowsOf } from '../../db/client.ts'
import { multipartFile } from '../../modules/operator-listings/test-listings.ts'
import { makePhoto } from '../../modules/operator-listings/test-photos.ts'
import { nextPhone, type TestApp } from '../../test/helper.ts'
import type { OperatorIds, OperatorInput, OperatorOperation } from './operator-inbox-catalogue.ts'

export interface OperatorWorld {
  owner: SignedInTestOperator
  otherOwner: SignedInTestOperator
  /** Owner A's records, on their first property. */
  ids: OperatorIds
}

/** Owners A and B signed in, and on A's first property a tenant's requested booking, a visit request, a callback, a tenant's review and a manager. */
export async function operatorWorld(t: TestApp): Promise<OperatorWorld> {
  const owner = await signInOperator(t, OWNER_PHONES[0])
  const otherOwner = await signInOperator(t, OWNER_PHONES[1])
  const propertyId = owner.propertyIds[0] as number
  const booking = await requestedBooking(t, propertyId)
  const visitDate = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)
  const visit = await t.post(endpoints.scheduleVisit, { leadId: booking.leadId, propertyId, visit_date: visitDate, visit_slot: 'Evening' }, booking.tenantToken)
  expect(visit.statusCode, visit.body).toBe(200)
  const callback = await t.post(endpoints.requestCallback, { leadId: booking.leadId, propertyId, purpose: 'Is there parking?' }, booking.tenantToken)
  expect(callback.statusCode, callback.body).toBe(200)
  const requests = await t.call(endpoints.listOperatorRequests, { query: { property_id: propertyId } }, owner.token)
  const requestId = requests.json().data.find((r) => r.purpose === 'Is there parking?')?.request_id ?? 0
  // a real (not sample) review to reply to: written as createReview would after a stay
  const [review] = await rowsOf<{ id: number }>(t.database.db, sql`insert into reviews (property_id, lead_id, reviewer_name, rating, title, description)
    values (${propertyId}, ${booking.leadId}, 'Asha V.', 4, 'Clean and quiet', 'Good food, helpful staff.') returning id`)
  const invited = await t.call(endpoints.inviteOperator, { body: { phone: nextPhone(), name: 'Sunil Kumar', role: 'manager', property_ids: [propertyId] } }, owner.token)
  expect(invited.statusCode, invited.body).toBe(200)
  const managerId = invited.json().data.operator_id
  const asked = await t.post(endpoints.sendMessage, { leadId: booking.leadId, booking_id: booking.bookingId, text: 'When can I move in?' }, booking.tenantToken)
  expect(asked.statusCode, asked.body).toBe(200)
  const thread = asked.json().data
  // an open due of that booking (as the dues job makes them), for the console's dues calls
  const [due] = await rowsOf<{ id: number }>(t.database.db, sql`insert into rent_dues (booking_id, period_start, period_end, due_date, lines, total)
    values (${booking.bookingId}, '2026-01-01', '2026-01-31', '2026-01-01', '[{"kind": "rent", "label": "Rent", "amount": 100}]'::jsonb, 100) returning id`)
  // a deduction photo uploaded for that booking (as uploadDeductionPhoto keeps one), for the console's photo calls
  const deductionPhotoName = `b${booking.bookingId}-0123456789abcdef.webp`
  await t.database.db.execute(sql`insert into deduction_photos (name, booking_id, content, uploaded_by) values (${deductionPhotoName}, ${booking.bookingId}, ${await makePhoto('webp', 80, 60)}, ${owner.id})`)
  return { owner, otherOwner, ids: { deductionPhotoName, propertyId, bookingId: booking.bookingId, visitId: visit.json().visit_id, requestId, reviewId: Number(review?.id), managerId, threadId: thread.thread_id, tenantMessageId: thread.messages[0]?.message_id ?? 0, dueId: Number(due?.id) } }
}

/** Sends one operation's input with an Authorization header (or none); an upload sends a real photo, as a form. */
export async function sendOperator(t: TestApp, op: OperatorOperation, input: OperatorInput, authorization?: string) {
  const query = new URLSearchParams(Object.entries(input.query ?? {}).map(([k, v]) => [k, String(v)])).toString()
  const url = endpointPath(op.endpoint, input.params) + (query ? `?${query}` : '')
  const auth = authorization === undefined ? {} : { authorization }
  if (op.endpoint === endpoints.uploadDeductionPhoto && input.body === undefined) {
    const form = multipartFile(await makePhoto('jpeg', 400, 300))
    return t.app.inject({ method: op.endpoint.method, url, payload: form.payload, headers: { ...form.headers, ...auth } })
  }
  return t.app.inject({ method: op.endpoint.method, url, headers: auth, ...(input.body === undefined ? {} : { payload: input.body as object }) })
}
