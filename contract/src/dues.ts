import { z } from 'zod'
import { Id, IsoDate } from './common.ts'
import { messages } from './messages.ts'

// Rent over the stay (PRODUCT.md "Money", issue 33): each moved-in booking's monthly dues, paying them (online
// through the gateway's checkout, or recorded by the operator as cash or a direct UPI transfer), the meter
// readings electricity is billed from, and the rent receipt. Whole rupees everywhere, except a gateway order's
// `amount` (paise, as gateways count it).

/** What a due is made of; the first due also carries the move-in's deposit and fees, and the token already paid as a negative line. */
export const DUE_LINE_KINDS = ['rent', 'maintenance', 'food', 'electricity', 'deposit', 'fee', 'token', 'late_fee'] as const
export type DueLineKind = (typeof DUE_LINE_KINDS)[number]
export const DueLine = z.object({ kind: z.enum(DUE_LINE_KINDS), label: z.string(), amount: z.number().int() })
export type DueLine = z.infer<typeof DueLine>

/** What the console says beside a rent term it refuses (the server answers the same sentence). */
export const rentTermsMessages = {
  rentDay: 'The rent day must be a day of the month from 1 to 28.',
  lateFeeAmount: 'The late fee must be whole rupees from ₹1 to ₹1,00,000.',
  graceDays: 'Grace days must be a whole number from 0 to 60.',
} as const

/** A fixed day of the month rent falls due (1–28, so every month has it). */
export const RentDay = z.number({ error: rentTermsMessages.rentDay }).int(rentTermsMessages.rentDay).min(1, rentTermsMessages.rentDay).max(28, rentTermsMessages.rentDay)

/** A property's published late fee: `amount` rupees once a due is more than `grace_days` days past its date. */
export const LateFeeTerms = z.object({
  grace_days: z.number({ error: rentTermsMessages.graceDays }).int(rentTermsMessages.graceDays).min(0, rentTermsMessages.graceDays).max(60, rentTermsMessages.graceDays),
  amount: z.number({ error: rentTermsMessages.lateFeeAmount }).int(rentTermsMessages.lateFeeAmount).positive(rentTermsMessages.lateFeeAmount).max(100_000, rentTermsMessages.lateFeeAmount),
})
export type LateFeeTerms = z.infer<typeof LateFeeTerms>

/**
 * A property's rent terms, shown to tenants before booking beside the cancellation terms and recorded on each booking
 * when its room is taken (the dues bill the booking's): `rent_day` null is each tenant's move-in day of the month,
 * `late_fee` null is no late fee.
 */
export const RentTerms = z.object({ rent_day: RentDay.nullable(), late_fee: LateFeeTerms.nullable() })
export type RentTerms = z.infer<typeof RentTerms>

/** `late`: still open after its due date. */
export const DUE_STATUSES = ['open', 'paid', 'late'] as const
export type DueStatus = (typeof DUE_STATUSES)[number]

/** How a due was paid: through the gateway (its method), or recorded by the operator (`cash`, `upi_direct` with its UTR). */
export const PAID_VIA = ['upi', 'card', 'netbanking', 'wallet', 'online', 'cash', 'upi_direct', 'deposit'] as const
export type PaidVia = (typeof PAID_VIA)[number]

export const RentDue = z.object({
  due_id: z.number().int(),
  bookingId: z.number().int(),
  property_name: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  due_date: z.string(),
  status: z.enum(DUE_STATUSES),
  total: z.number().int(),
  lines: z.array(DueLine),
  paid_via: z.enum(PAID_VIA).nullable(),
  utr: z.string().nullable(),
  paid_at: z.string().nullable(),
  receipt_no: z.string().nullable(),
})
export type RentDue = z.infer<typeof RentDue>

export const ListRentDuesBody = z.object({ leadId: Id, bookingId: Id.optional() })
export type ListRentDuesBody = z.input<typeof ListRentDuesBody>
/**
 * The free-form rent form's old call (`requestRentPayment`, a number nobody checked): it answers 410 to anyone and
 * says where rent is paid now (Pay rent: listRentDues and payRentDue); left out of the API document and this table.
 */
export const RENT_PAYMENT_REQUEST_GONE_PATH = '/api/leads/v1/rent-payment-request'
export const RentDuesReply = z.object({ success: z.boolean(), data: z.array(RentDue) })
export type RentDuesReply = z.infer<typeof RentDuesReply>

export const PayRentDueBody = z.object({ due_id: Id })
export type PayRentDueBody = z.input<typeof PayRentDueBody>

export const RECEIPT_LANGUAGES = ['en', 'hi'] as const
/** The receipt in the reader's language (`hi`: Hindi); English when left out. */
export const RentReceiptBody = z.object({ due_id: Id, lang: z.enum(RECEIPT_LANGUAGES).optional() })
export type RentReceiptBody = z.input<typeof RentReceiptBody>
/** The answer is the PDF itself (`application/pdf`); this schema only names it for the API document. */
export const RentReceiptReply = z.string().describe('application/pdf')

/** A UPI transaction's reference (UTR): 12 digits. */
export const UTR = z.string({ error: messages.utrInvalid }).trim().regex(/^\d{12}$/, messages.utrInvalid)

export const RecordOfflinePaymentBody = z.object({
  due_id: Id,
  amount: z.number({ error: messages.offlineAmountRequired }).int(messages.offlineAmountRequired).positive(messages.offlineAmountRequired).max(10_000_000),
  method: z.enum(['cash', 'upi'], { error: messages.offlineMethodRequired }),
  utr: UTR.optional(),
  paid_on: IsoDate.optional(),
}).refine((b) => b.method !== 'upi' || b.utr !== undefined, { message: messages.utrInvalid, path: ['utr'] })
export type RecordOfflinePaymentBody = z.input<typeof RecordOfflinePaymentBody>
export const RentDueReply = z.object({ success: z.boolean(), message: z.string(), data: RentDue })
export type RentDueReply = z.infer<typeof RentDueReply>

export const RecordMeterReadingBody = z.object({
  bookingId: Id,
  reading: z.number({ error: messages.meterReadingInvalid }).int(messages.meterReadingInvalid).min(0, messages.meterReadingInvalid).max(100_000_000, messages.meterReadingInvalid),
  read_on: IsoDate,
})
export type RecordMeterReadingBody = z.input<typeof RecordMeterReadingBody>
export const MeterReading = z.object({ bookingId: z.number().int(), reading: z.number().int(), read_on: z.string(), units: z.number().int().nullable() })
export type MeterReading = z.infer<typeof MeterReading>
export const MeterReadingReply = z.object({ success: z.boolean(), message: z.string(), data: MeterReading })
export type MeterReadingReply = z.infer<typeof MeterReadingReply>

/** The console's view of one booking's dues. */
export const OperatorDuesReply = z.object({ success: z.boolean(), data: z.array(RentDue) })
export type OperatorDuesReply = z.infer<typeof OperatorDuesReply>
