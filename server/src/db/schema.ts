import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn, bigint, boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, real, serial, smallint, text,
  timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { Electricity, Food, OneTimeFee } from '@basera/contract/pricing'
import type { Feature, RoomType } from '@basera/contract/properties'
import type { CancellationTerms } from '@basera/contract/cancellation'
import type { NearestMetro } from '@basera/contract/places'
import type { LateFeeTerms } from '@basera/contract/dues'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const tz = (name: string) => timestamp(name, { withTimezone: true })

// ---- catalogue -------------------------------------------------------------------------
/**
 * A change counter per kind of cached data. Triggers bump `listings` on every write to properties,
 * cities or localities (migration 0004), so a server caching search answers knows when to drop them.
 */
export const dataVersions = pgTable('data_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
})

export const cities = pgTable('cities', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
})

export const localities = pgTable(
  'localities',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id').notNull().references(() => cities.id),
    name: text('name').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    // the web shows the 5th to 8th of a city's list as popular: the order is data, not chance
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('localities_city_position_idx').on(t.cityId, t.position)],
)

export const properties = pgTable(
  'properties',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    propertyType: text('property_type', { enum: ['PG', 'Flat', 'Co-living'] }).notNull(),
    furnishing: text('furnishing', { enum: ['Fully Furnished', 'Semi Furnished', 'Unfurnished'] }).notNull(),
    ownership: text('ownership').notNull(),
    description: text('description').notNull(),
    highlights: jsonb('highlights').$type<string[]>().notNull(),
    cityId: integer('city_id').notNull().references(() => cities.id),
    localityId: integer('locality_id').notNull().references(() => localities.id),
    address: text('address').notNull(),
    pincode: text('pincode').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Accepted genders as bits (1 male, 2 female, 4 other): one small int keeps the search index narrow. */
    genderMask: smallint('gender_mask').notNull(),
    /** Who answers for the property (its operator's contact once the operator side sets it); null: Basera support answers. */
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    /** The seed's sample contact (migration 0020): answered with no phone number, so nobody dials a stranger. */
    contactIsSample: boolean('contact_is_sample').notNull().default(false),
    /** The fewest and most deposit months of its room options (refreshPropertySummary keeps them; 0 without one). */
    securityDepositMonths: smallint('security_deposit_months').notNull(),
    securityDepositMonthsMax: smallint('security_deposit_months_max').notNull().default(0),
    noticeperiodMonths: smallint('noticeperiod_months').notNull(),
    /** Lowest room option rent and that option's move-in total (refreshPropertySummary keeps them). */
    minRent: integer('min_rent').notNull(),
    minRentMoveIn: integer('min_rent_move_in').notNull(),
    ratingAvg: real('rating_avg'),
    ratingCount: integer('rating_count').notNull().default(0),
    // the card's lists, copied from property_photos / property_features / room_options by
    // refreshPropertySummary, so a search page is one index read plus one row read per card
    cardPhotos: jsonb('card_photos').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    cardFeatures: jsonb('card_features').$type<Feature[]>().notNull().default(sql`'[]'::jsonb`),
    cardRoomTypes: jsonb('card_room_types').$type<RoomType[]>().notNull().default(sql`'[]'::jsonb`),
    // the operator side (migration 0011): who owns it, whether tenants see it, when its rooms were last confirmed
    ownerOperatorId: integer('owner_operator_id').references((): AnyPgColumn => operators.id),
    published: boolean('published').notNull().default(true),
    availabilityConfirmedAt: tz('availability_confirmed_at'),
    // tenants find it (search, home, similar): published and confirmed within 60 days (migration 0012; the
    // operator side keeps it, an hourly sweep turns it off as confirmations age)
    listed: boolean('listed').notNull().default(true),
    visitSlotCapacity: smallint('visit_slot_capacity').notNull().default(3),
    // written by a trigger whenever latitude or longitude is (migration 0014): never measured per request
    nearestMetroM: integer('nearest_metro_m'),
    nearestMetro: jsonb('nearest_metro').$type<NearestMetro>(),
    cancellationTerms: jsonb('cancellation_terms').$type<CancellationTerms>().notNull().default(sql`'[]'::jsonb`),
    // rent terms it publishes (migration 0038): a fixed rent day (null: each tenant's move-in day), a late fee (null: none)
    rentDay: smallint('rent_day'),
    lateFee: jsonb('late_fee').$type<LateFeeTerms>(),
    createdAt: createdAt(),
  },
  // (locality_id, min_rent) and (city_id, min_rent) INCLUDE (gender_mask, id) live in a custom migration
  (t) => [index('properties_min_rent_idx').on(t.minRent, t.id)],
)

export const propertyPhotos = pgTable(
  'property_photos',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [index('property_photos_property_idx').on(t.propertyId, t.position)],
)

export const features = pgTable('features', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  icon: text('icon').notNull().unique(),
})

