import { and, eq, inArray, sql } from 'drizzle-orm'
import { rowsOf } from '../../db/client.ts'
import { properties } from '../../db/schema.ts'
import { bookings, tenants } from '../../db/schema-activity.ts'
import { moneyActions, payoutAccounts } from '../../db/schema-money.ts'
import { entriesFor, post } from '../money/ledger.ts'
import { depositRefundDone } from '../leaving/settlement.ts'
import type { PaymentsDeps } from './deps.ts'
import { GatewayError, type GatewayTransfer } from './gateway.ts'

// Carries out at the gateway what a booking's change queued (money/token.ts): the token's transfer to the owner's
// linked account on hold, a refund, a release. In order per booking (a refund waits for the transfer it reverses),
// each claimed for a while so two instances never run the same one, each with its idempotency key so a retry
// after a crash or a timeout never pays twice. Done: the ledger records it. Refused by the gateway: it stops and
// waits for a person (basera_money_actions_failed_total); unanswered: tried again at the next run.

type Action = typeof moneyActions.$inferSelect

const CLAIM_MS = 60_000
const BATCH = 20

/** Claims the next actions whose booking has nothing earlier left undone. */
async function claim(deps: PaymentsDeps, now: Date): Promise<Action[]> {
  const until = new Date(now.getTime() + CLAIM_MS)
  return rowsOf<Action>(deps.db, sql`
    update money_actions set claimed_until = ${until.toISOString()}, attempts = attempts + 1
    where id in (
      select a.id from money_actions a
      where a.state = 'pending' and (a.claimed_until is null or a.claimed_until < ${now.toISOString()})
        and not exists (select 1 from money_actions e where e.booking_id = a.booking_id and e.state <> 'done' and e.id < a.id)
      order by a.id limit ${BATCH} for update skip locked)
    returning id, booking_id as "bookingId", kind, amount_paise as "amountPaise", gateway_payment_id as "gatewayPaymentId",
      idempotency_key as "idempotencyKey", reason, state, gateway_ref as "gatewayRef", attempts, last_error as "lastError",
      created_at as "createdAt", done_at as "doneAt", claimed_until as "claimedUntil"`)
}

interface Parties { leadId: number; ownerId: number; ownerAccountId: string | null }

async function partiesOf(deps: PaymentsDeps, bookingId: number): Promise<Parties> {
  const [row] = await deps.db.select({ leadId: tenants.leadId, ownerId: properties.ownerOperatorId, ownerAccountId: payoutAccounts.gatewayAccountId })
    .from(bookings).innerJoin(tenants, eq(tenants.id, bookings.tenantId)).innerJoin(properties, eq(properties.id, bookings.propertyId))
    .leftJoin(payoutAccounts, eq(payoutAccounts.operatorId, properties.ownerOperatorId)).where(eq(bookings.id, bookingId))
  if (!row) throw new Error(`booking ${bookingId} has no tenant or property`)
  return { leadId: row.leadId, ownerId: row.ownerId ?? 0, ownerAccountId: row.ownerAccountId }
}

/** The transfer this booking's token went to the owner with (a done `transfer` action), if any. */
async function doneTransferOf(deps: PaymentsDeps, a: Action): Promise<string | null> {
  const [row] = await deps.db.select({ ref: moneyActions.gatewayRef }).from(moneyActions)
    .where(and(eq(moneyActions.bookingId, a.bookingId), eq(moneyActions.gatewayPaymentId, a.gatewayPaymentId), eq(moneyActions.kind, 'transfer'), eq(moneyActions.state, 'done')))
  return row?.ref ?? null
}

/** The gateway's transfer made with this action's key, if an earlier try made it before its answer was lost. */
async function existingTransfer(deps: PaymentsDeps, a: Action): Promise<GatewayTransfer | null> {
  const transfers = await deps.gateway.paymentTransfers(a.gatewayPaymentId)
  return transfers.find((t) => t.notes.idempotency_key === a.idempotencyKey) ?? null
}

