import { z } from 'zod'
import { TEXT_INPUT_MAX } from './constants.ts'
import { BookingStatus, TokenStatus } from './booking.ts'
import { Gender, Id, IsoDate, PhoneNumber } from './common.ts'
import { VISIT_SLOTS, VisitDate, VisitSlotField, VisitStatus } from './engagement.ts'
import { Electricity, Food, OneTimeFee } from './pricing.ts'
import { PropertyCard } from './properties.ts'
import { CancellationTerms } from './cancellation.ts'
import { LateFeeTerms, RentDay } from './dues.ts'

// The operator console's API (PRODUCT.md "The operator side"). Roles: `admin` (Basera staff: every
// property, invites owners), `owner` (their own properties, invites managers to some of them) and
// `manager` (only the properties an owner gave them; never prices, never invites). Operators sign in
// with phone + one-time code like tenants, but their tokens are their own kind: a tenant token never
// opens an operator call and the reverse. Booking statuses (booking.ts): `held` (30-minute hold) → `requested`
// (move-in date set and token paid, awaiting the operator) → `accepted` or `declined` (with a reason; the room
// comes back, the token is refunded); `held` → `expired`; `accepted` → `moved_in` → `moved_out`; the tenant may
// cancel a live booking. Visits:
// `requested` → `scheduled` (accepted, or moved to another slot) or `declined`; the tenant may cancel.
// Everything a property holds is reached only through one server policy (may this operator do this to
// this property?); another operator's property answers 404 and nothing changes.

/** What the server answers operators (the console stays in English, so these have no Hindi). */
export const operatorMessages = {
  operatorRoleTaken: 'This number is already an operator with another role',
  ownerExists: 'This number is already an owner',
  managerNeedsProperty: 'Choose at least one property for a manager',
  operatorInvited: (name: string) => `${name} can now sign in to the console`,
  teamMemberNotFound: 'Team member not found',
  teamMemberUpdated: (name: string) => `${name} now runs the properties you chose`,
  teamMemberRemoved: (name: string) => `${name} is no longer on your team and was signed out`,
  teamMemberRemovedFromYours: (name: string) => `${name} no longer runs your properties`,
  onlyManagersChange: 'Only a manager’s properties can be changed here, and only a manager can be removed',
  cannotRemoveSelf: 'You cannot remove yourself',
  chooseProperties: 'Choose the properties from the list',
  searchTooLong: 'Search with at most 100 characters',
  propertySort: 'Sort by name, newest or locality',
  reviewNotFound: 'Review not found',
  reviewReplied: 'Reply posted under the review',
  reviewAlreadyReplied: 'This review already has your reply: a review gets one',
  reviewIsSample: 'Sample reviews are not from tenants: there is no one to reply to',
  bookingAccepted: 'Booking accepted',
  bookingDeclined: 'Booking declined. The room is available again.',
  bookingMovedIn: 'Marked as moved in',
  bookingNotAwaitingDecision: 'This booking is not awaiting a decision',
  bookingNotAccepted: 'Only an accepted booking can be marked as moved in',
  visitNotFound: 'Visit not found',
  visitAccepted: 'Visit confirmed',
  visitMoved: 'Visit moved to the new slot',
  visitDeclined: 'Visit declined',
  visitNotOpen: 'This visit was already decided or cancelled',
  visitSlotFull: 'That slot is full. Please choose another.',
  visitTenantHasSlot: 'This tenant already has a visit to this property at that time',
  requestNotFound: 'Request not found',
  requestHandled: 'Marked as handled',
  replySent: 'Reply sent',
  adminReadsReportedOnly: 'Admins read a conversation only when someone reported it, and do not write in it',
  propertyAdded: 'Property added',
  propertySaved: 'Property saved',
  availabilityConfirmed: 'Availability confirmed',
  roomOptionAdded: 'Room option added',
  roomOptionSaved: 'Room option saved',
  roomOptionNotFound: 'Room option not found',
  photoAdded: 'Photo added',
  photoDeleted: 'Photo deleted',
  photosReordered: 'Photos reordered',
  photoNotFound: 'Photo not found',
  contactNameRequired: 'Give the name of the person who answers the contact number',
  /** Rupee fields of the console (rent, maintenance): whole rupees, above zero for a rent, at most ₹1,00,00,000. */
  rupeesWhole: (label: string) => `${label} must be a whole number of rupees.`,
  rupeesAboveZero: (label: string) => `${label} must be more than ₹0.`,
  rupeesNotNegative: (label: string) => `${label} cannot be less than ₹0.`,
  rupeesTooHigh: (label: string) => `${label} can be at most ₹1,00,00,000.`,
  wholeNumberBetween: (label: string, min: number, max: number) => `${label} must be a whole number from ${min} to ${max}.`,
  roomsMoreThanTotal: 'Available rooms cannot be more than total rooms',
  largeRentChange: (from: string, to: string, percent: number, up: boolean) =>
    `This changes the monthly rent from ${from} to ${to}, ${percent}% ${up ? 'more' : 'less'}. Confirm the change to save it.`,
  confirmIsYes: 'Send confirm_large_change as true to confirm a large change',
  highlightEmpty: 'A highlight cannot be empty: remove the line or write it',
  highlightTooLong: 'A highlight can have at most 100 characters',
  highlightsTooMany: 'Add at most 10 highlights',
  descriptionTooLong: 'The description can have at most 3,000 characters',
  visitSlotCapacity: 'Visits per slot must be a whole number from 1 to 50',
  highlightContradictsFurnishing: (highlight: string, claimed: string, furnishing: string) =>
    `The highlight "${highlight}" says ${claimed}, but the furnishing is ${furnishing}. Change one of them so they agree.`,
  contactNameTooLong: 'The contact name can have at most 60 characters',
  reasonRequired: 'Please give a reason for declining',
  reasonTooLong: 'A reason can have at most 300 characters',
} as const

