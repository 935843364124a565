import { z } from 'zod'
import { Id } from './common.ts'
import { DUE_STATUSES, PAID_VIA } from './dues.ts'

// The owner's Money screen, dues by property and month (issue 33): who has paid, who is late and for how long,
// offline payments with their UTR, and the month as a CSV file. The console is English only: no Hindi.

export const operatorDuesMessages = {
  monthInvalid: 'Choose a month as YYYY-MM (for example 2026-11).',
} as const

/** A calendar month, `YYYY-MM`. */
export const DuesMonth = z.string({ error: operatorDuesMessages.monthInvalid }).trim().regex(/^20\d\d-(0[1-9]|1[0-2])$/, operatorDuesMessages.monthInvalid)

/** The dues falling due in `month` (by their due date), of one property or of every property the operator sees. */
export const OperatorDuesMonthQuery = z.object({ month: DuesMonth, property_id: Id.optional() })
export type OperatorDuesMonthQuery = z.input<typeof OperatorDuesMonthQuery>

/** Paid through the gateway's checkout, as opposed to recorded by the operator (cash, UPI straight to them). */
export const ONLINE_PAID_VIA: ReadonlySet<string> = new Set(PAID_VIA.filter((v) => v !== 'cash' && v !== 'upi_direct'))

export const OperatorDueRow = z.object({
  due_id: z.number().int(),
  bookingId: z.number().int(),
  tenant_name: z.string(),
  property_id: z.number().int(),
  /** "Lotus Living Boys PG, Saket" (operator.ts propertyLabel). */
  property_label: z.string(),
  /** The booked room option's type ("Double Sharing"). */
  room: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  due_date: z.string(),
  total: z.number().int(),
  status: z.enum(DUE_STATUSES),
  /** Whole days past the due date while it is still open (0 when paid or not yet due). */
  days_late: z.number().int(),
  paid_via: z.enum(PAID_VIA).nullable(),
  utr: z.string().nullable(),
  /** The day it was paid, in India (YYYY-MM-DD). */
  paid_on: z.string().nullable(),
  receipt_no: z.string().nullable(),
})
export type OperatorDueRow = z.infer<typeof OperatorDueRow>

/** How long late dues have been open: their number and what they come to. */
export const AGEING_BUCKETS = ['days_1_7', 'days_8_30', 'days_31_plus'] as const
export type AgeingBucket = (typeof AGEING_BUCKETS)[number]
const Bucket = z.object({ count: z.number().int(), amount: z.number().int() })

/** One property's month in whole rupees: `expected` = received online + offline + outstanding. */
export const DuesPropertySummary = z.object({
  property_id: z.number().int(),
  property_label: z.string(),
  expected: z.number().int(),
  received_online: z.number().int(),
  received_offline: z.number().int(),
  outstanding: z.number().int(),
  late_count: z.number().int(),
  ageing: z.object({ days_1_7: Bucket, days_8_30: Bucket, days_31_plus: Bucket }),
})
export type DuesPropertySummary = z.infer<typeof DuesPropertySummary>

export const OperatorDuesMonthReply = z.object({
  success: z.boolean(),
  month: z.string(),
  /** Each property's month, by name; the totals add them up. */
  summary: z.array(DuesPropertySummary),
  totals: DuesPropertySummary.omit({ property_id: true, property_label: true }),
  data: z.array(OperatorDueRow),
})
export type OperatorDuesMonthReply = z.infer<typeof OperatorDuesMonthReply>

/** The answer is the CSV file itself (`text/csv`, UTF-8 with a byte order mark); this schema only names it for the API document. */
export const OperatorDuesCsvReply = z.string().describe('text/csv')

/** The bucket of a due `daysLate` days past its date; none before it is late. */
export function ageingBucket(daysLate: number): AgeingBucket | null {
  if (daysLate <= 0) return null
  if (daysLate <= 7) return 'days_1_7'
  return daysLate <= 30 ? 'days_8_30' : 'days_31_plus'
}

/** The file name of a month's export: `basera-dues-2026-11.csv`. */
export const duesCsvFilename = (month: string) => `basera-dues-${month}.csv`