/** Reversals this booking's earlier done refunds (a token's, a deposit's) took from the payment's transfer, in paise. */
async function reversedBefore(deps: PaymentsDeps, a: Action): Promise<number> {
  const [row] = await rowsOf<{ paise: number | string | null }>(deps.db, sql`select sum(amount_paise)::int as paise from money_actions
    where booking_id = ${a.bookingId} and gateway_payment_id = ${a.gatewayPaymentId} and kind in ('refund', 'deposit_refund') and state = 'done' and id < ${a.id}`)
  return Number(row?.paise ?? 0)
}

/** The transfer that took this payment (a due's) on to the owner: a done `rent_transfer` action of it. */
async function doneRentTransferOf(deps: PaymentsDeps, a: Action): Promise<string | null> {
  const [row] = await deps.db.select({ ref: moneyActions.gatewayRef }).from(moneyActions)
    .where(and(eq(moneyActions.bookingId, a.bookingId), eq(moneyActions.gatewayPaymentId, a.gatewayPaymentId), eq(moneyActions.kind, 'rent_transfer'), eq(moneyActions.state, 'done')))
  return row?.ref ?? null
}

/**
 * Reverses the action's amount from the owner's transfer, unless a try whose answer was lost already did (the
 * amount reversed says so).
 */
async function reverseFromTransfer(deps: PaymentsDeps, a: Action, transferId: string, notes: Record<string, string>): Promise<void> {
  const [transfer] = (await deps.gateway.paymentTransfers(a.gatewayPaymentId)).filter((t) => t.id === transferId)
  if (!transfer) throw new GatewayError('refused', `transfer ${transferId} is not on payment ${a.gatewayPaymentId}`)
  if (transfer.amountReversedPaise < (await reversedBefore(deps, a)) + a.amountPaise) {
    await deps.gateway.reverseTransfer(transferId, { amountPaise: a.amountPaise, notes })
  }
}

/**
 * A deposit's refund: the deposit came with the first due's payment and went on to the owner's linked account (a
 * transfer not held), so that much is reversed from the linked account first (Route refunds only what the
 * platform holds; a settled transfer can be reversed while the account has the balance), then the payment is
 * refunded with the action's idempotency key. A try whose answer was lost already reversed: the amount says so.
 */
async function refundDeposit(deps: PaymentsDeps, a: Action, p: Parties): Promise<string> {
  const notes = { idempotency_key: a.idempotencyKey, booking_id: String(a.bookingId) }
  const transferId = await doneRentTransferOf(deps, a)
  if (transferId) await reverseFromTransfer(deps, a, transferId, notes)
  const refund = await deps.gateway.refundPayment(a.gatewayPaymentId, { amountPaise: a.amountPaise, idempotencyKey: a.idempotencyKey, notes })
  await deps.db.transaction(async (tx) => {
    await post(tx, { id: `deposit_refunded:${a.idempotencyKey}`, kind: 'deposit_refunded', bookingId: a.bookingId, gatewayPaymentId: a.gatewayPaymentId, gatewayRef: refund.id, at: deps.now() },
      entriesFor('deposit_refunded', a.amountPaise, p))
    await depositRefundDone(tx, a.bookingId, 'processed', deps.now())
  })
  deps.metrics.refunds.inc()
  deps.metrics.refundedPaise.inc(a.amountPaise)
  return refund.id
}

