import { expect } from 'vitest'
import { eq } from 'drizzle-orm'
import * as endpoints from '@basera/contract/endpoints'
import { agreements, bookings } from '../../db/schema-activity.ts'
import type { TestApp } from '../../test/helper.ts'
import { paidBooking, payOrder } from '../payments/test-payments.ts'

// A stay to settle, as the leaving tests make one (leaving.test.ts, photos.test.ts).

const DAY = 86_400_000

/** A tenant moved in (notice and lock-in months set on the agreement), the first due (with the deposit) paid online. */
export async function movedInAndPaid(t: TestApp, o: { propertyIndex?: number; noticeMonths?: number; lockinMonths?: number; pay?: boolean } = {}) {
  const b = await paidBooking(t, { moveInDays: 1, propertyIndex: o.propertyIndex ?? 0 })
  await t.database.db.update(agreements).set({ noticeMonths: o.noticeMonths ?? 1, lockinMonths: o.lockinMonths ?? 0 }).where(eq(agreements.bookingId, b.bookingId))
  expect((await t.call(endpoints.decideBooking, { params: { bookingId: b.bookingId }, body: { decision: 'accept' } }, b.owner.token)).statusCode).toBe(200)
  t.clock.advance(DAY)
  const moved = await t.call(endpoints.markMovedIn, { params: { bookingId: b.bookingId }, body: {} }, b.owner.token)
  expect(moved.statusCode, moved.body).toBe(200)
  await t.app.moneySettled()
  const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.id, b.bookingId))
  if (!booking) throw new Error('booking vanished')
  const [due] = (await t.post(endpoints.listRentDues, { leadId: b.leadId, bookingId: b.bookingId }, b.token)).json().data
  if (!due) throw new Error('no first due')
  let paymentId: string | null = null
  if (o.pay !== false) {
    const order = await t.post(endpoints.payRentDue, { due_id: due.due_id }, b.token)
    expect(order.statusCode, order.body).toBe(200)
    const paid = await payOrder(t, order.json().order_id)
    expect((await t.post(endpoints.verifyPayment, paid, b.token)).json().payment_status).toBe('captured')
    await t.app.moneySettled()
    paymentId = paid.razorpay_payment_id
  }
  return { ...b, booking, due, paymentId }
}

/** Runs the test with the clock moved as it needs, put back after (one clock per file). */
export async function withClock(t: TestApp, work: (advance: (ms: number) => void) => Promise<void>) {
  let moved = 0
  try {
    await work((ms) => { moved += ms; t.clock.advance(ms) })
  } finally {
    t.clock.advance(-moved)
  }
}