export const OPERATOR_ROLES = ['admin', 'owner', 'manager'] as const
export const OperatorRole = z.enum(OPERATOR_ROLES)
export type OperatorRole = z.infer<typeof OperatorRole>

/** Listings not confirmed for this many days read "may be out of date"; after the second, they leave search. */
export const AVAILABILITY_STALE_DAYS = 30
export const AVAILABILITY_HIDDEN_DAYS = 60

const Name = z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(TEXT_INPUT_MAX)
/** The longest reason an operator may give when declining (the input takes no more). */
export const DECLINE_REASON_MAX = 300
const Reason = z.string().trim().max(DECLINE_REASON_MAX, operatorMessages.reasonTooLong)
/** The decline dialog's one field (bookings and visits): the reason the tenant will read. */
export const DeclineReason = z.object({ reason: Reason.min(1, operatorMessages.reasonRequired) })
export type DeclineReason = z.input<typeof DeclineReason>
/** A number in a query string (`?property_id=12`). */
const QueryId = Id.optional()

// ---- sign-in --------------------------------------------------------------------------
// operatorLogin takes the tenant login's body and answers the same (auth.ts LoginBody / LoginReply)
export const OperatorVerifyOtpReply = z.object({
  success: z.boolean(),
  accessToken: z.string(),
  operator_id: z.number().int(),
  role: OperatorRole,
  name: z.string(),
  phoneNumber: z.string(),
  message: z.string(),
})
export type OperatorVerifyOtpReply = z.infer<typeof OperatorVerifyOtpReply>

export const Operator = z.object({
  operator_id: z.number().int(),
  name: z.string(),
  role: OperatorRole,
  phone: z.string(),
  /** The properties this operator may act on; empty for an admin, who may act on every property. */
  property_ids: z.array(z.number().int()),
})
export type Operator = z.infer<typeof Operator>
export const OperatorMeReply = z.object({ success: z.boolean(), data: Operator })
export type OperatorMeReply = z.infer<typeof OperatorMeReply>

// ---- properties -----------------------------------------------------------------------
export const PropertyIdParams = z.object({ propertyId: Id })
export type PropertyIdParams = z.input<typeof PropertyIdParams>

/**
 * How the console names a property wherever one is picked or listed (bookings, visits, requests, pickers, the
 * audit log): an owner with three "Lotus Living Boys PG" tells them apart by locality.
 */
export const propertyLabel = (name: string, locality: string): string => `${name}, ${locality}`

