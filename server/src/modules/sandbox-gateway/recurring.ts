import { hmacHex } from '../../lib/hmac.ts'
import { createOrder, payOrder, SandboxError, type SandboxContext } from './service.ts'
import { childrenOf, getDoc, newId, putDoc, readSettings, type Doc } from './store.ts'

// Razorpay's recurring payments for UPI (AutoPay), as its test mode behaves: a customer (the same contact answers
// the same customer with `fail_existing: 0`); an authorisation order carrying a `token` block (method upi, max
// amount, expiry, frequency monthly); its checkout with recurring=1, whose approval authorises the order's amount
// (never captured) and confirms a token at once; a debit is an order of its own and `payments/create/recurring`
// with the token, captured at once unless the test settings say `fail_recurring`; cancelling a token ends it.

const bad = (message: string) => new SandboxError(400, 'BAD_REQUEST_ERROR', message)
const num = (v: unknown) => (typeof v === 'number' ? v : 0)
const unix = (now: Date) => Math.floor(now.getTime() / 1000)
const text = (v: unknown) => (typeof v === 'string' ? v : '')

export async function createCustomer(c: SandboxContext, body: Record<string, unknown>): Promise<Doc> {
  const contact = text(body.contact)
  if (text(body.name).length < 1) throw bad('The name field is required.')
  if (!/^\+?\d{8,15}$/.test(contact)) throw bad('The contact must be a valid phone number.')
  const [existing] = await childrenOf(c.db, 'customer', `contact:${contact}`)
  if (existing) {
    if (body.fail_existing !== '0' && body.fail_existing !== 0) throw bad('Customer already exists for the merchant')
    return existing
  }
  return putDoc(c.db, 'customer', {
    id: newId('cust'), parent: `contact:${contact}`, entity: 'customer', name: body.name, email: body.email ?? null, contact, gstin: null,
    notes: body.notes ?? [], created_at: unix(c.now()),
  })
}

/** An order; one with a `token` block is a mandate's authorisation order (checked like Razorpay's: UPI, monthly, a future expiry). */
export async function createAnyOrder(c: SandboxContext, body: Record<string, unknown>): Promise<Doc> {
  const mandate = mandateFields(body, c.now())
  const order = await createOrder(c, body)
  return mandate ? putDoc(c.db, 'order', { ...order, ...mandate }) : order
}

/** The checkout's choice: a mandate's order is approved (or declined) in the tenant's UPI app, any other is paid. */
export async function payOrApprove(c: SandboxContext, orderId: string, outcome: 'captured' | 'failed', method: string): Promise<{ payment: Doc; order: Doc; signature: string | null }> {
  const order = await getDoc(c.db, 'order', orderId)
  return order?.token !== undefined ? approveMandate(c, orderId, outcome) : payOrder(c, orderId, outcome, method)
}

function mandateFields(body: Record<string, unknown>, now: Date): Record<string, unknown> | null {
  if (body.token === undefined) return null
  const token = (body.token ?? {}) as Record<string, unknown>
  if (body.method !== 'upi') throw bad('The method must be upi for a UPI recurring order')
  if (typeof body.customer_id !== 'string') throw bad('The customer_id field is required for a recurring order')
  const max = token.max_amount
  if (typeof max !== 'number' || !Number.isInteger(max) || max < 100 || max > 100_000_00) throw bad('The token max_amount must be between INR 1.00 and INR 1,00,000.00')
  if (token.frequency !== 'monthly' && token.frequency !== 'as_presented') throw bad('The token frequency must be monthly or as_presented')
  if (typeof token.expire_at !== 'number' || token.expire_at <= unix(now)) throw bad('The token expire_at must be in the future')
  return { customer_id: body.customer_id, method: 'upi', payment_capture: body.payment_capture !== false, token: { max_amount: max, expire_at: token.expire_at, frequency: token.frequency } }
}

/**
 * The tenant approves (or declines) the mandate in their UPI app: approved, the order's amount is authorised (not
 * captured: the gateway gives it back) and a confirmed token made; webhooks payment.authorized and token.confirmed.
 */
