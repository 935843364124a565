import { z } from 'zod'
import { B2B_CHOICES, COUNTRY_CODE, FULL_NAME_MAX, FULL_NAME_MIN, GENDERS, GENDER_LABELS, OCCUPATIONS } from './constants.ts'
import { messages } from './messages.ts'
import { Id, IsoDate, LeadIdField } from './common.ts'
import { isBeforeTodayInIndia, isPastMoveInLimit } from './dates.ts'
import { INDIAN_MOBILE } from './phone.ts'
import { OneTimeFee } from './pricing.ts'
import { CancellationTerms } from './cancellation.ts'
import { LateFeeTerms, RentDay } from './dues.ts'

// the same addresses as /^[^\s@]+@[^\s@]+\.[^\s@]+$/ in linear time (that form took 3 s on a 64 KB body)
const EMAIL_PATTERN = /^[^\s@]+@(?=[^\s@]*[^\s@]\.[^\s@])[^\s@]+$/

/** 'Male' / 'Female' / 'Other' map to GENDER_MALE / GENDER_FEMALE / GENDER_OTHER (spec section 4). */
function genderFromLabel(value: unknown): unknown {
  const entry = Object.entries(GENDER_LABELS).find(([, label]) => label === value)
  return entry ? entry[0] : value
}

/**
 * The booking form's rules, written once: the form shows the first failing message as a toast,
 * the server answers it as 400. Keys are in the spec's checking order, and zod reports issues
 * in key order, so the first issue is the message the spec shows first.
 */
export const TenantForm = z.object({
  fullName: z
    .string({ error: messages.fullNameRequired })
    .trim()
    .min(1, messages.fullNameRequired)
    .min(FULL_NAME_MIN, messages.fullNameMin)
    .max(FULL_NAME_MAX, messages.fullNameMax),
  gender: z.preprocess(genderFromLabel, z.enum(GENDERS, { error: messages.genderRequired })),
  contact_number: z
    .string({ error: messages.contactRequired })
    .trim()
    .min(1, messages.contactRequired)
    .regex(/^\d{10}$/, messages.contactTenDigits)
    .regex(INDIAN_MOBILE, messages.contactIndianMobile),
  email: z
    .string({ error: messages.emailRequired })
    .trim()
    .min(1, messages.emailRequired)
    .max(254, messages.emailInvalid)
    .regex(EMAIL_PATTERN, messages.emailInvalid),
  occupation: z.enum(OCCUPATIONS, { error: messages.occupationRequired }),
  is_b2b_user: z.enum(B2B_CHOICES, { error: messages.b2bRequired }),
})
export type TenantFormValues = z.input<typeof TenantForm>

/** The first message the form shows for these values, or null when they pass. */
export function firstTenantFormError(values: unknown): string | null {
  const result = TenantForm.safeParse(values)
  return result.success ? null : (result.error.issues[0]?.message ?? messages.somethingWentWrong)
}

export const TenantAddBody = TenantForm.extend({
  leadId: LeadIdField,
  /** The property the tenant is added for: the server refuses a gender that property does not admit. */
  property_id: Id.optional(),
  country_code: z.string().trim().regex(/^\d{1,4}$/).default(COUNTRY_CODE),
})
export type TenantAddBody = z.input<typeof TenantAddBody>
export const TenantAddReply = z.object({ success: z.boolean(), tenant_id: z.number().int(), message: z.string() })
export type TenantAddReply = z.infer<typeof TenantAddReply>

/** A move-in date: required, a real date, today to MOVE_IN_MAX_DAYS ahead in India. */
function MoveInDateField() {
  return z
    .string({ error: messages.moveInDateRequired })
    .min(1, messages.moveInDateRequired)
    .pipe(IsoDate)
    .refine((d) => !isBeforeTodayInIndia(d), messages.moveInDateInPast)
    .refine((d) => !isPastMoveInLimit(d), messages.moveInDateTooFar)
}

