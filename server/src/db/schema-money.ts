import { bigint, bigserial, date, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core'
import type { DueLine } from '@basera/contract/dues'
import { BUSINESS_TYPES, OPERATOR_NOTIFICATION_KINDS, PAYOUT_STATUSES } from '@basera/contract/payout'
import { operators, properties } from './schema.ts'
import { bookings } from './schema-activity.ts'

// Money, part 1 (migration 0015): payout accounts, gateway orders and payment attempts, webhook events, the
// actions the app asks of the gateway, the ledger, the console's notifications and the sandbox gateway's records.
const tz = (name: string) => timestamp(name, { withTimezone: true })
const createdAt = () => tz('created_at').notNull().defaultNow()
const bookingRef = () => integer('booking_id').notNull().references(() => bookings.id)

/** An owner's linked account at the gateway (only the account number's last four digits are kept). */
export const payoutAccounts = pgTable('payout_accounts', {
  operatorId: integer('operator_id').primaryKey().references(() => operators.id),
  legalName: text('legal_name').notNull(),
  businessType: text('business_type', { enum: BUSINESS_TYPES }).notNull(),
  pan: text('pan').notNull(),
  accountLast4: text('account_last4').notNull(),
  ifsc: text('ifsc').notNull(),
  email: text('email').notNull(),
  gatewayAccountId: text('gateway_account_id'),
  gatewayProductId: text('gateway_product_id'),
  status: text('status', { enum: PAYOUT_STATUSES }).notNull(),
  createdAt: createdAt(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
})

export const ORDER_STATES = ['unknown', 'created', 'paid', 'failed'] as const
/**
 * A gateway order: a booking's token (one per booking, `due_id` null) or a due's (migration 0038); `receipt` is
 * the idempotency key the gateway can be asked about.
 */
export const paymentOrders = pgTable('payment_orders', {
  id: serial('id').primaryKey(),
  bookingId: bookingRef(),
  dueId: integer('due_id').references(() => rentDues.id),
  receipt: text('receipt').notNull().unique(),
  gatewayOrderId: text('gateway_order_id').unique(),
  amountPaise: integer('amount_paise').notNull(),
  currency: text('currency').notNull().default('INR'),
  state: text('state', { enum: ORDER_STATES }).notNull(),
  createdAt: createdAt(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
  checkedAt: tz('checked_at'),
  claimedUntil: tz('claimed_until'),
})

/** A payment attempt's state; it only ever moves right (a late `failed` never undoes `captured`). */
export const PAYMENT_STATES = ['unknown', 'created', 'authorized', 'failed', 'captured', 'refunded'] as const
export type PaymentState = (typeof PAYMENT_STATES)[number]
export const payments = pgTable('payments', {
  gatewayPaymentId: text('gateway_payment_id').primaryKey(),
  gatewayOrderId: text('gateway_order_id').notNull(),
  bookingId: bookingRef(),
  amountPaise: integer('amount_paise').notNull(),
  method: text('method'),
  status: text('status', { enum: PAYMENT_STATES }).notNull(),
  errorCode: text('error_code'),
  errorDescription: text('error_description'),
  createdAt: createdAt(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
})

export const webhookEvents = pgTable('webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  createdAtGateway: tz('created_at_gateway').notNull(),
  receivedAt: tz('received_at').notNull().defaultNow(),
  processedAt: tz('processed_at'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  claimedUntil: tz('claimed_until'),
})

/** `rent_transfer`: a due's payment on to the owner's linked account, not held (migration 0038); `deposit_refund`: a deposit's refund (0040). */
export const MONEY_ACTION_KINDS = ['transfer', 'refund', 'release', 'rent_transfer', 'deposit_refund'] as const
export type MoneyActionKind = (typeof MONEY_ACTION_KINDS)[number]
export const moneyActions = pgTable('money_actions', {
  id: serial('id').primaryKey(),
  bookingId: bookingRef(),
  kind: text('kind', { enum: MONEY_ACTION_KINDS }).notNull(),
  amountPaise: integer('amount_paise').notNull(),
  gatewayPaymentId: text('gateway_payment_id').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  reason: text('reason').notNull(),
  state: text('state', { enum: ['pending', 'done', 'failed'] }).notNull().default('pending'),
  gatewayRef: text('gateway_ref'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  createdAt: createdAt(),
  doneAt: tz('done_at'),
  claimedUntil: tz('claimed_until'),
})

export const ledgerTransactions = pgTable('ledger_transactions', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  bookingId: bookingRef(),
  gatewayOrderId: text('gateway_order_id'),
  gatewayPaymentId: text('gateway_payment_id'),
  gatewayRef: text('gateway_ref'),
  createdAt: createdAt(),
})

export const ledgerEntries = pgTable('ledger_entries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  transactionId: text('transaction_id').notNull().references(() => ledgerTransactions.id),
  account: text('account').notNull(),
  amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
})

export const operatorNotifications = pgTable('operator_notifications', {
  id: serial('id').primaryKey(),
  operatorId: integer('operator_id').notNull().references(() => operators.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: OPERATOR_NOTIFICATION_KINDS }).notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  bookingId: integer('booking_id').references(() => bookings.id),
  propertyId: integer('property_id').references(() => properties.id),
  createdAt: createdAt(),
})

/** The sandbox gateway's documents (development only). */
export const sandboxGatewayObjects = pgTable('sandbox_gateway_objects', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
})

/** A booking's monthly due (migration 0038): one per booking and period; lines in whole rupees add up to `total`. */
export const rentDues = pgTable('rent_dues', {
  id: serial('id').primaryKey(),
  bookingId: bookingRef(),
  periodStart: date('period_start', { mode: 'string' }).notNull(),
  periodEnd: date('period_end', { mode: 'string' }).notNull(),
  dueDate: date('due_date', { mode: 'string' }).notNull(),
  lines: jsonb('lines').$type<DueLine[]>().notNull(),
  total: integer('total').notNull(),
  status: text('status', { enum: ['open', 'paid'] }).notNull().default('open'),
  paidVia: text('paid_via'),
  utr: text('utr'),
  paidAt: tz('paid_at'),
  receiptNo: text('receipt_no').unique(),
  gatewayPaymentId: text('gateway_payment_id'),
  recordedBy: integer('recorded_by').references(() => operators.id),
  createdAt: createdAt(),
}, (t) => [unique('rent_dues_booking_period_key').on(t.bookingId, t.periodStart)])

/** The operator's meter readings of a booking's room: units are the difference from the last reading, billed on the next due. */
export const meterReadings = pgTable('meter_readings', {
  id: serial('id').primaryKey(),
  bookingId: bookingRef(),
  reading: integer('reading').notNull(),
  readOn: date('read_on', { mode: 'string' }).notNull(),
  billedDueId: integer('billed_due_id').references(() => rentDues.id),
  recordedBy: integer('recorded_by').references(() => operators.id),
  createdAt: createdAt(),
}, (t) => [unique('meter_readings_booking_day_key').on(t.bookingId, t.readOn)])

/** UPI AutoPay (migration 0041): a booking's monthly mandate at the gateway; at most one pending or active per booking. */
export const AUTOPAY_MANDATE_STATUSES = ['pending', 'active', 'cancelled', 'failed'] as const
export const autopayMandates = pgTable('autopay_mandates', {
  id: serial('id').primaryKey(),
  bookingId: bookingRef(),
  status: text('status', { enum: AUTOPAY_MANDATE_STATUSES }).notNull(),
  maxAmount: integer('max_amount').notNull(),
  gatewayCustomerId: text('gateway_customer_id'),
  gatewayOrderId: text('gateway_order_id').unique(),
  gatewayTokenId: text('gateway_token_id').unique(),
  expiresAt: tz('expires_at').notNull(),
  createdAt: createdAt(),
  activatedAt: tz('activated_at'),
  cancelledAt: tz('cancelled_at'),
  updatedAt: tz('updated_at').notNull().defaultNow(),
})

/** One per due AutoPay took up: its pre-debit notice, then its debit (the state moves forward, claimed by one instance). */
export const AUTOPAY_DEBIT_STATES = ['notified', 'over_limit', 'debiting', 'captured', 'failed', 'skipped'] as const
export const autopayDebits = pgTable('autopay_debits', {
  dueId: integer('due_id').primaryKey().references(() => rentDues.id),
  mandateId: integer('mandate_id').notNull().references(() => autopayMandates.id),
  amount: integer('amount').notNull(),
  debitOn: date('debit_on', { mode: 'string' }).notNull(),
  state: text('state', { enum: AUTOPAY_DEBIT_STATES }).notNull(),
  notifiedAt: tz('notified_at').notNull(),
  gatewayPaymentId: text('gateway_payment_id'),
  attemptedAt: tz('attempted_at'),
  error: text('error'),
  updatedAt: tz('updated_at').notNull().defaultNow(),
})