async function approveMandate(c: SandboxContext, orderId: string, outcome: 'captured' | 'failed'): Promise<{ payment: Doc; order: Doc; signature: string | null }> {
  const approved = outcome === 'captured'
  const result = await c.db.transaction(async (tx) => {
    const order = await getDoc(tx, 'order', orderId, true)
    if (!order) throw bad('The id provided does not exist')
    if (order.status === 'paid' || order.status === 'authorized') throw bad('Order has already been paid')
    const spec = (order.token ?? {}) as Record<string, unknown>
    const customerId = text(order.customer_id)
    const token = approved
      ? await putDoc(tx, 'token', {
          id: newId('token'), parent: customerId, entity: 'token', customer_id: customerId, method: 'upi', recurring: true, auth_type: null,
          recurring_details: { status: 'confirmed', failure_reason: null }, max_amount: num(spec.max_amount), frequency: spec.frequency,
          expired_at: num(spec.expire_at), created_at: unix(c.now()),
        })
      : null
    const payment = await putDoc(tx, 'payment', {
      id: newId('pay'), parent: orderId, entity: 'payment', amount: order.amount, currency: 'INR', status: approved ? 'authorized' : 'failed',
      order_id: orderId, method: 'upi', captured: false, recurring: true, customer_id: customerId, token_id: token?.id ?? null, amount_refunded: 0,
      refund_status: null, amount_transferred: 0, notes: order.notes, error_code: approved ? null : 'BAD_REQUEST_ERROR',
      error_description: approved ? null : 'The customer declined the AutoPay mandate on the sandbox checkout', created_at: unix(c.now()),
    })
    const updated = await putDoc(tx, 'order', { ...order, attempts: num(order.attempts) + 1, status: approved ? 'authorized' : 'attempted' })
    return { payment, order: updated, token }
  })
  if (result.token) {
    await c.webhooks.send('payment.authorized', { payment: result.payment })
    await c.webhooks.send('token.confirmed', { token: result.token })
  } else {
    await c.webhooks.send('payment.failed', { payment: result.payment })
  }
  return { payment: result.payment, order: result.order, signature: result.token ? hmacHex(c.keySecret, `${orderId}|${result.payment.id}`) : null }
}

async function tokenOf(c: SandboxContext, customerId: string, tokenId: string): Promise<Doc> {
  const token = await getDoc(c.db, 'token', tokenId)
  if (!token || token.parent !== customerId) throw bad('The id provided does not exist')
  return token
}

export const fetchToken = (c: SandboxContext, customerId: string, tokenId: string) => tokenOf(c, customerId, tokenId)

export async function cancelToken(c: SandboxContext, customerId: string, tokenId: string): Promise<Doc> {
  const token = await tokenOf(c, customerId, tokenId)
  const status = text((token.recurring_details as Record<string, unknown> | undefined)?.status)
  if (!['initiated', 'confirmed', 'paused'].includes(status)) throw bad('Only an initiated, confirmed or paused token can be cancelled')
  const cancelled = await putDoc(c.db, 'token', { ...token, recurring_details: { status: 'cancelled', failure_reason: null } })
  await c.webhooks.send('token.cancelled', { token: cancelled })
  return cancelled
}

/** A debit: the order made for it, the customer's confirmed token, at most its max amount; one payment per order. */
export async function createRecurringPayment(c: SandboxContext, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const settings = await readSettings(c.db)
  const result = await c.db.transaction(async (tx) => {
    const order = await getDoc(tx, 'order', text(body.order_id), true)
    if (!order) throw bad('The order_id provided does not exist')
    if (order.status === 'paid') throw bad('Order has already been paid')
    if (body.recurring !== '1' && body.recurring !== 1 && body.recurring !== true) throw bad('The recurring field must be 1')
    if (body.amount !== order.amount) throw bad('The amount must be the order amount')
    const token = await getDoc(tx, 'token', text(body.token))
    if (!token || token.parent !== body.customer_id) throw bad('The token provided does not exist for the customer')
    if ((token.recurring_details as Record<string, unknown> | undefined)?.status !== 'confirmed') throw bad('The token is not in confirmed state')
    if (num(order.amount) > num(token.max_amount)) throw bad('The amount exceeds the maximum amount of the mandate')
    const captured = !settings.fail_recurring
    const payment = await putDoc(tx, 'payment', {
      id: newId('pay'), parent: order.id, entity: 'payment', amount: order.amount, currency: 'INR', status: captured ? 'captured' : 'failed',
      order_id: order.id, method: 'upi', captured, recurring: true, customer_id: body.customer_id, token_id: token.id, amount_refunded: 0, refund_status: null,
      amount_transferred: 0, notes: body.notes ?? order.notes, error_code: captured ? null : 'BAD_REQUEST_ERROR',
      error_description: captured ? null : 'Payment failed: the customer\'s account has insufficient balance (sandbox fail_recurring)', created_at: unix(c.now()),
    })
    const updated = await putDoc(tx, 'order', {
      ...order, attempts: num(order.attempts) + 1, status: captured ? 'paid' : 'attempted', amount_paid: captured ? order.amount : 0, amount_due: captured ? 0 : order.amount,
    })
    return { payment, order: updated }
  })
  if (result.payment.status === 'captured') {
    await c.webhooks.send('payment.captured', { payment: result.payment })
    await c.webhooks.send('order.paid', { payment: result.payment, order: result.order })
  } else {
    await c.webhooks.send('payment.failed', { payment: result.payment })
  }
  return { razorpay_payment_id: result.payment.id, razorpay_order_id: result.order.id, razorpay_signature: hmacHex(c.keySecret, `${result.order.id}|${result.payment.id}`) }
}
