import { and, eq, gt, sql } from 'drizzle-orm'
import { refundOnCancel } from '@basera/contract/cancellation'
import { OWNER_ANSWER_HOURS } from '@basera/contract/constants'
import { daysBetween, todayInIndia } from '@basera/contract/dates'
import { dateText, dateTimeText } from '@basera/contract/india-text'
import { messages } from '@basera/contract/messages'
import { operatorMessages } from '@basera/contract/operator'
import { rupeesText } from '@basera/contract/pricing'
import type { TokenStatus } from '@basera/contract/booking'
import type { Db } from '../../db/client.ts'
import { properties, roomOptions, roomTypes } from '../../db/schema.ts'
import { bookings, tenants } from '../../db/schema-activity.ts'
import { AppError } from '../../lib/errors.ts'
import { capturedPayment, queueAction } from '../money/token.ts'
import { createFirstDue } from '../dues/dues-service.ts'
import { notifyLead } from '../notifications/service.ts'
import { notifyPropertyOperators } from '../notifications/operators.ts'
import { recordAudit } from '../operator-audit/service.ts'
import { publishConsoleChange } from '../realtime/publish.ts'
import { LIFECYCLE, nextStatus, type BookingEvent, type Move } from './lifecycle.ts'

// The one way a booking's status changes: transition() applies a move of the lifecycle table (lifecycle.ts) to a
// booking row the caller has locked, inside the caller's transaction: the status and its timestamps, the room
// (taken or given back, here and nowhere else), the token (gateway actions queued with the change, carried out by
// the payments module), the audit entry of an operator's decision and the notifications. All of it commits
// together or not at all.

export type BookingRow = typeof bookings.$inferSelect

/** The answer to a move the booking's status does not allow (another operator decided first, the tenant cancelled). */
const REFUSED: Record<BookingEvent, string> = {
  hold: messages.somethingWentWrong,
  request: messages.bookingHoldExpired,
  pay: messages.tokenNotAwaitingPayment,
  late_pay: messages.tokenNotAwaitingPayment,
  expire: messages.bookingHoldExpired,
  no_answer: operatorMessages.bookingNotAwaitingDecision,
  accept: operatorMessages.bookingNotAwaitingDecision,
  decline: operatorMessages.bookingNotAwaitingDecision,
  cancel: messages.bookingNotCancellable,
  move_in: operatorMessages.bookingNotAccepted,
  move_out: operatorMessages.bookingNotAccepted,
}

export interface TransitionOptions {
  now: Date
  /** The operator who decided (accept, decline, move in): their decision is audited. */
  operatorId?: number
  /** A decline's reason. */
  reason?: string
}

/** Takes one room of the option only if one is left: two people can never get the last room. */
export async function takeRoom(tx: Db, optionId: number): Promise<typeof roomOptions.$inferSelect | undefined> {
  const rows = await tx.update(roomOptions).set({ availableRooms: sql`${roomOptions.availableRooms} - 1` })
    .where(and(eq(roomOptions.id, optionId), gt(roomOptions.availableRooms, 0))).returning()
  return rows[0]
}

/** The room comes back: written here once, for every move that ends a booking's hold on it. */
async function returnRoom(tx: Db, optionId: number): Promise<void> {
  await tx.update(roomOptions).set({ availableRooms: sql`${roomOptions.availableRooms} + 1` }).where(eq(roomOptions.id, optionId))
}

/** An answer-by time: the owner's 48 hours from the request. */
export const answerBy = (requestedAt: Date) => new Date(requestedAt.getTime() + OWNER_ANSWER_HOURS * 3_600_000)

/** Calendar days left to move-in for the cancellation terms: to the earlier of the first and the current move-in date. */
function daysLeftToMoveIn(b: BookingRow, now: Date): number {
  const dates = [b.firstMoveInDate, b.moveInDate].filter((d): d is string => d !== null).sort()
  const moveIn = dates[0]
  return moveIn === undefined ? -1 : daysBetween(todayInIndia(now), moveIn)
}

interface TokenChange {
  tokenStatus: TokenStatus
  refundAmount: number
}

