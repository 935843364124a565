import { eq } from 'drizzle-orm'
import { messages } from '@basera/contract/messages'
import type { Db } from '../../db/client.ts'
import { properties } from '../../db/schema.ts'
import { bookings, tenants } from '../../db/schema-activity.ts'
import { paymentOrders, payments, PAYMENT_STATES, type PaymentState } from '../../db/schema-money.ts'
import { AppError } from '../../lib/errors.ts'
import { transition, refundUnwantedToken, type BookingRow } from '../booking/transition.ts'
import { entriesFor, post } from '../money/ledger.ts'
import type { PaymentsDeps } from './deps.ts'
import type { GatewayPayment } from './gateway.ts'
import { creditDuePayment } from '../dues/pay-service.ts'

// The one place the gateway's word on a payment is applied, whoever brought it (a webhook, the checkout's
// callback after fetching the payment, reconciliation): in one transaction, the payment attempt's row (states
// only move forward), and for a newly captured payment the ledger's `token_paid` and the booking's move: `pay`
// while its room is held, `late_pay` when the hold lapsed and a room is left, else a full refund. Applying the
// same word twice changes nothing the second time.

/** Forward only: a later `failed` never undoes `captured`, nor anything else undo a refund. */
const rank = (s: PaymentState) => PAYMENT_STATES.indexOf(s)

export type SettleOutcome = 'captured' | 'failed' | 'pending' | 'not_ours'

/** Records a payment attempt of whose outcome the app is unsure (the gateway did not answer): reconciliation asks later. */
export async function recordUnknownPayment(db: Db, paymentId: string, orderId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.gatewayOrderId, orderId))
    if (!order) return
    await tx.insert(payments).values({
      gatewayPaymentId: paymentId, gatewayOrderId: orderId, bookingId: order.bookingId, amountPaise: order.amountPaise, status: 'unknown', createdAt: now, updatedAt: now,
    }).onConflictDoNothing()
  })
}

/** Applies a newly captured token to its booking (the caller holds both rows locked). */
async function creditCapture(tx: Db, b: BookingRow, p: GatewayPayment, now: Date): Promise<void> {
  const [parties] = await tx.select({ leadId: tenants.leadId, ownerId: properties.ownerOperatorId }).from(tenants)
    .innerJoin(properties, eq(properties.id, b.propertyId)).where(eq(tenants.id, b.tenantId))
  if (!parties) throw new Error(`booking ${b.id} has no tenant`)
  await post(tx, { id: `token_paid:${p.id}`, kind: 'token_paid', bookingId: b.id, gatewayOrderId: p.orderId, gatewayPaymentId: p.id, at: now },
    entriesFor('token_paid', p.amountPaise, { leadId: parties.leadId, ownerId: parties.ownerId ?? 0 }))
  const payment = { gatewayPaymentId: p.id, amountPaise: p.amountPaise }
  if (b.tokenStatus === 'held' || b.tokenStatus === 'released' || b.tokenStatus === 'refunded' || b.tokenStatus === 'partly_refunded') {
    // the token was paid already (a second payment of the same order): this one goes back
    await refundUnwantedToken(tx, b, payment, 'duplicate', now)
    return
  }
  if (b.status === 'held') {
    await transition(tx, b, 'pay', { now })
    return
  }
  if (b.status === 'expired') {
    // the hold lapsed while the tenant paid: the room is theirs if one is left, else the money goes back at once
    try {
      await tx.transaction(async (savepoint) => {
        await transition(savepoint, b, 'late_pay', { now })
      })
      return
    } catch (error) {
      if (!(error instanceof AppError && error.message === messages.noRoomsLeft)) throw error
    }
    await refundUnwantedToken(tx, b, payment, 'late_payment', now)
    return
  }
  // cancelled (or otherwise ended) before the money arrived: all of it goes back
  await refundUnwantedToken(tx, b, payment, 'not_awaited', now)
}

/**
 * Applies what the gateway says of payment `p`. `not_ours`: no order of ours has it. The answer is the
 * payment's outcome as the tenant's screen should read it.
 */
export async function recordPayment(deps: Pick<PaymentsDeps, 'db' | 'metrics' | 'log'>, p: GatewayPayment, now: Date): Promise<{ outcome: SettleOutcome; bookingId: number | null }> {
  const result = await deps.db.transaction(async (tx) => {
    // the booking first, then its order: the order every other writer of both takes (createTokenPayment, cancel), so none waits on another in a circle
    const [found] = await tx.select({ bookingId: paymentOrders.bookingId }).from(paymentOrders).where(eq(paymentOrders.gatewayOrderId, p.orderId))
    if (!found) return { outcome: 'not_ours' as const, bookingId: null, newly: null }
    const [b] = await tx.select().from(bookings).where(eq(bookings.id, found.bookingId)).for('update')
    const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.gatewayOrderId, p.orderId)).for('update')
    if (!b || !order) throw new Error(`order ${p.orderId} has no booking`)
    const [known] = await tx.select().from(payments).where(eq(payments.gatewayPaymentId, p.id)).for('update')
    const status: PaymentState = p.status
    const moves = !known || rank(status) > rank(known.status)
    const fields = { status, method: p.method, errorCode: p.errorCode, errorDescription: p.errorDescription, amountPaise: p.amountPaise, updatedAt: now }
    if (!known) await tx.insert(payments).values({ gatewayPaymentId: p.id, gatewayOrderId: p.orderId, bookingId: b.id, createdAt: now, ...fields })
    else if (moves) await tx.update(payments).set(fields).where(eq(payments.gatewayPaymentId, p.id))
    const newlyCaptured = moves && status === 'captured'
    if (newlyCaptured) {
      if (p.amountPaise !== order.amountPaise) deps.log.warn({ orderId: p.orderId, paymentId: p.id }, 'a captured payment differs from its order amount')
      await tx.update(paymentOrders).set({ state: 'paid', updatedAt: now }).where(eq(paymentOrders.id, order.id))
      // a due's payment pays the due; anything else is the booking's token
      if (order.dueId === null) await creditCapture(tx, b, p, now)
      else await creditDuePayment(tx, order, p, now)
    }
    const newlyFailed = moves && status === 'failed'
    // the tenant's screen: captured once any payment of the order is (a late failure never says otherwise)
    const outcome: SettleOutcome = order.state === 'paid' || newlyCaptured || rank(known?.status ?? status) >= rank('captured') ? 'captured'
      : status === 'failed' ? 'failed' : 'pending'
    return { outcome, bookingId: b.id, newly: newlyCaptured ? 'captured' as const : newlyFailed ? 'failed' as const : null }
  })
  if (result.newly === 'captured') deps.metrics.paymentsCaptured.inc()
  if (result.newly === 'failed') deps.metrics.paymentsFailed.inc()
  return { outcome: result.outcome, bookingId: result.bookingId }
}

/** The booking's answer shape is the booking module's; the order's booking, for the checkout callback's answer. */
export async function orderOfGatewayId(db: Db, gatewayOrderId: string) {
  const [row] = await db.select({ order: paymentOrders, leadId: tenants.leadId }).from(paymentOrders)
    .innerJoin(bookings, eq(bookings.id, paymentOrders.bookingId)).innerJoin(tenants, eq(tenants.id, bookings.tenantId))
    .where(eq(paymentOrders.gatewayOrderId, gatewayOrderId))
  return row ?? null
}
