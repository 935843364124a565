import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { VerifyPaymentBody, type CheckoutForm } from '@basera/contract/payments'
import { PAYMENT_CALLBACK_PATH, PAYMENT_FAILED_PATH, PAYMENT_SUCCESS_PATH, SANDBOX_CHECKOUT_PATH } from '@basera/contract/sandbox-gateway'
import type { PaymentsConfig } from '../../config.ts'
import { acceptFormBodies } from '../../lib/form-body.ts'

// The gateway's checkout, on its side of the page: the web posts a form to Razorpay's Hosted Checkout (no gateway
// script on our pages, no card or UPI detail near our server), and Razorpay posts the outcome back to our callback,
// which sends the browser on to the screen that shows it. The sandbox gateway takes the same form and posts back the
// same way, so development and the tests go through this very path.

/** Razorpay's Hosted Checkout, under its API's origin. */
const HOSTED_CHECKOUT_PATH = '/v1/checkout/embedded'

/** Where the browser posts the checkout: Razorpay's page (at RAZORPAY_API_BASE), or the sandbox's on our own origin. */
function checkoutAction(config: PaymentsConfig): string {
  return config.apiBase === null ? SANDBOX_CHECKOUT_PATH : `${config.apiBase}${HOSTED_CHECKOUT_PATH}`
}

/** The pages' `form-action` beyond our own origin: the gateway's checkout host. */
export function checkoutFormTargets(config: PaymentsConfig): string[] {
  return config.apiBase === null ? [] : [new URL(config.apiBase).origin]
}

/** The form for one order: the gateway's field names; both ways back carry the booking, so its screen can show it. */
export function checkoutForm(config: PaymentsConfig, o: { keyId: string; orderId: string; amountPaise: number; bookingId: number }, origin: string): CheckoutForm {
  const back = (path: string) => `${origin}${path}?booking_id=${o.bookingId}`
  return {
    action: checkoutAction(config),
    fields: {
      key_id: o.keyId, order_id: o.orderId, amount: String(o.amountPaise), currency: 'INR', name: 'Basera', description: `Token for booking ${o.bookingId}`,
      callback_url: back(PAYMENT_CALLBACK_PATH),
      // Razorpay sends a tenant who closes its page here (a GET): nothing was paid, and Retry is there
      cancel_url: back(PAYMENT_FAILED_PATH),
    },
  }
}

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`

const FailureMetadata = z.object({ order_id: z.string().max(60).optional(), payment_id: z.string().max(60).optional() })

function failureMetadata(text: string | undefined): z.infer<typeof FailureMetadata> {
  try {
    const parsed = FailureMetadata.safeParse(JSON.parse(text ?? '{}'))
    return parsed.success ? parsed.data : {}
  } catch {
    return {}
  }
}

/**
 * Where the checkout's POST sends the browser (a path of this app, never another site): the success fields on to
 * /payment-success (verifyPayment checks the signature and asks the gateway: nothing is credited here), an error on
 * to /payment-failed, anything unreadable to My Booking, which shows the booking as it really stands.
 */
export function outcomeLocation(form: Record<string, string>, bookingId: string | undefined): string {
  const booking = bookingId !== undefined && /^\d{1,12}$/.test(bookingId) ? { booking_id: bookingId } : null
  if (!booking) return '/bookings'
  const success = VerifyPaymentBody.safeParse(form)
  if (success.success) return withQuery(PAYMENT_SUCCESS_PATH, { ...success.data, ...booking })
  const code = form['error[code]']
  if (code === undefined) return '/bookings'
  const { order_id = '', payment_id = '' } = failureMetadata(form['error[metadata]'])
  return withQuery(PAYMENT_FAILED_PATH, {
    razorpay_order_id: order_id, razorpay_payment_id: payment_id, error_code: code.slice(0, 60), error_description: (form['error[description]'] ?? '').slice(0, 300), ...booking,
  })
}

const flatStrings = (value: unknown): Record<string, string> =>
  value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string')) : {}

const bookingIdOf = (request: FastifyRequest): string | undefined => {
  const value = (request.query as Record<string, unknown>).booking_id
  return typeof value === 'string' ? value : undefined
}

/** PAYMENT_CALLBACK_PATH: the gateway's page posts here; a page route, not our API (left out of the API document). */
export async function checkoutCallbackRoute(app: FastifyInstance): Promise<void> {
  acceptFormBodies(app)
  app.post(PAYMENT_CALLBACK_PATH, { schema: { hide: true } }, async (request, reply) => reply.redirect(outcomeLocation(flatStrings(request.body), bookingIdOf(request)), 303))
}