/** One row of the console's property list, with what needs the operator's attention. */
export const OperatorPropertySummary = z.object({
  property_id: z.number().int(),
  property_name: z.string(),
  /** "Lotus Living Boys PG, Saket" (propertyLabel). */
  property_label: z.string(),
  address: z.string(),
  locality_name: z.string(),
  city_name: z.string(),
  photo: z.string().nullable(),
  published: z.boolean(),
  owner_operator_id: z.number().int().nullable(),
  /** Who owns it (name and phone): for an admin, who runs every owner's properties; null for owners and managers. */
  owner_name: z.string().nullable(),
  owner_phone: z.string().nullable(),
  room_option_count: z.number().int(),
  available_rooms: z.number().int(),
  /** Bookings `requested` by the tenant and awaiting accept or decline. */
  new_bookings: z.number().int(),
  /** Visits still `requested`. */
  pending_visits: z.number().int(),
  /** Callbacks not yet handled. */
  open_requests: z.number().int(),
  /** Tenants' reviews (not samples) with no reply yet. */
  unreplied_reviews: z.number().int(),
  availability_confirmed_at: z.string().nullable(),
  /** Unconfirmed for AVAILABILITY_STALE_DAYS: tenants read "may be out of date". */
  availability_stale: z.boolean(),
  /** Unconfirmed for AVAILABILITY_HIDDEN_DAYS: out of search until confirmed. */
  availability_hidden: z.boolean(),
})
export type OperatorPropertySummary = z.infer<typeof OperatorPropertySummary>
/** A whole number from a query string ("2") or a body (2) between `min` and `max`, with one sentence. */
function queryInt(label: string, min: number, max: number) {
  const sentence = operatorMessages.wholeNumberBetween(label, min, max)
  return z.union([z.number({ error: sentence }), z.string({ error: sentence }).regex(/^\d{1,6}$/, sentence).transform(Number)], { error: sentence })
    .pipe(z.number({ error: sentence }).int(sentence).min(min, sentence).max(max, sentence))
}
export const OPERATOR_PROPERTY_SORTS = ['name', 'newest', 'locality'] as const
export const OPERATOR_PROPERTIES_PAGE_SIZE = 20
/** The console's property list: a search of name or locality, a sort, and a page (`total` says how many match). */
export const OperatorPropertiesQuery = z.object({
  q: z.string({ error: operatorMessages.searchTooLong }).trim().max(100, operatorMessages.searchTooLong).optional(),
  sort: z.enum(OPERATOR_PROPERTY_SORTS, { error: operatorMessages.propertySort }).default('name'),
  page: queryInt('The page', 1, 100_000).default(1),
  page_size: queryInt('The page size', 1, 500).default(OPERATOR_PROPERTIES_PAGE_SIZE),
})
export type OperatorPropertiesQuery = z.input<typeof OperatorPropertiesQuery>
export const OperatorPropertiesReply = z.object({
  success: z.boolean(),
  data: z.array(OperatorPropertySummary),
  /** How many properties match the search (all pages). */
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
})
export type OperatorPropertiesReply = z.infer<typeof OperatorPropertiesReply>

/** Whole rupees from the console, as a number or digits (a stray "-500" is refused with the sentence, not cut to 500). */
function rupeesField(label: string, min: 0 | 1) {
  const whole = operatorMessages.rupeesWhole(label)
  const low = min === 1 ? operatorMessages.rupeesAboveZero(label) : operatorMessages.rupeesNotNegative(label)
  return z.union([z.number({ error: whole }), z.string({ error: whole }).trim().regex(/^-?\d{1,9}$/, whole).transform(Number)], { error: whole })
    .pipe(z.number({ error: whole }).int(whole).min(min, low).max(10_000_000, operatorMessages.rupeesTooHigh(label)))
}
/** A whole number in a range, one sentence for every way of missing it. */
function wholeNumber(label: string, min: number, max: number) {
  const sentence = operatorMessages.wholeNumberBetween(label, min, max)
  return z.number({ error: sentence }).int(sentence).min(min, sentence).max(max, sentence)
}
const monthsField = (label: string) => wholeNumber(label, 0, 24)

