import { and, asc, eq, lte } from 'drizzle-orm'
import type { z } from 'zod'
import { addDays, todayInIndia } from '@basera/contract/dates'
import { formatRupees } from '@basera/contract/india-text'
import { REFUND_DAYS, SETTLEMENT_ANSWER_DAYS, type Deduction, type DepositSettlement, type RecordDepositRefundBody, type ReviseSettlementBody, type SettleDepositBody } from '@basera/contract/leaving'
import { messages } from '@basera/contract/messages'
import type { Db } from '../../db/client.ts'
import { properties } from '../../db/schema.ts'
import { bookings, tenants } from '../../db/schema-activity.ts'
import { depositSettlements } from '../../db/schema-leaving.ts'
import { rentDues } from '../../db/schema-money.ts'
import { AppError } from '../../lib/errors.ts'
import type { SignedInOperator } from '../../plugins/auth.ts'
import { transition } from '../booking/transition.ts'
import { entriesFor, post } from '../money/ledger.ts'
import { queueAction } from '../money/token.ts'
import { authorize } from '../operator-access/policy.ts'
import { receiptNumber } from '../dues/dues-service.ts'
import { withdrawReminders } from '../dues/tell.ts'
import { assertMaySettle } from './may-settle.ts'
import { checkDeductionPhotos } from './photos.ts'
import { tellRefunded, tellSettled, tellAnswered } from './tell.ts'

// The deposit at move-out (PRODUCT.md "Leaving"): the operator settles it (itemised deductions, unpaid dues among
// them; the booking moves out), the tenant accepts or disputes, and the refund starts on acceptance or by itself
// SETTLEMENT_ANSWER_DAYS after the proposal. Online deposits are refunded through the gateway (a money action with
// its idempotency key, money-actions.ts); offline ones are paid back by the owner, who records it. The refund is
// due REFUND_DAYS after the move-out: past that and not processed, it is overdue on both sides.

export type SettlementRow = typeof depositSettlements.$inferSelect
const DAY_MS = 86_400_000

interface Names { propertyName: string; tenantName: string }

export function settlementAnswer(s: SettlementRow, n: Names, now: Date): DepositSettlement {
  return {
    bookingId: s.bookingId, property_name: n.propertyName, tenant_name: n.tenantName, deposit: s.deposit, deductions: s.deductions,
    refund_amount: s.refundAmount, move_out_date: s.moveOutDate, refund_due_by: s.refundDueBy, refund_status: s.refundStatus, refund_via: s.refundVia,
    status: s.status, overdue: s.refundStatus !== 'processed' && todayInIndia(now) > s.refundDueBy, dispute_reason: s.disputeReason,
    proposed_at: s.proposedAt.toISOString(), responded_at: s.respondedAt?.toISOString() ?? null, revised_at: s.revisedAt?.toISOString() ?? null,
    auto_accept_on: s.status === 'proposed' ? todayInIndia(new Date(s.proposedAt.getTime() + SETTLEMENT_ANSWER_DAYS * DAY_MS)) : null,
    refunded_at: s.refundedAt?.toISOString() ?? null, refund_utr: s.refundUtr,
  }
}

async function namesOf(db: Db, bookingId: number): Promise<Names & { leadId: number; propertyId: number; ownerId: number }> {
  const [row] = await db.select({ propertyName: properties.name, tenantName: tenants.fullName, leadId: tenants.leadId, propertyId: bookings.propertyId, ownerId: properties.ownerOperatorId })
    .from(bookings).innerJoin(tenants, eq(tenants.id, bookings.tenantId)).innerJoin(properties, eq(properties.id, bookings.propertyId)).where(eq(bookings.id, bookingId))
  if (!row) throw new AppError(404, messages.bookingNotFound)
  return { ...row, ownerId: row.ownerId ?? 0 }
}