/**
 * The life of a booking (PRODUCT.md "Money"): `held` (the room is held 30 minutes while the tenant sets the
 * move-in date and pays the token) → `requested` (paid, or a free request: awaiting the owner) → `accepted` or
 * `declined`; `held` → `expired` (the hold lapsed; a requested booking with a token the owner left unanswered
 * for 48 hours expires too, refunded in full); `held`, `requested`, `accepted` → `cancelled` by the tenant;
 * `accepted` → `moved_in` → `moved_out`. Nothing is "confirmed" before the owner accepts. The server's one
 * table of allowed moves is server/src/modules/booking/lifecycle.ts.
 */
export const BOOKING_STATUSES = ['held', 'requested', 'accepted', 'declined', 'expired', 'cancelled', 'moved_in', 'moved_out'] as const
export const BookingStatus = z.enum(BOOKING_STATUSES)
/** A tenant has at most one booking of a property in these (a unique index keeps it so). */
export const LIVE_BOOKING_STATUSES = ['held', 'requested', 'accepted', 'moved_in'] as const satisfies readonly BookingStatus[]
export type BookingStatus = z.infer<typeof BookingStatus>

/**
 * Where the booking's token is: `none` (nothing to pay: no token, or the owner takes requests without payment),
 * `pending` (to pay while the room is held), `held` (paid, held for the owner until move-in), `released` (to
 * the owner), `refunded` (all of it back to the tenant), `partly_refunded` (the cancellation terms gave back a part).
 */
export const TOKEN_STATUSES = ['none', 'pending', 'held', 'released', 'refunded', 'partly_refunded'] as const
export const TokenStatus = z.enum(TOKEN_STATUSES)
export type TokenStatus = z.infer<typeof TokenStatus>