/** The longest texts of a property (the console's inputs take no more). */
export const PROPERTY_TEXT_MAX = { property_name: 100, address: 300, description: 3000, ownership: 100, highlight: 100, highlights: 10 } as const
/** The longest name of a property's contact person (the console's input takes no more). */
export const CONTACT_NAME_MAX = 60
/** What an operator edits on a property (createProperty takes all, updateProperty any of them). */
const propertyShape = {
  property_name: z.string().trim().min(1, 'Property name is required').max(PROPERTY_TEXT_MAX.property_name, 'The property name can have at most 100 characters'),
  property_type: PropertyCard.shape.property_type,
  furnishing: PropertyCard.shape.furnishing,
  address: z.string().trim().min(1, 'Address is required').max(PROPERTY_TEXT_MAX.address, 'The address can have at most 300 characters'),
  locality_id: Id,
  pincode: z.string().trim().regex(/^\d{6}$/, 'Pincode must be 6 digits'),
  genders: z.array(Gender).min(1, 'Choose at least one gender').max(3),
  feature_ids: z.array(Id).max(40),
  // no deposit here: months of deposit are charged per room option, and the property shows their range
  noticeperiod_months: monthsField('Notice period (months)'),
  description: z.string().trim().max(PROPERTY_TEXT_MAX.description, operatorMessages.descriptionTooLong),
  highlights: z.array(z.string().trim().min(1, operatorMessages.highlightEmpty).max(PROPERTY_TEXT_MAX.highlight, operatorMessages.highlightTooLong)).max(PROPERTY_TEXT_MAX.highlights, operatorMessages.highlightsTooMany),
  ownership: z.string().trim().max(PROPERTY_TEXT_MAX.ownership, '“Managed by” can have at most 100 characters'),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  /** How many visits one slot (date + Morning/Afternoon/Evening) of this property takes. */
  visit_slot_capacity: z.number({ error: operatorMessages.visitSlotCapacity }).int(operatorMessages.visitSlotCapacity).min(1, operatorMessages.visitSlotCapacity).max(50, operatorMessages.visitSlotCapacity),
  /** Refund rules, most days before move-in first (tenants see them before booking); a money rule: not for managers. */
  cancellation_terms: CancellationTerms,
  /** Rent terms (tenants see them before booking; each booking keeps those it was made under): a fixed rent day, null for the move-in day. */
  rent_day: RentDay.nullable(),
  /** The late fee, null for none; a money rule like the refund rules: not for managers. */
  late_fee: LateFeeTerms.nullable(),
  /** Who tenants call about the property (Call Now, WhatsApp); null: Basera support answers. Replaces a sample contact. */
  contact: z.object({
    name: z.string({ error: operatorMessages.contactNameRequired }).trim().min(1, operatorMessages.contactNameRequired).max(CONTACT_NAME_MAX, operatorMessages.contactNameTooLong),
    phone: PhoneNumber,
  }).nullable(),
}
/** A new property's fields; those left out take these defaults. */
export const PropertyFields = z.object({
  ...propertyShape,
  feature_ids: propertyShape.feature_ids.default([]),
  description: propertyShape.description.default(''),
  highlights: propertyShape.highlights.default([]),
  ownership: propertyShape.ownership.default('Owner managed'),
  latitude: propertyShape.latitude.default(null),
  longitude: propertyShape.longitude.default(null),
  visit_slot_capacity: propertyShape.visit_slot_capacity.default(3),
  cancellation_terms: propertyShape.cancellation_terms.default([]),
  rent_day: propertyShape.rent_day.default(null),
  late_fee: propertyShape.late_fee.default(null),
  contact: propertyShape.contact.default(null),
})
export const CreatePropertyBody = PropertyFields.extend({
  published: z.boolean().default(false),
  /** An admin lists a property for an owner; an owner's own properties are theirs. */
  owner_operator_id: Id.optional(),
})
export type CreatePropertyBody = z.input<typeof CreatePropertyBody>
// no defaults here: zod applies a default even inside .partial(), and an update of the name alone would
// wipe the description, amenities and highlights
export const UpdatePropertyBody = z.object(propertyShape).partial().extend({ published: z.boolean().optional() })
export type UpdatePropertyBody = z.input<typeof UpdatePropertyBody>

