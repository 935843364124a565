import { z } from 'zod'
import { Id, IsoDate } from './common.ts'
import { messages } from './messages.ts'
import { UTR } from './dues.ts'

// Leaving (PRODUCT.md "Money", issue 33): the tenant gives notice (the notice period recorded with the booking
// decides the last day), the operator settles the deposit at move-out (itemised deductions, each with a reason
// and optionally a photo; unpaid dues may be deducted), the rest is refunded (through the gateway where the
// deposit was paid online), the tenant accepts or disputes, and both sides see the refund clock. Whole rupees.

/** The deposit must be back within this many days of the move-out date. */
export const REFUND_DAYS = 15
/** A settlement the tenant has not answered starts its refund by itself after this many days. */
export const SETTLEMENT_ANSWER_DAYS = 7
export const DEDUCTION_REASON_MAX = 200
export const DISPUTE_REASON_MAX = 500
export const NOTICE_REASON_MAX = 300
export const MAX_DEDUCTIONS = 20

export const GiveNoticeBody = z.object({
  bookingId: Id,
  reason: z.string().trim().max(NOTICE_REASON_MAX, messages.noticeReasonTooLong).optional(),
})
export type GiveNoticeBody = z.input<typeof GiveNoticeBody>

/** `lockin_ends_on`: the day the lock-in ends, when the booking has one (null: none). */
export const GiveNoticeReply = z.object({
  success: z.boolean(),
  message: z.string(),
  bookingId: z.number().int(),
  notice_given_on: z.string(),
  notice_months: z.number().int(),
  last_day: z.string(),
  lockin_ends_on: z.string().nullable(),
})
export type GiveNoticeReply = z.infer<typeof GiveNoticeReply>

export const NoticeBody = z.object({ bookingId: Id })
export type NoticeBody = z.input<typeof NoticeBody>
/**
 * What the Give notice screen shows before and after: the notice period, the last day if notice were given
 * today (`last_day_if_today`), the lock-in, and the notice once given (null before).
 */
export const NoticeReply = z.object({
  success: z.boolean(),
  bookingId: z.number().int(),
  notice_months: z.number().int(),
  lockin_months: z.number().int(),
  lockin_ends_on: z.string().nullable(),
  last_day_if_today: z.string(),
  can_give_notice: z.boolean(),
  notice: z.object({ notice_given_on: z.string(), last_day: z.string(), reason: z.string().nullable() }).nullable(),
})
export type NoticeReply = z.infer<typeof NoticeReply>