/** Does one action at the gateway and records it in the ledger; the gateway's id of what it made. */
async function perform(deps: PaymentsDeps, a: Action): Promise<string> {
  const p = await partiesOf(deps, a.bookingId)
  const notes = { idempotency_key: a.idempotencyKey, booking_id: String(a.bookingId) }
  const base = { bookingId: a.bookingId, gatewayPaymentId: a.gatewayPaymentId, at: deps.now() }
  if (a.kind === 'transfer') {
    if (!p.ownerAccountId) throw new GatewayError('refused', `the owner of booking ${a.bookingId} has no linked account`)
    const transfer = (await existingTransfer(deps, a)) ?? (await deps.gateway.transferPayment(a.gatewayPaymentId, { accountId: p.ownerAccountId, amountPaise: a.amountPaise, onHold: true, notes }))
    await deps.db.transaction((tx) => post(tx, { ...base, id: `token_held:${a.idempotencyKey}`, kind: 'token_held', gatewayRef: transfer.id }, entriesFor('token_held', a.amountPaise, p)))
    return transfer.id
  }
  if (a.kind === 'rent_transfer') {
    // a due's payment is the owner's at once: a transfer not on hold
    if (!p.ownerAccountId) throw new GatewayError('refused', `the owner of booking ${a.bookingId} has no linked account`)
    const transfer = (await existingTransfer(deps, a)) ?? (await deps.gateway.transferPayment(a.gatewayPaymentId, { accountId: p.ownerAccountId, amountPaise: a.amountPaise, onHold: false, notes }))
    await deps.db.transaction((tx) => post(tx, { ...base, id: `rent_transferred:${a.idempotencyKey}`, kind: 'rent_transferred', gatewayRef: transfer.id }, entriesFor('rent_transferred', a.amountPaise, p)))
    return transfer.id
  }
  if (a.kind === 'deposit_refund') return refundDeposit(deps, a, p)
  const transferId = await doneTransferOf(deps, a)
  if (a.kind === 'refund') {
    // the owner's hold gives the part back first
    if (transferId) await reverseFromTransfer(deps, a, transferId, notes)
    const refund = await deps.gateway.refundPayment(a.gatewayPaymentId, { amountPaise: a.amountPaise, idempotencyKey: a.idempotencyKey, notes })
    await deps.db.transaction((tx) => post(tx, { ...base, id: `token_refunded:${a.idempotencyKey}`, kind: 'token_refunded', gatewayRef: refund.id },
      entriesFor('token_refunded', a.amountPaise, { ...p, fromHold: transferId !== null })))
    deps.metrics.refunds.inc()
    deps.metrics.refundedPaise.inc(a.amountPaise)
    return refund.id
  }
  if (!transferId) throw new GatewayError('refused', `booking ${a.bookingId} has no transfer to release`)
  await deps.gateway.releaseTransfer(transferId)
  await deps.db.transaction((tx) => post(tx, { ...base, id: `token_released:${a.idempotencyKey}`, kind: 'token_released', gatewayRef: transferId }, entriesFor('token_released', a.amountPaise, p)))
  return transferId
}

/** Runs what is due now; the number of actions done. */
export async function runMoneyActions(deps: PaymentsDeps): Promise<number> {
  let done = 0
  for (let round = 0; round < 10; round++) {
    const actions = await claim(deps, deps.now())
    if (actions.length === 0) break
    for (const a of actions) {
      try {
        const ref = await perform(deps, a)
        await deps.db.update(moneyActions).set({ state: 'done', gatewayRef: ref, doneAt: deps.now(), claimedUntil: null, lastError: null }).where(eq(moneyActions.id, a.id))
        done++
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error
        deps.metrics.gatewayErrors.inc({ kind: error.kind })
        const refused = error.kind === 'refused'
        if (refused) deps.metrics.actionsFailed.inc({ kind: a.kind })
        if (refused && a.kind === 'deposit_refund') await deps.db.transaction((tx) => depositRefundDone(tx, a.bookingId, 'failed', deps.now()))
        deps.log.warn({ actionId: a.id, kind: a.kind, bookingId: a.bookingId, err: error.message }, refused ? 'the gateway refused a money action' : 'a money action waits for the gateway')
        await deps.db.update(moneyActions).set({ state: refused ? 'failed' : 'pending', claimedUntil: null, lastError: error.message.slice(0, 500) })
          .where(eq(moneyActions.id, a.id))
        // a gateway that does not answer is asked again at the next run, not hammered now
        if (!refused) {
          await deps.db.update(moneyActions).set({ claimedUntil: null }).where(and(inArray(moneyActions.id, actions.map((x) => x.id)), eq(moneyActions.state, 'pending')))
          return done
        }
      }
    }
  }
  return done
}