/**
 * The deposit the owner holds for a booking, and how it came: with the first due (its `deposit` line), paid online
 * (refunded through the gateway) or offline; nothing while that due is unpaid. A stay whose dues began without a
 * deposit line paid it before the app kept dues: the booking's amount, paid back offline.
 */
export async function depositHeld(db: Db, b: { id: number; securityDepositAmount: number }): Promise<{ deposit: number; via: 'gateway' | 'offline'; paymentId: string | null }> {
  const dues = await db.select().from(rentDues).where(eq(rentDues.bookingId, b.id)).orderBy(asc(rentDues.periodStart))
  const withDeposit = dues.find((d) => d.lines.some((l) => l.kind === 'deposit'))
  if (!withDeposit) return { deposit: b.securityDepositAmount, via: 'offline', paymentId: null }
  if (withDeposit.status !== 'paid') return { deposit: 0, via: 'offline', paymentId: null }
  const deposit = withDeposit.lines.filter((l) => l.kind === 'deposit').reduce((sum, l) => sum + l.amount, 0)
  return withDeposit.gatewayPaymentId ? { deposit, via: 'gateway', paymentId: withDeposit.gatewayPaymentId } : { deposit, via: 'offline', paymentId: null }
}

/** A deduction for an unpaid due must be an open due of this stay, for its whole amount, once. */
async function checkDueDeductions(tx: Db, bookingId: number, deductions: readonly { amount: number; due_id?: number | undefined }[]): Promise<void> {
  const asked = deductions.filter((d) => d.due_id !== undefined)
  if (new Set(asked.map((d) => d.due_id)).size !== asked.length) throw new AppError(400, messages.deductionDueInvalid)
  for (const d of asked) {
    const [due] = await tx.select({ status: rentDues.status, total: rentDues.total }).from(rentDues).where(and(eq(rentDues.id, d.due_id ?? 0), eq(rentDues.bookingId, bookingId)))
    if (due?.status !== 'open' || due.total !== d.amount) throw new AppError(400, messages.deductionDueInvalid)
  }
}

/** A settlement's deductions as asked, checked: together at most the deposit, dues open and whole, photos of this booking. */
async function checkedDeductions(tx: Db, bookingId: number, deposit: number, asked: z.output<typeof SettleDepositBody>['deductions']): Promise<{ deductions: Deduction[]; refund: number; deducted: number }> {
  const deducted = asked.reduce((sum, d) => sum + d.amount, 0)
  if (deducted > deposit) throw new AppError(400, messages.deductionsAboveDeposit(formatRupees(deposit)))
  await checkDueDeductions(tx, bookingId, asked)
  await checkDeductionPhotos(tx, bookingId, asked.map((d) => d.photo))
  const deductions = asked.map((d) => ({ amount: d.amount, reason: d.reason, photo: d.photo ?? null, due_id: d.due_id ?? null }))
  return { deductions, refund: deposit - deducted, deducted }
}

/**
 * settleDeposit (owners, admins, the property's managers; 404 for another property's operator): the booking moves
 * out, the settlement is proposed to the tenant. 400 for deductions above the deposit or a bad move-out date; 409
 * when already settled or the tenant never moved in.
 */
