import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { todayInIndia } from '@basera/contract/dates'
import type { Endpoint } from '@basera/contract/endpoint'
import * as endpoints from '@basera/contract/endpoints'
import { nextPhone, type TestApp } from '../../test/helper.ts'
import { rowsOf } from '../../db/client.ts'
import { DEDUCTION_PHOTOS_PATH } from '@basera/contract/leaving'
import { SandboxPayReply, sandboxPayPath } from '@basera/contract/sandbox-gateway'
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
  const ok = async <E extends Endpoint>(endpoint: E, body: object) => {
    const res = await t.post(endpoint, body, token)
    expect(res.statusCode, `${endpoint.path}: ${res.body}`).toBe(200)
    return res.json()
  }
  await ok(endpoints.updateLeadProfile, { leadId, full_name: `Lead ${n}`, email: `lead${n}@example.in` })
  const options = (await ok(endpoints.getRoomOptions, { propertyId })).data
  const roomOptionId = options[0]!.room_option_id
  // the lead's first booking is a free request (the token's calls have bookings of their own, below)
  await t.database.db.execute(sql`update room_options set available_rooms = available_rooms + 5, token_amount = 0 where id = ${roomOptionId}`)
  // the tenant form's gender must be one the property admits (a booking checks it)
  await t.database.db.execute(sql`update properties set gender_mask = 7 where id = ${propertyId}`)
  const contact = `98${String(n).padStart(8, '0')}`
  const tenantId = (await ok(endpoints.addTenant, { ...tenantForm, fullName: `Tenant ${n}`, contact_number: contact })).tenant_id
  const bookingId = (await ok(endpoints.bookRoom, { tenant_id: tenantId, property_id: propertyId, room_option_id: roomOptionId })).bookingId
  await ok(endpoints.addToShortlist, { leadId, propertyId })
  const visitDate = todayInIndia(new Date(Date.now() + 3 * 86_400_000))
  const visitId = (await ok(endpoints.scheduleVisit, { leadId, propertyId, visit_date: visitDate, visit_slot: 'Evening' })).visit_id
  const savedSearchId = (await ok(endpoints.saveSearch, { leadId, name: 'Near office', filter: { minAmount: 1000, maxAmount: 30000, sharing: [1] } })).data.id
  await ok(endpoints.requestCallback, { leadId, propertyId, purpose: `Lead ${n} wants a call` })
  const threadId = (await ok(endpoints.sendMessage, { leadId, property_id: propertyId, text: `Lead ${n} asks about parking` })).data.thread_id
  // the property's answer, written as the console would (the world has no operator signed in)
  const [answer] = await rowsOf<{ id: number }>(t.database.db, sql`insert into thread_messages (thread_id, sender, text) values (${threadId}, 'operator', 'Parking is free.') returning id`)
  // a stay to review (reviews come only from stays): a room at another property, moved in
  const [stay] = await rowsOf<{ propertyId: number | string; roomOptionId: number }>(t.database.db, sql`select o.property_id as "propertyId", o.id as "roomOptionId"
    from room_options o join properties p on p.id = o.property_id where p.listed and o.property_id <> ${propertyId} order by o.property_id, o.id limit 1`)
  if (!stay) throw new Error('no second listed property to stay at')
  await t.database.db.execute(sql`update room_options set available_rooms = available_rooms + 5 where id = ${stay.roomOptionId}`)
  await t.database.db.execute(sql`update properties set gender_mask = 7 where id = ${stay.propertyId}`)
  const stayBooking = (await ok(endpoints.bookRoom, { tenant_id: tenantId, property_id: stay.propertyId, room_option_id: stay.roomOptionId })).bookingId
  // moved in on a move-in date that has come (a review needs both)
  await t.database.db.execute(sql`update bookings set status = 'moved_in', move_in_date = ${todayInIndia()} where id = ${stayBooking}`)
  // the token: two bookings at properties of owner 7000000011 (an active payout account), one unpaid, one paid in the sandbox
  const moneyProperties = await rowsOf<{ id: number | string; option: number | string }>(t.database.db, sql`select p.id, (select o.id from room_options o
    where o.property_id = p.id order by o.id limit 1) as option from properties p join operators op on op.id = p.owner_operator_id
    where op.phone_number = '7000000011' and p.published and p.id not in (${propertyId}, ${Number(stay.propertyId)}) order by p.id limit 2`)
  const tokenBooking = async (row: { id: number | string; option: number | string } | undefined, name: string) => {
    if (!row) throw new Error('no property of owner 7000000011 to pay a token at')
    await t.database.db.execute(sql`update room_options set token_amount = 500, available_rooms = available_rooms + 5 where id = ${Number(row.option)}`)
    await t.database.db.execute(sql`update properties set gender_mask = 7 where id = ${Number(row.id)}`)
    const payer = (await ok(endpoints.addTenant, { ...tenantForm, fullName: name, contact_number: contact })).tenant_id
    const booked = (await ok(endpoints.bookRoom, { tenant_id: payer, property_id: Number(row.id), room_option_id: Number(row.option) })).bookingId
    await ok(endpoints.allocateAgreement, { tenant_id: payer, property_id: Number(row.id), bookingId: booked, tanant_move_in_date: todayInIndia(new Date(Date.now() + 7 * 86_400_000)) })
    return { bookingId: booked, orderId: (await ok(endpoints.createTokenPayment, { bookingId: booked })).order_id }
  }
  const unpaid = await tokenBooking(moneyProperties[0], `Payer ${n}a`)
  const paying = await tokenBooking(moneyProperties[1], `Payer ${n}b`)
  const pay = await t.app.inject({ method: 'POST', url: sandboxPayPath(paying.orderId), payload: { outcome: 'captured', method: 'upi' } })
  const paid = SandboxPayReply.parse(pay.json())
  await ok(endpoints.verifyPayment, paid)
  await t.app.moneySettled()
  // dues as the move-in and the dues job make them: one open at the paid booking (its owner takes payments online), one paid at the stay
  const [openDue] = await rowsOf<{ id: number }>(t.database.db, sql`insert into rent_dues (booking_id, period_start, period_end, due_date, lines, total)
    values (${paying.bookingId}, '2026-01-01', '2026-01-31', '2026-01-01', '[{"kind": "rent", "label": "Rent", "amount": 100}]'::jsonb, 100) returning id`)
  const [paidDue] = await rowsOf<{ id: number }>(t.database.db, sql`insert into rent_dues (booking_id, period_start, period_end, due_date, lines, total, status, paid_via, paid_at, receipt_no)
    values (${stayBooking}, '2026-01-01', '2026-01-31', '2026-01-01', '[{"kind": "rent", "label": "Rent", "amount": 100}]'::jsonb, 100, 'paid', 'cash', now(), ${`BSR-TEST-${stayBooking}`}) returning id`)
  // the photo of its deduction, as uploadDeductionPhoto keeps one
  const settledPhotoName = `b${paying.bookingId}-0123456789abcdef.webp`
  await t.database.db.execute(sql`insert into deduction_photos (name, booking_id, content, uploaded_by) values (${settledPhotoName}, ${paying.bookingId}, ${Buffer.from('RIFF')}, 0)`)
  // a deposit settlement proposed to the lead (as settleDeposit makes one), for the tenant's settlement calls
  await t.database.db.execute(sql`insert into deposit_settlements (booking_id, deposit, deductions, refund_amount, move_out_date, refund_due_by, refund_via, proposed_at)
    values (${paying.bookingId}, 10000, ${JSON.stringify([{ amount: 1000, reason: 'Broken chair', photo: `${DEDUCTION_PHOTOS_PATH}${settledPhotoName}`, due_id: null }])}::jsonb, 9000, ${todayInIndia()}, ${todayInIndia(new Date(Date.now() + 15 * 86_400_000))}, 'offline', now())`)
  return {
    token,
    ids: {
      leadId, phone, tenantId, bookingId, propertyId, roomOptionId, stayPropertyId: Number(stay.propertyId), stayBookingId: stayBooking, visitId, savedSearchId, threadId, operatorMessageId: Number(answer?.id), tokenBookingId: unpaid.bookingId,
      paid: { razorpay_order_id: paid.razorpay_order_id, razorpay_payment_id: paid.razorpay_payment_id, razorpay_signature: paid.razorpay_signature ?? '' },
      openDueId: Number(openDue?.id), paidDueId: Number(paidDue?.id), settledBookingId: paying.bookingId, settledPhotoName,
    },
  }
}
