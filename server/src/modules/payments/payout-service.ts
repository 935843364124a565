import { eq } from 'drizzle-orm'
import { moneyMessages, type PayoutAccount, type SavePayoutAccountBody } from '@basera/contract/payout'
import type { z } from 'zod'
import { operators } from '../../db/schema.ts'
import { payoutAccounts } from '../../db/schema-money.ts'
import { AppError } from '../../lib/errors.ts'
import type { SignedInOperator } from '../../plugins/auth.ts'
import type { PaymentsDeps } from './deps.ts'
import { GatewayError, type LinkedAccount } from './gateway.ts'

// An owner's payout account: a linked account at the gateway (Route), whose KYC decides activation. Only owners
// (their own) and admins (an owner's, by owner_operator_id), never managers: where a property's money goes is
// the owner's decision. Only the bank account's last four digits are kept; the gateway has the rest.

type Row = typeof payoutAccounts.$inferSelect
type Status = Row['status']

/** The gateway's product activation status, in our four words (anything else is still under review). */
function statusOf(activation: string): Status {
  if (activation === 'activated' || activation === 'needs_clarification' || activation === 'suspended') return activation
  return 'under_review'
}

const toAnswer = (r: Row): PayoutAccount => ({
  owner_operator_id: r.operatorId, legal_name: r.legalName, business_type: r.businessType, pan: r.pan,
  bank_account_number: `XXXXXXXX${r.accountLast4}`, ifsc: r.ifsc, status: r.status, takes_payments: r.status === 'activated', updated_at: r.updatedAt.toISOString(),
})

/** Whose payout account the operator asks about: their own (an owner), any owner's (an admin, who must say which). */
async function ownerFor(deps: PaymentsDeps, operator: SignedInOperator, ownerId: number | undefined): Promise<{ id: number; phone: string; name: string }> {
  if (operator.role === 'manager') throw new AppError(403, moneyMessages.payoutOwnersOnly)
  if (operator.role === 'owner' && ownerId !== undefined && ownerId !== operator.id) throw new AppError(403, moneyMessages.payoutOwnersOnly)
  if (operator.role === 'admin' && ownerId === undefined) throw new AppError(400, moneyMessages.payoutChooseOwner)
  const id = ownerId ?? operator.id
  const [owner] = await deps.db.select({ id: operators.id, phone: operators.phoneNumber, name: operators.name, role: operators.role }).from(operators).where(eq(operators.id, id))
  if (owner?.role !== 'owner') throw new AppError(404, moneyMessages.payoutNotAnOwner)
  return owner
}

function gatewayRefusal(deps: PaymentsDeps, error: unknown): AppError {
  if (!(error instanceof GatewayError)) throw error
  deps.metrics.gatewayErrors.inc({ kind: error.kind })
  if (error.kind === 'unavailable') return new AppError(503, moneyMessages.payoutGatewayUnavailable)
  return new AppError(400, moneyMessages.payoutRefused(error.message.replace(/^[A-Z]+ \S+: /, '')))
}

/** The owner's payout account (null: none given yet); a status still under the gateway's review is asked again. */
export async function getPayoutAccount(deps: PaymentsDeps, operator: SignedInOperator, ownerId: number | undefined): Promise<PayoutAccount | null> {
  const owner = await ownerFor(deps, operator, ownerId)
  const [row] = await deps.db.select().from(payoutAccounts).where(eq(payoutAccounts.operatorId, owner.id))
  if (!row) return null
  if (row.status === 'activated' || !row.gatewayAccountId || !row.gatewayProductId) return toAnswer(row)
  try {
    const account = await deps.gateway.fetchLinkedAccount(row.gatewayAccountId, row.gatewayProductId)
    const status = statusOf(account.activationStatus)
    if (status === row.status) return toAnswer(row)
    const [updated] = await deps.db.update(payoutAccounts).set({ status, updatedAt: deps.now() }).where(eq(payoutAccounts.operatorId, owner.id)).returning()
    return toAnswer(updated ?? row)
  } catch (error) {
    // the stored status is still true as far as we know: answer it
    if (!(error instanceof GatewayError)) throw error
    deps.metrics.gatewayErrors.inc({ kind: error.kind })
    return toAnswer(row)
  }
}

/** Sends the details to the gateway (a new linked account, or new bank details for the existing one) and keeps its answer. */
export async function savePayoutAccount(deps: PaymentsDeps, operator: SignedInOperator, body: z.output<typeof SavePayoutAccountBody>): Promise<PayoutAccount> {
  const owner = await ownerFor(deps, operator, body.owner_operator_id)
  const [existing] = await deps.db.select().from(payoutAccounts).where(eq(payoutAccounts.operatorId, owner.id))
  const request = {
    referenceId: `owner-${owner.id}`, email: body.email, phone: owner.phone, legalName: body.legal_name, businessType: body.business_type,
    contactName: body.legal_name, pan: body.pan, address: { street: body.street, city: body.city, state: body.state, postalCode: body.postal_code },
    bank: { accountNumber: body.bank_account_number, ifsc: body.ifsc, beneficiaryName: body.legal_name },
  }
  let linked: LinkedAccount
  try {
    linked = existing?.gatewayAccountId && existing.gatewayProductId
      ? await deps.gateway.updateLinkedAccount(existing.gatewayAccountId, existing.gatewayProductId, request)
      : await deps.gateway.createLinkedAccount(request)
  } catch (error) {
    throw gatewayRefusal(deps, error)
  }
  const now = deps.now()
  const fields = {
    legalName: body.legal_name, businessType: body.business_type, pan: body.pan, accountLast4: body.bank_account_number.slice(-4), ifsc: body.ifsc,
    email: body.email, gatewayAccountId: linked.accountId, gatewayProductId: linked.productId, status: statusOf(linked.activationStatus), updatedAt: now,
  }
  const [saved] = await deps.db.insert(payoutAccounts).values({ operatorId: owner.id, createdAt: now, ...fields })
    .onConflictDoUpdate({ target: payoutAccounts.operatorId, set: fields }).returning()
  if (!saved) throw new Error('payout account upsert returned nothing')
  return toAnswer(saved)
}
