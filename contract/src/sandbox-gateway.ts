import { z } from 'zod'

// The sandbox gateway (development and tests only; PRODUCT.md "The gateway"): a stand-in for Razorpay served by
// the app under /sandbox-gateway/, speaking the subset of Razorpay's REST API the app uses. Not part of our API
// (it is a gateway), so not in the endpoint table; these are its checkout page and its test hooks.

export const SANDBOX_GATEWAY_PREFIX = '/sandbox-gateway'
/**
 * The sandbox's checkout page: a form POST with the fields of Razorpay's Hosted Checkout (`/v1/checkout/embedded`
 * under the sandbox's prefix). Its Success and Failure post the outcome to the form's `callback_url`, as Razorpay does.
 */
export const SANDBOX_CHECKOUT_PATH = `${SANDBOX_GATEWAY_PREFIX}/v1/checkout/embedded`
/**
 * Where a checkout posts its outcome (the `callback_url`, with `?booking_id=`): success carries
 * `razorpay_payment_id`, `razorpay_order_id`, `razorpay_signature`; failure `error[code]`, `error[description]`
 * and `error[metadata]` (JSON with `order_id` and `payment_id`). The app answers 303 to one of the two paths below,
 * with the query of server/README.md "The checkout": success carries verifyPayment's three fields and `booking_id`;
 * failure `razorpay_order_id`, `razorpay_payment_id`, `error_code`, `error_description` and `booking_id`.
 */
export const PAYMENT_CALLBACK_PATH = '/payment-callback'
export const PAYMENT_SUCCESS_PATH = '/payment-success'
export const PAYMENT_FAILED_PATH = '/payment-failed'

/** POST: pays an order as the checkout page would; answers like the checkout's success callback. */
export const sandboxPayPath = (orderId: string) => `${SANDBOX_GATEWAY_PREFIX}/v1/test/orders/${encodeURIComponent(orderId)}/pay`
export const SANDBOX_SETTINGS_PATH = `${SANDBOX_GATEWAY_PREFIX}/v1/test/settings`

export const PAYMENT_METHODS = ['upi', 'card', 'netbanking'] as const
export const SandboxPayBody = z.object({
  outcome: z.enum(['captured', 'failed'], { error: 'outcome must be captured or failed' }),
  method: z.enum(PAYMENT_METHODS, { error: 'method must be upi, card or netbanking' }).default('upi'),
})
export type SandboxPayBody = z.input<typeof SandboxPayBody>
/** `razorpay_signature` is the checkout's (HMAC of `order_id|payment_id`); a failed payment has none. */
export const SandboxPayReply = z.object({
  razorpay_payment_id: z.string(),
  razorpay_order_id: z.string(),
  razorpay_signature: z.string().nullable(),
})
export type SandboxPayReply = z.infer<typeof SandboxPayReply>

export const SandboxSettingsBody = z.object({
  drop_webhooks: z.boolean().optional(),
  delay_webhooks_ms: z.number().int().min(0).max(600_000).optional(),
  fail_api: z.boolean().optional(),
  /** Ours, beyond the three: every REST call answers this late (a gateway that times out). */
  api_delay_ms: z.number().int().min(0).max(600_000).optional(),
  /** Ours too: every recurring (UPI AutoPay) debit fails, as a tenant's empty account would. */
  fail_recurring: z.boolean().optional(),
})
export type SandboxSettingsBody = z.input<typeof SandboxSettingsBody>
export const SandboxSettingsReply = z.object({
  drop_webhooks: z.boolean(),
  delay_webhooks_ms: z.number().int(),
  fail_api: z.boolean(),
  api_delay_ms: z.number().int(),
  fail_recurring: z.boolean(),
})
export type SandboxSettingsReply = z.infer<typeof SandboxSettingsReply>
