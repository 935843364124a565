import { describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { addDays, todayInIndia } from '@basera/contract/dates'
import { rentTermsMessages } from '@basera/contract/dues'
import * as endpoints from '@basera/contract/endpoints'
import { messages } from '@basera/contract/messages'
import { rowsOf } from '../../db/client.ts'
import { useTestApp, type TestApp } from '../../test/helper.ts'
import { MANAGER_PHONES, signInOperator } from '../operator-access/test-fixtures.ts'
import { TOKEN, bookingOf, paidBooking } from '../payments/test-payments.ts'
import { generateDues, leadDues } from './dues-service.ts'
import { monthDay } from './schedule.ts'
import { movedIn as movedInUnder } from './test-stay.ts'

// Rent terms (issue 33): the console publishes a rent day and a late fee; tenants read them before booking; each
// booking records the terms it was made under and its dues follow those, whatever the owner publishes later. Food
// is chosen at booking at the option's price and billed with each due. A checkout left open holds a late fee back
// only while it is fresh.

const testApp = useTestApp()
const DAY = 86_400_000
const MINUTE = 60_000
const FEE = { grace_days: 3, amount: 200 }

type Terms = Parameters<typeof paidBooking>[1]

/** A paid booking under `o`'s terms (none unless asked), accepted, then moved in on its move-in date (3 days on: the clock is moved). */
const movedIn = (t: TestApp, o: Terms & { between?: (b: Awaited<ReturnType<typeof paidBooking>>) => Promise<void> } = {}) =>
  movedInUnder(t, { booking: o, between: o.between })

const dues = (t: TestApp, b: { leadId: number; bookingId: number }) => leadDues(t.database.db, b.leadId, b.bookingId, t.clock.now())
const kinds = (d: { lines: { kind: string }[] } | undefined) => d?.lines.map((l) => l.kind) ?? []

/** The clock as it was before the test's body, after it however far the body (and movedIn) moved it: the file's tests share one clock. */
async function withClock(t: TestApp, body: (advance: (ms: number) => void) => Promise<void>): Promise<void> {
  const offset = () => t.clock.now().getTime() - Date.now()
  const before = offset()
  try {
    await body((ms) => t.clock.advance(ms))
  } finally {
    t.clock.advance(before - offset())
  }
}

describe('rent terms in the console (updateProperty)', () => {
  it('an owner publishes a rent day and a late fee: tenants read them on the property, and the change is audited', async () => {
    const t = testApp()
    const b = await paidBooking(t)
    const save = await t.call(endpoints.updateProperty, { params: { propertyId: b.propertyId }, body: { rent_day: 5, late_fee: { grace_days: 3, amount: 1200 } } }, b.owner.token)
    expect(save.statusCode, save.body).toBe(200)
    expect(save.json().data).toMatchObject({ rent_day: 5, late_fee: { grace_days: 3, amount: 1200 } })
    const detail = await t.post(endpoints.getPropertyById, { propertyId: b.propertyId })
    expect(detail.json().data[0]).toMatchObject({ rent_day: 5, late_fee: { grace_days: 3, amount: 1200 } })
    // the same terms again change nothing and add no entry
    await t.call(endpoints.updateProperty, { params: { propertyId: b.propertyId }, body: { rent_day: 5, late_fee: { amount: 1200, grace_days: 3 } } }, b.owner.token)
    const audit = await rowsOf<{ action: string; after: unknown }>(t.database.db,
      sql`select action, after from audit_log where property_id = ${b.propertyId} and action in ('rent_day', 'late_fee') order by id`)
    expect(audit).toEqual([{ action: 'rent_day', after: 5 }, { action: 'late_fee', after: { grace_days: 3, amount: 1200 } }])
    // back to the move-in day and no late fee
    const none = await t.call(endpoints.updateProperty, { params: { propertyId: b.propertyId }, body: { rent_day: null, late_fee: null } }, b.owner.token)
    expect(none.json().data).toMatchObject({ rent_day: null, late_fee: null })
  })

  it.each([
    [{ rent_day: 29 }, rentTermsMessages.rentDay],
    [{ rent_day: 0 }, rentTermsMessages.rentDay],
    [{ rent_day: 5.5 }, rentTermsMessages.rentDay],
    [{ rent_day: '5' }, rentTermsMessages.rentDay],
    [{ late_fee: { grace_days: 3, amount: 0 } }, rentTermsMessages.lateFeeAmount],
    [{ late_fee: { grace_days: 3, amount: 100_001 } }, rentTermsMessages.lateFeeAmount],
    [{ late_fee: { grace_days: 3 } }, rentTermsMessages.lateFeeAmount],
    [{ late_fee: { grace_days: -1, amount: 200 } }, rentTermsMessages.graceDays],
    [{ late_fee: { grace_days: 61, amount: 200 } }, rentTermsMessages.graceDays],
  ])('refuses %j with its sentence, changing nothing', async (body, message) => {
    const t = testApp()
    const b = await paidBooking(t)
    const res = await t.call(endpoints.updateProperty, { params: { propertyId: b.propertyId }, body }, b.owner.token)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message })
    const detail = await t.post(endpoints.getPropertyById, { propertyId: b.propertyId })
    expect(detail.json().data[0]).toMatchObject({ rent_day: null, late_fee: null })
  })

  it('a manager of the property moves the rent day but may not set a late fee (a money rule); another owner is refused', async () => {
    const t = testApp()
    const manager = await signInOperator(t, MANAGER_PHONES[0])
    const propertyId = manager.propertyIds[0] as number
    const day = await t.call(endpoints.updateProperty, { params: { propertyId }, body: { rent_day: 10 } }, manager.token)
    expect(day.statusCode, day.body).toBe(200)
    const fee = await t.call(endpoints.updateProperty, { params: { propertyId }, body: { late_fee: FEE } }, manager.token)
    expect(fee.statusCode).toBe(403)
    const b = await paidBooking(t, { ownerIndex: 1 })
    const other = await t.call(endpoints.updateProperty, { params: { propertyId }, body: { late_fee: FEE } }, b.owner.token)
    expect([403, 404]).toContain(other.statusCode)
    const detail = await t.post(endpoints.getPropertyById, { propertyId })
    expect(detail.json().data[0]).toMatchObject({ rent_day: 10, late_fee: null })
  })
})

