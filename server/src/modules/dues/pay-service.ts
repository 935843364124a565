import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import { todayInIndia } from '@basera/contract/dates'
import type { PaidVia, RecordOfflinePaymentBody, RentDue } from '@basera/contract/dues'
import { messages } from '@basera/contract/messages'
import type { TokenPaymentReply } from '@basera/contract/payments'
import type { Db } from '../../db/client.ts'
import { properties } from '../../db/schema.ts'
import { bookings, tenants } from '../../db/schema-activity.ts'
import { paymentOrders, payoutAccounts, rentDues } from '../../db/schema-money.ts'
import { AppError } from '../../lib/errors.ts'
import type { SignedInOperator } from '../../plugins/auth.ts'
import { entriesFor, post } from '../money/ledger.ts'
import { queueAction } from '../money/token.ts'
import { authorize } from '../operator-access/policy.ts'
import { checkoutForm } from '../payments/checkout.ts'
import type { PaymentsDeps } from '../payments/deps.ts'
import { GatewayError, type GatewayPayment } from '../payments/gateway.ts'
import { dueAnswer, receiptNumber } from './dues-service.ts'
import { tellDuePaid } from './tell.ts'

// Paying a due: online through the gateway's checkout exactly as the token (the same answer, callback, webhook and
// reconciliation; settle.ts credits the due when the payment is captured, and the money goes on to the owner's
// linked account as a transfer not on hold), or recorded by the operator as cash or a direct UPI transfer. A paid
// due is never paid twice: the due row is locked by every writer, and a paid one refuses.

type DueRow = typeof rentDues.$inferSelect
type OrderRow = typeof paymentOrders.$inferSelect

/** The due with its booking's people, or 404 (someone else's due reads as not found). */
async function dueOfLead(db: Db, leadId: number, dueId: number) {
  const [row] = await db.select({ due: rentDues, leadId: tenants.leadId, propertyId: bookings.propertyId, ownerId: properties.ownerOperatorId })
    .from(rentDues).innerJoin(bookings, eq(bookings.id, rentDues.bookingId)).innerJoin(tenants, eq(tenants.id, bookings.tenantId))
    .innerJoin(properties, eq(properties.id, bookings.propertyId)).where(eq(rentDues.id, dueId))
  if (row?.leadId !== leadId) throw new AppError(404, messages.dueNotFound)
  return row
}

/** The receipt of a due's order at the gateway: one per due and amount (a late fee makes a new amount, so a new order). */
const receiptOf = (due: Pick<DueRow, 'id' | 'total'>) => `basera-due-${due.id}-${due.total}`

function answer(deps: PaymentsDeps, order: OrderRow & { gatewayOrderId: string }, origin: string): TokenPaymentReply {
  const keyId = deps.gateway.keyId
  const checkout = checkoutForm(deps.config, { keyId, orderId: order.gatewayOrderId, amountPaise: order.amountPaise, bookingId: order.bookingId }, origin)
  return {
    success: true, order_id: order.gatewayOrderId, amount: order.amountPaise, currency: 'INR', key_id: keyId,
    checkout: { ...checkout, fields: { ...checkout.fields, description: `Rent for booking ${order.bookingId}` } }, bookingId: order.bookingId,
  }
}

/**
 * payRentDue: the gateway order for the due's amount, the same on every tap before it is paid; 409 for a paid due
 * (no order made), or when the owner takes no payments online.
 */
