import { z } from 'zod'
import { EVENT_NAMES, SERVICE_NAMES, TEXT_INPUT_MAX } from './constants.ts'
import { messages } from './messages.ts'
import { GenderOrUnspecified, Id, IsoDate, LeadIdField } from './common.ts'
import { isBeforeTodayInIndia } from './dates.ts'
import { PropertyCard } from './properties.ts'

// ---- shortlist -------------------------------------------------------------------------
export const ShortlistBody = z.object({ leadId: Id, propertyId: Id })
export type ShortlistBody = z.input<typeof ShortlistBody>
export const LeadOnlyBody = z.object({ leadId: Id })
export type LeadOnlyBody = z.input<typeof LeadOnlyBody>
export const ShortlistReply = z.object({ success: z.boolean(), data: z.array(PropertyCard) })
export type ShortlistReply = z.infer<typeof ShortlistReply>

// ---- visits ----------------------------------------------------------------------------
export const VISIT_SLOTS = ['Morning', 'Afternoon', 'Evening'] as const
/** `requested` → `scheduled` (the operator accepted or moved it) or `declined`; the tenant may cancel. */
export const VISIT_STATUSES = ['requested', 'scheduled', 'declined', 'cancelled'] as const
export const VisitStatus = z.enum(VISIT_STATUSES)
export const ScheduleVisitBody = z.object({
  leadId: Id,
  propertyId: Id,
  visit_date: IsoDate.refine((d) => !isBeforeTodayInIndia(d), 'Visit date cannot be before today'),
  visit_slot: z.enum(VISIT_SLOTS, { error: 'Please choose a time slot' }),
})
export type ScheduleVisitBody = z.input<typeof ScheduleVisitBody>
export const Visit = z.object({
  visit_id: z.number().int(),
  visit_date: z.string(),
  visit_slot: z.enum(VISIT_SLOTS),
  status: VisitStatus,
  created_at: z.string(),
  property: PropertyCard,
})
export type Visit = z.infer<typeof Visit>
export const VisitsReply = z.object({ success: z.boolean(), data: z.array(Visit) })
export type VisitsReply = z.infer<typeof VisitsReply>
export const ScheduleVisitReply = z.object({ success: z.boolean(), message: z.string(), visit_id: z.number().int() })

// ---- callbacks and interest: a phone number is used only for what was asked ----------
export const RequestCallbackBody = z.object({
  leadId: Id,
  propertyId: Id.optional(),
  room_option_id: Id.optional(),
  purpose: z.string().trim().min(1, 'Purpose is required').max(200),
})
export type RequestCallbackBody = z.input<typeof RequestCallbackBody>

/** The spec's lead-service call (interest in a service, loan or help banner). */
export const LeadServiceBody = z.object({
  lead_profile_id: Id,
  service_name: z.enum(SERVICE_NAMES, { error: 'Unknown service' }),
  data: z.array(z.unknown()).max(20).default([]),
})
export type LeadServiceBody = z.input<typeof LeadServiceBody>

export const LeadRequest = z.object({
  request_id: z.number().int(),
  kind: z.enum(['callback', 'interest', 'visit']),
  purpose: z.string(),
  property_id: z.number().int().nullable(),
  property_name: z.string().nullable(),
  service_name: z.string().nullable(),
  created_at: z.string(),
})
export type LeadRequest = z.infer<typeof LeadRequest>
export const LeadRequestsReply = z.object({ success: z.boolean(), data: z.array(LeadRequest) })
export type LeadRequestsReply = z.infer<typeof LeadRequestsReply>

// ---- event logging (spec: VIEW_PROPERTY, Banner, REQUEST_CALLBACK) ----------------------
export const LogEventBody = z.object({
  event_name: z.enum(EVENT_NAMES, { error: 'Unknown event' }),
  params: z.record(z.string().max(40), z.string().max(200)).default({}),
})
export type LogEventBody = z.input<typeof LogEventBody>