/** What a move does to the booking's token; queues the gateway actions it needs. */
async function moveToken(tx: Db, b: BookingRow, move: Move, event: BookingEvent, now: Date): Promise<TokenChange> {
  const unchanged = { tokenStatus: b.tokenStatus, refundAmount: b.refundAmount }
  // a token never paid has nothing to move: a booking that ends unpaid asks for nothing any more
  if (b.tokenStatus === 'pending' && ['expired', 'cancelled'].includes(move.to)) return { tokenStatus: 'none', refundAmount: 0 }
  if (move.token === 'holds') {
    const paid = await capturedPayment(tx, b.id)
    if (!paid) throw new Error(`booking ${b.id}: ${event} without a captured payment`)
    await queueAction(tx, { bookingId: b.id, kind: 'transfer', amountPaise: paid.amountPaise, gatewayPaymentId: paid.gatewayPaymentId, reason: event, at: now })
    return { tokenStatus: 'held', refundAmount: 0 }
  }
  if (move.token === 'none' || b.tokenStatus !== 'held') return unchanged
  const paid = await capturedPayment(tx, b.id)
  if (!paid) throw new Error(`booking ${b.id}: a held token without a captured payment`)
  const token = b.tokenAmount
  const refund = move.token === 'refunds_all' ? token
    : move.token === 'refunds_by_terms' ? refundOnCancel(b.cancellationTerms, token, daysLeftToMoveIn(b, now))
    : 0
  // refund first, then release what the owner keeps: the gateway reverses the transfer's part before releasing the rest
  await queueAction(tx, { bookingId: b.id, kind: 'refund', amountPaise: refund * 100, gatewayPaymentId: paid.gatewayPaymentId, reason: event, at: now })
  await queueAction(tx, { bookingId: b.id, kind: 'release', amountPaise: (token - refund) * 100, gatewayPaymentId: paid.gatewayPaymentId, reason: event, at: now })
  const tokenStatus: TokenStatus = refund === token ? 'refunded' : refund === 0 ? 'released' : 'partly_refunded'
  return { tokenStatus, refundAmount: refund }
}

interface Names { leadId: number; tenantName: string; propertyName: string; roomTypeName: string }

async function namesOf(tx: Db, b: BookingRow): Promise<Names> {
  const [row] = await tx.select({ leadId: tenants.leadId, tenantName: tenants.fullName, propertyName: properties.name, roomTypeName: roomTypes.name })
    .from(tenants).innerJoin(properties, eq(properties.id, b.propertyId)).innerJoin(roomOptions, eq(roomOptions.id, b.roomOptionId))
    .innerJoin(roomTypes, eq(roomTypes.id, roomOptions.roomTypeId)).where(eq(tenants.id, b.tenantId))
  if (!row) throw new Error(`booking ${b.id} has no tenant or property`)
  return row
}

/** Tells who the table says (and the tenant of any refund, `why` it came back), in the same transaction. */
async function notify(tx: Db, b: BookingRow, event: BookingEvent, move: Move, refundedNow: number, o: TransitionOptions, why?: string): Promise<void> {
  const refunded = refundedNow > 0
  if (move.notify === 'none' && !refunded) return
  const n = await namesOf(tx, b)
  const at = o.now
  const property_name = n.propertyName
  if (move.notify === 'operators') {
    const paid = b.tokenAmount > 0 ? `token ${rupeesText(b.tokenAmount)} paid and held until move-in` : 'a free request, nothing paid'
    await notifyPropertyOperators(tx, {
      propertyId: b.propertyId, kind: 'booking_requested', bookingId: b.id, at, title: `New booking request at ${property_name}`,
      body: `${n.tenantName} asks for a ${n.roomTypeName} room from ${dateText(b.moveInDate ?? todayInIndia(at))} (${paid}). Accept or decline by ${dateTimeText(answerBy(at).toISOString())} IST.`,
    })
    return
  }
  const base = { leadId: n.leadId, bookingId: b.id, at }
  const amount = refundedNow
  if (event === 'accept') {
    await notifyLead(tx, { ...base, kind: 'booking_accepted', title: messages.bookingConfirmed, body: `${property_name} accepted your booking.`, details: { property_name } })
  } else if (event === 'decline') {
    const reason = o.reason ?? ''
    const back = refunded ? ` Your token of ${rupeesText(amount)} is refunded in full.` : ''
    await notifyLead(tx, { ...base, kind: 'booking_declined', title: 'Your booking was declined', body: `${property_name} declined your booking: ${reason}.${back}`, details: { property_name, reason, ...(refunded ? { amount } : {}) } })
  } else if (event === 'move_in') {
    await notifyLead(tx, { ...base, kind: 'booking_moved_in', title: 'Welcome home!', body: `${property_name} marked you as moved in.`, details: { property_name } })
  } else if (refunded) {
    const because = why ?? (event === 'no_answer' ? `${property_name} did not answer your request within ${OWNER_ANSWER_HOURS} hours, so it has ended.` : `Your booking at ${property_name} is cancelled.`)
    await notifyLead(tx, { ...base, kind: 'token_refunded', title: 'Your token is being refunded', body: `${because} ${rupeesText(amount)} comes back to the account you paid from.`, details: { property_name, amount } })
  }
}

