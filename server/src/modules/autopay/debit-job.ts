import { and, eq, lte, sql } from 'drizzle-orm'
import { addDays, todayInIndia } from '@basera/contract/dates'
import { QUIET_HOURS_IST } from '@basera/contract/notify'
import { rowsOf, type Db } from '../../db/client.ts'
import { autopayDebits, autopayMandates, paymentOrders } from '../../db/schema-money.ts'
import type { PaymentsDeps } from '../payments/deps.ts'
import { GatewayError } from '../payments/gateway.ts'
import { recordPayment } from '../payments/settle.ts'
import { refreshMandate } from './mandate-service.ts'
import { tellAutopay, type AutopayFacts } from './tell.ts'

// AutoPay's part of the money job (safe on many instances: each step is claimed by a row first):
// 1. mandates still pending: the gateway is asked how the approval went (a lost webhook);
// 2. the pre-debit notice, 24 hours before a due's date (the due exists 3 days ahead): one autopay_debits row per
//    due, written with the notification, so it is sent once; a due above the mandate's maximum is told instead;
// 3. on the date, and at least 24 hours after its notice, the debit: the row moves notified → debiting (one instance
//    wins), then one gateway order per due (its receipt) and a recurring payment on it, never a second payment of
//    an order that has one. The captured payment is settle.ts's, exactly as a checkout's: the due paid with
//    paid_via 'upi', its receipt, the rent on to the owner; a due paid by hand meanwhile is not debited, and a
//    debit that lands on a due paid meanwhile goes back (creditDuePayment). A failed debit tells the tenant and
//    leaves the due open to pay by hand.

const BATCH = 50
const DAY_MS = 86_400_000

interface DueToNotify { due_id: number | string; booking_id: number | string; mandate_id: number | string; max_amount: number | string; total: number | string; due_date: string; lead_id: number | string; name: string }