export async function settleDeposit(db: Db, operator: SignedInOperator, body: z.output<typeof SettleDepositBody>, now: Date): Promise<DepositSettlement> {
  await assertMaySettle(db, operator, body.bookingId, messages.bookingNotFound)
  const names = await namesOf(db, body.bookingId)
  const made = await db.transaction(async (tx) => {
    const [b] = await tx.select().from(bookings).where(eq(bookings.id, body.bookingId)).for('update')
    if (!b) throw new AppError(404, messages.bookingNotFound)
    const [existing] = await tx.select({ id: depositSettlements.id }).from(depositSettlements).where(eq(depositSettlements.bookingId, b.id))
    if (existing) throw new AppError(409, messages.settlementExists)
    if (b.status !== 'moved_in') throw new AppError(409, messages.settlementNotMovedIn)
    const today = todayInIndia(now)
    const moveOut = body.move_out_date ?? today
    if (moveOut > today || (b.moveInDate !== null && moveOut < b.moveInDate)) throw new AppError(400, messages.moveOutDateInvalid)
    const held = await depositHeld(tx, b)
    const { deductions, refund, deducted } = await checkedDeductions(tx, b.id, held.deposit, body.deductions)
    await transition(tx, b, 'move_out', { now, operatorId: operator.id })
    const [row] = await tx.insert(depositSettlements).values({
      bookingId: b.id, deposit: held.deposit, deductions, refundAmount: refund, moveOutDate: moveOut, refundDueBy: addDays(moveOut, REFUND_DAYS),
      refundVia: held.via, gatewayPaymentId: held.paymentId, proposedAt: now, settledBy: operator.id, createdAt: now,
    }).returning()
    if (!row) throw new Error(`settlement of booking ${b.id} not written`)
    await tellSettled(tx, { leadId: names.leadId, bookingId: b.id, propertyName: names.propertyName, refund, deducted, at: now })
    return row
  })
  return settlementAnswer(made, names, now)
}

/**
 * reviseDepositSettlement (whoever may settle): a settlement the tenant disputed gets new deductions, checked as at
 * settling, and is proposed again; the tenant has SETTLEMENT_ANSWER_DAYS from now to answer, and is told. The dispute
 * it answers stays on it. 409 unless it is disputed; 404 for another property's operator or no settlement.
 */
export async function reviseSettlement(db: Db, operator: SignedInOperator, body: z.output<typeof ReviseSettlementBody>, now: Date): Promise<DepositSettlement> {
  await assertMaySettle(db, operator, body.bookingId, messages.settlementNotFound)
  const names = await namesOf(db, body.bookingId)
  const revised = await db.transaction(async (tx) => {
    const [s] = await tx.select().from(depositSettlements).where(eq(depositSettlements.bookingId, body.bookingId)).for('update')
    if (!s) throw new AppError(404, messages.settlementNotFound)
    if (s.status !== 'disputed') throw new AppError(409, messages.settlementNotDisputed)
    const { deductions, refund, deducted } = await checkedDeductions(tx, s.bookingId, s.deposit, body.deductions)
    const [row] = await tx.update(depositSettlements).set({
      deductions, refundAmount: refund, status: 'proposed', proposedAt: now, respondedAt: null, revisedAt: now, settledBy: operator.id,
    }).where(eq(depositSettlements.id, s.id)).returning()
    if (!row) throw new Error(`settlement of booking ${s.bookingId} not revised`)
    await tellSettled(tx, { leadId: names.leadId, bookingId: s.bookingId, propertyName: names.propertyName, refund, deducted, at: now, revised: true })
    return row
  })
  return settlementAnswer(revised, names, now)
}

/**
 * The refund starts (the tenant accepted, or did not answer in time), in the caller's transaction with the row
 * locked: the part kept is recorded in the ledger; nothing to refund is done at once; online, the gateway's refund
 * is queued (its idempotency key is the settlement's); offline, it waits for the owner to record it.
 */
