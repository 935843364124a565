import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import * as endpoints from '@basera/contract/endpoints'
import { properties, roomOptions } from '../../db/schema.ts'
import { bookings } from '../../db/schema-activity.ts'
import type { TestApp } from '../../test/helper.ts'
import { paidBooking } from '../payments/test-payments.ts'

// Test fixtures of rent over the stay, shared by the dues' and AutoPay's tests.

const DAY = 86_400_000

/** A tenant moved in today at owner 0's property (token paid and released), with the property's rent terms set first. */
export async function movedIn(t: TestApp, o: { lateFee?: { grace_days: number; amount: number }; metered?: number; propertyIndex?: number } = {}) {
  const b = await paidBooking(t, { moveInDays: 3, propertyIndex: o.propertyIndex ?? 0 })
  await t.database.db.update(properties).set({ lateFee: o.lateFee ?? null }).where(eq(properties.id, b.propertyId))
  if (o.metered) await t.database.db.update(roomOptions).set({ electricity: { type: 'metered', rate_per_unit: o.metered } }).where(eq(roomOptions.id, b.roomOptionId))
  const accepted = await t.call(endpoints.decideBooking, { params: { bookingId: b.bookingId }, body: { decision: 'accept' } }, b.owner.token)
  expect(accepted.statusCode, accepted.body).toBe(200)
  t.clock.advance(3 * DAY)
  const moved = await t.call(endpoints.markMovedIn, { params: { bookingId: b.bookingId }, body: {} }, b.owner.token)
  expect(moved.statusCode, moved.body).toBe(200)
  await t.app.moneySettled()
  const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, b.bookingId))
  if (!row) throw new Error('booking vanished')
  return { ...b, booking: row }
}

