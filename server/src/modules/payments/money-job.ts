import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import { OWNER_ANSWER_HOURS } from '@basera/contract/constants'
import { rowsOf } from '../../db/client.ts'
import { bookings } from '../../db/schema-activity.ts'
import { paymentOrders, payments } from '../../db/schema-money.ts'
import { transition } from '../booking/transition.ts'
import type { PaymentsDeps } from './deps.ts'
import { GatewayError } from './gateway.ts'
import { runMoneyActions } from './money-actions.ts'
import { runAutopay } from '../autopay/debit-job.ts'
import { generateDues } from '../dues/dues-service.ts'
import { startUnansweredRefunds } from '../leaving/settlement.ts'
import { deleteUnusedDeductionPhotos } from '../leaving/photos.ts'
import { recordPayment } from './settle.ts'
import { processWebhookEvent, unprocessedEvents } from './webhook-service.ts'

// The money job, every PAYMENT_RECONCILE_MS on every instance (safe on several: each piece of work is claimed
// in the database first, so no two instances do the same):
// 1. webhook events stored but never worked on (the app stopped after the 2xx);
// 2. orders still pending after PAYMENT_RECONCILE_MS, and payments the app was unsure of: the gateway is asked
//    (a lost webhook costs minutes, never money);
// 3. paid requests the owner left unanswered for OWNER_ANSWER_HOURS: expired, the token refunded in full;
// 4. the monthly dues whose rent day has come, and late fees where the property publishes one;
// 5. deposit settlements the tenant left unanswered for SETTLEMENT_ANSWER_DAYS: their refund starts;
// 6. UPI AutoPay: mandates awaiting the gateway's word, pre-debit notices, the day's debits (autopay/debit-job.ts);
// 7. the gateway actions due (transfers, refunds, releases, deposit refunds).

/** Orders are asked about for this long after their creation; after that an unpaid order is left alone. */
const ORDER_WATCH_MS = 3 * 24 * 3_600_000
const BATCH = 50

type OrderRow = typeof paymentOrders.$inferSelect

/** Claims open orders due a look: older than the interval, not looked at within it, not claimed by another instance. */
async function claimOrders(deps: PaymentsDeps, now: Date): Promise<OrderRow[]> {
  const due = new Date(now.getTime() - deps.config.reconcileMs).toISOString()
  const watched = new Date(now.getTime() - ORDER_WATCH_MS).toISOString()
  const until = new Date(now.getTime() + Math.max(deps.config.reconcileMs, 60_000)).toISOString()
  const ids = await rowsOf<{ id: number | string }>(deps.db, sql`
    update payment_orders set claimed_until = ${until}, checked_at = ${now.toISOString()}
    where id in (
      select id from payment_orders
      where state in ('unknown', 'created') and created_at <= ${due} and created_at > ${watched}
        and (checked_at is null or checked_at <= ${due}) and (claimed_until is null or claimed_until < ${now.toISOString()})
      order by created_at limit ${BATCH} for update skip locked)
    returning id`)
  if (ids.length === 0) return []
  return deps.db.select().from(paymentOrders).where(inArray(paymentOrders.id, ids.map((r) => Number(r.id))))
}

/** Asks the gateway about one pending order and applies what it says. */
async function reconcileOrder(deps: PaymentsDeps, order: OrderRow, now: Date): Promise<string> {
  if (order.gatewayOrderId === null) {
    // created at the gateway but the answer lost, or never created: the receipt tells
    const found = await deps.gateway.findOrderByReceipt(order.receipt)
    await deps.db.update(paymentOrders).set(found ? { gatewayOrderId: found.id, state: 'created', updatedAt: now } : { state: 'failed', updatedAt: now })
      .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.state, 'unknown')))
    if (!found) return 'no_order'
    order = { ...order, gatewayOrderId: found.id }
  }
  const found = await deps.gateway.orderPayments(order.gatewayOrderId ?? '')
  let outcome = 'pending'
  for (const payment of found.filter((p) => p.status !== 'authorized')) {
    const recorded = await recordPayment(deps, payment, now)
    if (recorded.outcome === 'captured') outcome = 'captured'
    else if (recorded.outcome === 'failed' && outcome === 'pending') outcome = 'failed'
  }
  return outcome
}

async function reconcileUnknownPayments(deps: PaymentsDeps, now: Date): Promise<void> {
  const due = new Date(now.getTime() - deps.config.reconcileMs)
  const unsure = await deps.db.select().from(payments).where(and(eq(payments.status, 'unknown'), lte(payments.updatedAt, due))).orderBy(asc(payments.updatedAt)).limit(BATCH)
  for (const p of unsure) {
    const payment = await deps.gateway.fetchPayment(p.gatewayPaymentId)
    await recordPayment(deps, payment, now)
    deps.metrics.ordersReconciled.inc({ outcome: payment.status === 'captured' ? 'captured' : payment.status })
  }
}

/** Paid requests nobody answered: expired, refunded in full (the `no_answer` move), each in its own transaction. */
async function expireUnanswered(deps: PaymentsDeps, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - OWNER_ANSWER_HOURS * 3_600_000)
  for (let i = 0; i < BATCH; i++) {
    const moved = await deps.db.transaction(async (tx) => {
      const [b] = await tx.select().from(bookings)
        .where(and(eq(bookings.status, 'requested'), eq(bookings.tokenStatus, 'held'), lte(bookings.requestedAt, cutoff)))
        .orderBy(asc(bookings.requestedAt)).limit(1).for('update', { skipLocked: true })
      if (!b) return false
      await transition(tx, b, 'no_answer', { now })
      return true
    })
    if (!moved) break
  }
}

/** One run of the job; each part goes on when another fails (a gateway down still lets the clock's refunds be queued). */
export async function runMoneyJob(deps: PaymentsDeps): Promise<void> {
  const now = deps.now()
  const step = async (name: string, work: () => Promise<unknown>) => {
    try {
      await work()
    } catch (error) {
      if (error instanceof GatewayError) deps.metrics.gatewayErrors.inc({ kind: error.kind })
      deps.log.warn({ err: error instanceof Error ? error.message : error, step: name }, 'money job step did not finish; the next run goes on')
    }
  }
  await step('webhooks', async () => {
    for (const eventId of await unprocessedEvents(deps, BATCH)) await processWebhookEvent(deps, eventId)
  })
  await step('orders', async () => {
    for (const order of await claimOrders(deps, now)) {
      const outcome = await reconcileOrder(deps, order, now)
      deps.metrics.ordersReconciled.inc({ outcome })
      await deps.db.update(paymentOrders).set({ claimedUntil: null }).where(eq(paymentOrders.id, order.id))
    }
  })
  await step('payments', () => reconcileUnknownPayments(deps, now))
  await step('unanswered', () => expireUnanswered(deps, now))
  await step('dues', () => generateDues(deps.db, now))
  await step('settlements', () => startUnansweredRefunds(deps.db, now))
  await step('deduction photos', () => deleteUnusedDeductionPhotos(deps.db, now))
  await step('autopay', () => runAutopay(deps))
  await step('actions', () => runMoneyActions(deps))
}