async function factsOfDue(db: Db, dueId: number): Promise<(AutopayFacts & { customerId: string | null; tokenId: string | null; mandateStatus: string; dueStatus: string; email: string; phone: string }) | null> {
  const [row] = await rowsOf<{
    lead_id: number | string; booking_id: number | string; name: string; amount: number | string; debit_on: string; max_amount: number | string; customer_id: string | null
    token_id: string | null; mandate_status: string; due_status: string; email: string; phone: string
  }>(db, sql`
    select t.lead_id, b.id as booking_id, p.name, a.amount, a.debit_on::text as debit_on, m.max_amount, m.gateway_customer_id as customer_id, m.gateway_token_id as token_id,
      m.status as mandate_status, d.status as due_status, t.email, l.phone_number as phone
    from autopay_debits a join autopay_mandates m on m.id = a.mandate_id join rent_dues d on d.id = a.due_id join bookings b on b.id = d.booking_id
    join tenants t on t.id = b.tenant_id join leads l on l.id = t.lead_id join properties p on p.id = b.property_id
    where a.due_id = ${dueId}`)
  if (!row) return null
  return {
    leadId: Number(row.lead_id), bookingId: Number(row.booking_id), dueId, propertyName: row.name, amount: Number(row.amount), date: row.debit_on, maxAmount: Number(row.max_amount),
    customerId: row.customer_id, tokenId: row.token_id, mandateStatus: row.mandate_status, dueStatus: row.due_status, email: row.email, phone: row.phone,
  }
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000
const quietNow = (now: Date) => {
  const hour = new Date(now.getTime() + IST_OFFSET_MS).getUTCHours()
  return hour >= QUIET_HOURS_IST.from || hour < QUIET_HOURS_IST.to
}

/**
 * Step 2: the notice of each open due of an active mandate whose date is today or tomorrow (India), once. Never in
 * quiet hours: the notice waits for the morning, so its SMS goes with it and the 24 hours run from when it is read.
 */
async function sendPreDebitNotices(db: Db, now: Date): Promise<number> {
  if (quietNow(now)) return 0
  const today = todayInIndia(now)
  const dues = await rowsOf<DueToNotify>(db, sql`
    select d.id as due_id, d.booking_id, m.id as mandate_id, m.max_amount, d.total, d.due_date::text as due_date, t.lead_id, p.name
    from rent_dues d join autopay_mandates m on m.booking_id = d.booking_id and m.status = 'active'
      join bookings b on b.id = d.booking_id join tenants t on t.id = b.tenant_id join properties p on p.id = b.property_id
    where d.status = 'open' and d.total > 0 and d.due_date between ${today} and ${addDays(today, 1)}
      and not exists (select 1 from autopay_debits a where a.due_id = d.id)
    order by d.due_date, d.id limit ${BATCH}`)
  let sent = 0
  for (const due of dues) {
    const amount = Number(due.total)
    const maxAmount = Number(due.max_amount)
    // 24 hours after now, at the earliest, and never before the due's own date
    const tomorrow = todayInIndia(new Date(now.getTime() + DAY_MS))
    const debitOn = due.due_date > tomorrow ? due.due_date : tomorrow
    const state = amount > maxAmount ? 'over_limit' as const : 'notified' as const
    const told = await db.transaction(async (tx) => {
      const [claimed] = await tx.insert(autopayDebits).values({
        dueId: Number(due.due_id), mandateId: Number(due.mandate_id), amount, debitOn: state === 'over_limit' ? due.due_date : debitOn, state, notifiedAt: now, updatedAt: now,
      }).onConflictDoNothing().returning({ dueId: autopayDebits.dueId })
      if (!claimed) return false
      const facts = { leadId: Number(due.lead_id), bookingId: Number(due.booking_id), dueId: Number(due.due_id), propertyName: due.name, amount, maxAmount }
      await tellAutopay(tx, state === 'over_limit' ? 'over_limit' : 'notice', { ...facts, date: state === 'over_limit' ? due.due_date : debitOn }, now)
      return true
    })
    if (told) sent++
  }
  return sent
}

const receiptOf = (dueId: number) => `basera-autopay-due-${dueId}`

async function finish(deps: PaymentsDeps, dueId: number, state: 'captured' | 'failed' | 'skipped', fields: { paymentId?: string; error?: string } = {}): Promise<void> {
  const now = deps.now()
  await deps.db.transaction(async (tx) => {
    const [moved] = await tx.update(autopayDebits).set({ state, gatewayPaymentId: fields.paymentId ?? null, error: fields.error?.slice(0, 500) ?? null, updatedAt: now })
      .where(and(eq(autopayDebits.dueId, dueId), eq(autopayDebits.state, 'debiting'))).returning({ dueId: autopayDebits.dueId })
    if (!moved || state !== 'failed') return
    const facts = await factsOfDue(tx, dueId)
    if (facts) await tellAutopay(tx, 'failed', facts, now)
  })
}

/**
 * One debit this instance holds (the row is `debiting`): the due's order at the gateway (found again by its
 * receipt), the payment on it if there is one already, else a new recurring payment; then what the gateway says.
 */
async function debit(deps: PaymentsDeps, dueId: number): Promise<void> {
  const facts = await factsOfDue(deps.db, dueId)
  if (!facts) return
  const now = deps.now()
  const receipt = receiptOf(dueId)
  const [existing] = await deps.db.select().from(paymentOrders).where(eq(paymentOrders.receipt, receipt))
  if (!existing && (facts.dueStatus === 'paid' || facts.mandateStatus !== 'active' || !facts.tokenId || !facts.customerId)) {
    // paid by hand meanwhile, or the mandate ended: nothing is asked of the gateway
    await finish(deps, dueId, 'skipped')
    return
  }
  const order = existing ?? (await deps.db.insert(paymentOrders).values({ bookingId: facts.bookingId, dueId, receipt, amountPaise: facts.amount * 100, state: 'unknown', createdAt: now, updatedAt: now })
    .onConflictDoNothing().returning())[0]
  if (!order) return
  try {
    let gatewayOrderId = order.gatewayOrderId
    if (gatewayOrderId === null) {
      const made = (await deps.gateway.findOrderByReceipt(receipt)) ?? await deps.gateway.createOrder({
        amountPaise: order.amountPaise, currency: 'INR', receipt, notes: { booking_id: String(facts.bookingId), due_id: String(dueId), autopay: '1' },
      })
      gatewayOrderId = made.id
      await deps.db.update(paymentOrders).set({ gatewayOrderId, state: 'created', updatedAt: now }).where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.state, 'unknown')))
    }
    // the order's payment, if an earlier try made one whose answer was lost: never a second
    let payments = await deps.gateway.orderPayments(gatewayOrderId)
    if (payments.length === 0) {
      const [current] = await deps.db.select({ status: autopayMandates.status }).from(autopayMandates).innerJoin(autopayDebits, eq(autopayDebits.mandateId, autopayMandates.id))
        .where(eq(autopayDebits.dueId, dueId))
      const [due] = await rowsOf<{ status: string }>(deps.db, sql`select status from rent_dues where id = ${dueId}`)
      if (current?.status !== 'active' || due?.status === 'paid') {
        await finish(deps, dueId, 'skipped')
        return
      }
      const made = await deps.gateway.createRecurringPayment({
        orderId: gatewayOrderId, customerId: facts.customerId ?? '', tokenId: facts.tokenId ?? '', amountPaise: order.amountPaise, email: facts.email || `lead-${facts.leadId}@basera.invalid`,
        contact: facts.phone, description: `Rent for ${facts.propertyName}`, notes: { booking_id: String(facts.bookingId), due_id: String(dueId) },
      })
      payments = [await deps.gateway.fetchPayment(made.paymentId)]
    }
    let outcome: 'captured' | 'failed' | 'pending' = 'pending'
    let last = payments[0]
    for (const p of payments) {
      const recorded = await recordPayment(deps, p, now)
      if (recorded.outcome === 'captured') { outcome = 'captured'; last = p } else if (recorded.outcome === 'failed' && outcome === 'pending') { outcome = 'failed'; last = p }
    }
    if (outcome === 'captured') {
      deps.kick()
      await finish(deps, dueId, 'captured', { paymentId: last?.id })
    } else if (outcome === 'failed') {
      await finish(deps, dueId, 'failed', { paymentId: last?.id, error: last?.errorDescription ?? 'failed' })
    } else if (last) {
      await deps.db.update(autopayDebits).set({ gatewayPaymentId: last.id, updatedAt: now }).where(eq(autopayDebits.dueId, dueId))
    }
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error
    deps.metrics.gatewayErrors.inc({ kind: error.kind })
    // refused (the token cancelled in the tenant's UPI app, above its maximum): the tenant pays by hand; unanswered: the next run asks again
    if (error.kind === 'refused') await finish(deps, dueId, 'failed', { error: error.message })
    else await deps.db.update(autopayDebits).set({ error: error.message.slice(0, 500), updatedAt: now }).where(eq(autopayDebits.dueId, dueId))
  }
}

