import { hmacMatches } from '../../lib/hmac.ts'
import {
  GatewayError, type GatewayOrder, type GatewayPayment, type GatewayRefund, type GatewayToken, type GatewayTransfer, type LinkedAccount, type LinkedAccountRequest,
  type PaymentGateway,
} from './gateway.ts'

// Razorpay's REST API (Orders, Payments, Refunds, Route linked accounts and transfers) over plain fetch, not the
// official `razorpay` package: that package (2.9) goes through axios with its own timeout and retry rules and
// has no way to pass `X-Refund-Idempotency`; here every call has our timeout (RAZORPAY_TIMEOUT_MS), our base
// URL (RAZORPAY_API_BASE: the sandbox gateway in development and tests, so this code is what the tests run),
// and an answer a type checks. Docs: razorpay.com/docs/api (orders, payments, refunds, route).

interface Options {
  keyId: string
  keySecret: string
  webhookSecret: string
  /** e.g. https://api.razorpay.com; a function for the sandbox, whose address is known once the app listens. */
  baseUrl: () => string
  timeoutMs: number
}

type Json = Record<string, unknown>

const str = (v: unknown): string => (typeof v === 'string' ? v : '')
const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v ?? 0))
const strOrNull = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null)
/** Razorpay answers an empty `notes` as [] and a filled one as an object. */
const notesOf = (v: unknown): Record<string, string> =>
  v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, String(x)])) : {}
const itemsOf = (body: Json): Json[] => (Array.isArray(body.items) ? (body.items as Json[]) : [])

const PAYMENT_STATUSES = ['created', 'authorized', 'captured', 'refunded', 'failed'] as const
function toPayment(p: Json): GatewayPayment {
  const status = PAYMENT_STATUSES.find((s) => s === p.status)
  if (!status) throw new GatewayError('unavailable', `unknown payment status ${str(p.status)}`)
  return {
    id: str(p.id), orderId: str(p.order_id), amountPaise: num(p.amount), status, method: strOrNull(p.method),
    errorCode: strOrNull(p.error_code), errorDescription: strOrNull(p.error_description), tokenId: strOrNull(p.token_id),
  }
}
const toToken = (t: Json): GatewayToken => {
  const details = (t.recurring_details ?? {}) as Json
  return { id: str(t.id), status: str(details.status) || str(t.status), maxAmountPaise: num(t.max_amount), expireAt: num(t.expired_at) }
}
const toOrder = (o: Json): GatewayOrder => ({
  id: str(o.id), amountPaise: num(o.amount), currency: str(o.currency), receipt: str(o.receipt), status: str(o.status), notes: notesOf(o.notes),
})
const toTransfer = (t: Json): GatewayTransfer => ({
  id: str(t.id), amountPaise: num(t.amount), amountReversedPaise: num(t.amount_reversed), onHold: t.on_hold === true, notes: notesOf(t.notes),
})

/** A linked account's own details, as Route's create and update calls take them. */
const accountFields = (a: LinkedAccountRequest): Json => ({
  email: a.email, phone: a.phone, legal_business_name: a.legalName, business_type: a.businessType, contact_name: a.contactName,
  profile: {
    category: 'housing', subcategory: 'space_rental',
    addresses: { registered: { street1: a.address.street, street2: a.address.city, city: a.address.city, state: a.address.state, postal_code: a.address.postalCode, country: 'IN' } },
  },
  legal_info: { pan: a.pan },
})

export class RazorpayAdapter implements PaymentGateway {
  readonly keyId: string

  constructor(private readonly o: Options) {
    this.keyId = o.keyId
  }

