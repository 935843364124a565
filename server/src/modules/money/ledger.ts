import type { Db } from '../../db/client.ts'
import { ledgerEntries, ledgerTransactions } from '../../db/schema-money.ts'

// The one place a rupee moves (PRODUCT.md "One ledger"): each kind of transaction is a balanced set of double
// entries in paise. Rows are only ever inserted; the database refuses updates and deletes, and refuses to
// commit a transaction that does not sum to zero (migration 0015). What went wrong is undone by a new
// transaction the other way, never by editing one.

/**
 * Accounts: the tenant (`tenant:<lead id>`), the platform's balance at the gateway (`gateway`: money passes
 * through it on the way to an owner or back to a tenant, it never stays), the owner's linked account while the
 * gateway holds the transfer (`owner_hold:<operator id>`) and once released to their bank (`owner:<operator id>`).
 */
export const account = {
  tenant: (leadId: number) => `tenant:${leadId}`,
  gateway: 'gateway',
  ownerHold: (operatorId: number) => `owner_hold:${operatorId}`,
  owner: (operatorId: number) => `owner:${operatorId}`,
}

/**
 * - `token_paid`: the gateway captured the tenant's token;
 * - `rent_paid`: the gateway captured the tenant's payment of a due;
 * - `rent_transferred`: it went on to the owner's linked account (not held: the rent is the owner's at once);
 * - `offline_paid`: the operator recorded a due paid to them directly (cash, or UPI with its UTR);
 * - `token_held`: it went to the owner's linked account as a transfer on hold;
 * - `token_released`: the hold was released to the owner (move-in, or what the cancellation terms kept);
 * - `token_refunded`: it went back to the tenant (from the owner's hold when it had been transferred);
 * - `deposit_deducted`: at a settlement, the part of the deposit the owner keeps. The deposit came with the first
 *   due and is in the owner's account already, so no rupee moves: a pair on the owner's account records the amount
 *   (the owner's balance is unchanged, the tenant's deposit is that much smaller);
 * - `deposit_refunded`: the rest of the deposit back to the tenant, out of the owner's account (reversed from the
 *   linked account and refunded through the gateway, or paid back by the owner directly).
 */
export const LEDGER_KINDS = [
  'token_paid', 'token_held', 'token_released', 'token_refunded', 'rent_paid', 'rent_transferred', 'offline_paid', 'deposit_deducted', 'deposit_refunded',
] as const
export type LedgerKind = (typeof LEDGER_KINDS)[number]

export interface Entry {
  account: string
  amountPaise: number
}

export interface Parties {
  leadId: number
  ownerId: number
  /** For `token_refunded`: the refund comes out of the owner's hold (the token had been transferred). */
  fromHold?: boolean
}

/** The entries of one transaction of `kind`: debits negative, credits positive, summing to zero. */
export function entriesFor(kind: LedgerKind, amountPaise: number, p: Parties): Entry[] {
  const move = (from: string, to: string): Entry[] => [{ account: from, amountPaise: -amountPaise }, { account: to, amountPaise }]
  switch (kind) {
    case 'token_paid': return move(account.tenant(p.leadId), account.gateway)
    case 'token_held': return move(account.gateway, account.ownerHold(p.ownerId))
    case 'token_released': return move(account.ownerHold(p.ownerId), account.owner(p.ownerId))
    case 'token_refunded': return move(p.fromHold ? account.ownerHold(p.ownerId) : account.gateway, account.tenant(p.leadId))
    case 'rent_paid': return move(account.tenant(p.leadId), account.gateway)
    case 'rent_transferred': return move(account.gateway, account.owner(p.ownerId))
    case 'offline_paid': return move(account.tenant(p.leadId), account.owner(p.ownerId))
    case 'deposit_deducted': return move(account.owner(p.ownerId), account.owner(p.ownerId))
    case 'deposit_refunded': return move(account.owner(p.ownerId), account.tenant(p.leadId))
  }
}

export interface LedgerTransaction {
  /** Derived from what moved the money (`token_paid:pay_…`), so posting the same movement twice posts it once. */
  id: string
  kind: LedgerKind
  bookingId: number
  gatewayOrderId?: string | null
  gatewayPaymentId?: string | null
  /** The gateway's id of the transfer or refund. */
  gatewayRef?: string | null
  at: Date
}

/** Posts one transaction with its entries; false (and nothing written) when it was posted before. */
export async function post(tx: Db, t: LedgerTransaction, entries: Entry[]): Promise<boolean> {
  if (entries.reduce((sum, e) => sum + e.amountPaise, 0) !== 0) throw new Error(`ledger transaction ${t.id} does not balance`)
  const inserted = await tx.insert(ledgerTransactions).values({
    id: t.id, kind: t.kind, bookingId: t.bookingId, gatewayOrderId: t.gatewayOrderId ?? null, gatewayPaymentId: t.gatewayPaymentId ?? null,
    gatewayRef: t.gatewayRef ?? null, createdAt: t.at,
  }).onConflictDoNothing().returning({ id: ledgerTransactions.id })
  if (!inserted[0]) return false
  await tx.insert(ledgerEntries).values(entries.map((e) => ({ transactionId: t.id, account: e.account, amountPaise: e.amountPaise })))
  return true
}