/**
 * Moves the locked booking `b` by `event` (409 with a sentence when its status does not allow it) and
 * returns the row as it now is.
 */
export async function transition(tx: Db, b: BookingRow, event: BookingEvent, o: TransitionOptions): Promise<BookingRow> {
  const move = LIFECYCLE[event]
  const to = nextStatus(b.status, event)
  if (to === null) throw new AppError(409, REFUSED[event])
  if (move.room === 'takes' && !(await takeRoom(tx, b.roomOptionId))) throw new AppError(409, messages.noRoomsLeft)
  if (move.room === 'returns') await returnRoom(tx, b.roomOptionId)
  const token = await moveToken(tx, b, move, event, o.now)
  const requested = to === 'requested' ? { requestedAt: o.now, holdExpiresAt: null } : {}
  const decided = o.operatorId === undefined ? {} : { decidedAt: o.now, decidedBy: o.operatorId }
  const reason = event === 'decline' ? { decisionReason: o.reason ?? '' }
    : event === 'no_answer' ? { decisionReason: `The owner did not answer within ${OWNER_ANSWER_HOURS} hours` }
    : {}
  const [updated] = await tx.update(bookings).set({ status: to, ...requested, ...decided, ...reason, ...token }).where(eq(bookings.id, b.id)).returning()
  if (!updated) throw new Error(`booking ${b.id} vanished`)
  await publishConsoleChange(tx, { propertyId: b.propertyId, topic: 'bookings' })
  // the first due (the rest of the move-in total) exists from the moment the tenant is moved in
  if (event === 'move_in') await createFirstDue(tx, updated, o.now)
  if (o.operatorId !== undefined) {
    await recordAudit(tx, {
      operatorId: o.operatorId, propertyId: b.propertyId, entity: 'booking', entityId: b.id, action: 'status',
      before: b.status, after: o.reason === undefined ? to : { status: to, reason: o.reason }, at: o.now,
    })
  }
  await notify(tx, b, event, move, token.refundAmount - b.refundAmount, o)
  return updated
}

/**
 * A token captured for a booking that no longer wants it (cancelled meanwhile, or its hold lapsed and no room
 * is left): refunded in full at once, with no change of status.
 */
export async function refundUnwantedToken(
  tx: Db, b: BookingRow, payment: { gatewayPaymentId: string; amountPaise: number }, reason: 'late_payment' | 'not_awaited' | 'duplicate', now: Date,
): Promise<BookingRow> {
  await queueAction(tx, { bookingId: b.id, kind: 'refund', amountPaise: payment.amountPaise, gatewayPaymentId: payment.gatewayPaymentId, reason, at: now })
  const rupees = Math.floor(payment.amountPaise / 100)
  // a second payment of a token already held leaves the token as it is: only the extra payment goes back
  const token: TokenChange = reason === 'duplicate' ? { tokenStatus: b.tokenStatus, refundAmount: b.refundAmount } : { tokenStatus: 'refunded', refundAmount: rupees }
  const [updated] = await tx.update(bookings).set(token).where(eq(bookings.id, b.id)).returning()
  if (!updated) throw new Error(`booking ${b.id} vanished`)
  const why = reason === 'late_payment' ? 'Your payment arrived after your room\'s hold had ended, and no room of that kind is left.'
    : reason === 'duplicate' ? 'Your token had already been paid, so this second payment is not needed.'
    : 'Your booking was no longer waiting for a payment when this one arrived.'
  await notify(tx, b, 'cancel', { ...LIFECYCLE.cancel, notify: 'none' }, rupees, { now }, why)
  return updated
}
