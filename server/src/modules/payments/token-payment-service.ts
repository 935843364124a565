import { and, eq, isNull } from 'drizzle-orm'
import { messages } from '@basera/contract/messages'
import type { TokenPaymentReply, VerifyPaymentBody, VerifyPaymentReply } from '@basera/contract/payments'
import type { z } from 'zod'
import { bookings, tenants } from '../../db/schema-activity.ts'
import { paymentOrders } from '../../db/schema-money.ts'
import { AppError } from '../../lib/errors.ts'
import { assertOwner } from '../../plugins/auth.ts'
import { loadBooking } from '../booking/booking-query.ts'
import { checkoutForm } from './checkout.ts'
import type { PaymentsDeps } from './deps.ts'
import { GatewayError, type GatewayOrder, type GatewayPayment } from './gateway.ts'
import { orderOfGatewayId, recordPayment, recordUnknownPayment } from './settle.ts'

// The tenant's two calls about the token: createTokenPayment (a gateway order for the booking's token, the same
// one on every tap) and verifyPayment (the checkout's callback: its signature checked and the payment fetched
// from the gateway before anything is credited; the webhook alone is enough, this only lets the screen know sooner).

type OrderRow = typeof paymentOrders.$inferSelect

/** The receipt of a booking's token order: our idempotency key at the gateway (at most 40 characters). */
const receiptOf = (bookingId: number) => `basera-token-${bookingId}`

/** The order and the checkout form that pays it; `origin` is the site's, where the checkout comes back to. */
function answer(deps: PaymentsDeps, order: OrderRow & { gatewayOrderId: string }, origin: string): TokenPaymentReply {
  const keyId = deps.gateway.keyId
  return {
    success: true, order_id: order.gatewayOrderId, amount: order.amountPaise, currency: 'INR', key_id: keyId,
    checkout: checkoutForm(deps.config, { keyId, orderId: order.gatewayOrderId, amountPaise: order.amountPaise, bookingId: order.bookingId }, origin),
    bookingId: order.bookingId,
  }
}

/**
 * Checks the booking can pay now and finds or starts its order row, in one transaction (the booking row locked,
 * so two taps at once see one order row). Refusals are sentences: a free request, already paid, no date yet.
 */
async function startOrder(deps: PaymentsDeps, leadId: number, bookingId: number, now: Date): Promise<OrderRow> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select({ b: bookings, leadId: tenants.leadId }).from(bookings).innerJoin(tenants, eq(tenants.id, bookings.tenantId))
      .where(eq(bookings.id, bookingId)).for('update', { of: bookings })
    if (!row) throw new AppError(404, messages.bookingNotFound)
    assertOwner(leadId, row.leadId)
    const { b } = row
    if (b.tokenStatus !== 'none' && b.tokenStatus !== 'pending') throw new AppError(409, messages.tokenAlreadyPaid)
    if (b.status === 'expired' || (b.status === 'held' && b.holdExpiresAt !== null && b.holdExpiresAt <= now)) throw new AppError(409, messages.bookingHoldExpired)
    if (b.tokenStatus === 'none') {
      throw new AppError(409, b.status === 'held' || b.status === 'requested' ? messages.tokenFreeRequest : messages.tokenNotAwaitingPayment)
    }
    if (b.status !== 'held') throw new AppError(409, messages.tokenNotAwaitingPayment)
    if (b.moveInDate === null) throw new AppError(409, messages.tokenMoveInDateFirst)
    const [existing] = await tx.select().from(paymentOrders).where(and(eq(paymentOrders.bookingId, b.id), isNull(paymentOrders.dueId)))
    if (existing?.state === 'paid') throw new AppError(409, messages.tokenAlreadyPaid)
    if (existing && existing.state !== 'failed') return existing
    // the attempt is written before the gateway is asked: a crash mid-call leaves a row the receipt finds again
    const fields = { receipt: receiptOf(b.id), amountPaise: b.tokenAmount * 100, state: 'unknown' as const, updatedAt: now }
    const [order] = existing
      ? await tx.update(paymentOrders).set(fields).where(eq(paymentOrders.id, existing.id)).returning()
      : await tx.insert(paymentOrders).values({ bookingId: b.id, createdAt: now, ...fields }).returning()
    if (!order) throw new Error(`order row of booking ${b.id} not written`)
    return order
  })
}

/** The gateway's order for a row in `unknown`: the one made with its receipt, or a new one. */
async function gatewayOrderFor(deps: PaymentsDeps, order: OrderRow): Promise<GatewayOrder> {
  const found = await deps.gateway.findOrderByReceipt(order.receipt)
  if (found) return found
  const created = await deps.gateway.createOrder({ amountPaise: order.amountPaise, currency: 'INR', receipt: order.receipt, notes: { booking_id: String(order.bookingId) } })
  deps.metrics.ordersCreated.inc()
  return created
}

/**
 * A second tap's answer in one read, without locking anything: the booking's order already made and still
 * payable (the tap during the checkout, the retry after a failed payment). Anything else takes the locked path.
 */
