import { z } from 'zod'
import { Id } from './common.ts'

// UPI AutoPay (PRODUCT.md "Rent over the stay", issue 33): a monthly UPI mandate for a moved-in booking's rent.
// The tenant approves it once in the gateway's checkout; 24 hours before each due's date the app sends the
// pre-debit notice (in the app and by message), and on the date debits the due through the mandate. Cancel any
// time. Whole rupees, except the checkout's order `amount` (paise, like payRentDue's answer).

/** `none`: never set up (or only declined ones); `pending`: sent to the checkout, not approved yet. */
export const AUTOPAY_STATUSES = ['none', 'pending', 'active', 'cancelled', 'failed'] as const
export type AutopayStatus = (typeof AUTOPAY_STATUSES)[number]

export const AutopayBody = z.object({ bookingId: Id })
export type AutopayBody = z.input<typeof AutopayBody>

/** A debit AutoPay has announced: its due, amount and date. `over_limit`: above the mandate's maximum, so not debited. */
export const AutopayNotice = z.object({
  due_id: z.number().int(),
  amount: z.number().int(),
  debit_on: z.string(),
  sent_at: z.string(),
  state: z.enum(['notified', 'over_limit', 'debiting', 'captured', 'failed', 'skipped']),
})
export type AutopayNotice = z.infer<typeof AutopayNotice>

export const Autopay = z.object({
  bookingId: z.number().int(),
  status: z.enum(AUTOPAY_STATUSES),
  /** The most a month's debit may be (whole rupees); null with no mandate. */
  max_amount: z.number().int().nullable(),
  /** The next open due AutoPay will debit, with its date. */
  next_debit: z.object({ due_id: z.number().int(), amount: z.number().int(), date: z.string() }).nullable(),
  /** The pre-debit notice of the coming (or latest) debit, once it is out. */
  notice: AutopayNotice.nullable(),
})
export type Autopay = z.infer<typeof Autopay>

export const AutopayReply = z.object({ success: z.boolean(), data: Autopay })
export type AutopayReply = z.infer<typeof AutopayReply>
export const CancelAutopayReply = z.object({ success: z.boolean(), message: z.string(), data: Autopay })
export type CancelAutopayReply = z.infer<typeof CancelAutopayReply>

/**
 * Where the mandate's checkout posts its outcome (its `callback_url`, with `?booking_id=`): the app checks the
 * signature, asks the gateway for the token, and sends the browser on to Pay rent with `?autopay=approved` or
 * `?autopay=declined`. A page route, like PAYMENT_CALLBACK_PATH.
 */
export const AUTOPAY_CALLBACK_PATH = '/autopay-callback'
export const AUTOPAY_OUTCOMES = ['approved', 'declined'] as const