export async function payRentDue(deps: PaymentsDeps, leadId: number, dueId: number, origin: string): Promise<TokenPaymentReply> {
  const found = await dueOfLead(deps.db, leadId, dueId)
  const order = await deps.db.transaction(async (tx) => {
    await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, found.due.bookingId)).for('update')
    const [due] = await tx.select().from(rentDues).where(eq(rentDues.id, dueId)).for('update')
    if (!due) throw new AppError(404, messages.dueNotFound)
    if (due.status === 'paid') throw new AppError(409, messages.dueAlreadyPaid)
    const [account] = await tx.select({ status: payoutAccounts.status }).from(payoutAccounts).where(eq(payoutAccounts.operatorId, found.ownerId ?? 0))
    if (account?.status !== 'activated') throw new AppError(409, messages.dueOnlineUnavailable)
    const receipt = receiptOf(due)
    const [existing] = await tx.select().from(paymentOrders).where(eq(paymentOrders.receipt, receipt))
    if (existing && existing.state !== 'failed') return existing
    const fields = { receipt, amountPaise: due.total * 100, state: 'unknown' as const, updatedAt: deps.now() }
    const [made] = existing
      ? await tx.update(paymentOrders).set(fields).where(eq(paymentOrders.id, existing.id)).returning()
      : await tx.insert(paymentOrders).values({ bookingId: due.bookingId, dueId: due.id, createdAt: deps.now(), ...fields }).returning()
    if (!made) throw new Error(`order of due ${due.id} not written`)
    return made
  })
  if (order.gatewayOrderId !== null && order.state === 'created') return answer(deps, { ...order, gatewayOrderId: order.gatewayOrderId }, origin)
  let gatewayOrderId: string
  try {
    const made = (await deps.gateway.findOrderByReceipt(order.receipt))
      ?? await deps.gateway.createOrder({ amountPaise: order.amountPaise, currency: 'INR', receipt: order.receipt, notes: { booking_id: String(order.bookingId), due_id: String(dueId) } })
    gatewayOrderId = made.id
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error
    deps.metrics.gatewayErrors.inc({ kind: error.kind })
    throw new AppError(503, messages.paymentServiceUnavailable)
  }
  await deps.db.update(paymentOrders).set({ gatewayOrderId, state: 'created', updatedAt: deps.now() })
    .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.state, 'unknown')))
  const [final] = await deps.db.select().from(paymentOrders).where(eq(paymentOrders.id, order.id))
  if (!final?.gatewayOrderId) throw new AppError(503, messages.paymentServiceUnavailable)
  return answer(deps, { ...final, gatewayOrderId: final.gatewayOrderId }, origin)
}

const GATEWAY_METHODS: ReadonlySet<string> = new Set(['upi', 'card', 'netbanking', 'wallet'])

async function partiesOfBooking(tx: Db, bookingId: number): Promise<{ leadId: number; ownerId: number }> {
  const [row] = await tx.select({ leadId: tenants.leadId, ownerId: properties.ownerOperatorId }).from(bookings)
    .innerJoin(tenants, eq(tenants.id, bookings.tenantId)).innerJoin(properties, eq(properties.id, bookings.propertyId)).where(eq(bookings.id, bookingId))
  if (!row) throw new Error(`booking ${bookingId} has no tenant`)
  return { leadId: row.leadId, ownerId: row.ownerId ?? 0 }
}

/**
 * A captured payment of a due's order (settle.ts, inside its transaction, the booking and the order locked): the
 * due paid, the ledger's `rent_paid`, and the transfer to the owner's linked account queued (not held). A due
 * paid already (twice through two orders, or recorded offline meanwhile): this payment goes back in full.
 */
export async function creditDuePayment(tx: Db, order: OrderRow, p: GatewayPayment, now: Date): Promise<void> {
  const [due] = await tx.select().from(rentDues).where(eq(rentDues.id, order.dueId ?? 0)).for('update')
  if (!due) throw new Error(`order ${order.id} has no due`)
  const parties = await partiesOfBooking(tx, due.bookingId)
  await post(tx, { id: `rent_paid:${p.id}`, kind: 'rent_paid', bookingId: due.bookingId, gatewayOrderId: p.orderId, gatewayPaymentId: p.id, at: now },
    entriesFor('rent_paid', p.amountPaise, parties))
  const payment = { bookingId: due.bookingId, amountPaise: p.amountPaise, gatewayPaymentId: p.id, at: now }
  if (due.status === 'paid') {
    await queueAction(tx, { ...payment, kind: 'refund', reason: `due-${due.id}-paid-twice` })
    return
  }
  const paidVia: PaidVia = p.method !== null && GATEWAY_METHODS.has(p.method) ? (p.method as PaidVia) : 'online'
  await tx.update(rentDues).set({ status: 'paid', paidVia, paidAt: now, gatewayPaymentId: p.id, receiptNo: receiptNumber(due) }).where(eq(rentDues.id, due.id))
  await queueAction(tx, { ...payment, kind: 'rent_transfer', reason: `due-${due.id}` })
  await tellDuePaid(tx, due.id, 'online', now)
}