async function startRefund(tx: Db, s: SettlementRow, now: Date): Promise<SettlementRow> {
  const n = await namesOf(tx, s.bookingId)
  const deducted = s.deposit - s.refundAmount
  // an unpaid due deducted is paid from the deposit now: no longer late, no more reminders, a receipt like any other
  for (const d of s.deductions) {
    if (d.due_id === null) continue
    const [due] = await tx.select().from(rentDues).where(and(eq(rentDues.id, d.due_id), eq(rentDues.status, 'open'))).for('update')
    if (!due) continue
    await tx.update(rentDues).set({ status: 'paid', paidVia: 'deposit', paidAt: now, recordedBy: s.settledBy, receiptNo: receiptNumber(due) }).where(eq(rentDues.id, due.id))
    await withdrawReminders(tx, due.id)
  }
  if (deducted > 0) {
    await post(tx, { id: `deposit_deducted:booking-${s.bookingId}`, kind: 'deposit_deducted', bookingId: s.bookingId, at: now }, entriesFor('deposit_deducted', deducted * 100, n))
  }
  if (s.refundAmount === 0) {
    const [done] = await tx.update(depositSettlements).set({ status: 'refunded', refundStatus: 'processed', refundStartedAt: now, refundedAt: now })
      .where(eq(depositSettlements.id, s.id)).returning()
    return done ?? s
  }
  if (s.refundVia === 'gateway' && s.gatewayPaymentId) {
    await queueAction(tx, { bookingId: s.bookingId, kind: 'deposit_refund', amountPaise: s.refundAmount * 100, gatewayPaymentId: s.gatewayPaymentId, reason: `deposit-${s.id}`, at: now })
  }
  const [started] = await tx.update(depositSettlements).set({ status: 'accepted', refundStatus: 'pending', refundStartedAt: now }).where(eq(depositSettlements.id, s.id)).returning()
  return started ?? s
}

async function lockedOfLead(tx: Db, leadId: number, bookingId: number): Promise<SettlementRow> {
  const [row] = await tx.select({ s: depositSettlements, leadId: tenants.leadId }).from(depositSettlements).innerJoin(bookings, eq(bookings.id, depositSettlements.bookingId))
    .innerJoin(tenants, eq(tenants.id, bookings.tenantId)).where(eq(depositSettlements.bookingId, bookingId))
  if (row?.leadId !== leadId) throw new AppError(404, messages.settlementNotFound)
  const [locked] = await tx.select().from(depositSettlements).where(eq(depositSettlements.id, row.s.id)).for('update')
  if (!locked) throw new AppError(404, messages.settlementNotFound)
  return locked
}

export async function leadSettlement(db: Db, leadId: number, bookingId: number, now: Date): Promise<DepositSettlement> {
  const [row] = await db.select({ s: depositSettlements, leadId: tenants.leadId }).from(depositSettlements).innerJoin(bookings, eq(bookings.id, depositSettlements.bookingId))
    .innerJoin(tenants, eq(tenants.id, bookings.tenantId)).where(eq(depositSettlements.bookingId, bookingId))
  if (row?.leadId !== leadId) throw new AppError(404, messages.settlementNotFound)
  return settlementAnswer(row.s, await namesOf(db, bookingId), now)
}

/** respondToSettlement: accept (the refund starts) or dispute with a reason (it stays open, disputed); once. */
export async function respondToSettlement(db: Db, leadId: number, body: { bookingId: number; decision: 'accept' | 'dispute'; reason?: string | undefined }, now: Date): Promise<DepositSettlement> {
  const names = await namesOf(db, body.bookingId).catch(() => { throw new AppError(404, messages.settlementNotFound) })
  const row = await db.transaction(async (tx) => {
    const s = await lockedOfLead(tx, leadId, body.bookingId)
    if (s.status !== 'proposed') throw new AppError(409, messages.settlementAlreadyAnswered)
    if (body.decision === 'dispute') {
      const [disputed] = await tx.update(depositSettlements).set({ status: 'disputed', disputeReason: body.reason ?? '', respondedAt: now }).where(eq(depositSettlements.id, s.id)).returning()
      await tellAnswered(tx, { propertyId: names.propertyId, bookingId: s.bookingId, propertyName: names.propertyName, tenantName: names.tenantName, refund: s.refundAmount, reason: body.reason ?? '', at: now })
      return disputed ?? s
    }
    await tx.update(depositSettlements).set({ respondedAt: now }).where(eq(depositSettlements.id, s.id))
    const started = await startRefund(tx, { ...s, respondedAt: now }, now)
    await tellAnswered(tx, { propertyId: names.propertyId, bookingId: s.bookingId, propertyName: names.propertyName, tenantName: names.tenantName, refund: s.refundAmount, reason: null, at: now })
    if (started.refundStatus === 'processed') await tellRefunded(tx, { leadId: names.leadId, bookingId: s.bookingId, propertyName: names.propertyName, amount: started.refundAmount, at: now })
    return started
  })
  return settlementAnswer(row, names, now)
}