export const OperatorPhoto = z.object({
  photo_id: z.number().int(),
  /** 800 px WebP. */
  url: z.string(),
  /** 480 px WebP for cards. */
  card_url: z.string(),
  position: z.number().int(),
})
export type OperatorPhoto = z.infer<typeof OperatorPhoto>

export const OperatorRoomOption = z.object({
  room_option_id: z.number().int(),
  property_id: z.number().int(),
  room_type_id: z.number().int(),
  room_type_name: z.string(),
  unit_rent: z.number().int(),
  available_rooms: z.number().int(),
  total_rooms: z.number().int(),
  security_deposit_months: z.number().int(),
  noticeperiod_months: z.number().int(),
  agreement_duration_months: z.number().int(),
  lockinperiod_months: z.number().int(),
  maintenance_amount: z.number().int(),
  token_amount: z.number().int(),
  electricity: Electricity,
  food: Food,
  one_time_fees: z.array(OneTimeFee),
  availability_confirmed_at: z.string(),
  // what tenants filter by (issue 32): beds in the room, AC, an attached bathroom, food in the rent (from `food`), from when
  sharing: z.number().int(),
  ac: z.boolean(),
  attached_bathroom: z.boolean(),
  food_included: z.boolean(),
  available_from: z.string().nullable(),
})
export type OperatorRoomOption = z.infer<typeof OperatorRoomOption>

/** A property as the console edits it: its fields, photos and room options. */
export const OperatorProperty = PropertyFields.extend({
  /** The range of its room options' deposits (read only: set on each room option). */
  security_deposit_months: z.number().int(),
  security_deposit_months_max: z.number().int(),
  /** A sample contact of the seed has no phone (`is_sample`); the console replaces it with a real one. */
  contact: z.object({ name: z.string(), phone: z.string().nullable(), is_sample: z.boolean() }).nullable(),
  property_id: z.number().int(),
  city_id: z.number().int(),
  published: z.boolean(),
  owner_operator_id: z.number().int().nullable(),
  availability_confirmed_at: z.string().nullable(),
  photos: z.array(OperatorPhoto),
  room_options: z.array(OperatorRoomOption),
  created_at: z.string(),
})
export type OperatorProperty = z.infer<typeof OperatorProperty>
export const OperatorPropertyReply = z.object({ success: z.boolean(), message: z.string().optional(), data: OperatorProperty })
export type OperatorPropertyReply = z.infer<typeof OperatorPropertyReply>

// ---- photos (uploadPropertyPhoto is multipart: one file in field `photo`, JPEG/PNG/WebP up to 10 MB) ----
export const PhotoParams = z.object({ propertyId: Id, photoId: Id })
export type PhotoParams = z.input<typeof PhotoParams>
export const ReorderPhotosBody = z.object({ photo_ids: z.array(Id).min(1).max(20) })
export type ReorderPhotosBody = z.input<typeof ReorderPhotosBody>
export const OperatorPhotosReply = z.object({ success: z.boolean(), message: z.string().optional(), data: z.array(OperatorPhoto) })
export type OperatorPhotosReply = z.infer<typeof OperatorPhotosReply>

// ---- room options and availability -----------------------------------------------------
const roomOptionShape = {
  room_type_id: Id,
  // a zero or negative rent is no rent: refused, never saved (the walk's "-500" became a live ₹500)
  unit_rent: rupeesField('Monthly rent', 1),
  available_rooms: wholeNumber('Available rooms', 0, 10_000),
  total_rooms: wholeNumber('Total rooms', 1, 10_000),
  security_deposit_months: monthsField('Security deposit (months)'),
  noticeperiod_months: monthsField('Notice period (months)'),
  agreement_duration_months: wholeNumber('Agreement length (months)', 1, 60),
  lockinperiod_months: monthsField('Lock-in (months)'),
  maintenance_amount: rupeesField('Maintenance', 0),
  /** The booking token, whole rupees (0: none); it applies once the owner's payout account is active (money/token.ts). */
  token_amount: rupeesField('The token', 0),
  electricity: Electricity,
  food: Food,
  one_time_fees: z.array(OneTimeFee.extend({
    name: z.string().trim().min(1, 'Give each one-time fee a name').max(60, 'A fee name can have at most 60 characters'),
    amount: rupeesField('A one-time fee', 0),
  })).max(10, 'Add at most 10 one-time fees'),
  /** Beds in the room; left out of a new option: from its room type (Double 2, Triple 3, else 1). */
  sharing: wholeNumber('Beds in the room', 1, 12).optional(),
  ac: z.boolean({ error: 'AC must be true or false' }).optional(),
  attached_bathroom: z.boolean({ error: 'Attached bathroom must be true or false' }).optional(),
  /** YYYY-MM-DD the room can be moved into; null: now. */
  available_from: IsoDate.nullable().optional(),
}
export const CreateRoomOptionBody = z.object({ ...roomOptionShape, token_amount: roomOptionShape.token_amount.default(0), one_time_fees: roomOptionShape.one_time_fees.default([]) })
export type CreateRoomOptionBody = z.input<typeof CreateRoomOptionBody>
/**
 * Managers may change `available_rooms` and `total_rooms` only; prices, charges and terms are the owner's.
 * No defaults (see UpdatePropertyBody): fees left out stay as they are.
 */
