import { z } from 'zod'
import { BookingStatus, TokenStatus } from './booking.ts'
import { Id } from './common.ts'

// The console's side of money, part 1 (PRODUCT.md "Money"): an owner's payout account (a linked account at
// the gateway; its KYC decides activation), the Money screen (held, released, refunded per booking) and the
// operators' notifications. The console stays in English: these messages have no Hindi.

export const moneyMessages = {
  payoutOwnersOnly: 'Only the owner (or Basera staff) can see or change the payout account.',
  payoutChooseOwner: 'Choose the owner whose payout account this is (owner_operator_id).',
  payoutNotAnOwner: 'That operator is not an owner: only owners have payout accounts.',
  payoutSaved: 'Payout account sent to the payment gateway for verification.',
  payoutGatewayUnavailable: 'We could not reach the payment gateway. Nothing was saved: please try again in a minute.',
  payoutRefused: (reason: string) => `The payment gateway refused these details: ${reason}`,
  legalNameRequired: 'Enter the legal name as it is on the PAN (4 to 200 characters).',
  businessTypeRequired: 'Choose the business type.',
  panInvalid: 'Enter the PAN as 10 characters: 5 letters, 4 digits and a letter (for example ABCDE1234F).',
  accountNumberInvalid: 'Enter the bank account number: 9 to 18 digits, without spaces.',
  ifscInvalid: 'Enter the IFSC as 11 characters: 4 letters, a zero, then 6 letters or digits (for example HDFC0001234).',
  emailInvalid: 'Enter an email address the gateway can write to about this account.',
  streetRequired: 'Enter the registered address (house, street, area).',
  cityRequired: 'Enter the city of the registered address.',
  stateRequired: 'Enter the state of the registered address.',
  postalCodeInvalid: 'Enter the 6-digit PIN code of the registered address.',
  movedInTooEarly: (date: string) => `The tenant can be marked as moved in from the move-in date, ${date}.`,
  tokenReleased: 'Marked as moved in. The token held for this booking is released to your account.',
} as const

/** Razorpay's business types an owner of a PG or flat is likely to be. */
export const BUSINESS_TYPES = ['individual', 'proprietorship', 'partnership', 'private_limited', 'public_limited', 'llp', 'huf', 'trust', 'society'] as const

const text = (min: number, max: number, message: string) => z.string({ error: message }).trim().min(min, message).max(max, message)

export const SavePayoutAccountBody = z.object({
  /** An admin saves for an owner; an owner's own account is theirs. */
  owner_operator_id: Id.optional(),
  legal_name: text(4, 200, moneyMessages.legalNameRequired),
  business_type: z.enum(BUSINESS_TYPES, { error: moneyMessages.businessTypeRequired }),
  pan: z.string({ error: moneyMessages.panInvalid }).trim().toUpperCase().regex(/^[A-Z]{5}\d{4}[A-Z]$/, moneyMessages.panInvalid),
  bank_account_number: z.string({ error: moneyMessages.accountNumberInvalid }).trim().regex(/^\d{9,18}$/, moneyMessages.accountNumberInvalid),
  ifsc: z.string({ error: moneyMessages.ifscInvalid }).trim().toUpperCase().regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, moneyMessages.ifscInvalid),
  email: z.string({ error: moneyMessages.emailInvalid }).trim().max(254, moneyMessages.emailInvalid)
    .regex(/^[^\s@]+@(?=[^\s@]*[^\s@]\.[^\s@])[^\s@]+$/, moneyMessages.emailInvalid),
  street: text(1, 100, moneyMessages.streetRequired),
  city: text(1, 100, moneyMessages.cityRequired),
  state: text(2, 100, moneyMessages.stateRequired),
  postal_code: z.string({ error: moneyMessages.postalCodeInvalid }).trim().regex(/^[1-9]\d{5}$/, moneyMessages.postalCodeInvalid),
})
export type SavePayoutAccountBody = z.input<typeof SavePayoutAccountBody>

export const PayoutAccountQuery = z.object({ owner_operator_id: Id.optional() })
export type PayoutAccountQuery = z.input<typeof PayoutAccountQuery>

/** The gateway's word on the linked account; only `activated` takes tokens. */
export const PAYOUT_STATUSES = ['under_review', 'needs_clarification', 'activated', 'suspended'] as const
export const PayoutAccount = z.object({
  owner_operator_id: z.number().int(),
  legal_name: z.string(),
  business_type: z.enum(BUSINESS_TYPES),
  pan: z.string(),
  /** Only the last four digits: `XXXXXXXX1234`. */
  bank_account_number: z.string(),
  ifsc: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  /** Bookings of this owner's properties ask for the token (otherwise they are free requests). */
  takes_payments: z.boolean(),
  updated_at: z.string(),
})
export type PayoutAccount = z.infer<typeof PayoutAccount>
/** `data` is null while the owner has not given a payout account: their properties take free requests. */
export const PayoutAccountReply = z.object({ success: z.boolean(), message: z.string().optional(), data: PayoutAccount.nullable() })
export type PayoutAccountReply = z.infer<typeof PayoutAccountReply>

export const OperatorMoneyQuery = z.object({ property_id: Id.optional() })
export type OperatorMoneyQuery = z.input<typeof OperatorMoneyQuery>

/** One booking's token as the ledger has it, in whole rupees. */
export const OperatorMoneyRow = z.object({
  bookingId: z.number().int(),
  property_id: z.number().int(),
  property_name: z.string(),
  /** "Lotus Living Boys PG, Saket" (operator.ts propertyLabel): two properties of one name read apart. */
  property_label: z.string(),
  tenant_name: z.string(),
  status: BookingStatus,
  token_amount: z.number().int(),
  token_status: TokenStatus,
  /** On hold for the owner until the tenant moves in. */
  held: z.number().int(),
  /** Released to the owner's bank account. */
  released: z.number().int(),
  /** Back to the tenant: the token's refund and, at leaving, the deposit's. */
  refunded: z.number().int(),
  move_in_date: z.string().nullable(),
  /** What the tenant paid for this booking: the token and the dues paid, online and offline. */
  received: z.number().int(),
})
export type OperatorMoneyRow = z.infer<typeof OperatorMoneyRow>
export const MoneyTotals = z.object({ held: z.number().int(), released: z.number().int(), refunded: z.number().int(), received: z.number().int() })
export const OperatorMoneyReply = z.object({ success: z.boolean(), data: z.array(OperatorMoneyRow), totals: MoneyTotals })
export type OperatorMoneyReply = z.infer<typeof OperatorMoneyReply>

/** What the operators of a property are told of (PRODUCT.md "Reaching people"); `message`: a tenant wrote in a thread. */
export const OPERATOR_NOTIFICATION_KINDS = ['booking_requested', 'visit_requested', 'payment_received', 'review_posted', 'message', 'notice_given', 'settlement_answered'] as const
export const OperatorNotification = z.object({
  id: z.number().int(),
  kind: z.enum(OPERATOR_NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  bookingId: z.number().int().nullable(),
  property_id: z.number().int().nullable(),
  created_at: z.string(),
})
export type OperatorNotification = z.infer<typeof OperatorNotification>
export const OperatorNotificationsReply = z.object({ success: z.boolean(), data: z.array(OperatorNotification) })
export type OperatorNotificationsReply = z.infer<typeof OperatorNotificationsReply>