async function payableOrder(deps: PaymentsDeps, leadId: number, bookingId: number, now: Date, origin: string): Promise<TokenPaymentReply | null> {
  const [row] = await deps.db.select({ order: paymentOrders, leadId: tenants.leadId, status: bookings.status, tokenStatus: bookings.tokenStatus, holdExpiresAt: bookings.holdExpiresAt })
    .from(paymentOrders).innerJoin(bookings, eq(bookings.id, paymentOrders.bookingId)).innerJoin(tenants, eq(tenants.id, bookings.tenantId))
    .where(and(eq(paymentOrders.bookingId, bookingId), isNull(paymentOrders.dueId)))
  if (row?.leadId !== leadId || row.order.state !== 'created' || row.order.gatewayOrderId === null) return null
  if (row.status !== 'held' || row.tokenStatus !== 'pending' || (row.holdExpiresAt !== null && row.holdExpiresAt <= now)) return null
  return answer(deps, { ...row.order, gatewayOrderId: row.order.gatewayOrderId }, origin)
}

/**
 * createTokenPayment: `{ order_id, amount (paise), currency, key_id, checkout }`; a second tap answers the same pending
 * order. `origin`: the site's, where the checkout comes back to.
 */
export async function createTokenPayment(deps: PaymentsDeps, leadId: number, bookingId: number, origin: string): Promise<TokenPaymentReply> {
  const again = await payableOrder(deps, leadId, bookingId, deps.now(), origin)
  if (again) return again
  const order = await startOrder(deps, leadId, bookingId, deps.now())
  if (order.gatewayOrderId !== null) return answer(deps, { ...order, gatewayOrderId: order.gatewayOrderId }, origin)
  let made: GatewayOrder
  try {
    made = await gatewayOrderFor(deps, order)
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error
    deps.metrics.gatewayErrors.inc({ kind: error.kind })
    deps.log.warn({ bookingId, err: error.message }, 'the gateway did not create the token order')
    // the booking and its hold are untouched; the row stays `unknown` until a retry or reconciliation finds out
    throw new AppError(503, messages.paymentServiceUnavailable)
  }
  // of two taps racing here, the first to write wins; the other answers its order
  await deps.db.update(paymentOrders).set({ gatewayOrderId: made.id, state: 'created', updatedAt: deps.now() })
    .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.state, 'unknown')))
  const [final] = await deps.db.select().from(paymentOrders).where(eq(paymentOrders.id, order.id))
  if (!final?.gatewayOrderId) throw new AppError(503, messages.paymentServiceUnavailable)
  return answer(deps, { ...final, gatewayOrderId: final.gatewayOrderId }, origin)
}

/** An authorized payment (a gateway without auto-capture) is captured before it counts. */
async function capturedIfAuthorized(deps: PaymentsDeps, p: GatewayPayment): Promise<GatewayPayment> {
  return p.status === 'authorized' ? deps.gateway.capturePayment(p.id, p.amountPaise) : p
}

/**
 * verifyPayment: 400 for a signature that does not match (nothing recorded); otherwise the payment is fetched
 * from the gateway and applied like a webhook would (captured, failed or still pending). A gateway that does not
 * answer leaves the payment `unknown` for reconciliation, and the answer is `pending`.
 */
export async function verifyPayment(deps: PaymentsDeps, leadId: number, body: z.output<typeof VerifyPaymentBody>): Promise<VerifyPaymentReply> {
  const found = await orderOfGatewayId(deps.db, body.razorpay_order_id)
  if (!found) throw new AppError(404, messages.paymentNotFound)
  assertOwner(leadId, found.leadId)
  if (!deps.gateway.checkoutSignatureValid(body.razorpay_order_id, body.razorpay_payment_id, body.razorpay_signature)) {
    throw new AppError(400, messages.paymentNotVerified)
  }
  const now = deps.now()
  let outcome: 'captured' | 'failed' | 'pending'
  try {
    const payment = await capturedIfAuthorized(deps, await deps.gateway.fetchPayment(body.razorpay_payment_id))
    // a signature over another order's payment is not this order's payment
    if (payment.orderId !== body.razorpay_order_id) throw new AppError(400, messages.paymentNotVerified)
    const recorded = await recordPayment(deps, payment, now)
    outcome = recorded.outcome === 'not_ours' ? 'pending' : recorded.outcome
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error
    deps.metrics.gatewayErrors.inc({ kind: error.kind })
    await recordUnknownPayment(deps.db, body.razorpay_payment_id, body.razorpay_order_id, now)
    outcome = 'pending'
  }
  if (outcome === 'captured') deps.kick()
  const captured = found.order.dueId === null ? messages.paymentCaptured : messages.rentPaymentCaptured
  const message = outcome === 'captured' ? captured : outcome === 'failed' ? messages.paymentFailedRetry : messages.paymentPending
  return { success: true, payment_status: outcome, message, booking: await loadBooking(deps.db, found.order.bookingId, now) }
}