export const UpdateRoomOptionBody = z.object(roomOptionShape).partial().extend({
  /** A rent change of more than LARGE_RENT_CHANGE (either way) is saved only with this (the console asks first); else 409. */
  confirm_large_change: z.literal(true, { error: operatorMessages.confirmIsYes }).optional(),
})
export type UpdateRoomOptionBody = z.input<typeof UpdateRoomOptionBody>
/** A rent change of more than this share of the current rent must be confirmed (updateRoomOption's confirm_large_change). */
export const LARGE_RENT_CHANGE = 0.3
/** updateRoomOption's 409 when a large rent change is not confirmed: the console shows a dialog and sends again with confirm_large_change. */
export const LargeChangeReply = z.object({
  message: z.string(),
  confirm: z.object({ field: z.literal('unit_rent'), from: z.number().int(), to: z.number().int() }),
})
export type LargeChangeReply = z.infer<typeof LargeChangeReply>
export const RoomOptionParams = z.object({ roomOptionId: Id })
export type RoomOptionParams = z.input<typeof RoomOptionParams>
export const OperatorRoomOptionReply = z.object({ success: z.boolean(), message: z.string().optional(), data: OperatorRoomOption })
export type OperatorRoomOptionReply = z.infer<typeof OperatorRoomOptionReply>

export const ConfirmAvailabilityReply = z.object({ success: z.boolean(), message: z.string(), availability_confirmed_at: z.string() })
export type ConfirmAvailabilityReply = z.infer<typeof ConfirmAvailabilityReply>

// ---- bookings ---------------------------------------------------------------------------
export const OperatorBooking = z.object({
  bookingId: z.number().int(),
  status: BookingStatus,
  property_id: z.number().int(),
  property_name: z.string(),
  /** "Lotus Living Boys PG, Saket": the property with its locality (propertyLabel). */
  property_label: z.string(),
  room_option_id: z.number().int(),
  room_type_name: z.string(),
  tenant_id: z.number().int(),
  tenant_name: z.string(),
  /** Visible only because the booking is for this operator's own property. */
  tenant_phone: z.string(),
  tenant_email: z.string(),
  move_in_date: z.string().nullable(),
  hold_expires_at: z.string().nullable(),
  unit_rent: z.number().int(),
  move_in_total: z.number().int(),
  /** The token in whole rupees (0: a free request), where it is, and what went back to the tenant. */
  token_amount: z.number().int(),
  token_status: TokenStatus,
  refund_amount: z.number().int(),
  /** A requested booking with a paid token: answer by then, or the token is refunded to the tenant in full. */
  answer_by: z.string().nullable(),
  decision_reason: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
})
export type OperatorBooking = z.infer<typeof OperatorBooking>

export const OperatorBookingsQuery = z.object({ property_id: QueryId, status: BookingStatus.optional() })
export type OperatorBookingsQuery = z.input<typeof OperatorBookingsQuery>
export const OperatorBookingsReply = z.object({ success: z.boolean(), data: z.array(OperatorBooking) })
export type OperatorBookingsReply = z.infer<typeof OperatorBookingsReply>

