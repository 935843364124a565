import type { z } from 'zod'
import { LoginBody, LogoutBody, VerifyOtpBody } from '@basera/contract/auth'
import { AgreementBody, BookingBody, CancelBookingBody, ChangeMoveInDateBody, LeadBookingsBody, TenantAddBody } from '@basera/contract/booking'
import { todayInIndia } from '@basera/contract/dates'
import { DevOutboxQuery } from '@basera/contract/dev'
import {
  CancelVisitBody, ContactUsBody, ContentBody, HomeSectionsBody, LeadOnlyBody, LeadServiceBody, LogEventBody,
  RequestCallbackBody, RescheduleVisitBody, ScheduleVisitBody, ShortlistBody,
} from '@basera/contract/engagement'
import { UpdateLeadProfileBody, ViewLeadProfileBody } from '@basera/contract/leads'
import { GetPrefLocalitiesBody } from '@basera/contract/localities'
import { PropertyByIdBody, SearchPropertiesBody, SimilarPropertiesBody } from '@basera/contract/properties'
import { DeleteSavedSearchBody, SaveSearchBody } from '@basera/contract/saved-searches'
import { ServiceCallBody } from '@basera/contract/service-call'
import { AutopayBody } from '@basera/contract/autopay'
import { ListRentDuesBody, PayRentDueBody, RentReceiptBody } from '@basera/contract/dues'
import { DeductionPhotoBody, DepositSettlementBody, GiveNoticeBody, NoticeBody, RespondToSettlementBody } from '@basera/contract/leaving'
import { CreateReviewBody } from '@basera/contract/reviews'
import { LeadNotificationPreferencesBody, SaveLeadNotificationPreferencesBody, SaveLeadPushSubscriptionBody } from '@basera/contract/notify'
import { GetThreadBody, ListThreadsBody, ReportMessageBody, SendMessageBody, ShareNumberBody } from '@basera/contract/threads'
import * as endpoints from '@basera/contract/endpoints'
import { CreateTokenPaymentBody, LeadPaymentsBody, RazorpayWebhookEvent, VerifyPaymentBody, WEBHOOK_EVENT_ID_HEADER, WEBHOOK_SIGNATURE_HEADER } from '@basera/contract/payments'
import { randomUUID } from 'node:crypto'
import { hmacHex } from '../../lib/hmac.ts'
import { TEST_WEBHOOK_SECRET } from '../../test/helper.ts'

// Every API operation of the server, with a valid input and, for calls on a lead's own data, inputs that
// carry another lead's ids. The authorisation test checks this list against the routes the server has.

/** lead: a token is required; optional-lead: public, but a leadId sent with a token must be the token's. */
type Access = 'lead' | 'optional-lead' | 'public'
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH'
export type Body = Record<string, unknown>

/** One lead's records: its id and phone, a tenant, a held booking of that tenant and the booked property and room. */
export interface Ids {
  leadId: number
  phone: string
  tenantId: number
  bookingId: number
  propertyId: number
  roomOptionId: number
  /** A property where the lead's booking is moved in: the stay they may review. */
  stayPropertyId: number
  /** That moved-in booking (move-in today): rent may be paid for it. */
  stayBookingId: number
  /** A visit the lead asked for (in three days, Evening). */
  visitId: number
  /** A search the lead saved. */
  savedSearchId: number
  /** The lead's enquiry thread with the property, and an operator's message in it (the lead may report it). */
  threadId: number
  operatorMessageId: number
  /** A held booking with a token to pay (move-in date set, its order made, unpaid). */
  tokenBookingId: number
  /** A booking whose token was paid in the sandbox: the checkout's callback fields. */
  paid: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }
  /** An open due payable online (at the paid booking's property: its owner takes payments), and a paid due of the stay (its receipt). */
  openDueId: number
  paidDueId: number
  /** A booking of the lead's whose deposit settlement is proposed (unanswered). */
  settledBookingId: number
  /** A deduction photo of that settlement (its file name). */
  settledPhotoName: string
}

