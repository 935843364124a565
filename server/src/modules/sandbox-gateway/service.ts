import type { Db } from '../../db/client.ts'
import { hmacHex } from '../../lib/hmac.ts'
import { childrenOf, getDoc, newId, putDoc, type Doc } from './store.ts'
import type { WebhookSender } from './webhooks.ts'

// What the sandbox gateway does, the way Razorpay does it in test mode: orders, a payment that captures at once
// (or fails), refunds with an idempotency key, transfers to linked accounts with a settlement hold, reversals,
// release, and Route onboarding that activates at once. Its rules are Razorpay's where the app depends on
// them: one successful payment per order, no refund beyond what the platform holds of a payment (a transfer must
// be reversed first), no transfer to an account that is not activated.

/** A refusal in Razorpay's words: `{ error: { code, description } }` with this status. */
export class SandboxError extends Error {
  constructor(readonly status: number, readonly code: string, message: string) {
    super(message)
  }
}

const bad = (message: string) => new SandboxError(400, 'BAD_REQUEST_ERROR', message)
const num = (v: unknown) => (typeof v === 'number' ? v : 0)
const unix = (now: Date) => Math.floor(now.getTime() / 1000)

export interface SandboxContext {
  db: Db
  keySecret: string
  webhooks: WebhookSender
  now: () => Date
}

async function mustGet(db: Db, kind: Parameters<typeof getDoc>[1], id: string, lock = false): Promise<Doc> {
  const doc = await getDoc(db, kind, id, lock)
  if (!doc) throw bad('The id provided does not exist')
  return doc
}

export async function createOrder(c: SandboxContext, body: Record<string, unknown>): Promise<Doc> {
  const amount = body.amount
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) throw bad('The amount must be at least INR 1.00')
  if (body.currency !== 'INR') throw bad('Currency is not supported')
  const receipt = typeof body.receipt === 'string' ? body.receipt : null
  if (receipt !== null && receipt.length > 40) throw bad('The receipt may not be greater than 40 characters')
  return putDoc(c.db, 'order', {
    id: newId('order'), parent: receipt, entity: 'order', amount, amount_paid: 0, amount_due: amount, currency: 'INR', receipt,
    status: 'created', attempts: 0, notes: body.notes ?? [], created_at: unix(c.now()),
  })
}

/** Pays an order as the checkout page does; the checkout's signature with it when captured. */
export async function payOrder(c: SandboxContext, orderId: string, outcome: 'captured' | 'failed', method: string): Promise<{ payment: Doc; order: Doc; signature: string | null }> {
  const result = await c.db.transaction(async (tx) => {
    const order = await mustGet(tx, 'order', orderId, true)
    if (order.status === 'paid') throw bad('Order has already been paid')
    const captured = outcome === 'captured'
    const payment = await putDoc(tx, 'payment', {
      id: newId('pay'), parent: orderId, entity: 'payment', amount: order.amount, currency: 'INR', status: captured ? 'captured' : 'failed',
      order_id: orderId, method, captured, amount_refunded: 0, refund_status: null, amount_transferred: 0, notes: order.notes,
      error_code: captured ? null : 'BAD_REQUEST_ERROR',
      error_description: captured ? null : 'Payment failed because the customer chose Failure on the sandbox checkout',
      created_at: unix(c.now()),
    })
    const paid = { ...order, attempts: num(order.attempts) + 1, status: captured ? 'paid' : 'attempted', amount_paid: captured ? order.amount : 0, amount_due: captured ? 0 : order.amount }
    await putDoc(tx, 'order', paid)
    return { payment, order: paid }
  })
  if (outcome === 'captured') {
    await c.webhooks.send('payment.captured', { payment: result.payment })
    await c.webhooks.send('order.paid', { payment: result.payment, order: result.order })
  } else {
    await c.webhooks.send('payment.failed', { payment: result.payment })
  }
  const signature = outcome === 'captured' ? hmacHex(c.keySecret, `${orderId}|${result.payment.id}`) : null
  return { ...result, signature }
}

export async function capturePayment(c: SandboxContext, paymentId: string): Promise<Doc> {
  const payment = await mustGet(c.db, 'payment', paymentId)
  if (payment.status === 'captured') throw bad('This payment has already been captured')
  if (payment.status !== 'authorized') throw bad('Only an authorized payment can be captured')
  return putDoc(c.db, 'payment', { ...payment, status: 'captured', captured: true })
}

/** What of a payment the platform still holds: not refunded, and not sitting with a linked account. */
async function platformHolds(db: Db, payment: Doc): Promise<number> {
  const transfers = await childrenOf(db, 'transfer', payment.id)
  const transferred = transfers.reduce((sum, t) => sum + num(t.amount) - num(t.amount_reversed), 0)
  return num(payment.amount) - num(payment.amount_refunded) - transferred
}