export const BookingParams = z.object({ bookingId: Id })
export type BookingParams = z.input<typeof BookingParams>
export const DecideBookingBody = z
  .object({ decision: z.enum(['accept', 'decline'], { error: 'Choose accept or decline' }), reason: Reason.optional() })
  .refine((b) => b.decision !== 'decline' || (b.reason ?? '').length > 0, { message: operatorMessages.reasonRequired, path: ['reason'] })
export type DecideBookingBody = z.input<typeof DecideBookingBody>
export const OperatorBookingReply = z.object({ success: z.boolean(), message: z.string(), data: OperatorBooking })
export type OperatorBookingReply = z.infer<typeof OperatorBookingReply>
/** markMovedIn takes no fields; an empty object or no body (which reaches the schema as null, not undefined). */
export const EmptyBody = z.object({}).nullish()

// ---- visits -----------------------------------------------------------------------------
/** A visit's new slot: the tenant's rules (today to today + 30 in India, one of the three slots). */
export const VisitSlot = z.object({ visit_date: VisitDate, visit_slot: VisitSlotField })
export type VisitSlot = z.infer<typeof VisitSlot>

export const OperatorVisit = z.object({
  visit_id: z.number().int(),
  status: VisitStatus,
  property_id: z.number().int(),
  property_name: z.string(),
  /** "Lotus Living Boys PG, Saket" (propertyLabel). */
  property_label: z.string(),
  visit_date: z.string(),
  visit_slot: z.enum(VISIT_SLOTS),
  /** "Sat, 29 Nov, 12–4 pm": the day and the slot's hours. */
  visit_when: z.string(),
  tenant_name: z.string().nullable(),
  tenant_phone: z.string(),
  decision_reason: z.string().nullable(),
  created_at: z.string(),
})
export type OperatorVisit = z.infer<typeof OperatorVisit>
export const OperatorVisitsQuery = z.object({ property_id: QueryId, status: VisitStatus.optional() })
export type OperatorVisitsQuery = z.input<typeof OperatorVisitsQuery>
export const OperatorVisitsReply = z.object({ success: z.boolean(), data: z.array(OperatorVisit) })
export type OperatorVisitsReply = z.infer<typeof OperatorVisitsReply>

export const VisitParams = z.object({ visitId: Id })
export type VisitParams = z.input<typeof VisitParams>
export const DecideVisitBody = z
  .object({
    decision: z.enum(['accept', 'move', 'decline'], { error: 'Choose accept, move or decline' }),
    /** The new slot, for `move`. */
    slot: VisitSlot.optional(),
    reason: Reason.optional(),
  })
  .refine((b) => b.decision !== 'move' || b.slot !== undefined, { message: 'Choose the new date and slot', path: ['slot'] })
  .refine((b) => b.decision !== 'decline' || (b.reason ?? '').length > 0, { message: operatorMessages.reasonRequired, path: ['reason'] })
export type DecideVisitBody = z.input<typeof DecideVisitBody>
export const OperatorVisitReply = z.object({ success: z.boolean(), message: z.string(), data: OperatorVisit })
export type OperatorVisitReply = z.infer<typeof OperatorVisitReply>

// ---- callbacks and interest requests -----------------------------------------------------
export const OperatorRequest = z.object({
  request_id: z.number().int(),
  kind: z.enum(['callback', 'interest']),
  purpose: z.string(),
  property_id: z.number().int().nullable(),
  property_name: z.string().nullable(),
  /** "Lotus Living Boys PG, Saket" (propertyLabel); null for interest in one of Basera's services. */
  property_label: z.string().nullable(),
  service_name: z.string().nullable(),
  tenant_name: z.string().nullable(),
  tenant_phone: z.string(),
  handled_at: z.string().nullable(),
  handled_by_name: z.string().nullable(),
  created_at: z.string(),
})
export type OperatorRequest = z.infer<typeof OperatorRequest>
export const OperatorRequestsQuery = z.object({
  property_id: QueryId,
  handled: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
})
export type OperatorRequestsQuery = z.input<typeof OperatorRequestsQuery>
export const OperatorRequestsReply = z.object({ success: z.boolean(), data: z.array(OperatorRequest) })
export type OperatorRequestsReply = z.infer<typeof OperatorRequestsReply>
export const RequestParams = z.object({ requestId: Id })
export type RequestParams = z.input<typeof RequestParams>
export const OperatorRequestReply = z.object({ success: z.boolean(), message: z.string(), data: OperatorRequest })
export type OperatorRequestReply = z.infer<typeof OperatorRequestReply>

