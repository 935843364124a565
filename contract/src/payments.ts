import { z } from 'zod'
import { Booking } from './booking.ts'
import { Id } from './common.ts'

// The tenant's side of money, part 1 (PRODUCT.md "Money"): the token of a booking, paid through the gateway's
// checkout, and the lead's ledger. Amounts are whole rupees, except a gateway order's `amount`, which is in
// paise as gateways count it.

export const CreateTokenPaymentBody = z.object({ bookingId: Id })
export type CreateTokenPaymentBody = z.input<typeof CreateTokenPaymentBody>

/**
 * The gateway's checkout as a form the browser posts (a full-page visit, no gateway script on our pages):
 * Razorpay's Hosted Checkout (`https://api.razorpay.com/v1/checkout/embedded`), or in development the sandbox
 * gateway's page, which takes the same fields. Either comes back to PAYMENT_CALLBACK_PATH (a POST, as Razorpay
 * sends it), which sends the browser on to `/payment-success?…` or `/payment-failed?…` (server/README.md,
 * "The checkout").
 */
export const CheckoutForm = z.object({
  action: z.string(),
  /** Hidden fields, in the gateway's names: `key_id`, `order_id`, `amount`, `currency`, `callback_url`, `cancel_url`, … */
  fields: z.record(z.string(), z.string()),
})
export type CheckoutForm = z.infer<typeof CheckoutForm>

/** What the web opens the checkout with. A second tap answers the same order. */
export const TokenPaymentReply = z.object({
  success: z.boolean(),
  order_id: z.string(),
  /** In paise: ₹1,500 is 150000. */
  amount: z.number().int(),
  currency: z.literal('INR'),
  key_id: z.string(),
  checkout: CheckoutForm,
  bookingId: z.number().int(),
})
export type TokenPaymentReply = z.infer<typeof TokenPaymentReply>

const GatewayId = (prefix: string) => z.string({ error: `${prefix} is required` }).trim().regex(/^[A-Za-z0-9_]{1,60}$/, `${prefix} is not a gateway id`)

/** The checkout's success callback, as the gateway hands it to the page. */
export const VerifyPaymentBody = z.object({
  razorpay_order_id: GatewayId('razorpay_order_id'),
  razorpay_payment_id: GatewayId('razorpay_payment_id'),
  razorpay_signature: z.string({ error: 'razorpay_signature is required' }).trim().regex(/^[0-9a-f]{64}$/i, 'razorpay_signature is not a signature'),
})
export type VerifyPaymentBody = z.input<typeof VerifyPaymentBody>

/** `captured`: paid; `pending`: the gateway has not decided yet ("Payment pending"); `failed`: try again. */
export const PAYMENT_OUTCOMES = ['captured', 'pending', 'failed'] as const
export const VerifyPaymentReply = z.object({
  success: z.boolean(),
  payment_status: z.enum(PAYMENT_OUTCOMES),
  message: z.string(),
  booking: Booking,
})
export type VerifyPaymentReply = z.infer<typeof VerifyPaymentReply>

export const LeadPaymentsBody = z.object({ leadId: Id })
export type LeadPaymentsBody = z.input<typeof LeadPaymentsBody>

/**
 * One movement of the tenant's money, from the ledger: the token paid (`token_payment`, captured), held for
 * the owner until move-in (`token_hold`), released to the owner (`release`); money back to the tenant (`refund`: a
 * token, or a due paid twice); a due paid online (`rent_payment`) and passed on to the owner (`rent_transfer`), or
 * paid to the owner directly and recorded by them (`offline_payment`); at leaving, the part of the deposit the owner
 * kept (`deposit_deduction`) and the rest refunded (`deposit_refund`). The names are issue 33's pinned ledger kinds
 * (`refund` and `release`, not `token_…`: a refund is not always a token's); `token_hold` and `rent_transfer` are
 * the steps in between that the pinned list does not name.
 */
export const LEAD_PAYMENT_KINDS = ['token_payment', 'token_hold', 'release', 'refund', 'rent_payment', 'rent_transfer', 'offline_payment', 'deposit_deduction', 'deposit_refund'] as const
export const LeadPayment = z.object({
  booking_id: z.number().int(),
  property_name: z.string(),
  order_id: z.string().nullable(),
  payment_id: z.string().nullable(),
  kind: z.enum(LEAD_PAYMENT_KINDS),
  /** Whole rupees. */
  amount: z.number().int(),
  status: z.enum(['captured', 'held', 'released', 'refunded']),
  at: z.string(),
})
export type LeadPayment = z.infer<typeof LeadPayment>
export const LeadPaymentsReply = z.object({ success: z.boolean(), data: z.array(LeadPayment) })
export type LeadPaymentsReply = z.infer<typeof LeadPaymentsReply>

/**
 * A gateway's webhook event (Razorpay's shape). The route reads the raw bytes first: the signature
 * (`X-Razorpay-Signature`, HMAC-SHA256 of the body with the webhook secret) and the event id
 * (`x-razorpay-event-id`) are checked before this schema is.
 */
export const RazorpayWebhookEvent = z.object({
  entity: z.literal('event'),
  event: z.string().min(1).max(100),
  contains: z.array(z.string().max(50)).max(10).default([]),
  payload: z.record(z.string(), z.unknown()),
  created_at: z.number().int().nonnegative(),
  account_id: z.string().max(60).optional(),
})
export type RazorpayWebhookEvent = z.infer<typeof RazorpayWebhookEvent>
export const WebhookReply = z.object({ success: z.boolean() })
export type WebhookReply = z.infer<typeof WebhookReply>

/** Headers of a webhook (lower case, as Node reads them). */
export const WEBHOOK_SIGNATURE_HEADER = 'x-razorpay-signature'
export const WEBHOOK_EVENT_ID_HEADER = 'x-razorpay-event-id'

/** What the server answers the gateway (never shown to tenants, so no Hindi). */
export const gatewayMessages = {
  webhookSignatureInvalid: 'The webhook signature is missing or does not match the body: it was not sent by the gateway.',
  webhookEventIdMissing: 'The webhook has no x-razorpay-event-id header: it cannot be told apart from a repeat.',
  webhookBodyInvalid: 'The webhook body is not an event the gateway sends.',
} as const
