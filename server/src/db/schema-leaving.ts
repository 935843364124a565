import { date, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core'
import type { Deduction } from '@basera/contract/leaving'
import { REFUND_STATUSES, REFUND_VIA, SETTLEMENT_STATUSES } from '@basera/contract/leaving'
import { operators } from './schema.ts'
import { bookings } from './schema-activity.ts'

// Leaving (migration 0040): the tenant's notice and the deposit's settlement, each once per booking.
const tz = (name: string) => timestamp(name, { withTimezone: true })

export const notices = pgTable('notices', {
  id: serial('id').primaryKey(),
  bookingId: integer('booking_id').notNull().unique().references(() => bookings.id),
  givenOn: date('given_on', { mode: 'string' }).notNull(),
  noticeMonths: smallint('notice_months').notNull(),
  lastDay: date('last_day', { mode: 'string' }).notNull(),
  reason: text('reason'),
  createdAt: tz('created_at').notNull().defaultNow(),
})

export const depositSettlements = pgTable('deposit_settlements', {
  id: serial('id').primaryKey(),
  bookingId: integer('booking_id').notNull().unique().references(() => bookings.id),
  deposit: integer('deposit').notNull(),
  deductions: jsonb('deductions').$type<Deduction[]>().notNull(),
  refundAmount: integer('refund_amount').notNull(),
  moveOutDate: date('move_out_date', { mode: 'string' }).notNull(),
  refundDueBy: date('refund_due_by', { mode: 'string' }).notNull(),
  status: text('status', { enum: SETTLEMENT_STATUSES }).notNull().default('proposed'),
  refundStatus: text('refund_status', { enum: REFUND_STATUSES }).notNull().default('not_started'),
  refundVia: text('refund_via', { enum: REFUND_VIA }).notNull(),
  /** The captured payment the deposit came with (the first due's), when it was paid online. */
  gatewayPaymentId: text('gateway_payment_id'),
  refundUtr: text('refund_utr'),
  disputeReason: text('dispute_reason'),
  proposedAt: tz('proposed_at').notNull(),
  respondedAt: tz('responded_at'),
  /** The owner's last revision after a dispute (migration 0045). */
  revisedAt: tz('revised_at'),
  refundStartedAt: tz('refund_started_at'),
  refundedAt: tz('refunded_at'),
  settledBy: integer('settled_by').references(() => operators.id),
  createdAt: tz('created_at').notNull().defaultNow(),
})