/** A photo of what a deduction is for: the address of a photo already online (https, or one of our own paths). */
export const DeductionPhoto = z.string().trim().max(500, messages.deductionPhotoInvalid)
  .regex(/^(https:\/\/|\/)[^\s<>"']+$/, messages.deductionPhotoInvalid)

/**
 * A photo the operator uploaded for a deduction (uploadDeductionPhoto) is kept under this path, as
 * `/deduction-photos/b<booking>-<16 hex>.webp`. Not public: the tenant of the booking and the property's operators
 * read it through the API (getDeductionPhoto, getOperatorDeductionPhoto), with their token.
 */
export const DEDUCTION_PHOTOS_PATH = '/deduction-photos/'
export const DEDUCTION_PHOTO_NAME = /^b\d{1,10}-[0-9a-f]{16}\.webp$/
/** The file name of an uploaded deduction photo's path, or null for any other address. */
export function deductionPhotoName(photo: string): string | null {
  if (!photo.startsWith(DEDUCTION_PHOTOS_PATH)) return null
  const name = photo.slice(DEDUCTION_PHOTOS_PATH.length)
  return DEDUCTION_PHOTO_NAME.test(name) ? name : null
}

/** uploadDeductionPhoto is multipart: one file in field `photo`, JPEG/PNG/WebP up to 10 MB (as uploadPropertyPhoto). */
export const DeductionPhotoUploadParams = z.object({ bookingId: Id })
/** `photo`: the uploaded photo's path, to send as a deduction's `photo` in settleDeposit. */
export const DeductionPhotoUploadReply = z.object({ success: z.boolean(), message: z.string(), photo: z.string() })
export type DeductionPhotoUploadReply = z.infer<typeof DeductionPhotoUploadReply>
export const DeductionPhotoParams = z.object({ name: z.string().regex(DEDUCTION_PHOTO_NAME, messages.deductionPhotoInvalid) })
/** The tenant's read of a photo of their settlement: the booking and the photo's file name. */
export const DeductionPhotoBody = z.object({ bookingId: Id, name: z.string().regex(DEDUCTION_PHOTO_NAME, messages.deductionPhotoInvalid) })
export type DeductionPhotoBody = z.input<typeof DeductionPhotoBody>
/** The answer is the WebP file itself (`image/webp`, `Cache-Control: private`); this schema only names it for the API document. */
export const DeductionPhotoFileReply = z.string().describe('image/webp')

export const DeductionInput = z.object({
  amount: z.number({ error: messages.deductionAmountInvalid }).int(messages.deductionAmountInvalid).positive(messages.deductionAmountInvalid).max(10_000_000, messages.deductionAmountInvalid),
  reason: z.string({ error: messages.deductionReasonRequired }).trim().min(1, messages.deductionReasonRequired).max(DEDUCTION_REASON_MAX, messages.deductionReasonTooLong),
  photo: DeductionPhoto.optional(),
  /** An unpaid due this deduction pays (its amount must be the due's). */
  due_id: Id.optional(),
})
export type DeductionInput = z.input<typeof DeductionInput>

export const SettleDepositBody = z.object({
  bookingId: Id,
  move_out_date: IsoDate.optional(),
  deductions: z.array(DeductionInput, { error: messages.deductionsRequired }).max(MAX_DEDUCTIONS, messages.tooManyDeductions),
})
export type SettleDepositBody = z.input<typeof SettleDepositBody>

/** A disputed settlement revised by the owner: its deductions replaced (the move-out date stays), proposed again. */
export const ReviseSettlementBody = SettleDepositBody.omit({ move_out_date: true })
export type ReviseSettlementBody = z.input<typeof ReviseSettlementBody>

export const Deduction = z.object({ amount: z.number().int(), reason: z.string(), photo: z.string().nullable(), due_id: z.number().int().nullable() })
export type Deduction = z.infer<typeof Deduction>

export const SETTLEMENT_STATUSES = ['proposed', 'accepted', 'disputed', 'refunded'] as const
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number]
export const REFUND_STATUSES = ['not_started', 'pending', 'processed', 'failed'] as const
export type RefundStatus = (typeof REFUND_STATUSES)[number]
/** `gateway`: refunded to the payment the deposit came with; `offline`: the owner pays it back and records it. */
export const REFUND_VIA = ['gateway', 'offline'] as const

export const DepositSettlement = z.object({
  bookingId: z.number().int(),
  property_name: z.string(),
  tenant_name: z.string(),
  deposit: z.number().int(),
  deductions: z.array(Deduction),
  refund_amount: z.number().int(),
  move_out_date: z.string(),
  /** The move-out date + REFUND_DAYS. */
  refund_due_by: z.string(),
  refund_status: z.enum(REFUND_STATUSES),
  refund_via: z.enum(REFUND_VIA),
  status: z.enum(SETTLEMENT_STATUSES),
  /** The refund is not processed and refund_due_by has passed (India's calendar). */
  overdue: z.boolean(),
  dispute_reason: z.string().nullable(),
  proposed_at: z.string(),
  responded_at: z.string().nullable(),
  /** The last time the owner revised it after a dispute (null: never); `dispute_reason` is then the dispute it answers. */
  revised_at: z.string().nullable(),
  /** When the refund starts by itself if the tenant does not answer (a proposed settlement only). */
  auto_accept_on: z.string().nullable(),
  refunded_at: z.string().nullable(),
  refund_utr: z.string().nullable(),
})
export type DepositSettlement = z.infer<typeof DepositSettlement>

export const DepositSettlementBody = z.object({ bookingId: Id })
export type DepositSettlementBody = z.input<typeof DepositSettlementBody>
export const DepositSettlementReply = DepositSettlement.extend({ success: z.boolean(), message: z.string().optional() })
export type DepositSettlementReply = z.infer<typeof DepositSettlementReply>

export const RespondToSettlementBody = z.object({
  bookingId: Id,
  decision: z.enum(['accept', 'dispute'], { error: messages.settlementDecisionRequired }),
  reason: z.string().trim().max(DISPUTE_REASON_MAX, messages.disputeReasonTooLong).optional(),
}).refine((b) => b.decision !== 'dispute' || (b.reason !== undefined && b.reason.length > 0), { message: messages.disputeReasonRequired, path: ['reason'] })
export type RespondToSettlementBody = z.input<typeof RespondToSettlementBody>

/** The owner paid the deposit back directly (cash, or UPI with its UTR): the refund counts as processed. */
export const RecordDepositRefundBody = z.object({
  bookingId: Id,
  method: z.enum(['cash', 'upi'], { error: messages.offlineMethodRequired }),
  utr: UTR.optional(),
}).refine((b) => b.method !== 'upi' || b.utr !== undefined, { message: messages.utrInvalid, path: ['utr'] })
export type RecordDepositRefundBody = z.input<typeof RecordDepositRefundBody>

/** The console's deposits: every moved-in or moved-out booking with a deposit, and its settlement once made. */
export const OperatorDeposit = z.object({
  bookingId: z.number().int(),
  property_id: z.number().int(),
  property_name: z.string(),
  tenant_name: z.string(),
  booking_status: z.string(),
  deposit: z.number().int(),
  notice_last_day: z.string().nullable(),
  settlement: DepositSettlement.nullable(),
  /** Unpaid dues the settlement may deduct, each offered as a line. */
  unpaid_dues: z.array(z.object({ due_id: z.number().int(), label: z.string(), amount: z.number().int() })),
})
export type OperatorDeposit = z.infer<typeof OperatorDeposit>
export const OperatorDepositsQuery = z.object({ property_id: Id.optional() })
export const OperatorDepositsReply = z.object({ success: z.boolean(), data: z.array(OperatorDeposit) })
export type OperatorDepositsReply = z.infer<typeof OperatorDepositsReply>
