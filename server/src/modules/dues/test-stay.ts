import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import * as endpoints from '@basera/contract/endpoints'
import { roomOptions } from '../../db/schema.ts'
import { bookings } from '../../db/schema-activity.ts'
import type { TestApp } from '../../test/helper.ts'
import { paidBooking } from '../payments/test-payments.ts'

// Shared by the dues tests: a stay that has begun, its first due made by the move-in.

const DAY = 86_400_000

type BookingTerms = NonNullable<Parameters<typeof paidBooking>[1]>

/**
 * A tenant moved in today at owner `ownerIndex`'s property (token paid and released), booked under the property's
 * rent terms (`lateFee`, else none; `booking` sets any other booking option), `between` run before the owner
 * accepts. Moves the test app's clock 3 days on (to the move-in date).
 */
export async function movedIn(t: TestApp, o: {
  lateFee?: { grace_days: number; amount: number }; metered?: number; propertyIndex?: number; ownerIndex?: 0 | 1
  booking?: BookingTerms; between?: (b: Awaited<ReturnType<typeof paidBooking>>) => Promise<void>
} = {}) {
  // the terms are the property's when the room is taken: the booking records them (none unless asked: the tests
  // of a file share one database, and a property keeps what an earlier test published)
  const b = await paidBooking(t, {
    moveInDays: 3, propertyIndex: o.propertyIndex ?? 0, ownerIndex: o.ownerIndex ?? 0, rentTerms: { lateFee: o.lateFee ?? null, rentDay: null }, ...o.booking,
  })
  if (o.metered) await t.database.db.update(roomOptions).set({ electricity: { type: 'metered', rate_per_unit: o.metered } }).where(eq(roomOptions.id, b.roomOptionId))
  await o.between?.(b)
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
