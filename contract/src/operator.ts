import { z } from 'zod'
import { TEXT_INPUT_MAX } from './constants.ts'
import { BookingStatus, TokenStatus } from './booking.ts'
import { Gender, Id, IsoDate, PhoneNumber, Rupees } from './common.ts'
import { VISIT_SLOTS, VisitStatus } from './engagement.ts'
import { Electricity, Food, OneTimeFee } from './pricing.ts'
import { PropertyCard } from './properties.ts'
import { CancellationTerms } from './cancellation.ts'

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
  requestNotFound: 'Request not found',
  requestHandled: 'Marked as handled',
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
} as const

export const OPERATOR_ROLES = ['admin', 'owner', 'manager'] as const
export const OperatorRole = z.enum(OPERATOR_ROLES)
export type OperatorRole = z.infer<typeof OperatorRole>

/** Listings not confirmed for this many days read "may be out of date"; after the second, they leave search. */
export const AVAILABILITY_STALE_DAYS = 30
export const AVAILABILITY_HIDDEN_DAYS = 60

const Name = z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(TEXT_INPUT_MAX)
const Reason = z.string().trim().max(300)
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

/** One row of the console's property list, with what needs the operator's attention. */
export const OperatorPropertySummary = z.object({
  property_id: z.number().int(),
  property_name: z.string(),
  address: z.string(),
  locality_name: z.string(),
  city_name: z.string(),
  photo: z.string().nullable(),
  published: z.boolean(),
  owner_operator_id: z.number().int().nullable(),
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
export const OperatorPropertiesReply = z.object({ success: z.boolean(), data: z.array(OperatorPropertySummary) })
export type OperatorPropertiesReply = z.infer<typeof OperatorPropertiesReply>

const Months = z.number().int().min(0).max(24)

/** What an operator edits on a property (createProperty takes all, updateProperty any of them). */
const propertyShape = {
  property_name: z.string().trim().min(1, 'Property name is required').max(100),
  property_type: PropertyCard.shape.property_type,
  furnishing: PropertyCard.shape.furnishing,
  address: z.string().trim().min(1, 'Address is required').max(300),
  locality_id: Id,
  pincode: z.string().trim().regex(/^\d{6}$/, 'Pincode must be 6 digits'),
  genders: z.array(Gender).min(1, 'Choose at least one gender').max(3),
  feature_ids: z.array(Id).max(40),
  security_deposit_months: Months,
  noticeperiod_months: Months,
  description: z.string().trim().max(3000),
  highlights: z.array(z.string().trim().min(1).max(100)).max(10),
  ownership: z.string().trim().max(100),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  /** How many visits one slot (date + Morning/Afternoon/Evening) of this property takes. */
  visit_slot_capacity: z.number().int().min(1).max(50),
  /** Refund rules, most days before move-in first (tenants see them before booking); a money rule: not for managers. */
  cancellation_terms: CancellationTerms,
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
  electricity: Electricity,
  food: Food,
  one_time_fees: z.array(OneTimeFee),
  availability_confirmed_at: z.string(),
})
export type OperatorRoomOption = z.infer<typeof OperatorRoomOption>

/** A property as the console edits it: its fields, photos and room options. */
export const OperatorProperty = PropertyFields.extend({
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
  unit_rent: Rupees.pipe(z.number().int().min(1, 'Rent must be at least ₹1')),
  available_rooms: z.number().int().min(0).max(10_000),
  total_rooms: z.number().int().min(1).max(10_000),
  security_deposit_months: Months,
  noticeperiod_months: Months,
  agreement_duration_months: z.number().int().min(1).max(60),
  lockinperiod_months: Months,
  maintenance_amount: Rupees,
  electricity: Electricity,
  food: Food,
  one_time_fees: z.array(OneTimeFee.extend({ name: z.string().trim().min(1).max(60) })).max(10),
}
export const CreateRoomOptionBody = z.object({ ...roomOptionShape, one_time_fees: roomOptionShape.one_time_fees.default([]) })
export type CreateRoomOptionBody = z.input<typeof CreateRoomOptionBody>
/**
 * Managers may change `available_rooms` and `total_rooms` only; prices, charges and terms are the owner's.
 * No defaults (see UpdatePropertyBody): fees left out stay as they are.
 */
export const UpdateRoomOptionBody = z.object(roomOptionShape).partial()
export type UpdateRoomOptionBody = z.input<typeof UpdateRoomOptionBody>
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
  .refine((b) => b.decision !== 'decline' || (b.reason ?? '').length > 0, { message: 'Please give a reason for declining', path: ['reason'] })
export type DecideBookingBody = z.input<typeof DecideBookingBody>
export const OperatorBookingReply = z.object({ success: z.boolean(), message: z.string(), data: OperatorBooking })
export type OperatorBookingReply = z.infer<typeof OperatorBookingReply>
/** markMovedIn takes no fields; an empty object or no body (which reaches the schema as null, not undefined). */
export const EmptyBody = z.object({}).nullish()

// ---- visits -----------------------------------------------------------------------------
export const VisitSlot = z.object({ visit_date: IsoDate, visit_slot: z.enum(VISIT_SLOTS) })
export type VisitSlot = z.infer<typeof VisitSlot>

export const OperatorVisit = z.object({
  visit_id: z.number().int(),
  status: VisitStatus,
  property_id: z.number().int(),
  property_name: z.string(),
  visit_date: z.string(),
  visit_slot: z.enum(VISIT_SLOTS),
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
  .refine((b) => b.decision !== 'decline' || (b.reason ?? '').length > 0, { message: 'Please give a reason for declining', path: ['reason'] })
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