// ---- recent searches and home sections -------------------------------------------------
export const RecentSearch = z.object({
  search_id: z.number().int(),
  city_id: z.number().int().nullable(),
  locality_ids: z.array(z.number().int()),
  locality_names: z.array(z.string()),
  gender: GenderOrUnspecified,
  min_amount: z.number().int(),
  max_amount: z.number().int(),
  created_at: z.string(),
})
export type RecentSearch = z.infer<typeof RecentSearch>
export const RecentSearchesReply = z.object({ success: z.boolean(), data: z.array(RecentSearch) })

export const HomeSectionsBody = z.object({ leadId: LeadIdField })
export type HomeSectionsBody = z.input<typeof HomeSectionsBody>
/** Sections computed from the lead's preferences (or popular picks when signed out). */
export const HomeSectionsReply = z.object({
  success: z.boolean(),
  recent_searches: z.array(RecentSearch),
  smart_suggestions: z.array(PropertyCard),
  perfect_match: z.array(PropertyCard),
  best_for_you: z.array(PropertyCard),
  budget_friendly: z.array(PropertyCard),
})
export type HomeSectionsReply = z.infer<typeof HomeSectionsReply>

// ---- content (home page testimonials and reviews, notifications) -----------------------
export const CONTENT_KEYS = ['HOMEPAGE', 'NOTIFICATIONS'] as const
export const ContentBody = z.object({ key: z.enum(CONTENT_KEYS, { error: 'Unknown content key' }) })
export const Testimonial = z.object({ id: z.number().int(), name: z.string(), title: z.string(), video: z.string(), poster: z.string() })
export const SiteReview = z.object({ id: z.number().int(), name: z.string(), rating: z.number().int(), title: z.string(), description: z.string(), image: z.string() })
/** What happened to the lead's booking or visit (written by the operator side). */
export const NOTIFICATION_KINDS = ['booking_accepted', 'booking_declined', 'booking_moved_in', 'token_refunded', 'visit_scheduled', 'visit_moved', 'visit_declined'] as const
export const NotificationDetails = z.object({
  property_name: z.string().optional(),
  /** Whole rupees (a refund). */
  amount: z.number().int().optional(),
  reason: z.string().optional(),
  visit_date: z.string().optional(),
  visit_slot: z.enum(VISIT_SLOTS).optional(),
})
export type NotificationDetails = z.infer<typeof NotificationDetails>
/** `title` and `body` are English; the web words a known `kind` in the tenant's language from `details`. */
export const Notification = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  created_at: z.string(),
  kind: z.enum(NOTIFICATION_KINDS).optional(),
  details: NotificationDetails.optional(),
})
export const HomepageContent = z.object({ testimonials: z.array(Testimonial), reviews: z.array(SiteReview) })
export const ContentReply = z.object({
  success: z.boolean(),
  data: z.union([HomepageContent, z.object({ notifications: z.array(Notification) })]),
})
export type HomepageContent = z.infer<typeof HomepageContent>
export type Notification = z.infer<typeof Notification>

// ---- contact us and rent payment requests ----------------------------------------------
export const ContactUsBody = z.object({
  name: z.string().trim().min(1, 'Name is required').max(TEXT_INPUT_MAX),
  email: z.string().trim().min(1, messages.emailRequired).max(254).regex(/^[^\s@]+@(?=[^\s@]*[^\s@]\.[^\s@])[^\s@]+$/, messages.emailInvalid),
  message: z.string().trim().min(1, 'Message is required').max(2000),
})
export type ContactUsBody = z.input<typeof ContactUsBody>

export const RentPaymentBody = z.object({
  leadId: Id,
  bookingId: Id.optional(),
  payer_name: z.string().trim().min(1, 'Name is required').max(TEXT_INPUT_MAX),
  amount: z.number({ error: 'Amount is required' }).int('Amount must be whole rupees').min(1, 'Amount must be at least ₹1').max(1_000_000, 'Amount is too large'),
  rent_month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Choose the month you are paying for'),
  upi_id: z.string().trim().max(TEXT_INPUT_MAX).regex(/^$|^[\w.-]{2,}@[A-Za-z]{2,}$/, 'Enter a valid UPI ID').optional(),
})
export type RentPaymentBody = z.input<typeof RentPaymentBody>
export const RequestIdReply = z.object({ success: z.boolean(), message: z.string(), request_id: z.number().int() })
export type RequestIdReply = z.infer<typeof RequestIdReply>
