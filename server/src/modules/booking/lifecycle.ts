import type { BookingStatus } from '@basera/contract/booking'

// The life of a booking, written once (PRODUCT.md "Money", "The operator side"). Every status change goes
// through transition() (transition.ts), which reads this table: whether the move is allowed from the booking's
// status, what it does to the room and to the token, and who is told. Pure, so a test reads it line by line.

/** What moves a booking: a tenant's call, the owner's, the gateway's word on a payment, or the clock. */
export type BookingEvent =
  | 'hold' // the tenant books: a room is taken for BOOKING_HOLD_MINUTES
  | 'request' // the move-in date is set and there is nothing to pay: a free request
  | 'pay' // the token is captured while the room is held
  | 'late_pay' // the token is captured after the hold lapsed, and a room of the option is left
  | 'expire' // the hold lapsed unpaid
  | 'no_answer' // the owner left a paid request unanswered for OWNER_ANSWER_HOURS
  | 'accept'
  | 'decline'
  | 'cancel' // by the tenant
  | 'move_in' // the owner marks the tenant moved in, on or after the move-in date
  | 'move_out'

/** What happens to the room of the booking's option. */
type RoomEffect = 'takes' | 'keeps' | 'returns'

/**
 * What happens to the token: `holds` it for the owner (a transfer on hold), `refunds_all`, refunds by the
 * cancellation terms recorded with the booking (`refunds_by_terms`: what is not refunded is released), or
 * `releases` it to the owner. A token never paid has nothing to move (its status becomes `none`).
 */
type TokenEffect = 'none' | 'holds' | 'refunds_all' | 'refunds_by_terms' | 'releases'

/** Who is told, in the app: the property's operators (a new request), or the tenant (the owner's decision, a refund). */
type Notify = 'none' | 'operators' | 'tenant'

export interface Move {
  /** The statuses the move is allowed from (`hold` creates the booking). */
  from: readonly BookingStatus[]
  to: BookingStatus
  room: RoomEffect
  token: TokenEffect
  notify: Notify
}

export const LIFECYCLE: Readonly<Record<BookingEvent, Move>> = {
  hold: { from: [], to: 'held', room: 'takes', token: 'none', notify: 'none' },
  request: { from: ['held'], to: 'requested', room: 'keeps', token: 'none', notify: 'operators' },
  pay: { from: ['held'], to: 'requested', room: 'keeps', token: 'holds', notify: 'operators' },
  late_pay: { from: ['expired'], to: 'requested', room: 'takes', token: 'holds', notify: 'operators' },
  expire: { from: ['held'], to: 'expired', room: 'returns', token: 'none', notify: 'none' },
  no_answer: { from: ['requested'], to: 'expired', room: 'returns', token: 'refunds_all', notify: 'tenant' },
  accept: { from: ['requested'], to: 'accepted', room: 'keeps', token: 'none', notify: 'tenant' },
  decline: { from: ['requested'], to: 'declined', room: 'returns', token: 'refunds_all', notify: 'tenant' },
  cancel: { from: ['held', 'requested', 'accepted'], to: 'cancelled', room: 'returns', token: 'refunds_by_terms', notify: 'none' },
  move_in: { from: ['accepted'], to: 'moved_in', room: 'keeps', token: 'releases', notify: 'tenant' },
  move_out: { from: ['moved_in'], to: 'moved_out', room: 'returns', token: 'none', notify: 'none' },
}

/** The status `event` moves a booking in `from` to, or null when the move is not allowed. */
export function nextStatus(from: BookingStatus, event: BookingEvent): BookingStatus | null {
  const move = LIFECYCLE[event]
  return move.from.includes(from) ? move.to : null
}