export interface Endpoint {
  url: string
  methods: readonly Method[]
  access: Access
  /** The body (or, for GET, the query string) schema the route validates with; null when it takes no input. */
  schema: z.ZodType | null
  input: 'body' | 'query' | 'none'
  valid: (own: Ids) => Body
  /** With lead A's token, each of these (carrying lead B's ids) must answer 403 and change nothing. */
  foreign?: (own: Ids, other: Ids) => Body[]
  /** Headers the call needs besides a token, made from the exact body sent (a webhook's signature and event id). */
  headers?: (payload: string) => Record<string, string>
}

const inDays = (days: number) => todayInIndia(new Date(Date.now() + days * 86_400_000))
export const tenantForm = { fullName: 'Asha Verma', gender: 'Female', contact_number: '9876500001', email: 'asha@example.in', occupation: 'Working', is_b2b_user: 'No' }
const leadOnly = (own: Ids) => ({ leadId: own.leadId })
/** A browser's PushSubscription.toJSON() (keys of the right shape; nothing is ever pushed to it in the sweeps). */
export const pushSubscription = (name: string) => ({
  endpoint: `https://push.example/send/${name}`,
  keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
})
const otherLead = (_own: Ids, other: Ids) => [{ leadId: other.leadId }]
const post = ['POST'] as const

const leadListing = (url: string): Endpoint => ({ url, methods: post, access: 'lead', schema: LeadOnlyBody, input: 'body', valid: leadOnly, foreign: otherLead })

