import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { AUTOPAY_CALLBACK_PATH, type Autopay, type AutopayNotice } from '@basera/contract/autopay'
import { addDays, todayInIndia } from '@basera/contract/dates'
import { messages } from '@basera/contract/messages'
import type { TokenPaymentReply } from '@basera/contract/payments'
import { rowsOf, type Db } from '../../db/client.ts'
import { leads, properties } from '../../db/schema.ts'
import { bookings, tenants } from '../../db/schema-activity.ts'
import { autopayDebits, autopayMandates, payoutAccounts } from '../../db/schema-money.ts'
import { AppError } from '../../lib/errors.ts'
import { checkoutForm } from '../payments/checkout.ts'
import type { PaymentsDeps } from '../payments/deps.ts'
import { GatewayError, type GatewayToken } from '../payments/gateway.ts'

// UPI AutoPay's mandate (PRODUCT.md "Rent over the stay"): set up from Pay rent through the gateway's checkout
// (a customer, an authorisation order carrying the mandate's terms, recurring=1), active once the gateway confirms
// its token (the checkout's callback, the webhook, or the money job asking), cancelled at the gateway on request.
// One live mandate per booking (a unique index). The debits are debit-job.ts's.

export type Mandate = typeof autopayMandates.$inferSelect

/** Razorpay's least authorisation amount for UPI, in paise: authorised to check the mandate, never captured. */
const AUTHORISATION_PAISE = 100
/** A mandate's life at the gateway; a stay longer than this sets it up again. */
const MANDATE_YEARS = 2
/** NPCI's ceiling for a UPI AutoPay mandate in our category. */
const MAX_MANDATE_RUPEES = 100_000

/** The most a month may take: half again the booking's monthly charges (electricity varies), in whole hundreds. */
const mandateMaximum = (monthly: number) => Math.min(MAX_MANDATE_RUPEES, Math.ceil((monthly * 1.5) / 100) * 100)

interface BookingOfLead {
  id: number
  status: string
  monthly: number
  ownerId: number
  name: string
  phone: string
  email: string
}

/** The lead's booking, or 404 (another lead's booking reads as not found, as their dues do). */
async function bookingOfLead(db: Db, leadId: number, bookingId: number): Promise<BookingOfLead> {
  const [row] = await db.select({
    id: bookings.id, status: bookings.status, rent: bookings.unitRent, maintenance: bookings.maintenanceAmount, food: bookings.foodAmount,
    leadId: tenants.leadId, ownerId: properties.ownerOperatorId, name: tenants.fullName, email: tenants.email, phone: leads.phoneNumber,
  }).from(bookings).innerJoin(tenants, eq(tenants.id, bookings.tenantId)).innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(leads, eq(leads.id, tenants.leadId)).where(eq(bookings.id, bookingId))
  if (row?.leadId !== leadId) throw new AppError(404, messages.bookingNotFound)
  return { id: row.id, status: row.status, monthly: row.rent + row.maintenance + row.food, ownerId: row.ownerId ?? 0, name: row.name, phone: row.phone, email: row.email }
}

const latestMandate = async (db: Db, bookingId: number): Promise<Mandate | null> =>
  (await db.select().from(autopayMandates).where(eq(autopayMandates.bookingId, bookingId)).orderBy(desc(autopayMandates.id)).limit(1))[0] ?? null

/** What the tenant's card shows: the mandate, the next due it will debit, the latest pre-debit notice. */
async function readAutopay(db: Db, bookingId: number, now: Date): Promise<Autopay> {
  const mandate = await latestMandate(db, bookingId)
  if (!mandate) return { bookingId, status: 'none', max_amount: null, next_debit: null, notice: null }
  const [notice] = await db.select().from(autopayDebits).where(eq(autopayDebits.mandateId, mandate.id)).orderBy(desc(autopayDebits.debitOn)).limit(1)
  let next: Autopay['next_debit'] = null
  if (mandate.status === 'active') {
    // the earliest open due from today that AutoPay will take: within the maximum, not given up on (failed, skipped)
    const today = todayInIndia(now)
    const [due] = await rowsOf<{ id: number | string; total: number | string; due_date: string; debit_on: string | null }>(db, sql`
      select d.id, d.total, d.due_date::text as due_date, a.debit_on::text as debit_on from rent_dues d left join autopay_debits a on a.due_id = d.id
      where d.booking_id = ${bookingId} and d.status = 'open' and d.total > 0 and d.total <= ${mandate.maxAmount} and d.due_date >= ${today}
        and (a.state is null or a.state in ('notified', 'debiting'))
      order by d.due_date limit 1`)
    // not announced yet: its date, or 24 hours after a notice sent today when its date is today
    if (due) next = { due_id: Number(due.id), amount: Number(due.total), date: due.debit_on ?? (due.due_date > today ? due.due_date : addDays(today, 1)) }
  }
  const noticeAnswer: AutopayNotice | null = notice
    ? { due_id: notice.dueId, amount: notice.amount, debit_on: notice.debitOn, sent_at: notice.notifiedAt.toISOString(), state: notice.state }
    : null
  return { bookingId, status: mandate.status, max_amount: mandate.maxAmount, next_debit: next, notice: noticeAnswer }
}

