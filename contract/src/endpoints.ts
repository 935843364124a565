import type { Endpoint } from './endpoint.ts'
import { LoginBody, LoginReply, LogoutBody, VerifyOtpBody, VerifyOtpReply } from './auth.ts'
import {
  AgreementBody, AgreementReply, BookingBody, BookingChangeReply, BookingReply, CancelBookingBody, ChangeMoveInDateBody, LeadBookingsBody, LeadBookingsReply,
  TenantAddBody, TenantAddReply,
} from './booking.ts'
import { HealthReply, SuccessReply } from './common.ts'
import { DeductionPhotoBody, DeductionPhotoFileReply, DepositSettlementBody, DepositSettlementReply, GiveNoticeBody, GiveNoticeReply, NoticeBody, NoticeReply, RespondToSettlementBody } from './leaving.ts'
import { AutopayBody, AutopayReply, CancelAutopayReply } from './autopay.ts'
import { ListRentDuesBody, PayRentDueBody, RentDuesReply, RentReceiptBody, RentReceiptReply } from './dues.ts'
import { DevOutboxQuery, DevOutboxReply } from './dev.ts'
import { DevOperatorsReply } from './operator.ts'
import {
  ContactUsBody, ContentBody, ContentReply, HomeSectionsBody, HomeSectionsReply, LeadOnlyBody, LeadRequestsReply, LeadServiceBody, LogEventBody,
  CancelVisitBody, RecentSearchesReply, RequestCallbackBody, RequestCallbackReply, RescheduleVisitBody, ScheduleVisitBody, ScheduleVisitReply,
  ShortlistBody, ShortlistReply, VisitChangeReply, VisitsReply,
} from './engagement.ts'
import { LogoutReply, UpdateLeadProfileBody, UpdateLeadProfileReply, ViewLeadProfileBody, ViewLeadProfileReply } from './leads.ts'
import { GetPrefLocalitiesBody, GetPrefLocalitiesReply } from './localities.ts'
import {
  PropertyByIdBody, PropertyByIdReply, PropertyListReply, RoomOptionsReply, SearchPropertiesBody, SearchPropertiesReply,
  SimilarPropertiesBody,
} from './properties.ts'
import { PublicConfigReply } from './public-config.ts'
import { LeadNotificationPreferencesBody, NotificationPreferencesReply, PushConfigReply, SaveLeadNotificationPreferencesBody, SaveLeadPushSubscriptionBody } from './notify.ts'
import { DeleteSavedSearchBody, SaveSearchBody, SaveSearchReply, SavedSearchesReply } from './saved-searches.ts'
import { ServiceCallBody, ServiceCallReply } from './service-call.ts'
import { PlacesReply } from './places.ts'
import { GetThreadBody, ListThreadsBody, ReportMessageBody, SendMessageBody, ShareNumberBody, ThreadListReply, ThreadReply, UnreadCountReply } from './threads.ts'
import { CreateReviewBody, CreateReviewReply } from './reviews.ts'
import { CreateTokenPaymentBody, LeadPaymentsBody, LeadPaymentsReply, TokenPaymentReply, VerifyPaymentBody, VerifyPaymentReply, WebhookReply } from './payments.ts'

// The one table of the API: every call's method, path, schemas and who may call it. The server
// registers its routes from these entries (server/src/lib/endpoint-route.ts), the web calls them
// through callApi (web/src/lib/api-client.ts), tests use them too. One line per call; each entry is
// a plain object literal so a web bundle keeps only the calls it makes.