export const catalogue: Endpoint[] = [
  { url: endpoints.health.path, methods: ['GET'], access: 'public', schema: null, input: 'none', valid: () => ({}) },
  { url: endpoints.devOutbox.path, methods: ['GET'], access: 'public', schema: DevOutboxQuery, input: 'query', valid: (o) => ({ phoneNumber: o.phone }) },
  { url: endpoints.login.path, methods: post, access: 'public', schema: LoginBody, input: 'body', valid: (o) => ({ phoneNumber: o.phone }) },
  { url: endpoints.verifyOtp.path, methods: post, access: 'public', schema: VerifyOtpBody, input: 'body', valid: (o) => ({ phoneNumber: o.phone, otp: '0000' }) },
  { url: endpoints.logout.path, methods: post, access: 'lead', schema: LogoutBody, input: 'body', valid: () => ({}) },
  { url: endpoints.viewLeadProfile.path, methods: post, access: 'lead', schema: ViewLeadProfileBody, input: 'body', valid: leadOnly, foreign: otherLead },
  {
    url: endpoints.updateLeadProfile.path, methods: ['POST', 'PUT', 'PATCH'], access: 'lead', schema: UpdateLeadProfileBody, input: 'body',
    valid: (o) => ({ leadId: o.leadId, full_name: 'Asha Verma', pref_budget_min_range: '4000', pref_budget_max_range: '9000' }),
    foreign: (_o, b) => [{ leadId: b.leadId, full_name: 'Not Yours' }],
  },
  { url: endpoints.getPrefLocalities.path, methods: post, access: 'public', schema: GetPrefLocalitiesBody, input: 'body', valid: () => ({ cityname: 'Delhi' }) },
  {
    url: endpoints.searchProperties.path, methods: post, access: 'optional-lead', schema: SearchPropertiesBody, input: 'body',
    valid: (o) => ({
      leadId: o.leadId, gender: 'GENDER_FEMALE', minAmount: 1000, maxAmount: 30000, localityId: '5,7', cityId: 1, limit: 10,
      // issue 32's fields, so the sweep breaks each of them too
      sharing: [1, 2], food_included: true, ac: true, attached_bathroom: false, furnishing: 'fully_furnished', available_from: '2026-12-20', sort: 'price_desc',
    }),
    foreign: (_o, b) => [{ leadId: b.leadId, minAmount: 1000, maxAmount: 30000 }],
  },
  {
    url: endpoints.getPropertyById.path, methods: post, access: 'optional-lead', schema: PropertyByIdBody, input: 'body',
    valid: (o) => ({ leadId: o.leadId, propertyId: o.propertyId }), foreign: (o, b) => [{ leadId: b.leadId, propertyId: o.propertyId }],
  },
  {
    url: endpoints.getRoomOptions.path, methods: post, access: 'optional-lead', schema: PropertyByIdBody, input: 'body',
    valid: (o) => ({ leadId: o.leadId, propertyId: o.propertyId }), foreign: (o, b) => [{ leadId: b.leadId, propertyId: o.propertyId }],
  },
  { url: endpoints.getSimilarProperties.path, methods: post, access: 'public', schema: SimilarPropertiesBody, input: 'body', valid: (o) => ({ propertyId: o.propertyId, limit: 3 }) },
  {
    url: endpoints.addTenant.path, methods: post, access: 'lead', schema: TenantAddBody, input: 'body',
    valid: (o) => ({ ...tenantForm, leadId: o.leadId }), foreign: (_o, b) => [{ ...tenantForm, fullName: 'Not Yours', leadId: b.leadId }],
  },
  {
    url: endpoints.bookRoom.path, methods: post, access: 'lead', schema: BookingBody, input: 'body',
    valid: (o) => ({ tenant_id: o.tenantId, property_id: o.propertyId, room_option_id: o.roomOptionId, food: true }),
    foreign: (o, b) => [
      { tenant_id: b.tenantId, property_id: b.propertyId, room_option_id: b.roomOptionId },
      { tenant_id: b.tenantId, property_id: o.propertyId },
    ],
  },
  {
    url: endpoints.allocateAgreement.path, methods: post, access: 'lead', schema: AgreementBody, input: 'body',
    valid: (o) => ({ tenant_id: o.tenantId, property_id: o.propertyId, bookingId: o.bookingId, tanant_move_in_date: inDays(7), rent_amount: 1, mentinance_amount: 500 }),
    foreign: (o, b) => [
      { tenant_id: b.tenantId, property_id: b.propertyId, bookingId: b.bookingId, tanant_move_in_date: inDays(7) },
      { tenant_id: o.tenantId, property_id: o.propertyId, bookingId: b.bookingId, tanant_move_in_date: inDays(7) },
    ],
  },
  { url: endpoints.getBookings.path, methods: post, access: 'lead', schema: LeadBookingsBody, input: 'body', valid: leadOnly, foreign: otherLead },
  {
    url: endpoints.saveSearch.path, methods: post, access: 'lead', schema: SaveSearchBody, input: 'body',
    valid: (o) => ({ leadId: o.leadId, name: 'Single with AC', filter: { minAmount: 1000, maxAmount: 30000, sharing: [1], ac: true, furnishing: 'semi_furnished' } }),
    foreign: (_o, b) => [{ leadId: b.leadId, name: 'Not yours', filter: { minAmount: 1000, maxAmount: 30000 } }],
  },
  leadListing(endpoints.listSavedSearches.path),
  {
    url: endpoints.deleteSavedSearch.path, methods: post, access: 'lead', schema: DeleteSavedSearchBody, input: 'body',
    valid: (o) => ({ leadId: o.leadId, savedSearchId: o.savedSearchId }),
    foreign: (o, b) => [{ leadId: b.leadId, savedSearchId: b.savedSearchId }, { leadId: b.leadId, savedSearchId: o.savedSearchId }],
  },
  {
    url: endpoints.addToShortlist.path, methods: post, access: 'lead', schema: ShortlistBody, input: 'body',
    valid: (o) => ({ leadId: o.leadId, propertyId: o.propertyId }), foreign: (o, b) => [{ leadId: b.leadId, propertyId: o.propertyId }],
  },
  {
    url: endpoints.removeFromShortlist.path, methods: post, access: 'lead', schema: ShortlistBody, input: 'body',
    valid: (o) => ({ leadId: o.leadId, propertyId: o.propertyId }), foreign: (_o, b) => [{ leadId: b.leadId, propertyId: b.propertyId }],
  },
  leadListing(endpoints.getShortlist.path),
  {
    url: endpoints.scheduleVisit.path, methods: post, access: 'lead', schema: ScheduleVisitBody, input: 'body',
    valid: (o) => ({ leadId: o.leadId, propertyId: o.propertyId, visit_date: inDays(2), visit_slot: 'Morning' }),
    foreign: (o, b) => [{ leadId: b.leadId, propertyId: o.propertyId, visit_date: inDays(2), visit_slot: 'Morning' }],
  },
  leadListing(endpoints.getVisits.path),
  // the valid sweep moves the lead's visit, then cancels it
  {
    url: endpoints.rescheduleVisit.path, methods: post, access: 'lead', schema: RescheduleVisitBody, input: 'body',
    valid: (o) => ({ leadId: o.leadId, visit_id: o.visitId, visit_date: inDays(5), visit_slot: 'Morning' }),
    foreign: (o, b) => [
      { leadId: b.leadId, visit_id: o.visitId, visit_date: inDays(5), visit_slot: 'Morning' },
      { visit_id: b.visitId, visit_date: inDays(5), visit_slot: 'Morning' },
    ],
  },
  {
    url: endpoints.cancelVisit.path, methods: post, access: 'lead', schema: CancelVisitBody, input: 'body',
    valid: (o) => ({ leadId: o.leadId, visit_id: o.visitId }), foreign: (o, b) => [{ leadId: b.leadId, visit_id: o.visitId }, { visit_id: b.visitId }],
  },
  {
    url: endpoints.requestCallback.path, methods: post, access: 'lead', schema: RequestCallbackBody, input: 'body',
    valid: (o) => ({ leadId: o.leadId, propertyId: o.propertyId, room_option_id: o.roomOptionId, purpose: 'Call me about this room' }),
    foreign: (o, b) => [{ leadId: b.leadId, propertyId: o.propertyId, purpose: 'Call me' }],
  },
  {
    url: endpoints.registerInterest.path, methods: post, access: 'lead', schema: LeadServiceBody, input: 'body',
    valid: (o) => ({ lead_profile_id: o.leadId, service_name: 'LOANS', data: [{ amount: 5000 }] }),
    foreign: (_o, b) => [{ lead_profile_id: b.leadId, service_name: 'LOANS', data: [] }],
  },
  leadListing(endpoints.getRequests.path),
  // messages without numbers: another lead's thread, booking, visit or message answers 403 and nothing is written
  { url: endpoints.listThreads.path, methods: post, access: 'lead', schema: ListThreadsBody, input: 'body', valid: leadOnly, foreign: otherLead },
  { url: endpoints.getUnreadMessageCount.path, methods: post, access: 'lead', schema: ListThreadsBody, input: 'body', valid: leadOnly, foreign: otherLead },
  {
    url: endpoints.getThread.path, methods: post, access: 'lead', schema: GetThreadBody, input: 'body',
    valid: (o) => ({ leadId: o.leadId, thread_id: o.threadId }),
    foreign: (o, b) => [{ leadId: b.leadId, thread_id: o.threadId }, { leadId: o.leadId, thread_id: b.threadId }],
  },
  {
    url: endpoints.sendMessage.path, methods: post, access: 'lead', schema: SendMessageBody, input: 'body',
    valid: (o) => ({ leadId: o.leadId, thread_id: o.threadId, text: 'Is there parking for a scooter?' }),
    foreign: (o, b) => [
      { leadId: o.leadId, thread_id: b.threadId, text: 'Not my thread' },
      { leadId: o.leadId, booking_id: b.bookingId, text: 'Not my booking' },
      { leadId: o.leadId, visit_id: b.visitId, text: 'Not my visit' },
      { leadId: b.leadId, property_id: o.propertyId, text: 'Not my lead id' },
    ],
  },
  {
    url: endpoints.markThreadRead.path, methods: post, access: 'lead', schema: GetThreadBody, input: 'body',
    valid: (o) => ({ leadId: o.leadId, thread_id: o.threadId }), foreign: (o, b) => [{ leadId: o.leadId, thread_id: b.threadId }],
  },
  {
    url: endpoints.shareThreadNumber.path, methods: post, access: 'lead', schema: ShareNumberBody, input: 'body',
    valid: (o) => ({ leadId: o.leadId, thread_id: o.threadId, share: false }), foreign: (o, b) => [{ leadId: o.leadId, thread_id: b.threadId, share: true }],
  },
  {
    url: endpoints.reportMessage.path, methods: post, access: 'lead', schema: ReportMessageBody, input: 'body',
    valid: (o) => ({ leadId: o.leadId, message_id: o.operatorMessageId, reason: 'Asks for cash' }),
    foreign: (o, b) => [{ leadId: o.leadId, message_id: b.operatorMessageId }, { leadId: b.leadId, message_id: o.operatorMessageId }],
  },
  leadListing(endpoints.getRecentSearches.path),
  // money, part 1: another lead's booking or payment answers 403 and changes nothing
  {
    url: endpoints.createTokenPayment.path, methods: post, access: 'lead', schema: CreateTokenPaymentBody, input: 'body',
    valid: (o) => ({ bookingId: o.tokenBookingId }), foreign: (_o, b) => [{ bookingId: b.tokenBookingId }, { bookingId: b.bookingId }],
  },
  {
    url: endpoints.verifyPayment.path, methods: post, access: 'lead', schema: VerifyPaymentBody, input: 'body',
    valid: (o) => ({ ...o.paid }), foreign: (_o, b) => [{ ...b.paid }],
  },
  { url: endpoints.getLeadPayments.path, methods: post, access: 'lead', schema: LeadPaymentsBody, input: 'body', valid: leadOnly, foreign: otherLead },
  // rent over the stay: another lead's due answers 404 (dues.test.ts), so only the list has foreign ids here
  {
    url: endpoints.listRentDues.path, methods: post, access: 'lead', schema: ListRentDuesBody, input: 'body',
    valid: (o) => ({ leadId: o.leadId, bookingId: o.stayBookingId }), foreign: otherLead,
  },
  { url: endpoints.payRentDue.path, methods: post, access: 'lead', schema: PayRentDueBody, input: 'body', valid: (o) => ({ due_id: o.openDueId }) },
  { url: endpoints.getRentReceipt.path, methods: post, access: 'lead', schema: RentReceiptBody, input: 'body', valid: (o) => ({ due_id: o.paidDueId }) },
  // leaving: another lead's booking or settlement answers 404 (leaving.test.ts), so no foreign ids here
  { url: endpoints.getNotice.path, methods: post, access: 'lead', schema: NoticeBody, input: 'body', valid: (o) => ({ bookingId: o.stayBookingId }) },
  { url: endpoints.giveNotice.path, methods: post, access: 'lead', schema: GiveNoticeBody, input: 'body', valid: (o) => ({ bookingId: o.stayBookingId, reason: 'Moving cities' }) },
  { url: endpoints.getDepositSettlement.path, methods: post, access: 'lead', schema: DepositSettlementBody, input: 'body', valid: (o) => ({ bookingId: o.settledBookingId }) },
  { url: endpoints.getDeductionPhoto.path, methods: post, access: 'lead', schema: DeductionPhotoBody, input: 'body', valid: (o) => ({ bookingId: o.settledBookingId, name: o.settledPhotoName }) },
  {
    url: endpoints.respondToSettlement.path, methods: post, access: 'lead', schema: RespondToSettlementBody, input: 'body',
    valid: (o) => ({ bookingId: o.settledBookingId, decision: 'dispute', reason: 'The chair was broken when I came' }),
  },
  // UPI AutoPay on the moved-in stay: another lead's booking answers 404 (autopay.test.ts), like a due
  { url: endpoints.getAutopay.path, methods: post, access: 'lead', schema: AutopayBody, input: 'body', valid: (o) => ({ bookingId: o.stayBookingId }) },
  { url: endpoints.startAutopay.path, methods: post, access: 'lead', schema: AutopayBody, input: 'body', valid: (o) => ({ bookingId: o.stayBookingId }) },
  { url: endpoints.cancelAutopay.path, methods: post, access: 'lead', schema: AutopayBody, input: 'body', valid: (o) => ({ bookingId: o.stayBookingId }) },
  {
    // the gateway's call: signed over the exact body sent, a new event id each time; an event about no order of ours changes nothing
    url: endpoints.razorpayWebhook.path, methods: post, access: 'public', schema: RazorpayWebhookEvent, input: 'body',
    valid: () => ({
      entity: 'event', event: 'payment.captured', contains: ['payment'], created_at: 1_800_000_000,
      payload: { payment: { entity: { id: 'pay_NotOurs000001', order_id: 'order_NotOurs00001', amount: 50_000, status: 'captured', method: 'upi' } } },
    }),
    headers: (payload) => ({ [WEBHOOK_SIGNATURE_HEADER]: hmacHex(TEST_WEBHOOK_SECRET, payload), [WEBHOOK_EVENT_ID_HEADER]: `evt_${randomUUID()}` }),
  },
  { url: endpoints.logEvent.path, methods: post, access: 'public', schema: LogEventBody, input: 'body', valid: () => ({ event_name: 'Banner', params: { Banner: 'LOANS' } }) },
  { url: endpoints.getContent.path, methods: post, access: 'public', schema: ContentBody, input: 'body', valid: () => ({ key: 'HOMEPAGE' }) },
  { url: endpoints.getHomeSections.path, methods: post, access: 'optional-lead', schema: HomeSectionsBody, input: 'body', valid: leadOnly, foreign: otherLead },
  {
    url: endpoints.contactUs.path, methods: post, access: 'public', schema: ContactUsBody, input: 'body',
    valid: () => ({ name: 'Asha', email: 'asha@example.in', message: 'Is there parking?' }),
  },
  {
    // public for PROPERTY_DETAIL and LOGIN; VIEW_PROFILE needs the token (checked in the authorisation test)
    url: endpoints.serviceCall.path, methods: post, access: 'optional-lead', schema: ServiceCallBody, input: 'body',
    valid: (o) => ({ service_name: 'PROPERTY_DETAIL', params: { PROPERTY_ID: o.propertyId } }),
    foreign: (_o, b) => [{ service_name: 'VIEW_PROFILE', params: { LEAD_ID: b.leadId } }],
  },
  { url: endpoints.getPublicConfig.path, methods: ['GET'], access: 'public', schema: null, input: 'none', valid: () => ({}) },
  { url: endpoints.getPlaces.path, methods: ['GET'], access: 'public', schema: null, input: 'none', valid: () => ({}) },
  // reaching people: the VAPID key, a browser's push subscription and the channel choices
  { url: endpoints.getPushConfig.path, methods: ['GET'], access: 'public', schema: null, input: 'none', valid: () => ({}) },
  {
    url: endpoints.savePushSubscription.path, methods: post, access: 'lead', schema: SaveLeadPushSubscriptionBody, input: 'body',
    valid: (o) => ({ leadId: o.leadId, subscription: pushSubscription(`lead-${o.leadId}`) }),
    foreign: (_o, b) => [{ leadId: b.leadId, subscription: pushSubscription('not-mine') }],
  },
  { url: endpoints.getNotificationPreferences.path, methods: post, access: 'lead', schema: LeadNotificationPreferencesBody, input: 'body', valid: leadOnly, foreign: otherLead },
  {
    url: endpoints.saveNotificationPreferences.path, methods: post, access: 'lead', schema: SaveLeadNotificationPreferencesBody, input: 'body',
    valid: (o) => ({ leadId: o.leadId, preferences: { push: true, sms: false, whatsapp: true, quiet_hours: true } }),
    foreign: (_o, b) => [{ leadId: b.leadId, preferences: { push: false, sms: false, whatsapp: false, quiet_hours: false } }],
  },
  {
    url: endpoints.createReview.path, methods: post, access: 'lead', schema: CreateReviewBody, input: 'body',
    valid: (o) => ({ leadId: o.leadId, propertyId: o.stayPropertyId, rating: 4, title: 'Clean and quiet', description: 'Good food and a helpful warden.' }),
    foreign: (o, b) => [{ leadId: b.leadId, propertyId: o.stayPropertyId, rating: 4, title: 'Not mine', description: 'Not my stay, but I write anyway.' }],
  },
  // last: the valid sweep changes the date of the lead's booking, then cancels it
  {
    url: endpoints.changeMoveInDate.path, methods: post, access: 'lead', schema: ChangeMoveInDateBody, input: 'body',
    valid: (o) => ({ bookingId: o.bookingId, move_in_date: inDays(9) }), foreign: (_o, b) => [{ bookingId: b.bookingId, move_in_date: inDays(9) }],
  },
  {
    url: endpoints.cancelBooking.path, methods: post, access: 'lead', schema: CancelBookingBody, input: 'body',
    valid: (o) => ({ bookingId: o.bookingId }), foreign: (_o, b) => [{ bookingId: b.bookingId }],
  },
]

/** "METHOD /path" of every operation in the catalogue. */
export const catalogueOperations = () => catalogue.flatMap((e) => e.methods.map((m) => `${m} ${e.url}`)).sort()