// ---- team -------------------------------------------------------------------------------
export const InviteOperatorBody = z.object({
  phone: PhoneNumber,
  name: Name,
  role: z.enum(['owner', 'manager'], { error: 'Choose owner or manager' }),
  /** For a manager: which of the inviting owner's properties they run (at least one). */
  property_ids: z.array(Id).max(500).default([]),
})
export type InviteOperatorBody = z.input<typeof InviteOperatorBody>
export const TeamMember = z.object({
  operator_id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  role: OperatorRole,
  property_ids: z.array(z.number().int()),
  invited_by: z.number().int().nullable(),
  created_at: z.string(),
})
export type TeamMember = z.infer<typeof TeamMember>
export const TeamMemberParams = z.object({ operatorId: Id })
export type TeamMemberParams = z.input<typeof TeamMemberParams>
/**
 * updateTeamMember: the manager's properties become exactly these (an owner's call changes only the owner's own
 * properties among them; an admin's, all). At least one: taking every property away is removeTeamMember.
 */
export const UpdateTeamMemberBody = z.object({
  property_ids: z.array(Id, { error: operatorMessages.chooseProperties }).min(1, operatorMessages.managerNeedsProperty).max(500, operatorMessages.chooseProperties),
})
export type UpdateTeamMemberBody = z.input<typeof UpdateTeamMemberBody>
/** removeTeamMember: the manager no longer runs the caller's properties; with none left anywhere, their sessions end at once. */
export const RemoveTeamMemberReply = z.object({
  success: z.boolean(),
  message: z.string(),
  operator_id: z.number().int(),
  /** True when the member has no property left and can no longer sign in (their tokens answer 401 from the next call). */
  signed_out: z.boolean(),
})
export type RemoveTeamMemberReply = z.infer<typeof RemoveTeamMemberReply>
export const TeamMemberReply = z.object({ success: z.boolean(), message: z.string(), data: TeamMember })
export type TeamMemberReply = z.infer<typeof TeamMemberReply>
export const TeamReply = z.object({ success: z.boolean(), data: z.array(TeamMember) })
export type TeamReply = z.infer<typeof TeamReply>

// ---- audit log --------------------------------------------------------------------------
export const AUDIT_ENTITIES = ['property', 'room_option', 'photo', 'booking', 'visit', 'request', 'operator', 'review'] as const
export const AuditEntry = z.object({
  audit_id: z.number().int(),
  operator_id: z.number().int(),
  operator_name: z.string(),
  property_id: z.number().int().nullable(),
  entity: z.enum(AUDIT_ENTITIES),
  entity_id: z.number().int(),
  /** The field changed (`unit_rent`, `available_rooms`, `status`, ...) or the action (`created`, `deleted`). */
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  at: z.string(),
  /** "Lotus Living Boys PG, Saket"; null for a change outside any property. */
  property_label: z.string().nullable(),
  /**
   * The entry as an owner reads it (contract auditSentence): "Asha Owner changed the monthly rent of the Double room
   * at Lotus Living Boys PG, Saket from ₹9,500 to ₹500." The raw fields above stay for tools.
   */
  sentence: z.string(),
})
export type AuditEntry = z.infer<typeof AuditEntry>
export const AuditLogQuery = z.object({
  property_id: QueryId,
  /** Entries older than this id (the previous page's last), newest first. */
  before_id: QueryId,
  limit: z.union([z.number(), z.string().regex(/^\d{1,3}$/).transform(Number)]).pipe(z.number().int().min(1).max(200)).default(50),
})
export type AuditLogQuery = z.input<typeof AuditLogQuery>
export const AuditLogReply = z.object({ success: z.boolean(), data: z.array(AuditEntry) })
export type AuditLogReply = z.infer<typeof AuditLogReply>

// ---- development only -------------------------------------------------------------------
/** GET /api/dev/operators: the seeded operators to sign in as (phone, name, role, property ids). */
export const DevOperatorsReply = z.object({ success: z.boolean(), data: z.array(Operator) })
export type DevOperatorsReply = z.infer<typeof DevOperatorsReply>
