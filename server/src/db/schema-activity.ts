import { sql } from 'drizzle-orm'
import { date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { OneTimeFee } from '@basera/contract/pricing'
import type { NotificationDetails } from '@basera/contract/engagement'
import type { CancellationTerms } from '@basera/contract/cancellation'
import type { LateFeeTerms } from '@basera/contract/dues'
import type { SearchFilter } from '@basera/contract/search-filter'
import { BOOKING_STATUSES, TOKEN_STATUSES } from '@basera/contract/booking'
import { NOTIFICATION_KINDS, VISIT_STATUSES } from '@basera/contract/engagement'
import { leads, operators, properties, roomOptions } from './schema.ts'

// What leads do: tenants and bookings, requests, shortlist, visits, searches, messages.
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const tz = (name: string) => timestamp(name, { withTimezone: true })
const leadRef = () => integer('lead_id').notNull().references(() => leads.id)
const propertyRef = () => integer('property_id').notNull().references(() => properties.id)

export const tenants = pgTable(
  'tenants',
  {
    id: serial('id').primaryKey(),
    leadId: leadRef(),
    fullName: text('full_name').notNull(),
    gender: text('gender').notNull(),
    countryCode: text('country_code').notNull(),
    contactNumber: text('contact_number').notNull(),
    email: text('email').notNull(),
    occupation: text('occupation').notNull(),
    isB2bUser: text('is_b2b_user').notNull(),
    createdAt: createdAt(),
  },
  // a double-submitted form answers the same tenant
  (t) => [uniqueIndex('tenants_lead_name_contact_idx').on(t.leadId, t.fullName, t.contactNumber)],
)

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id),
    propertyId: propertyRef(),
    roomOptionId: integer('room_option_id').notNull().references(() => roomOptions.id),
    status: text('status', { enum: BOOKING_STATUSES }).notNull(),
    holdExpiresAt: tz('hold_expires_at'),
    // amounts as they were when the room was taken
    unitRent: integer('unit_rent').notNull(),
    maintenanceAmount: integer('maintenance_amount').notNull(),
    securityDepositMonths: smallint('security_deposit_months').notNull(),
    securityDepositAmount: integer('security_deposit_amount').notNull(),
    oneTimeFees: jsonb('one_time_fees').$type<OneTimeFee[]>().notNull(),
    moveInTotal: integer('move_in_total').notNull(),
    refundableAmount: integer('refundable_amount').notNull(),
    cancellationTerms: jsonb('cancellation_terms').$type<CancellationTerms>().notNull().default(sql`'[]'::jsonb`),
    moveInDate: date('move_in_date', { mode: 'string' }),
    // the token (migration 0015): what this booking pays now in whole rupees, where it is, what went back
    tokenAmount: integer('token_amount').notNull().default(0),
    tokenStatus: text('token_status', { enum: TOKEN_STATUSES }).notNull().default('none'),
    refundAmount: integer('refund_amount').notNull().default(0),
    /** The food chosen at a monthly price, billed with each due (migration 0038; 0: none or in the rent). */
    foodAmount: integer('food_amount').notNull().default(0),
    /** The property's rent terms when the room was taken (migration 0042): the dues bill these, never later ones. */
    rentDay: smallint('rent_day'),
    lateFee: jsonb('late_fee').$type<LateFeeTerms>(),
    // when it became requested (the owner's 48 hours run from here); the first move-in date set (refund days count to
    // the earlier of it and the current date: moving the date out never buys a refund)
    requestedAt: tz('requested_at'),
    firstMoveInDate: date('first_move_in_date', { mode: 'string' }),
    // the operator's accept or decline (a decline says why)
    decisionReason: text('decision_reason'),
    decidedAt: tz('decided_at'),
    decidedBy: integer('decided_by').references(() => operators.id),
    createdAt: createdAt(),
  },
  (t) => [
    // one live booking per tenant and property: a second submit cannot take a second room
    uniqueIndex('bookings_live_tenant_property_idx')
      .on(t.tenantId, t.propertyId)
      .where(sql`${t.status} in ('held', 'requested', 'accepted', 'moved_in')`),
    index('bookings_property_idx').on(t.propertyId, t.createdAt),
    index('bookings_held_expiry_idx').on(t.holdExpiresAt).where(sql`${t.status} = 'held'`),
    index('bookings_tenant_idx').on(t.tenantId),
    index('bookings_awaiting_answer_idx').on(t.requestedAt).where(sql`${t.status} = 'requested' and ${t.tokenStatus} = 'held'`),
  ],
)