export async function refundPayment(c: SandboxContext, paymentId: string, body: Record<string, unknown>, idempotencyKey: string | undefined): Promise<Doc> {
  const request = JSON.stringify({ paymentId, amount: body.amount ?? null })
  const result = await c.db.transaction(async (tx) => {
    if (idempotencyKey !== undefined) {
      const seen = await getDoc(tx, 'idempotency', `refund:${idempotencyKey}`, true)
      if (seen) {
        if (seen.request !== request) throw bad('Different request with the same idempotency key has already been processed.')
        return { refund: await mustGet(tx, 'refund', String(seen.refund_id)), fresh: false }
      }
    }
    const payment = await mustGet(tx, 'payment', paymentId, true)
    if (payment.status !== 'captured' && payment.status !== 'refunded') throw bad('The payment has not been captured')
    const amount = body.amount === undefined ? num(payment.amount) - num(payment.amount_refunded) : body.amount
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) throw bad('The refund amount must be at least INR 1.00')
    if (amount > (await platformHolds(tx, payment))) throw bad('The refund amount exceeds what the platform holds of this payment: reverse the transfer first')
    const refund = await putDoc(tx, 'refund', {
      id: newId('rfnd'), parent: paymentId, entity: 'refund', amount, currency: 'INR', payment_id: paymentId, notes: body.notes ?? [],
      status: 'processed', speed_processed: 'normal', created_at: unix(c.now()),
    })
    const refunded = num(payment.amount_refunded) + amount
    await putDoc(tx, 'payment', { ...payment, amount_refunded: refunded, refund_status: refunded >= num(payment.amount) ? 'full' : 'partial', status: refunded >= num(payment.amount) ? 'refunded' : 'captured' })
    if (idempotencyKey !== undefined) await putDoc(tx, 'idempotency', { id: `refund:${idempotencyKey}`, parent: null, request, refund_id: refund.id })
    return { refund, fresh: true }
  })
  if (result.fresh) await c.webhooks.send('refund.processed', { refund: result.refund })
  return result.refund
}

export async function transferPayment(c: SandboxContext, paymentId: string, body: Record<string, unknown>): Promise<Doc[]> {
  const requested = Array.isArray(body.transfers) ? (body.transfers as Record<string, unknown>[]) : []
  if (requested.length === 0) throw bad('The transfers field is required')
  return c.db.transaction(async (tx) => {
    const payment = await mustGet(tx, 'payment', paymentId, true)
    if (payment.status !== 'captured') throw bad('Only a captured payment can be transferred')
    const made: Doc[] = []
    for (const t of requested) {
      const accountId = typeof t.account === 'string' ? t.account : ''
      const products = await childrenOf(tx, 'product', accountId)
      if (!(await getDoc(tx, 'account', accountId)) || !products.some((p) => p.activation_status === 'activated')) {
        throw bad('The linked account is not activated for Route')
      }
      const amount = t.amount
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) throw bad('The transfer amount must be at least INR 1.00')
      if (amount > (await platformHolds(tx, payment))) throw bad('The transfer amount exceeds the captured amount not yet transferred or refunded')
      made.push(await putDoc(tx, 'transfer', {
        id: newId('trf'), parent: paymentId, entity: 'transfer', status: 'processed', source: paymentId, recipient: accountId, amount, currency: 'INR',
        amount_reversed: 0, notes: t.notes ?? [], on_hold: t.on_hold === true, on_hold_until: null, created_at: unix(c.now()),
      }))
    }
    return made
  })
}

export async function reverseTransfer(c: SandboxContext, transferId: string, body: Record<string, unknown>): Promise<Doc> {
  return c.db.transaction(async (tx) => {
    const transfer = await mustGet(tx, 'transfer', transferId, true)
    const amount = body.amount ?? num(transfer.amount) - num(transfer.amount_reversed)
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) throw bad('The reversal amount must be at least INR 1.00')
    // as Razorpay: a settled transfer is reversed too (from the linked account's balance, which the sandbox does not keep)
    if (amount > num(transfer.amount) - num(transfer.amount_reversed)) throw bad('The reversal amount exceeds the transfer amount not yet reversed')
    await putDoc(tx, 'transfer', { ...transfer, amount_reversed: num(transfer.amount_reversed) + amount })
    return putDoc(tx, 'reversal', {
      id: newId('rvrsl'), parent: transferId, entity: 'reversal', transfer_id: transferId, amount, currency: 'INR', notes: body.notes ?? [], created_at: unix(c.now()),
    })
  })
}