describe('the terms a booking was made under', () => {
  it('are the ones billed: a late fee published at booking stays, one published later never applies', async () => {
    const t = testApp()
    await withClock(t, async (advance) => {
      // booked with no late fee; the owner publishes one afterwards
      const before = await movedIn(t, {
        propertyIndex: 1, rentTerms: { lateFee: null, rentDay: null },
        between: async (b) => {
          const add = await t.call(endpoints.updateProperty, { params: { propertyId: b.propertyId }, body: { late_fee: { grace_days: 0, amount: 999 } } }, b.owner.token)
          expect(add.statusCode, add.body).toBe(200)
        },
      })
      // booked under a ₹200 late fee, which the owner drops before the move-in
      const under = await movedIn(t, {
        rentTerms: { lateFee: FEE, rentDay: null },
        between: async (b) => {
          const drop = await t.call(endpoints.updateProperty, { params: { propertyId: b.propertyId }, body: { late_fee: null } }, b.owner.token)
          expect(drop.statusCode, drop.body).toBe(200)
          expect(await bookingOf(t, b)).toMatchObject({ late_fee: FEE, rent_day: null })
        },
      })
      advance(3 * DAY)
      await generateDues(t.database.db, t.clock.now())
      expect(kinds((await dues(t, under))[0])).not.toContain('late_fee')
      advance(DAY)
      await generateDues(t.database.db, t.clock.now())
      await generateDues(t.database.db, t.clock.now())
      const [late] = await dues(t, under)
      expect(late?.lines.filter((l) => l.kind === 'late_fee').map((l) => l.amount)).toEqual([200])
      expect(late?.total).toBe(under.booking.moveInTotal - TOKEN + 200)
      // a month on, still none for the booking made before the fee was published
      advance(30 * DAY)
      await generateDues(t.database.db, t.clock.now())
      for (const due of await dues(t, before)) expect(kinds(due)).not.toContain('late_fee')
    })
  })

  it('rent falls on the fixed rent day, or on the move-in day of each month', async () => {
    const t = testApp()
    await withClock(t, async (advance) => {
      const fixed = await movedIn(t, { rentTerms: { rentDay: 5, lateFee: null } })
      const moveInDay = await movedIn(t, { propertyIndex: 1, rentTerms: { rentDay: null, lateFee: null } })
      const moveIn = fixed.booking.moveInDate ?? ''
      expect(fixed.booking.rentDay).toBe(5)
      const [first] = await dues(t, fixed)
      // the first period runs to the day before the next rent day
      expect(first).toMatchObject({ due_date: moveIn, period_start: moveIn, period_end: addDays(monthDay(moveIn, 1, 5), -1) })
      advance(70 * DAY)
      await generateDues(t.database.db, t.clock.now())
      const fixedDates = (await dues(t, fixed)).map((d) => d.due_date).sort()
      expect(fixedDates.slice(1)).toEqual([monthDay(moveIn, 1, 5), monthDay(moveIn, 2, 5)].filter((d) => d <= addDays(todayInIndia(t.clock.now()), 3)))
      for (const d of fixedDates.slice(1)) expect(d.slice(8)).toBe('05')
      const ownMoveIn = moveInDay.booking.moveInDate ?? ''
      const day = Number(ownMoveIn.slice(8))
      const ownDates = (await dues(t, moveInDay)).map((d) => d.due_date).sort()
      expect(ownDates.slice(0, 3)).toEqual([ownMoveIn, monthDay(ownMoveIn, 1, day), monthDay(ownMoveIn, 2, day)])
    })
  })

  it('an abandoned checkout holds a late fee back only within the checkout\'s hold time', async () => {
    const t = testApp()
    await withClock(t, async (advance) => {
      const b = await movedIn(t, { rentTerms: { lateFee: FEE, rentDay: null } })
      advance(4 * DAY)
      const [due] = await dues(t, b)
      if (!due) throw new Error('no due')
      // the tenant opens the checkout and leaves it
      const order = await t.post(endpoints.payRentDue, { due_id: due.due_id }, b.token)
      expect(order.statusCode, order.body).toBe(200)
      await generateDues(t.database.db, t.clock.now())
      expect(kinds((await dues(t, b))[0])).not.toContain('late_fee')
      advance(31 * MINUTE)
      await generateDues(t.database.db, t.clock.now())
      const [late] = await dues(t, b)
      expect(late?.lines.filter((l) => l.kind === 'late_fee')).toHaveLength(1)
      // paying now asks the new amount, in a new order
      const again = await t.post(endpoints.payRentDue, { due_id: due.due_id }, b.token)
      expect(again.json()).toMatchObject({ amount: (due.total + FEE.amount) * 100 })
      expect(again.json().order_id).not.toBe(order.json().order_id)
    })
  })
})