export const agreements = pgTable('agreements', {
  id: serial('id').primaryKey(),
  bookingId: integer('booking_id').notNull().unique().references(() => bookings.id),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
  propertyId: propertyRef(),
  rentAmount: integer('rent_amount').notNull(),
  maintenanceAmount: integer('maintenance_amount').notNull(),
  securityDepositAmount: integer('security_deposit_amount').notNull(),
  oneTimeFees: jsonb('one_time_fees').$type<OneTimeFee[]>().notNull(),
  moveInTotal: integer('move_in_total').notNull(),
  refundableAmount: integer('refundable_amount').notNull(),
  agreementStartDate: date('agreement_start_date', { mode: 'string' }).notNull(),
  moveInDate: date('move_in_date', { mode: 'string' }).notNull(),
  agreementDurationMonths: smallint('agreement_duration_months').notNull(),
  lockinMonths: smallint('lockin_months').notNull(),
  noticeMonths: smallint('notice_months').notNull(),
  cancellationTerms: jsonb('cancellation_terms').$type<CancellationTerms>().notNull().default(sql`'[]'::jsonb`),
  createdAt: createdAt(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
})

export const leadRequests = pgTable(
  'lead_requests',
  {
    id: serial('id').primaryKey(),
    leadId: leadRef(),
    kind: text('kind', { enum: ['callback', 'interest', 'visit'] }).notNull(),
    // a phone number is used only for what the tenant asked: the purpose says what that is
    purpose: text('purpose').notNull(),
    propertyId: integer('property_id').references(() => properties.id),
    roomOptionId: integer('room_option_id').references(() => roomOptions.id),
    serviceName: text('service_name'),
    data: jsonb('data').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    handledAt: tz('handled_at'),
    handledBy: integer('handled_by').references(() => operators.id),
    createdAt: createdAt(),
  },
  (t) => [index('lead_requests_lead_idx').on(t.leadId, t.createdAt), index('lead_requests_property_idx').on(t.propertyId, t.createdAt)],
)

export const events = pgTable('events', {
  id: serial('id').primaryKey(),
  leadId: integer('lead_id').references(() => leads.id),
  name: text('name').notNull(),
  params: jsonb('params').$type<Record<string, string>>().notNull(),
  createdAt: createdAt(),
})

export const shortlist = pgTable(
  'shortlist',
  { leadId: leadRef(), propertyId: propertyRef(), createdAt: createdAt() },
  (t) => [primaryKey({ columns: [t.leadId, t.propertyId] })],
)

export const visits = pgTable(
  'visits',
  {
    id: serial('id').primaryKey(),
    leadId: leadRef(),
    propertyId: propertyRef(),
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    visitSlot: text('visit_slot', { enum: ['Morning', 'Afternoon', 'Evening'] }).notNull(),
    status: text('status', { enum: VISIT_STATUSES }).notNull().default('requested'),
    decisionReason: text('decision_reason'),
    decidedAt: tz('decided_at'),
    decidedBy: integer('decided_by').references(() => operators.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('visits_lead_idx').on(t.leadId, t.createdAt),
    index('visits_property_slot_idx').on(t.propertyId, t.visitDate, t.visitSlot),
    // one open visit per tenant, property, date and slot (migration 0022): asking again answers the first
    uniqueIndex('visits_open_lead_slot_idx').on(t.leadId, t.propertyId, t.visitDate, t.visitSlot).where(sql`${t.status} in ('requested', 'scheduled')`),
  ],
)

export const recentSearches = pgTable(
  'recent_searches',
  {
    id: serial('id').primaryKey(),
    leadId: leadRef(),
    cityId: integer('city_id'),
    localityIds: jsonb('locality_ids').$type<number[]>().notNull(),
    gender: text('gender').notNull(),
    minAmount: integer('min_amount').notNull(),
    maxAmount: integer('max_amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('recent_searches_lead_idx').on(t.leadId, t.createdAt)],
)

export const content = pgTable('content', {
  key: text('key').primaryKey(),
  data: jsonb('data').notNull(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
})

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  leadId: integer('lead_id').references(() => leads.id),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
})

export const rentPaymentRequests = pgTable(
  'rent_payment_requests',
  {
    id: serial('id').primaryKey(),
    leadId: leadRef(),
    bookingId: integer('booking_id').references(() => bookings.id),
    payerName: text('payer_name').notNull(),
    amount: integer('amount').notNull(),
    rentMonth: text('rent_month').notNull(),
    upiId: text('upi_id'),
    // no gateway: a request is recorded, never shown as paid
    status: text('status', { enum: ['requested'] }).notNull().default('requested'),
    createdAt: createdAt(),
  },
  (t) => [index('rent_payment_requests_lead_idx').on(t.leadId)],
)

/** What happened to a lead's booking or visit, for Notifications (written by the operator side). */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    leadId: leadRef(),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    // what the web needs to say it in the tenant's language (property name, reason, new slot)
    details: jsonb('details').$type<NotificationDetails>().notNull().default(sql`'{}'::jsonb`),
    bookingId: integer('booking_id').references(() => bookings.id),
    visitId: integer('visit_id').references(() => visits.id),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_lead_idx').on(t.leadId, t.createdAt)],
)

/** A tenant's saved searches (migration 0031, issue 32): the filter, and what it matched when last looked at. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id').notNull().references(() => leads.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filter: jsonb('filter').$type<SearchFilter>().notNull(),
    /** Properties that matched at `checked_at`: one matching now and not among them is new. */
    seenIds: integer('seen_ids').array().notNull().default(sql`'{}'`),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last time the tenant was told of new matches: at most once a day. */
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('saved_searches_lead_idx').on(t.leadId, t.id), index('saved_searches_checked_idx').on(t.checkedAt)],
)