export async function editTransfer(c: SandboxContext, transferId: string, body: Record<string, unknown>): Promise<Doc> {
  if (typeof body.on_hold !== 'boolean') throw bad('on_hold is required')
  const transfer = await mustGet(c.db, 'transfer', transferId)
  if (transfer.on_hold !== true && body.on_hold) throw bad('A settled transfer cannot be put on hold again')
  return putDoc(c.db, 'transfer', { ...transfer, on_hold: body.on_hold, settlement_status: body.on_hold ? 'on_hold' : 'settled' })
}

const PAN = /^[A-Z]{5}\d{4}[A-Z]$/

export async function createAccount(c: SandboxContext, body: Record<string, unknown>): Promise<Doc> {
  const legal = body.legal_info as { pan?: unknown } | undefined
  const name = typeof body.legal_business_name === 'string' ? body.legal_business_name : ''
  if (typeof body.email !== 'string' || !body.email.includes('@')) throw bad('The email must be a valid email address')
  if (name.length < 4 || name.length > 200) throw bad('The legal business name must be between 4 and 200 characters')
  if (typeof legal?.pan !== 'string' || !PAN.test(legal.pan)) throw bad('The pan field is invalid')
  return putDoc(c.db, 'account', {
    id: newId('acc'), parent: null, entity: 'account', type: 'route', status: 'created', email: body.email, phone: body.phone ?? null,
    reference_id: body.reference_id ?? null, legal_business_name: name, business_type: body.business_type ?? null, legal_info: { pan: legal.pan },
    profile: body.profile ?? {}, created_at: unix(c.now()),
  })
}

export async function updateAccount(c: SandboxContext, accountId: string, body: Record<string, unknown>): Promise<Doc> {
  const account = await mustGet(c.db, 'account', accountId)
  const legal = body.legal_info as { pan?: unknown } | undefined
  if (legal?.pan !== undefined && (typeof legal.pan !== 'string' || !PAN.test(legal.pan))) throw bad('The pan field is invalid')
  return putDoc(c.db, 'account', { ...account, ...body, id: account.id, parent: null })
}

export async function createStakeholder(c: SandboxContext, accountId: string, body: Record<string, unknown>): Promise<Doc> {
  await mustGet(c.db, 'account', accountId)
  return putDoc(c.db, 'stakeholder', { id: newId('sth'), parent: accountId, entity: 'stakeholder', name: body.name ?? null, email: body.email ?? null, kyc: body.kyc ?? {} })
}

export async function requestProduct(c: SandboxContext, accountId: string, body: Record<string, unknown>): Promise<Doc> {
  await mustGet(c.db, 'account', accountId)
  if (body.product_name !== 'route') throw bad('Only the route product can be requested')
  return putDoc(c.db, 'product', {
    id: newId('acc_prd'), parent: accountId, product_name: 'route', account_id: accountId, activation_status: 'needs_clarification',
    requested_configuration: {}, active_configuration: {}, requirements: [{ field_reference: 'settlements', status: 'required' }],
  })
}

/**
 * The bank account for settlements completes onboarding: activated at once, as in Razorpay's test mode, except a
 * PAN whose digits are 0000 (the sandbox's way to try an account the gateway's KYC holds back).
 */
export async function updateProduct(c: SandboxContext, accountId: string, productId: string, body: Record<string, unknown>): Promise<Doc> {
  const account = await mustGet(c.db, 'account', accountId)
  const product = await mustGet(c.db, 'product', productId)
  if (product.parent !== accountId) throw bad("The provided product config id doesn't exist for the merchant")
  const settlements = body.settlements as { account_number?: unknown; ifsc_code?: unknown } | undefined
  if (typeof settlements?.account_number !== 'string' || typeof settlements.ifsc_code !== 'string') throw bad('The settlements account_number and ifsc_code are required')
  const given = (account.legal_info as { pan?: unknown } | undefined)?.pan
  const pan = typeof given === 'string' ? given : ''
  const activation = /0000/.test(pan) ? 'needs_clarification' : 'activated'
  return putDoc(c.db, 'product', {
    ...product, activation_status: activation, requirements: [],
    active_configuration: { settlements: { account_number: settlements.account_number, ifsc_code: settlements.ifsc_code, beneficiary_name: (body.settlements as Record<string, unknown>).beneficiary_name ?? null } },
  })
}

export const getProduct = async (c: SandboxContext, accountId: string, productId: string): Promise<Doc> => {
  const product = await mustGet(c.db, 'product', productId)
  if (product.parent !== accountId) throw bad("The provided product config id doesn't exist for the merchant")
  return product
}