describe('food chosen at booking', () => {
  const OPTIONAL = { type: 'optional' as const, monthly_price: 2500 }

  it('is recorded at the option\'s price (never the client\'s) and billed on every due, the first included', async () => {
    const t = testApp()
    await withClock(t, async (advance) => {
      const b = await movedIn(t, { food: { offer: OPTIONAL, choose: true } })
      expect(b.booking.foodAmount).toBe(2500)
      expect(await bookingOf(t, b)).toMatchObject({ food_amount: 2500 })
      // the owner raises the price later: this booking keeps the price it chose
      await t.database.db.execute(sql`update room_options set food = '{"type": "optional", "monthly_price": 4000}'::jsonb where id = ${b.roomOptionId}`)
      advance(40 * DAY)
      await generateDues(t.database.db, t.clock.now())
      const all = await dues(t, b)
      expect(all.length).toBeGreaterThanOrEqual(2)
      for (const due of all) {
        expect(due.lines.filter((l) => l.kind === 'food')).toEqual([{ kind: 'food', label: 'Food', amount: 2500 }])
        expect(due.lines.reduce((s, l) => s + l.amount, 0)).toBe(due.total)
      }
      expect(all.find((d) => kinds(d).includes('deposit'))?.total).toBe(b.booking.moveInTotal - TOKEN + 2500)
    })
  })

  it('not chosen, or asked where food is in the rent or not offered: no food line (the ask is ignored)', async () => {
    const t = testApp()
    await withClock(t, async (advance) => {
      const declined = await movedIn(t, { food: { offer: OPTIONAL, choose: false } })
      const included = await movedIn(t, { propertyIndex: 1, food: { offer: { type: 'included' }, choose: true } })
      expect([declined.booking.foodAmount, included.booking.foodAmount]).toEqual([0, 0])
      advance(40 * DAY)
      await generateDues(t.database.db, t.clock.now())
      for (const b of [declined, included]) for (const due of await dues(t, b)) expect(kinds(due)).not.toContain('food')
    })
  })

  it('a food field that is not a yes or no is refused', async () => {
    const t = testApp()
    const { token } = await t.signIn()
    for (const food of ['yes', 1, { amount: 1 }]) {
      const res = await t.post(endpoints.bookRoom, { tenant_id: 1, property_id: 1, food }, token)
      expect(res.statusCode).toBe(400)
      expect(res.json().message).not.toBe(messages.somethingWentWrong)
    }
  })
})