export async function getAutopay(db: Db, leadId: number, bookingId: number, now: Date): Promise<Autopay> {
  await bookingOfLead(db, leadId, bookingId)
  return readAutopay(db, bookingId, now)
}

const receiptOf = (mandateId: number) => `basera-autopay-m${mandateId}`

function unavailable(deps: PaymentsDeps, error: unknown): never {
  if (!(error instanceof GatewayError)) throw error
  deps.metrics.gatewayErrors.inc({ kind: error.kind })
  throw new AppError(503, messages.paymentServiceUnavailable)
}

/**
 * startAutopay: the checkout for the mandate, answered like payRentDue's (the same one on every tap until it is
 * approved). 409 before move-in, while one is active, or when the owner takes no payments online.
 */
export async function startAutopay(deps: PaymentsDeps, leadId: number, bookingId: number, origin: string): Promise<TokenPaymentReply> {
  const b = await bookingOfLead(deps.db, leadId, bookingId)
  if (b.status !== 'moved_in') throw new AppError(409, messages.autopayNotMovedIn)
  const [account] = await deps.db.select({ status: payoutAccounts.status }).from(payoutAccounts).where(eq(payoutAccounts.operatorId, b.ownerId))
  if (account?.status !== 'activated') throw new AppError(409, messages.autopayUnavailable)
  const now = deps.now()
  const mandate = await deps.db.transaction(async (tx) => {
    await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, bookingId)).for('update')
    const [live] = await tx.select().from(autopayMandates)
      .where(and(eq(autopayMandates.bookingId, bookingId), inArray(autopayMandates.status, ['pending', 'active']))).for('update')
    if (live?.status === 'active') throw new AppError(409, messages.autopayAlreadyActive)
    if (live) return live
    const expiresAt = new Date(now.getTime() + MANDATE_YEARS * 365 * 86_400_000)
    const [made] = await tx.insert(autopayMandates).values({ bookingId, status: 'pending', maxAmount: mandateMaximum(b.monthly), expiresAt, createdAt: now, updatedAt: now }).returning()
    if (!made) throw new Error(`mandate of booking ${bookingId} not written`)
    return made
  })
  let { gatewayOrderId, gatewayCustomerId } = mandate
  if (gatewayOrderId === null) {
    try {
      gatewayCustomerId ??= (await deps.gateway.createCustomer({ name: b.name, contact: b.phone, email: b.email || null, notes: { lead_id: String(leadId) } })).id
      const receipt = receiptOf(mandate.id)
      const order = (await deps.gateway.findOrderByReceipt(receipt)) ?? await deps.gateway.createMandateOrder({
        amountPaise: AUTHORISATION_PAISE, receipt, customerId: gatewayCustomerId, maxAmountPaise: mandate.maxAmount * 100, expireAt: mandate.expiresAt,
        notes: { booking_id: String(bookingId), mandate_id: String(mandate.id) },
      })
      gatewayOrderId = order.id
    } catch (error) {
      if (gatewayCustomerId !== null) await deps.db.update(autopayMandates).set({ gatewayCustomerId, updatedAt: now }).where(eq(autopayMandates.id, mandate.id))
      unavailable(deps, error)
    }
    await deps.db.update(autopayMandates).set({ gatewayCustomerId, gatewayOrderId, updatedAt: now }).where(eq(autopayMandates.id, mandate.id))
  }
  const keyId = deps.gateway.keyId
  const checkout = checkoutForm(deps.config, { keyId, orderId: gatewayOrderId, amountPaise: AUTHORISATION_PAISE, bookingId }, origin)
  return {
    success: true, order_id: gatewayOrderId, amount: AUTHORISATION_PAISE, currency: 'INR', key_id: keyId, bookingId,
    checkout: {
      ...checkout,
      fields: {
        ...checkout.fields, description: `UPI AutoPay for booking ${bookingId}`, customer_id: gatewayCustomerId ?? '', recurring: '1',
        callback_url: `${origin}${AUTOPAY_CALLBACK_PATH}?booking_id=${bookingId}`, cancel_url: `${origin}/pay-rent?autopay=declined`,
      },
    },
  }
}

/** What the gateway says of the mandate's token, applied forward only: confirmed → active, rejected → failed, cancelled → cancelled. */
async function applyToken(db: Db, mandateId: number, token: GatewayToken, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [m] = await tx.select().from(autopayMandates).where(eq(autopayMandates.id, mandateId)).for('update')
    if (!m) return
    if (token.status === 'confirmed' && m.status === 'pending') {
      await tx.update(autopayMandates).set({ status: 'active', gatewayTokenId: token.id, activatedAt: now, updatedAt: now }).where(eq(autopayMandates.id, m.id))
    } else if (token.status === 'rejected' && m.status === 'pending') {
      await tx.update(autopayMandates).set({ status: 'failed', gatewayTokenId: token.id, updatedAt: now }).where(eq(autopayMandates.id, m.id))
    } else if ((token.status === 'cancelled' || token.status === 'cancellation_initiated') && (m.status === 'pending' || m.status === 'active')) {
      await endMandate(tx, m.id, now)
    }
  })
}