// ---- Tenant app ---------------------------------------------------------------------------
export const login = { method: 'POST', path: '/api/leads/v1/login', operationId: 'login', access: 'public', tag: 'sign-in', body: LoginBody, reply: LoginReply } as const satisfies Endpoint
export const verifyOtp = { method: 'POST', path: '/api/leads/v1/verify-otp', operationId: 'verifyOtp', access: 'public', tag: 'sign-in', body: VerifyOtpBody, reply: VerifyOtpReply } as const satisfies Endpoint
export const logout = { method: 'POST', path: '/api/leads/v1/logout', operationId: 'logout', access: 'lead', tag: 'sign-in', body: LogoutBody, reply: LogoutReply } as const satisfies Endpoint
export const viewLeadProfile = { method: 'POST', path: '/api/leads/v1/view-lead-profile', operationId: 'viewLeadProfile', access: 'lead', tag: 'profile', body: ViewLeadProfileBody, reply: ViewLeadProfileReply } as const satisfies Endpoint
// the spec never showed this call's method: POST, PUT and PATCH all update
export const updateLeadProfile = { method: 'POST', alsoMethods: ['PUT', 'PATCH'], path: '/api/leads/v1/update-lead-profile', operationId: 'updateLeadProfile', access: 'lead', tag: 'profile', body: UpdateLeadProfileBody, reply: UpdateLeadProfileReply } as const satisfies Endpoint
export const getPrefLocalities = { method: 'POST', path: '/api/leads/v1/get-pref-localities', operationId: 'getPrefLocalities', access: 'public', tag: 'localities', body: GetPrefLocalitiesBody, reply: GetPrefLocalitiesReply } as const satisfies Endpoint
// answered pre-encoded (cached JSON text): properties/routes.test.ts parses it with this reply schema
export const searchProperties = { method: 'POST', path: '/api/leads/v1/fetch-property-by-filters', operationId: 'searchProperties', access: 'public', tag: 'properties', body: SearchPropertiesBody, reply: SearchPropertiesReply } as const satisfies Endpoint
export const getPropertyById = { method: 'POST', path: '/api/leads/v1/get-property-by-id', operationId: 'getPropertyById', access: 'public', tag: 'properties', body: PropertyByIdBody, reply: PropertyByIdReply } as const satisfies Endpoint
export const getRoomOptions = { method: 'POST', path: '/api/leads/v1/get-room-options-by-id', operationId: 'getRoomOptions', access: 'public', tag: 'properties', body: PropertyByIdBody, reply: RoomOptionsReply } as const satisfies Endpoint
export const getSimilarProperties = { method: 'POST', path: '/api/leads/v1/get-similar-properties', operationId: 'getSimilarProperties', access: 'public', tag: 'properties', body: SimilarPropertiesBody, reply: PropertyListReply } as const satisfies Endpoint
// well-known offices, colleges and hubs of Delhi NCR a search can be near (near_place_id)
export const getPlaces = { method: 'GET', path: '/api/leads/v1/places', operationId: 'getPlaces', access: 'public', tag: 'properties', reply: PlacesReply } as const satisfies Endpoint
// only a tenant with a moved-in booking of the property, once per booking (403 / 409 otherwise)
export const createReview = { method: 'POST', path: '/api/leads/v1/reviews/create', operationId: 'createReview', access: 'lead', tag: 'reviews', body: CreateReviewBody, reply: CreateReviewReply } as const satisfies Endpoint
export const getHomeSections = { method: 'POST', path: '/api/leads/v1/get-home-sections', operationId: 'getHomeSections', access: 'public', tag: 'home', body: HomeSectionsBody, reply: HomeSectionsReply } as const satisfies Endpoint
export const getRecentSearches = { method: 'POST', path: '/api/leads/v1/get-recent-searches', operationId: 'getRecentSearches', access: 'lead', tag: 'home', body: LeadOnlyBody, reply: RecentSearchesReply } as const satisfies Endpoint
export const addTenant = { method: 'POST', path: '/api/tanant/v1/property-tanant-add', operationId: 'addTenant', access: 'lead', tag: 'booking', body: TenantAddBody, reply: TenantAddReply } as const satisfies Endpoint
export const bookRoom = { method: 'POST', path: '/api/tanant/v1/property-tanant-booking', operationId: 'bookRoom', access: 'lead', tag: 'booking', body: BookingBody, reply: BookingReply } as const satisfies Endpoint
export const allocateAgreement = { method: 'POST', path: '/api/tanant/v1/property-tanant-agreement-details', operationId: 'allocateAgreement', access: 'lead', tag: 'booking', body: AgreementBody, reply: AgreementReply } as const satisfies Endpoint
export const cancelBooking = { method: 'POST', path: '/api/tanant/v1/cancel-booking', operationId: 'cancelBooking', access: 'lead', tag: 'booking', body: CancelBookingBody, reply: BookingChangeReply } as const satisfies Endpoint
export const changeMoveInDate = { method: 'POST', path: '/api/tanant/v1/change-move-in-date', operationId: 'changeMoveInDate', access: 'lead', tag: 'booking', body: ChangeMoveInDateBody, reply: BookingChangeReply } as const satisfies Endpoint
// the token of a held booking whose move-in date is set: a gateway order (amount in paise); a second tap answers the same order
export const createTokenPayment = { method: 'POST', path: '/api/payments/v1/token-payment', operationId: 'createTokenPayment', access: 'lead', tag: 'payments', body: CreateTokenPaymentBody, reply: TokenPaymentReply } as const satisfies Endpoint
// the checkout's callback: signature checked, the payment fetched from the gateway before anything is credited
export const verifyPayment = { method: 'POST', path: '/api/payments/v1/verify-payment', operationId: 'verifyPayment', access: 'lead', tag: 'payments', body: VerifyPaymentBody, reply: VerifyPaymentReply } as const satisfies Endpoint
export const getLeadPayments = { method: 'POST', path: '/api/leads/v1/get-payments', operationId: 'getLeadPayments', access: 'lead', tag: 'payments', body: LeadPaymentsBody, reply: LeadPaymentsReply } as const satisfies Endpoint
// the gateway's events: the raw body's HMAC (X-Razorpay-Signature) and x-razorpay-event-id are checked before the body is read
export const razorpayWebhook = { method: 'POST', path: '/api/payments/v1/webhooks/razorpay', operationId: 'razorpayWebhook', access: 'public', tag: 'payments', reply: WebhookReply } as const satisfies Endpoint
export const getBookings = { method: 'POST', path: '/api/leads/v1/get-bookings', operationId: 'getBookings', access: 'lead', tag: 'booking', body: LeadBookingsBody, reply: LeadBookingsReply } as const satisfies Endpoint
export const addToShortlist = { method: 'POST', path: '/api/leads/v1/shortlist/add', operationId: 'addToShortlist', access: 'lead', tag: 'shortlist', body: ShortlistBody, reply: SuccessReply } as const satisfies Endpoint
export const removeFromShortlist = { method: 'POST', path: '/api/leads/v1/shortlist/remove', operationId: 'removeFromShortlist', access: 'lead', tag: 'shortlist', body: ShortlistBody, reply: SuccessReply } as const satisfies Endpoint
export const getShortlist = { method: 'POST', path: '/api/leads/v1/get-shortlist', operationId: 'getShortlist', access: 'lead', tag: 'shortlist', body: LeadOnlyBody, reply: ShortlistReply } as const satisfies Endpoint
export const saveSearch = { method: 'POST', path: '/api/leads/v1/saved-searches/save', operationId: 'saveSearch', access: 'lead', tag: 'properties', body: SaveSearchBody, reply: SaveSearchReply } as const satisfies Endpoint
export const listSavedSearches = { method: 'POST', path: '/api/leads/v1/saved-searches/list', operationId: 'listSavedSearches', access: 'lead', tag: 'properties', body: LeadOnlyBody, reply: SavedSearchesReply } as const satisfies Endpoint
export const deleteSavedSearch = { method: 'POST', path: '/api/leads/v1/saved-searches/delete', operationId: 'deleteSavedSearch', access: 'lead', tag: 'properties', body: DeleteSavedSearchBody, reply: SuccessReply } as const satisfies Endpoint
export const scheduleVisit = { method: 'POST', path: '/api/leads/v1/schedule-visit', operationId: 'scheduleVisit', access: 'lead', tag: 'visits', body: ScheduleVisitBody, reply: ScheduleVisitReply } as const satisfies Endpoint
// the tenant's own visit (403 for another lead's): cancel one still requested or scheduled, or move it to another date and slot
export const cancelVisit = { method: 'POST', path: '/api/leads/v1/visits/cancel', operationId: 'cancelVisit', access: 'lead', tag: 'visits', body: CancelVisitBody, reply: VisitChangeReply } as const satisfies Endpoint
export const rescheduleVisit = { method: 'POST', path: '/api/leads/v1/visits/reschedule', operationId: 'rescheduleVisit', access: 'lead', tag: 'visits', body: RescheduleVisitBody, reply: VisitChangeReply } as const satisfies Endpoint
export const getVisits = { method: 'POST', path: '/api/leads/v1/get-visits', operationId: 'getVisits', access: 'lead', tag: 'visits', body: LeadOnlyBody, reply: VisitsReply } as const satisfies Endpoint
// says who calls (the property or Basera support) and by when (the next working day, 10 am–7 pm)
export const requestCallback = { method: 'POST', path: '/api/leads/v1/request-callback', operationId: 'requestCallback', access: 'lead', tag: 'requests', body: RequestCallbackBody, reply: RequestCallbackReply } as const satisfies Endpoint
export const registerInterest = { method: 'POST', path: '/api/lead-service', operationId: 'registerInterest', access: 'lead', tag: 'requests', body: LeadServiceBody, reply: SuccessReply } as const satisfies Endpoint
export const getRequests = { method: 'POST', path: '/api/leads/v1/get-requests', operationId: 'getRequests', access: 'lead', tag: 'requests', body: LeadOnlyBody, reply: LeadRequestsReply } as const satisfies Endpoint
// rent over the stay (issue 33): the lead's dues (paid ones kept), paying one through the checkout (the token's answer), its receipt as a PDF
export const listRentDues = { method: 'POST', path: '/api/leads/v1/rent-dues', operationId: 'listRentDues', access: 'lead', tag: 'payments', body: ListRentDuesBody, reply: RentDuesReply } as const satisfies Endpoint
export const payRentDue = { method: 'POST', path: '/api/payments/v1/rent-due-payment', operationId: 'payRentDue', access: 'lead', tag: 'payments', body: PayRentDueBody, reply: TokenPaymentReply } as const satisfies Endpoint
export const getRentReceipt = { method: 'POST', path: '/api/leads/v1/rent-receipt', operationId: 'getRentReceipt', access: 'lead', tag: 'payments', body: RentReceiptBody, reply: RentReceiptReply } as const satisfies Endpoint
// leaving (issue 33): notice once per booking (its notice months decide the last day), the deposit's settlement as the owner made it, the tenant's answer
export const getNotice = { method: 'POST', path: '/api/leads/v1/notice', operationId: 'getNotice', access: 'lead', tag: 'payments', body: NoticeBody, reply: NoticeReply } as const satisfies Endpoint
export const giveNotice = { method: 'POST', path: '/api/leads/v1/give-notice', operationId: 'giveNotice', access: 'lead', tag: 'payments', body: GiveNoticeBody, reply: GiveNoticeReply } as const satisfies Endpoint
export const getDepositSettlement = { method: 'POST', path: '/api/leads/v1/deposit-settlement', operationId: 'getDepositSettlement', access: 'lead', tag: 'payments', body: DepositSettlementBody, reply: DepositSettlementReply } as const satisfies Endpoint
// a photo of a deduction of the lead's own settlement, as the file itself (it is private: never a public address)
export const getDeductionPhoto = { method: 'POST', path: '/api/leads/v1/deposit-settlement/photo', operationId: 'getDeductionPhoto', access: 'lead', tag: 'payments', body: DeductionPhotoBody, reply: DeductionPhotoFileReply } as const satisfies Endpoint
export const respondToSettlement = { method: 'POST', path: '/api/leads/v1/deposit-settlement/respond', operationId: 'respondToSettlement', access: 'lead', tag: 'payments', body: RespondToSettlementBody, reply: DepositSettlementReply } as const satisfies Endpoint
// UPI AutoPay (issue 33): the booking's mandate and its next debit; setting it up answers a checkout like payRentDue's; cancelling is idempotent
export const getAutopay = { method: 'POST', path: '/api/leads/v1/autopay', operationId: 'getAutopay', access: 'lead', tag: 'payments', body: AutopayBody, reply: AutopayReply } as const satisfies Endpoint
export const startAutopay = { method: 'POST', path: '/api/payments/v1/autopay/start', operationId: 'startAutopay', access: 'lead', tag: 'payments', body: AutopayBody, reply: TokenPaymentReply } as const satisfies Endpoint
export const cancelAutopay = { method: 'POST', path: '/api/payments/v1/autopay/cancel', operationId: 'cancelAutopay', access: 'lead', tag: 'payments', body: AutopayBody, reply: CancelAutopayReply } as const satisfies Endpoint
export const logEvent = { method: 'POST', path: '/api/events/v1/log-event', operationId: 'logEvent', access: 'public', tag: 'events', body: LogEventBody, reply: SuccessReply } as const satisfies Endpoint
export const getContent = { method: 'POST', path: '/api/content/v1/get-content', operationId: 'getContent', access: 'public', tag: 'content', body: ContentBody, reply: ContentReply } as const satisfies Endpoint
export const contactUs = { method: 'POST', path: '/api/leads/v1/contact-us', operationId: 'contactUs', access: 'public', tag: 'content', body: ContactUsBody, reply: SuccessReply } as const satisfies Endpoint
// one call for several services by service_name (the spec's generic call); a token is optional
export const serviceCall = { method: 'POST', path: '/api/leads/v1/service-call', operationId: 'serviceCall', access: 'public', tag: 'service-call', body: ServiceCallBody, reply: ServiceCallReply } as const satisfies Endpoint
// support channels and map tiles come from the server's configuration, not the bundle
export const getPublicConfig = { method: 'GET', path: '/api/config', operationId: 'getPublicConfig', access: 'public', tag: 'content', reply: PublicConfigReply } as const satisfies Endpoint
// Reaching people: the VAPID key a browser subscribes with, a tenant's push subscription and channel choices
export const getPushConfig = { method: 'GET', path: '/api/notify/v1/push-config', operationId: 'getPushConfig', access: 'public', tag: 'notifications', reply: PushConfigReply } as const satisfies Endpoint
export const savePushSubscription = { method: 'POST', path: '/api/leads/v1/push-subscription', operationId: 'savePushSubscription', access: 'lead', tag: 'notifications', body: SaveLeadPushSubscriptionBody, reply: SuccessReply } as const satisfies Endpoint
export const getNotificationPreferences = { method: 'POST', path: '/api/leads/v1/notification-preferences/get', operationId: 'getNotificationPreferences', access: 'lead', tag: 'notifications', body: LeadNotificationPreferencesBody, reply: NotificationPreferencesReply } as const satisfies Endpoint
export const saveNotificationPreferences = { method: 'POST', path: '/api/leads/v1/notification-preferences/save', operationId: 'saveNotificationPreferences', access: 'lead', tag: 'notifications', body: SaveLeadNotificationPreferencesBody, reply: NotificationPreferencesReply } as const satisfies Endpoint
// Messages without numbers: the tenant's threads with a property's operators (403 for another lead's thread); the tenant's number never appears unless shared
export const listThreads = { method: 'POST', path: '/api/leads/v1/threads/list', operationId: 'listThreads', access: 'lead', tag: 'messages', body: ListThreadsBody, reply: ThreadListReply } as const satisfies Endpoint
export const getThread = { method: 'POST', path: '/api/leads/v1/threads/get', operationId: 'getThread', access: 'lead', tag: 'messages', body: GetThreadBody, reply: ThreadReply } as const satisfies Endpoint
// into thread_id, or the thread of booking_id, visit_id or property_id (an enquiry), started by this message; at most 10 a minute
export const sendMessage = { method: 'POST', path: '/api/leads/v1/threads/send', operationId: 'sendMessage', access: 'lead', tag: 'messages', body: SendMessageBody, reply: ThreadReply } as const satisfies Endpoint
export const markThreadRead = { method: 'POST', path: '/api/leads/v1/threads/mark-read', operationId: 'markThreadRead', access: 'lead', tag: 'messages', body: GetThreadBody, reply: UnreadCountReply } as const satisfies Endpoint
export const shareThreadNumber = { method: 'POST', path: '/api/leads/v1/threads/share-number', operationId: 'shareThreadNumber', access: 'lead', tag: 'messages', body: ShareNumberBody, reply: ThreadReply } as const satisfies Endpoint
export const reportMessage = { method: 'POST', path: '/api/leads/v1/threads/report', operationId: 'reportMessage', access: 'lead', tag: 'messages', body: ReportMessageBody, reply: SuccessReply } as const satisfies Endpoint
// the tab bar's badge: unread messages of all the tenant's threads
export const getUnreadMessageCount = { method: 'POST', path: '/api/leads/v1/threads/unread-count', operationId: 'getUnreadMessageCount', access: 'lead', tag: 'messages', body: ListThreadsBody, reply: UnreadCountReply } as const satisfies Endpoint
export const health = { method: 'GET', path: '/api/health', operationId: 'health', access: 'public', tag: 'health', reply: HealthReply } as const satisfies Endpoint

// ---- Operator console: operator-endpoints.ts, a module of its own so the tenant app's bundle never holds its entries
export * from './operator-endpoints.ts'

// ---- Development only ---------------------------------------------------------------------
export const devOperators = { method: 'GET', path: '/api/dev/operators', operationId: 'devOperators', access: 'dev', tag: 'development', reply: DevOperatorsReply } as const satisfies Endpoint
export const devOutbox = { method: 'GET', path: '/api/dev/outbox', operationId: 'devOutbox', access: 'dev', tag: 'development', query: DevOutboxQuery, reply: DevOutboxReply } as const satisfies Endpoint
