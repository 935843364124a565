import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { MESSAGE_SIDES, THREAD_KINDS } from '@basera/contract/threads'
import { leads, operators, properties } from './schema.ts'
import { bookings, visits } from './schema-activity.ts'

// Messages without numbers (migration 0036, issue 31): threads between a tenant and a property's operators.
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

export const messageThreads = pgTable(
  'message_threads',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: THREAD_KINDS }).notNull(),
    leadId: integer('lead_id').notNull().references(() => leads.id),
    propertyId: integer('property_id').notNull().references(() => properties.id),
    bookingId: integer('booking_id').references(() => bookings.id),
    visitId: integer('visit_id').references(() => visits.id),
    numberShared: boolean('number_shared').notNull().default(false),
    // each side's read mark: the id of the last message it read (the property's operators share one)
    tenantReadId: integer('tenant_read_id').notNull().default(0),
    operatorReadId: integer('operator_read_id').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    // one thread per booking, per visit, and per tenant and property for an enquiry: a double tap finds the first
    uniqueIndex('message_threads_booking_idx').on(t.bookingId).where(sql`"kind" = 'booking'`),
    uniqueIndex('message_threads_visit_idx').on(t.visitId).where(sql`"kind" = 'visit'`),
    uniqueIndex('message_threads_enquiry_idx').on(t.leadId, t.propertyId).where(sql`"kind" = 'enquiry'`),
    index('message_threads_lead_idx').on(t.leadId, t.lastMessageAt),
    index('message_threads_property_idx').on(t.propertyId, t.lastMessageAt),
  ],
)

export const threadMessages = pgTable(
  'thread_messages',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id').notNull().references(() => messageThreads.id, { onDelete: 'cascade' }),
    sender: text('sender', { enum: MESSAGE_SIDES }).notNull(),
    operatorId: integer('operator_id').references(() => operators.id),
    // as written: the tenant's number in it is masked when answered, not when stored (sharing later shows it)
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('thread_messages_thread_idx').on(t.threadId, t.id)],
)

export const messageReports = pgTable(
  'message_reports',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id').notNull().references(() => threadMessages.id, { onDelete: 'cascade' }),
    threadId: integer('thread_id').notNull().references(() => messageThreads.id, { onDelete: 'cascade' }),
    reporter: text('reporter', { enum: MESSAGE_SIDES }).notNull(),
    reporterLeadId: integer('reporter_lead_id'),
    reporterOperatorId: integer('reporter_operator_id'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('message_reports_message_side_idx').on(t.messageId, t.reporter), index('message_reports_thread_idx').on(t.threadId)],
)