/** The mandate cancelled; debits announced but not begun are not made. */
async function endMandate(tx: Db, mandateId: number, now: Date): Promise<void> {
  await tx.update(autopayMandates).set({ status: 'cancelled', cancelledAt: now, updatedAt: now }).where(eq(autopayMandates.id, mandateId))
  await tx.update(autopayDebits).set({ state: 'skipped', updatedAt: now }).where(and(eq(autopayDebits.mandateId, mandateId), eq(autopayDebits.state, 'notified')))
}

/**
 * Asks the gateway how a pending mandate's authorisation went: a payment with a token → the token's state; only
 * failed payments → the mandate failed (the tenant sets it up again).
 */
export async function refreshMandate(deps: PaymentsDeps, m: Mandate): Promise<void> {
  if (m.status !== 'pending' || m.gatewayOrderId === null || m.gatewayCustomerId === null) return
  const found = await deps.gateway.orderPayments(m.gatewayOrderId)
  const withToken = found.find((p) => p.tokenId && p.status !== 'failed')
  if (withToken?.tokenId) {
    await applyToken(deps.db, m.id, await deps.gateway.fetchToken(m.gatewayCustomerId, withToken.tokenId), deps.now())
    return
  }
  if (found.length > 0 && found.every((p) => p.status === 'failed')) {
    await deps.db.update(autopayMandates).set({ status: 'failed', updatedAt: deps.now() }).where(and(eq(autopayMandates.id, m.id), eq(autopayMandates.status, 'pending')))
  }
}

/** A webhook about a mandate: its token's news, or its authorisation payment's (the payment tells the token). */
export async function applyAutopayEvent(deps: PaymentsDeps, event: string, payload: Record<string, unknown>): Promise<void> {
  if (event.startsWith('token.')) {
    const token = deps.gateway.tokenInWebhook(payload)
    if (!token) return
    const [m] = await deps.db.select().from(autopayMandates).where(eq(autopayMandates.gatewayTokenId, token.id))
    if (m) await applyToken(deps.db, m.id, token, deps.now())
    return
  }
  const payment = deps.gateway.paymentInWebhook(payload)
  if (!payment) return
  const [m] = await deps.db.select().from(autopayMandates).where(eq(autopayMandates.gatewayOrderId, payment.orderId))
  if (m) await refreshMandate(deps, m)
}

/** The checkout came back (its callback): the mandate as the gateway now has it; whether it was approved. */
export async function mandateAfterCheckout(deps: PaymentsDeps, gatewayOrderId: string): Promise<boolean> {
  const [m] = await deps.db.select().from(autopayMandates).where(eq(autopayMandates.gatewayOrderId, gatewayOrderId))
  if (!m) return false
  await refreshMandate(deps, m).catch((error: unknown) => deps.log.warn({ err: error instanceof Error ? error.message : error }, 'autopay: the gateway did not say; the money job asks again'))
  const [after] = await deps.db.select({ status: autopayMandates.status }).from(autopayMandates).where(eq(autopayMandates.id, m.id))
  return after?.status === 'active' || after?.status === 'pending'
}

/**
 * cancelAutopay: the mandate cancelled at the gateway, then here (no debit after it, not even one announced).
 * Asked again, or with nothing to cancel, it answers the same.
 */
export async function cancelAutopay(deps: PaymentsDeps, leadId: number, bookingId: number): Promise<Autopay> {
  await bookingOfLead(deps.db, leadId, bookingId)
  const [live] = await deps.db.select().from(autopayMandates)
    .where(and(eq(autopayMandates.bookingId, bookingId), inArray(autopayMandates.status, ['pending', 'active'])))
  if (live?.gatewayTokenId && live.gatewayCustomerId) {
    const { gatewayCustomerId: customerId, gatewayTokenId: tokenId } = live
    try {
      await deps.gateway.cancelToken(customerId, tokenId)
    } catch (error) {
      // refused: perhaps cancelled already (in the tenant's UPI app); the token's own state decides
      if (!(error instanceof GatewayError && error.kind === 'refused')) unavailable(deps, error)
      const token = await deps.gateway.fetchToken(customerId, tokenId).catch((e: unknown) => unavailable(deps, e))
      if (token.status !== 'cancelled' && token.status !== 'cancellation_initiated') unavailable(deps, error)
    }
  }
  if (live) {
    await deps.db.transaction(async (tx) => {
      const [m] = await tx.select().from(autopayMandates).where(eq(autopayMandates.id, live.id)).for('update')
      if (m?.status === 'pending' || m?.status === 'active') await endMandate(tx, m.id, deps.now())
    })
  }
  return readAutopay(deps.db, bookingId, deps.now())
}