export const Booking = z.object({
  bookingId: z.number().int(),
  tenant_id: z.number().int(),
  tenant_name: z.string(),
  property_id: z.number().int(),
  property_name: z.string(),
  address: z.string(),
  photo: z.string().nullable(),
  room_option_id: z.number().int(),
  room_type_name: z.string(),
  status: BookingStatus,
  /** When a hold gives its room back unless the booking is requested first (move-in date set and, where there is one, the token paid). */
  hold_expires_at: z.string().nullable(),
  /** The token to pay now, in whole rupees, counted toward the move-in total (0: nothing to pay now). */
  token_amount: z.number().int(),
  token_status: TokenStatus,
  /** What came or comes back to the tenant of the token, in whole rupees. */
  refund_amount: z.number().int(),
  /** A requested booking with a paid token: the owner answers by then, or the token is refunded in full. */
  answer_by: z.string().nullable(),
  move_in_date: z.string().nullable(),
  /** Why the operator declined (null otherwise). */
  decision_reason: z.string().nullable(),
  unit_rent: z.number().int(),
  maintenance_amount: z.number().int(),
  security_deposit_amount: z.number().int(),
  one_time_fees: z.array(OneTimeFee),
  move_in_total: z.number().int(),
  refundable_amount: z.number().int(),
  /** The refund rules as they were when the room was taken (the agreement records the same). */
  cancellation_terms: CancellationTerms,
  /** The rent terms as they were when the room was taken: the dues follow these (null: the move-in day; no late fee). */
  rent_day: RentDay.nullable(),
  late_fee: LateFeeTerms.nullable(),
  /** Food chosen at booking at the option's monthly price, billed with each due (0: none, or food in the rent). */
  food_amount: z.number().int(),
  created_at: z.string(),
  /** The agreement's terms (the room option's until an agreement is written). */
  lockin_months: z.number().int(),
  agreement_duration_months: z.number().int(),
  notice_months: z.number().int(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Who answers for the property; null when it has no contact yet (then Basera support answers). */
  property_contact_name: z.string().nullable(),
  /** Always null for a sample contact (see PropertyDetail.contact_is_sample). */
  property_contact_phone: z.string().nullable(),
  property_contact_is_sample: z.boolean(),
  /** The tenant has reviewed this stay (a stay is reviewed once). */
  reviewed: z.boolean(),
})
export type Booking = z.infer<typeof Booking>

/** Statuses a tenant may still cancel: the room comes back (the server's lifecycle table says the same; a test checks). */
export const CANCELLABLE_STATUSES: readonly BookingStatus[] = ['held', 'requested', 'accepted']
/** Statuses whose move-in date the tenant may change (a held booking sets it through the agreement call). */
export const DATE_CHANGEABLE_STATUSES: readonly BookingStatus[] = ['requested', 'accepted']

export const CancelBookingBody = z.object({ bookingId: Id })
export type CancelBookingBody = z.input<typeof CancelBookingBody>
export const ChangeMoveInDateBody = z.object({ bookingId: Id, move_in_date: MoveInDateField() })
export type ChangeMoveInDateBody = z.input<typeof ChangeMoveInDateBody>
export const BookingChangeReply = z.object({ success: z.boolean(), message: z.string(), booking: Booking })
export type BookingChangeReply = z.infer<typeof BookingChangeReply>

export const BookingBody = z.object({
  tenant_id: Id,
  property_id: Id,
  /** Our client sends it; without it the server takes the cheapest option with a room left. */
  room_option_id: Id.optional(),
  /**
   * Add the room option's optional food (billed monthly at the option's price, as the server has it). Ignored where the
   * option has no optional food: food in the rent needs no choice, and none cannot be chosen.
   */
  food: z.boolean().optional(),
})
export type BookingBody = z.input<typeof BookingBody>
export const BookingReply = z.object({
  success: z.boolean(),
  bookingId: z.number().int(),
  message: z.string(),
  booking: Booking,
})
export type BookingReply = z.infer<typeof BookingReply>

export const MoveInDate = MoveInDateField()
/** The move-in date step of the booking sheet and My Booking's date sheets (the form kit's schema). */
export const MoveInDateEntry = z.object({ move_in_date: MoveInDate })
export type MoveInDateEntry = z.input<typeof MoveInDateEntry>

/**
 * The spec's agreement call. Amount fields a client sends (`rent_amount`, `mentinance_amount`,
 * `security_deposit_amt`, ...) are accepted and ignored: the agreement takes the booked room
 * option's figures.
 */
export const AgreementBody = z.object({
  tenant_id: Id,
  property_id: Id,
  bookingId: Id,
  tanant_move_in_date: MoveInDate,
  agreement_start_date: z.unknown().optional(),
  renttype_enum_id: z.unknown().optional(),
  rent_amount: z.unknown().optional(),
  mentinance_amount: z.unknown().optional(),
  security_deposit_amt: z.unknown().optional(),
  rent_cycle_enum_id: z.unknown().optional(),
  agreement_duration_month: z.unknown().optional(),
  lockin_duration_month: z.unknown().optional(),
  noticeperiod_duration_month: z.unknown().optional(),
})
export type AgreementBody = z.input<typeof AgreementBody>

export const Agreement = z.object({
  agreement_id: z.number().int(),
  bookingId: z.number().int(),
  tenant_id: z.number().int(),
  property_id: z.number().int(),
  rent_amount: z.number().int(),
  mentinance_amount: z.number().int(),
  security_deposit_amt: z.number().int(),
  one_time_fees: z.array(OneTimeFee),
  move_in_total: z.number().int(),
  refundable_amount: z.number().int(),
  agreement_start_date: z.string(),
  tanant_move_in_date: z.string(),
  agreement_duration_month: z.number().int(),
  lockin_duration_month: z.number().int(),
  noticeperiod_duration_month: z.number().int(),
  cancellation_terms: CancellationTerms,
})
export type Agreement = z.infer<typeof Agreement>
export const AgreementReply = z.object({ success: z.boolean(), message: z.string(), agreement: Agreement })
export type AgreementReply = z.infer<typeof AgreementReply>

export const LeadBookingsBody = z.object({ leadId: Id })
export type LeadBookingsBody = z.input<typeof LeadBookingsBody>
export const LeadBookingsReply = z.object({ success: z.boolean(), data: z.array(Booking) })
export type LeadBookingsReply = z.infer<typeof LeadBookingsReply>
