import { and, desc, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { properties } from '../../db/schema.ts'
import { moneyActions, paymentOrders, payments, payoutAccounts, type MoneyActionKind } from '../../db/schema-money.ts'

// What the booking lifecycle asks of money, inside its transaction: whether a property's bookings pay a token,
// and which gateway actions (transfer on hold, refund, release) must follow. The actions are rows, written with
// the status change or not at all; the payments module carries them out at the gateway (money-actions.ts).

/** The token a booking of this room option pays now: the option's, when the owner's payout account is active; else 0 (a free request). */
export async function tokenDue(tx: Db, propertyId: number, optionTokenAmount: number): Promise<number> {
  if (optionTokenAmount <= 0) return 0
  const [row] = await tx.select({ status: payoutAccounts.status }).from(properties)
    .innerJoin(payoutAccounts, eq(payoutAccounts.operatorId, properties.ownerOperatorId))
    .where(eq(properties.id, propertyId))
  return row?.status === 'activated' ? optionTokenAmount : 0
}

/** The captured payment of a booking's token (one per booking), or null. */
export async function capturedPayment(tx: Db, bookingId: number): Promise<{ gatewayPaymentId: string; amountPaise: number } | null> {
  // the token's order (a due's orders pay rent, never the token)
  const [row] = await tx.select({ gatewayPaymentId: payments.gatewayPaymentId, amountPaise: payments.amountPaise }).from(payments)
    .innerJoin(paymentOrders, eq(paymentOrders.gatewayOrderId, payments.gatewayOrderId))
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'captured'), isNull(paymentOrders.dueId)))
    .orderBy(desc(payments.createdAt)).limit(1)
  return row ?? null
}

export interface ActionRequest {
  bookingId: number
  kind: MoneyActionKind
  amountPaise: number
  gatewayPaymentId: string
  /** Why (`pay`, `decline`, `cancel`, `no_answer`, `move_in`, `late_payment`, `duplicate`): part of the idempotency key. */
  reason: string
  at: Date
}

/**
 * Queues one gateway action. Its idempotency key (kind, booking, reason, payment) is unique: queuing the same
 * action twice queues it once, and the gateway sees the same key on every retry, so a retry never pays twice.
 */
export async function queueAction(tx: Db, a: ActionRequest): Promise<void> {
  if (a.amountPaise <= 0) return
  await tx.insert(moneyActions).values({
    bookingId: a.bookingId, kind: a.kind, amountPaise: a.amountPaise, gatewayPaymentId: a.gatewayPaymentId, reason: a.reason,
    idempotencyKey: `${a.kind}-${a.bookingId}-${a.reason}-${a.gatewayPaymentId}`, createdAt: a.at,
  }).onConflictDoNothing()
}