/** What the console may see of a due: its booking's property, with the one policy (404 for another property's operator). */
async function dueForOperator(db: Db, operator: SignedInOperator, dueId: number) {
  const [row] = await db.select({ propertyId: bookings.propertyId }).from(rentDues).innerJoin(bookings, eq(bookings.id, rentDues.bookingId)).where(eq(rentDues.id, dueId))
  if (!row) throw new AppError(404, messages.dueNotFound)
  await authorize(db, operator, row.propertyId, 'decide', messages.dueNotFound)
}

/**
 * recordOfflinePayment: the operator received the whole due in cash or by UPI straight to them (its 12-digit UTR).
 * The due is paid, the ledger's `offline_paid` moves it from the tenant to the owner. 409 for a paid due, or one
 * with a checkout in progress that the gateway may still capture.
 */
export async function recordOfflinePayment(db: Db, operator: SignedInOperator, body: z.output<typeof RecordOfflinePaymentBody>, now: Date): Promise<RentDue> {
  await dueForOperator(db, operator, body.due_id)
  const [booking] = await db.select({ id: rentDues.bookingId }).from(rentDues).where(eq(rentDues.id, body.due_id))
  return db.transaction(async (tx) => {
    const [b] = await tx.select().from(bookings).where(eq(bookings.id, booking?.id ?? 0)).for('update')
    const [due] = await tx.select().from(rentDues).where(eq(rentDues.id, body.due_id)).for('update')
    if (!due || !b) throw new AppError(404, messages.dueNotFound)
    if (due.status === 'paid') throw new AppError(409, messages.dueAlreadyPaid)
    if (body.amount !== due.total) throw new AppError(400, messages.offlineAmountMustMatch)
    const today = todayInIndia(now)
    const paidOn = body.paid_on ?? today
    if (paidOn > today || (b.moveInDate !== null && paidOn < b.moveInDate)) throw new AppError(400, messages.paidOnInvalid)
    const [paying] = await tx.select({ id: paymentOrders.id }).from(paymentOrders).where(and(eq(paymentOrders.dueId, due.id), eq(paymentOrders.state, 'paid'))).limit(1)
    if (paying) throw new AppError(409, messages.dueAlreadyPaid)
    const paidAt = paidOn === today ? now : new Date(`${paidOn}T12:00:00+05:30`)
    const paidVia: PaidVia = body.method === 'upi' ? 'upi_direct' : 'cash'
    const [updated] = await tx.update(rentDues).set({ status: 'paid', paidVia, utr: body.utr ?? null, paidAt, recordedBy: operator.id, receiptNo: receiptNumber(due) })
      .where(eq(rentDues.id, due.id)).returning()
    if (!updated) throw new Error(`due ${due.id} vanished`)
    await post(tx, { id: `offline_paid:due-${due.id}`, kind: 'offline_paid', bookingId: due.bookingId, gatewayRef: body.utr ?? null, at: now },
      entriesFor('offline_paid', due.total * 100, await partiesOfBooking(tx, due.bookingId)))
    await tellDuePaid(tx, due.id, 'recorded', now)
    const [property] = await tx.select({ name: properties.name }).from(properties).where(eq(properties.id, b.propertyId))
    return dueAnswer(updated, property?.name ?? '', now)
  })
}
