import { z } from 'zod'
import { EVENT_NAMES, SERVICE_NAMES, TEXT_INPUT_MAX } from './constants.ts'
import { messages } from './messages.ts'
import { GenderOrUnspecified, Id, IsoDate, LeadIdField } from './common.ts'
import { addDays, todayInIndia, visitDateProblem } from './dates.ts'
import { PropertyCard } from './properties.ts'
import { dayText } from './india-text.ts'

// ---- shortlist -------------------------------------------------------------------------
export const ShortlistBody = z.object({ leadId: Id, propertyId: Id })
export type ShortlistBody = z.input<typeof ShortlistBody>
export const LeadOnlyBody = z.object({ leadId: Id })
export type LeadOnlyBody = z.input<typeof LeadOnlyBody>
export const ShortlistReply = z.object({ success: z.boolean(), data: z.array(PropertyCard) })
export type ShortlistReply = z.infer<typeof ShortlistReply>

// ---- visits ----------------------------------------------------------------------------
export const VISIT_SLOTS = ['Morning', 'Afternoon', 'Evening'] as const
export type VisitSlotName = (typeof VISIT_SLOTS)[number]
/** Each slot's hours on the 24-hour clock (from, up to): the one source for screens, notifications and the audit log. */
export const VISIT_SLOT_HOURS: Readonly<Record<VisitSlotName, { from: number; to: number }>> = {
  Morning: { from: 9, to: 12 },
  Afternoon: { from: 12, to: 16 },
  Evening: { from: 16, to: 20 },
}
const clock = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12}`
const meridiem = (hour: number) => (hour < 12 ? 'am' : 'pm')
/** An hour of the 24-hour clock as people say it: 10 → "10 am", 19 → "7 pm". */
export const hourText = (hour: number) => `${clock(hour)} ${meridiem(hour)}`
/** A slot's hours as people say them: "9 am–12 pm", "12–4 pm", "4–8 pm". */
export function visitSlotHoursText(slot: VisitSlotName): string {
  const { from, to } = VISIT_SLOT_HOURS[slot]
  return meridiem(from) === meridiem(to) ? `${clock(from)}–${clock(to)} ${meridiem(to)}` : `${clock(from)} ${meridiem(from)}–${clock(to)} ${meridiem(to)}`
}
/** A visit's day and hours: "Sat, 29 Nov, 12–4 pm". */
export function visitWhenText(date: string, slot: VisitSlotName): string {
  return `${dayText(date)}, ${visitSlotHoursText(slot)}`
}
/** `requested` → `scheduled` (the operator accepted or moved it) or `declined`; the tenant may cancel. */
export const VISIT_STATUSES = ['requested', 'scheduled', 'declined', 'cancelled'] as const
export const VisitStatus = z.enum(VISIT_STATUSES)
/** A visit's date: today to today + 30 days in Asia/Kolkata (the server checks it again on its own clock). */
export const VisitDate = IsoDate
  .refine((d) => visitDateProblem(d) !== 'past', messages.visitDateInPast)
  .refine((d) => visitDateProblem(d) !== 'too_far', messages.visitDateTooFar)
export const VisitSlotField = z.enum(VISIT_SLOTS, { error: 'Please choose a time slot' })
export const ScheduleVisitBody = z.object({
  leadId: Id,
  propertyId: Id,
  visit_date: VisitDate,
  visit_slot: VisitSlotField,
})
export type ScheduleVisitBody = z.input<typeof ScheduleVisitBody>
export const Visit = z.object({
  visit_id: z.number().int(),
  visit_date: z.string(),
  visit_slot: z.enum(VISIT_SLOTS),
  /** The day and the slot's hours, as the screens say them: "Sat, 29 Nov, 12–4 pm". */
  visit_when: z.string(),
  status: VisitStatus,
  /** The tenant may still cancel or move it: requested or scheduled, and its date not past. */
  changeable: z.boolean(),
  created_at: z.string(),
  property: PropertyCard,
})
export type Visit = z.infer<typeof Visit>
export const VisitsReply = z.object({ success: z.boolean(), data: z.array(Visit) })
export type VisitsReply = z.infer<typeof VisitsReply>
/** The same tenant asking the same property's same date and slot again gets the visit already asked for (`existing`). */
export const ScheduleVisitReply = z.object({ success: z.boolean(), message: z.string(), visit_id: z.number().int(), existing: z.boolean() })

/** The tenant cancels a visit still requested or scheduled. */
export const CancelVisitBody = z.object({ leadId: LeadIdField, visit_id: Id })
export type CancelVisitBody = z.input<typeof CancelVisitBody>
/** The tenant moves a visit to another date and slot (within the window, with room in the slot); the property confirms it again. */
export const RescheduleVisitBody = z.object({ leadId: LeadIdField, visit_id: Id, visit_date: VisitDate, visit_slot: VisitSlotField })
export type RescheduleVisitBody = z.input<typeof RescheduleVisitBody>
export const VisitChangeReply = z.object({ success: z.boolean(), message: z.string(), visit: Visit })
export type VisitChangeReply = z.infer<typeof VisitChangeReply>

// ---- callbacks and interest: a phone number is used only for what was asked ----------
export const RequestCallbackBody = z.object({
  leadId: Id,
  propertyId: Id.optional(),
  room_option_id: Id.optional(),
  purpose: z.string().trim().min(1, 'Purpose is required').max(200),
})
export type RequestCallbackBody = z.input<typeof RequestCallbackBody>

/** Who calls back and by when: the property (its operators see the request) or Basera support, by the next working day. */
export const CALLERS = ['property', 'basera'] as const
/** Callers' working hours in India (24-hour clock) and days (Monday to Saturday). */
export const CALLBACK_HOURS = { from: 10, to: 19 } as const
/** The day a callback is due: the next working day (Monday to Saturday) after today in Asia/Kolkata. */
export function callbackDueDate(now: Date): string {
  let day = addDays(todayInIndia(now), 1)
  while (new Date(`${day}T00:00:00Z`).getUTCDay() === 0) day = addDays(day, 1)
  return day
}
export const RequestCallbackReply = z.object({
  success: z.boolean(),
  /** "Request Sent Successfully" (the spec's title). */
  message: z.string(),
  request_id: z.number().int(),
  /** Who calls: the property (it has operators who see the request) or Basera support. */
  caller: z.enum(CALLERS),
  /** The property's name, or "Basera support". */
  caller_name: z.string(),
  /** The call comes by the end of this day (YYYY-MM-DD, the next working day), within the working hours. */
  call_by: z.string(),
  /** "10 am–7 pm": the working hours callers call in. */
  call_hours: z.string(),
  /** The whole promise in a sentence for the screen: "Lotus Living Boys PG will call you by Mon, 1 Dec, between 10 am and 7 pm." */
  note: z.string(),
})
export type RequestCallbackReply = z.infer<typeof RequestCallbackReply>

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
export const NOTIFICATION_KINDS = ['booking_accepted', 'booking_declined', 'booking_moved_in', 'token_refunded', 'visit_scheduled', 'visit_moved', 'visit_declined', 'saved_search_match', 'message', 'rent_due', 'rent_paid', 'rent_reminder', 'deposit_settlement', 'deposit_refunded', 'autopay'] as const
export const NotificationDetails = z.object({
  property_name: z.string().optional(),
  /** Whole rupees (a refund). */
  amount: z.number().int().optional(),
  /** deposit_settlement: the owner revised a settlement the tenant disputed. */
  revised: z.boolean().optional(),
  reason: z.string().optional(),
  visit_date: z.string().optional(),
  visit_slot: z.enum(VISIT_SLOTS).optional(),
  /** The visit's day and hours in English ("Sat, 29 Nov, 12–4 pm"); other languages word them from date and slot. */
  visit_when: z.string().optional(),
  /** A saved search's name and how many new properties match it (saved_search_match). */
  search_name: z.string().optional(),
  count: z.number().int().optional(),
  /** The saved search's URL query string (without '?'). */
  search_query: z.string().optional(),
  /** The start of a message (kind message), the tenant's number masked unless shared. */
  preview: z.string().optional(),
  /** A rent due (rent_due, rent_reminder): its id (Pay rent opens at it) and date, YYYY-MM-DD. */
  due_id: z.number().int().optional(),
  due_date: z.string().optional(),
  /** Which reminder of a due (rent_reminder): 3 days before its date, on the day, 3 days after. */
  reminder: z.enum(['before', 'day', 'after']).optional(),
  /** UPI AutoPay's news (autopay): the pre-debit notice, a due above the mandate's maximum (max_amount), a failed debit. */
  autopay: z.enum(['notice', 'over_limit', 'failed']).optional(),
  max_amount: z.number().int().optional(),
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