export const propertyFeatures = pgTable(
  'property_features',
  {
    propertyId: integer('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    featureId: integer('feature_id').notNull().references(() => features.id),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.featureId] })],
)

export const roomTypes = pgTable('room_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
})

export const roomOptions = pgTable(
  'room_options',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    roomTypeId: integer('room_type_id').notNull().references(() => roomTypes.id),
    unitRent: integer('unit_rent').notNull(),
    availableRooms: integer('available_rooms').notNull(),
    totalRooms: integer('total_rooms').notNull(),
    securityDepositMonths: smallint('security_deposit_months').notNull(),
    noticeperiodMonths: smallint('noticeperiod_months').notNull(),
    agreementDurationMonths: smallint('agreement_duration_months').notNull(),
    lockinperiodMonths: smallint('lockinperiod_months').notNull(),
    maintenanceAmount: integer('maintenance_amount').notNull(),
    electricity: jsonb('electricity').$type<Electricity>().notNull(),
    food: jsonb('food').$type<Food>().notNull(),
    oneTimeFees: jsonb('one_time_fees').$type<OneTimeFee[]>().notNull(),
    /** The token a booking pays now (whole rupees, 0: none), an advance counted toward the move-in total (migration 0015). */
    tokenAmount: integer('token_amount').notNull().default(0),
    availabilityConfirmedAt: tz('availability_confirmed_at').notNull(),
    // what tenants filter by (migration 0030, issue 32): beds in the room, AC, an attached bathroom, from when
    sharing: smallint('sharing').notNull().default(1),
    ac: boolean('ac').notNull().default(false),
    attachedBathroom: boolean('attached_bathroom').notNull().default(false),
    /** YYYY-MM-DD the room can be moved into; null: now. */
    availableFrom: date('available_from', { mode: 'string' }),
    /** Food in the rent, read from `food` (optional food at a price does not count). */
    foodIncluded: boolean('food_included').notNull().generatedAlwaysAs(sql`(food ->> 'type') = 'included'`),
  },
  (t) => [
    index('room_options_property_idx').on(t.propertyId, t.unitRent),
    check('room_options_available_rooms_check', sql`${t.availableRooms} >= 0`),
    check('room_options_sharing_check', sql`${t.sharing} between 1 and 12`),
  ],
)

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    // reviews stay tied to who wrote them: a lead once reviews come only from completed stays
    leadId: integer('lead_id').references(() => leads.id),
    // the stay the review comes from (bookings, a foreign key in migration 0014): one review per booking
    bookingId: integer('booking_id'),
    reviewerName: text('reviewer_name').notNull(),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    isSample: boolean('is_sample').notNull().default(false),
    reply: text('reply'),
    repliedAt: tz('replied_at'),
    createdAt: createdAt(),
  },
  (t) => [index('reviews_property_idx').on(t.propertyId, t.createdAt), uniqueIndex('reviews_booking_idx').on(t.bookingId)],
)

/** Delhi Metro, Aqua Line and Rapid Metro stations (src/db/reference/metro-stations.csv, migration 0014). */
export const metroStations = pgTable('metro_stations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  line: text('line').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
})

/** Well-known offices, colleges and hubs of Delhi NCR (src/db/reference/places.csv, migration 0014). */
export const places = pgTable('places', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind', { enum: ['office', 'college', 'hub'] }).notNull(),
  cityId: integer('city_id').notNull().references(() => cities.id),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
})

// ---- leads and sign-in -----------------------------------------------------------------
export const leads = pgTable('leads', {
  id: serial('id').primaryKey(),
  phoneNumber: text('phone_number').notNull().unique(),
  fullName: text('full_name'),
  email: text('email'),
  gender: text('gender').notNull().default('GENDER_UNSPECIFIED'),
  dob: date('dob', { mode: 'string' }),
  prefBudgetMin: integer('pref_budget_min_range'),
  prefBudgetMax: integer('pref_budget_max_range'),
  prefCityId: integer('pref_city_id').references(() => cities.id),
  prefLocalityId: integer('pref_locality_id').references(() => localities.id),
  // the app's language the lead chose ('en' or 'hi'); null until they pick one
  language: text('language'),
  createdAt: createdAt(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
})

export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: serial('id').primaryKey(),
    phoneNumber: text('phone_number').notNull(),
    // keep only the code's hash: a leaked table must not sign anyone in
    codeHash: text('code_hash').notNull(),
    expiresAt: tz('expires_at').notNull(),
    tries: smallint('tries').notNull().default(0),
    // a code asked for the console never signs a tenant in, nor the reverse
    purpose: text('purpose', { enum: ['lead', 'operator'] }).notNull().default('lead'),
    consumed: boolean('consumed').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('otp_challenges_phone_idx').on(t.phoneNumber, t.createdAt)],
)

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    leadId: integer('lead_id').notNull().references(() => leads.id),
    expiresAt: tz('expires_at').notNull(),
    revokedAt: tz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_lead_idx').on(t.leadId)],
)

// ---- operators (the console's users) and their sessions ------------------------------------
export const operators = pgTable('operators', {
  id: serial('id').primaryKey(),
  phoneNumber: text('phone_number').notNull().unique(),
  name: text('name').notNull(),
  role: text('role', { enum: ['admin', 'owner', 'manager'] }).notNull(),
  invitedBy: integer('invited_by').references((): AnyPgColumn => operators.id),
  createdAt: createdAt(),
  // removed from the team (migration 0021): signs in no more, every token answers 401; kept for the audit log
  removedAt: tz('removed_at'),
})

/** Their own table and token kind: a tenant's token never opens an operator call, nor the reverse. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    operatorId: integer('operator_id').notNull().references(() => operators.id),
    expiresAt: tz('expires_at').notNull(),
    revokedAt: tz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
)