/** The money job: settlements unanswered for SETTLEMENT_ANSWER_DAYS start their refund, each claimed (skip locked) so instances never share one. */
export async function startUnansweredRefunds(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - SETTLEMENT_ANSWER_DAYS * DAY_MS)
  let started = 0
  for (let i = 0; i < 50; i++) {
    const moved = await db.transaction(async (tx) => {
      const [s] = await tx.select().from(depositSettlements).where(and(eq(depositSettlements.status, 'proposed'), lte(depositSettlements.proposedAt, cutoff)))
        .orderBy(asc(depositSettlements.proposedAt)).limit(1).for('update', { skipLocked: true })
      if (!s) return false
      const done = await startRefund(tx, s, now)
      if (done.refundStatus === 'processed') {
        const n = await namesOf(tx, s.bookingId)
        await tellRefunded(tx, { leadId: n.leadId, bookingId: s.bookingId, propertyName: n.propertyName, amount: done.refundAmount, at: now })
      }
      return true
    })
    if (!moved) break
    started++
  }
  return started
}

/**
 * The gateway refunded the deposit (money-actions.ts, in the transaction that posts it to the ledger): processed,
 * and the tenant is told. A refund the gateway refused marks it failed for a person to look at.
 */
export async function depositRefundDone(tx: Db, bookingId: number, outcome: 'processed' | 'failed', now: Date): Promise<void> {
  const [s] = await tx.update(depositSettlements).set(outcome === 'processed' ? { status: 'refunded', refundStatus: 'processed', refundedAt: now } : { refundStatus: 'failed' })
    .where(eq(depositSettlements.bookingId, bookingId)).returning()
  if (!s || outcome !== 'processed') return
  const n = await namesOf(tx, bookingId)
  await tellRefunded(tx, { leadId: n.leadId, bookingId, propertyName: n.propertyName, amount: s.refundAmount, at: now })
}

/** recordDepositRefund: the owner paid an offline deposit back (cash, or UPI with its UTR) after the refund started. */
export async function recordDepositRefund(db: Db, operator: SignedInOperator, body: z.output<typeof RecordDepositRefundBody>, now: Date): Promise<DepositSettlement> {
  const [found] = await db.select({ propertyId: bookings.propertyId }).from(bookings).where(eq(bookings.id, body.bookingId))
  if (!found) throw new AppError(404, messages.settlementNotFound)
  await authorize(db, operator, found.propertyId, 'decide', messages.settlementNotFound)
  const names = await namesOf(db, body.bookingId)
  const row = await db.transaction(async (tx) => {
    const [s] = await tx.select().from(depositSettlements).where(eq(depositSettlements.bookingId, body.bookingId)).for('update')
    if (!s) throw new AppError(404, messages.settlementNotFound)
    if (s.refundStatus === 'processed') throw new AppError(409, messages.depositAlreadyRefunded)
    if (s.refundVia !== 'offline') throw new AppError(409, messages.depositRefundNotOffline)
    if (s.refundStatus !== 'pending') throw new AppError(409, messages.depositRefundNotStarted)
    await post(tx, { id: `deposit_refunded:booking-${s.bookingId}`, kind: 'deposit_refunded', bookingId: s.bookingId, gatewayRef: body.utr ?? null, at: now },
      entriesFor('deposit_refunded', s.refundAmount * 100, names))
    const [done] = await tx.update(depositSettlements).set({ status: 'refunded', refundStatus: 'processed', refundedAt: now, refundUtr: body.utr ?? null })
      .where(eq(depositSettlements.id, s.id)).returning()
    await tellRefunded(tx, { leadId: names.leadId, bookingId: s.bookingId, propertyName: names.propertyName, amount: s.refundAmount, at: now })
    return done ?? s
  })
  return settlementAnswer(row, names, now)
}
