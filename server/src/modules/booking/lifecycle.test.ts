import { describe, expect, it } from 'vitest'
import { BOOKING_STATUSES, CANCELLABLE_STATUSES, type BookingStatus } from '@basera/contract/booking'
import { LIFECYCLE, nextStatus, type BookingEvent } from './lifecycle.ts'

// The table of allowed moves, line by line: every (status, event) pair, allowed or refused.

const ALLOWED: Record<BookingEvent, Partial<Record<BookingStatus, BookingStatus>>> = {
  hold: {},
  request: { held: 'requested' },
  pay: { held: 'requested' },
  late_pay: { expired: 'requested' },
  expire: { held: 'expired' },
  no_answer: { requested: 'expired' },
  accept: { requested: 'accepted' },
  decline: { requested: 'declined' },
  cancel: { held: 'cancelled', requested: 'cancelled', accepted: 'cancelled' },
  move_in: { accepted: 'moved_in' },
  move_out: { moved_in: 'moved_out' },
}

const pairs = (Object.keys(ALLOWED) as BookingEvent[]).flatMap((event) => BOOKING_STATUSES.map((status) => [event, status] as const))

describe('the booking lifecycle', () => {
  it.each(pairs)('%s from %s', (event, status) => {
    expect(nextStatus(status, event)).toBe(ALLOWED[event][status] ?? null)
  })

  it('nothing ever moves a booking to "confirmed": the owner accepting is the only confirmation', () => {
    expect(BOOKING_STATUSES as readonly string[]).not.toContain('confirmed')
    for (const move of Object.values(LIFECYCLE)) expect(move.to).not.toBe('confirmed')
  })

  it('ended bookings stay ended: declined, cancelled and moved out accept no event', () => {
    for (const status of ['declined', 'cancelled', 'moved_out'] as const) {
      for (const event of Object.keys(LIFECYCLE) as BookingEvent[]) expect(nextStatus(status, event), `${event} from ${status}`).toBeNull()
    }
  })

  it('the room comes back exactly when a booking stops holding it, and is taken again only by a late payment', () => {
    const returns = Object.entries(LIFECYCLE).filter(([, m]) => m.room === 'returns').map(([e]) => e).sort()
    expect(returns).toEqual(['cancel', 'decline', 'expire', 'move_out', 'no_answer'])
    const takes = Object.entries(LIFECYCLE).filter(([, m]) => m.room === 'takes').map(([e]) => e).sort()
    expect(takes).toEqual(['hold', 'late_pay'])
  })

  it('money moves only on payment, the owner\'s decision or its absence, cancellation and move-in', () => {
    expect(Object.fromEntries(Object.entries(LIFECYCLE).filter(([, m]) => m.token !== 'none').map(([e, m]) => [e, m.token]))).toEqual({
      pay: 'holds', late_pay: 'holds', no_answer: 'refunds_all', decline: 'refunds_all', cancel: 'refunds_by_terms', move_in: 'releases',
    })
  })

  it('the operators hear of every new request; the tenant of every decision and automatic refund', () => {
    const told = (who: string) => Object.entries(LIFECYCLE).filter(([, m]) => m.notify === who).map(([e]) => e).sort()
    expect(told('operators')).toEqual(['late_pay', 'pay', 'request'])
    expect(told('tenant')).toEqual(['accept', 'decline', 'move_in', 'no_answer'])
  })

  it('the tenant\'s screens offer Cancel on exactly the statuses the table allows it from', () => {
    expect([...CANCELLABLE_STATUSES].sort()).toEqual([...LIFECYCLE.cancel.from].sort())
  })
})