  private async call(method: 'GET' | 'POST' | 'PATCH' | 'PUT', path: string, body?: Json, headers: Record<string, string> = {}): Promise<Json> {
    let res: Response
    try {
      res = await fetch(`${this.o.baseUrl()}${path}`, {
        method,
        headers: {
          authorization: `Basic ${Buffer.from(`${this.o.keyId}:${this.o.keySecret}`).toString('base64')}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(this.o.timeoutMs),
      })
    } catch (error) {
      // no answer at all (refused connection, DNS, timeout): whether the gateway acted is unknown
      throw new GatewayError('unavailable', `${method} ${path}: ${error instanceof Error ? error.message : String(error)}`)
    }
    const text = await res.text().catch(() => '')
    let parsed: unknown
    try {
      parsed = text === '' ? {} : JSON.parse(text)
    } catch {
      throw new GatewayError('unavailable', `${method} ${path}: answered ${res.status} with a body that is not JSON`, res.status)
    }
    const json = (parsed && typeof parsed === 'object' ? parsed : {}) as Json
    if (res.ok) return json
    const error = (json.error ?? {}) as Json
    const description = str(error.description) || `answered ${res.status}`
    // 409 is Razorpay's "the same idempotent request is still being processed": ask again later
    throw new GatewayError(res.status >= 500 || res.status === 409 || res.status === 429 ? 'unavailable' : 'refused', `${method} ${path}: ${description}`, res.status)
  }

  async createOrder(o: { amountPaise: number; currency: 'INR'; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder> {
    return toOrder(await this.call('POST', '/v1/orders', { amount: o.amountPaise, currency: o.currency, receipt: o.receipt, notes: o.notes, partial_payment: false }))
  }

  async findOrderByReceipt(receipt: string): Promise<GatewayOrder | null> {
    const found = itemsOf(await this.call('GET', `/v1/orders?receipt=${encodeURIComponent(receipt)}&count=10`))
    const order = found.find((o) => o.receipt === receipt)
    return order ? toOrder(order) : null
  }

  async orderPayments(orderId: string): Promise<GatewayPayment[]> {
    return itemsOf(await this.call('GET', `/v1/orders/${encodeURIComponent(orderId)}/payments`)).map(toPayment)
  }

  async fetchPayment(paymentId: string): Promise<GatewayPayment> {
    return toPayment(await this.call('GET', `/v1/payments/${encodeURIComponent(paymentId)}`))
  }

  async capturePayment(paymentId: string, amountPaise: number): Promise<GatewayPayment> {
    return toPayment(await this.call('POST', `/v1/payments/${encodeURIComponent(paymentId)}/capture`, { amount: amountPaise, currency: 'INR' }))
  }

  async refundPayment(paymentId: string, r: { amountPaise: number; idempotencyKey: string; notes: Record<string, string> }): Promise<GatewayRefund> {
    const refund = await this.call('POST', `/v1/payments/${encodeURIComponent(paymentId)}/refund`, { amount: r.amountPaise, speed: 'normal', notes: r.notes }, {
      'X-Refund-Idempotency': r.idempotencyKey,
    })
    return { id: str(refund.id), amountPaise: num(refund.amount), status: str(refund.status) }
  }

  async transferPayment(paymentId: string, t: { accountId: string; amountPaise: number; onHold: boolean; notes: Record<string, string> }): Promise<GatewayTransfer> {
    // no on_hold_until: the hold lasts until we release it at move-in (a date would pay a tenant who never came)
    const answer = await this.call('POST', `/v1/payments/${encodeURIComponent(paymentId)}/transfers`, {
      transfers: [{ account: t.accountId, amount: t.amountPaise, currency: 'INR', on_hold: t.onHold, notes: t.notes }],
    })
    const [transfer] = itemsOf(answer)
    if (!transfer) throw new GatewayError('unavailable', `POST /v1/payments/${paymentId}/transfers answered no transfer`)
    return toTransfer(transfer)
  }

  async paymentTransfers(paymentId: string): Promise<GatewayTransfer[]> {
    return itemsOf(await this.call('GET', `/v1/payments/${encodeURIComponent(paymentId)}/transfers`)).map(toTransfer)
  }

  async reverseTransfer(transferId: string, r: { amountPaise: number; notes: Record<string, string> }): Promise<void> {
    await this.call('POST', `/v1/transfers/${encodeURIComponent(transferId)}/reversals`, { amount: r.amountPaise, notes: r.notes })
  }

  async releaseTransfer(transferId: string): Promise<GatewayTransfer> {
    return toTransfer(await this.call('PATCH', `/v1/transfers/${encodeURIComponent(transferId)}`, { on_hold: false }))
  }

  async createLinkedAccount(a: LinkedAccountRequest): Promise<LinkedAccount> {
    // Route onboarding: the account, its stakeholder (the PAN holder), the route product, then the bank settlement
    const account = await this.call('POST', '/v2/accounts', { type: 'route', reference_id: a.referenceId, ...accountFields(a) })
    const accountId = str(account.id)
    await this.call('POST', `/v2/accounts/${accountId}/stakeholders`, { name: a.contactName, email: a.email, kyc: { pan: a.pan } })
    const product = await this.call('POST', `/v2/accounts/${accountId}/products`, { product_name: 'route', tnc_accepted: true })
    return this.settle(accountId, str(product.id), a.bank)
  }

  async updateLinkedAccount(accountId: string, productId: string, a: LinkedAccountRequest): Promise<LinkedAccount> {
    await this.call('PATCH', `/v2/accounts/${encodeURIComponent(accountId)}`, accountFields(a))
    return this.settle(accountId, productId, a.bank)
  }

  private async settle(accountId: string, productId: string, bank: LinkedAccountRequest['bank']): Promise<LinkedAccount> {
    const configured = await this.call('PATCH', `/v2/accounts/${encodeURIComponent(accountId)}/products/${encodeURIComponent(productId)}`, {
      settlements: { account_number: bank.accountNumber, ifsc_code: bank.ifsc, beneficiary_name: bank.beneficiaryName }, tnc_accepted: true,
    })
    return { accountId, productId, activationStatus: str(configured.activation_status) }
  }

  async fetchLinkedAccount(accountId: string, productId: string): Promise<LinkedAccount> {
    const product = await this.call('GET', `/v2/accounts/${encodeURIComponent(accountId)}/products/${encodeURIComponent(productId)}`)
    return { accountId, productId, activationStatus: str(product.activation_status) }
  }

  // Recurring payments, UPI (docs: razorpay.com/docs/api/payments/recurring-payments/upi): a customer, an
  // authorisation order with a `token` block, the checkout with recurring=1, then an order and a recurring payment per debit.
  async createCustomer(c: { name: string; contact: string; email: string | null; notes: Record<string, string> }): Promise<{ id: string }> {
    const customer = await this.call('POST', '/v1/customers', { name: c.name, contact: c.contact, ...(c.email ? { email: c.email } : {}), fail_existing: '0', notes: c.notes })
    return { id: str(customer.id) }
  }

  async createMandateOrder(o: { amountPaise: number; receipt: string; customerId: string; maxAmountPaise: number; expireAt: Date; notes: Record<string, string> }): Promise<GatewayOrder> {
    return toOrder(await this.call('POST', '/v1/orders', {
      amount: o.amountPaise, currency: 'INR', receipt: o.receipt, customer_id: o.customerId, method: 'upi', payment_capture: false, notes: o.notes,
      token: { max_amount: o.maxAmountPaise, expire_at: Math.floor(o.expireAt.getTime() / 1000), frequency: 'monthly' },
    }))
  }

  async fetchToken(customerId: string, tokenId: string): Promise<GatewayToken> {
    return toToken(await this.call('GET', `/v1/customers/${encodeURIComponent(customerId)}/tokens/${encodeURIComponent(tokenId)}`))
  }

  async cancelToken(customerId: string, tokenId: string): Promise<GatewayToken> {
    return toToken(await this.call('PUT', `/v1/customers/${encodeURIComponent(customerId)}/tokens/${encodeURIComponent(tokenId)}/cancel`))
  }

  async createRecurringPayment(p: { orderId: string; customerId: string; tokenId: string; amountPaise: number; email: string; contact: string; description: string; notes: Record<string, string> }): Promise<{ paymentId: string }> {
    const made = await this.call('POST', '/v1/payments/create/recurring', {
      email: p.email, contact: p.contact, amount: p.amountPaise, currency: 'INR', order_id: p.orderId, customer_id: p.customerId, token: p.tokenId,
      recurring: '1', description: p.description, notes: p.notes,
    })
    return { paymentId: str(made.razorpay_payment_id) }
  }

  tokenInWebhook(payload: Record<string, unknown>): GatewayToken | null {
    const entity = (payload.token as { entity?: unknown } | undefined)?.entity
    return entity && typeof entity === 'object' ? toToken(entity as Json) : null
  }

  paymentInWebhook(payload: Record<string, unknown>): GatewayPayment | null {
    const entity = (payload.payment as { entity?: unknown } | undefined)?.entity
    if (!entity || typeof entity !== 'object') return null
    try {
      return toPayment(entity as Json)
    } catch {
      return null
    }
  }

  checkoutSignatureValid(orderId: string, paymentId: string, signature: string): boolean {
    return hmacMatches(this.o.keySecret, `${orderId}|${paymentId}`, signature)
  }

  webhookSignatureValid(rawBody: Buffer, signature: string | undefined): boolean {
    return hmacMatches(this.o.webhookSecret, rawBody, signature)
  }
}