/** Step 3: claims the debits whose day has come, 24 hours after their notice, and those an earlier run left unsure. */
async function runDebits(deps: PaymentsDeps, now: Date): Promise<number> {
  const today = todayInIndia(now)
  const noticeBy = new Date(now.getTime() - DAY_MS).toISOString()
  const retryBefore = new Date(now.getTime() - deps.config.reconcileMs).toISOString()
  const claimed = await rowsOf<{ due_id: number | string }>(deps.db, sql`
    update autopay_debits set state = 'debiting', attempted_at = ${now.toISOString()}, updated_at = ${now.toISOString()}
    where due_id in (
      select a.due_id from autopay_debits a join autopay_mandates m on m.id = a.mandate_id
      where (a.state = 'notified' and m.status = 'active' and a.debit_on <= ${today} and a.notified_at <= ${noticeBy})
         or (a.state = 'debiting' and a.attempted_at <= ${retryBefore})
      order by a.debit_on limit ${BATCH} for update of a skip locked)
    returning due_id`)
  for (const row of claimed) await debit(deps, Number(row.due_id))
  return claimed.length
}

/** AutoPay's whole part of one money job run. */
export async function runAutopay(deps: PaymentsDeps): Promise<void> {
  const now = deps.now()
  const pendingBefore = new Date(now.getTime() - deps.config.reconcileMs)
  const pending = await deps.db.select().from(autopayMandates)
    .where(and(eq(autopayMandates.status, 'pending'), lte(autopayMandates.createdAt, pendingBefore))).limit(BATCH)
  for (const m of pending) await refreshMandate(deps, m)
  await sendPreDebitNotices(deps.db, now)
  await runDebits(deps, now)
}
