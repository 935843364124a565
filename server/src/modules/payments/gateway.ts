// The one door to a payment gateway (PRODUCT.md "The gateway"). Everything the app asks of a gateway is here,
// in the gateway's own terms (amounts in paise); razorpay-adapter.ts speaks it to Razorpay's REST API, and the
// sandbox gateway (modules/sandbox-gateway) answers the same REST calls in development and tests. Another
// gateway (Cashfree) is another implementation of this interface; nothing else changes.

export interface GatewayOrder {
  id: string
  amountPaise: number
  currency: string
  receipt: string
  /** `created`, `attempted` (a payment was tried), `paid`. */
  status: string
  notes: Record<string, string>
}

/** A payment as the gateway reports it; only `captured` money is money. */
export interface GatewayPayment {
  id: string
  orderId: string
  amountPaise: number
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed'
  method: string | null
  errorCode: string | null
  errorDescription: string | null
  /** A recurring payment's token (UPI AutoPay): set on the mandate's authorisation payment and on each debit. */
  tokenId?: string | null
}

/** A UPI AutoPay mandate as the gateway calls it: a customer's recurring token. Only `confirmed` can be debited. */
export interface GatewayToken {
  id: string
  /** `initiated`, `confirmed`, `paused`, `cancellation_initiated`, `cancelled`, `rejected`. */
  status: string
  maxAmountPaise: number
  /** Unix seconds. */
  expireAt: number
}

export interface GatewayTransfer {
  id: string
  amountPaise: number
  amountReversedPaise: number
  onHold: boolean
  notes: Record<string, string>
}

export interface GatewayRefund {
  id: string
  amountPaise: number
  status: string
}

export interface LinkedAccountRequest {
  /** Our own reference for the account (the operator's id), at most 20 characters. */
  referenceId: string
  email: string
  phone: string
  legalName: string
  businessType: string
  contactName: string
  pan: string
  address: { street: string; city: string; state: string; postalCode: string }
  bank: { accountNumber: string; ifsc: string; beneficiaryName: string }
}

/** The gateway's view of a linked account's `route` product: only `activated` takes transfers. */
export interface LinkedAccount {
  accountId: string
  productId: string
  activationStatus: string
}

export interface PaymentGateway {
  /** The public key the checkout opens with. */
  readonly keyId: string
  /** A new order; `receipt` is ours, unique per booking, so the order can be found again (findOrderByReceipt). */
  createOrder(o: { amountPaise: number; currency: 'INR'; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder>
  /** The order made with this receipt, if the gateway has one (an order created whose answer was lost). */
  findOrderByReceipt(receipt: string): Promise<GatewayOrder | null>
  orderPayments(orderId: string): Promise<GatewayPayment[]>
  fetchPayment(paymentId: string): Promise<GatewayPayment>
  /** An authorized payment taken (a gateway without auto-capture). */
  capturePayment(paymentId: string, amountPaise: number): Promise<GatewayPayment>
  /** Refunds part or all of a payment; the same `idempotencyKey` never refunds twice. */
  refundPayment(paymentId: string, r: { amountPaise: number; idempotencyKey: string; notes: Record<string, string> }): Promise<GatewayRefund>
  /** Transfers part of a captured payment to a linked account: a token's on hold until released, a due's settled at once. */
  transferPayment(paymentId: string, t: { accountId: string; amountPaise: number; onHold: boolean; notes: Record<string, string> }): Promise<GatewayTransfer>
  paymentTransfers(paymentId: string): Promise<GatewayTransfer[]>
  /** Takes `amountPaise` of a transfer back from the linked account (before refunding it to the tenant). */
  reverseTransfer(transferId: string, r: { amountPaise: number; notes: Record<string, string> }): Promise<void>
  /** Releases a transfer's settlement to the linked account's bank. */
  releaseTransfer(transferId: string): Promise<GatewayTransfer>
  createLinkedAccount(a: LinkedAccountRequest): Promise<LinkedAccount>
  /** New details for an existing linked account: its legal details and its settlements' bank (the gateway checks them again). */
  updateLinkedAccount(accountId: string, productId: string, a: LinkedAccountRequest): Promise<LinkedAccount>
  fetchLinkedAccount(accountId: string, productId: string): Promise<LinkedAccount>
  /** A customer for recurring payments; the same contact answers the customer made before (`fail_existing: 0`). */
  createCustomer(c: { name: string; contact: string; email: string | null; notes: Record<string, string> }): Promise<{ id: string }>
  /**
   * The authorisation order of a UPI AutoPay mandate: `amountPaise` is authorised (never captured), and the token it
   * makes lets later debits of up to `maxAmountPaise` a month until `expireAt`.
   */
  createMandateOrder(o: { amountPaise: number; receipt: string; customerId: string; maxAmountPaise: number; expireAt: Date; notes: Record<string, string> }): Promise<GatewayOrder>
  fetchToken(customerId: string, tokenId: string): Promise<GatewayToken>
  /** Cancels the mandate at the gateway (and so at NPCI); no debit after it. */
  cancelToken(customerId: string, tokenId: string): Promise<GatewayToken>
  /** Debits a confirmed token for an order made for the debit (one order per due: a second payment of it is refused). */
  createRecurringPayment(p: { orderId: string; customerId: string; tokenId: string; amountPaise: number; email: string; contact: string; description: string; notes: Record<string, string> }): Promise<{ paymentId: string }>
  /** The token a webhook event's payload is about (`token.confirmed`, `token.rejected`, `token.cancelled`); null when none. */
  tokenInWebhook(payload: Record<string, unknown>): GatewayToken | null
  /** The payment a webhook event's payload is about, in the gateway's own shape; null when it carries none. */
  paymentInWebhook(payload: Record<string, unknown>): GatewayPayment | null
  /** The checkout's signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
  checkoutSignatureValid(orderId: string, paymentId: string, signature: string): boolean
  /** A webhook's signature: HMAC-SHA256 of the raw body with the webhook secret. */
  webhookSignatureValid(rawBody: Buffer, signature: string | undefined): boolean
}

/**
 * A gateway call that failed. `unavailable`: no answer, a timeout or a 5xx: what happened is unknown and asking
 * again later is right. `refused`: the gateway answered no (a 4xx): asking again the same way will not help.
 */
export class GatewayError extends Error {
  constructor(readonly kind: 'unavailable' | 'refused', message: string, readonly status: number | null = null) {
    super(message)
  }
}
