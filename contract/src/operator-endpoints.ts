import type { Endpoint } from './endpoint.ts'
import { LoginBody, LoginReply, VerifyOtpBody } from './auth.ts'
import { SuccessReply } from './common.ts'
import { MeterReadingReply, OperatorDuesReply, RecordMeterReadingBody, RecordOfflinePaymentBody, RentDueReply } from './dues.ts'
import { OperatorDuesCsvReply, OperatorDuesMonthQuery, OperatorDuesMonthReply } from './operator-dues.ts'
import {
  AuditLogQuery, AuditLogReply, BookingParams, ConfirmAvailabilityReply, CreatePropertyBody, CreateRoomOptionBody, DecideBookingBody,
  DecideVisitBody, EmptyBody, InviteOperatorBody, OperatorBookingReply, OperatorBookingsQuery, OperatorBookingsReply,
  OperatorMeReply, OperatorPhotosReply, OperatorPropertiesQuery, OperatorPropertiesReply, OperatorPropertyReply, OperatorRequestReply, OperatorRequestsQuery,
  OperatorRequestsReply, OperatorRoomOptionReply, OperatorVerifyOtpReply, OperatorVisitReply, OperatorVisitsQuery, OperatorVisitsReply,
  PhotoParams, PropertyIdParams, RemoveTeamMemberReply, ReorderPhotosBody, RequestParams, RoomOptionParams, TeamMemberParams, TeamMemberReply,
  TeamReply, UpdatePropertyBody, UpdateRoomOptionBody, UpdateTeamMemberBody, VisitParams,
} from './operator.ts'
import { DeductionPhotoFileReply, DeductionPhotoParams, DeductionPhotoUploadParams, DeductionPhotoUploadReply, DepositSettlementReply, OperatorDepositsQuery, OperatorDepositsReply, RecordDepositRefundBody, ReviseSettlementBody, SettleDepositBody } from './leaving.ts'
import {
  OperatorMoneyQuery, OperatorMoneyReply, OperatorNotificationsReply, PayoutAccountQuery, PayoutAccountReply, SavePayoutAccountBody,
} from './payout.ts'
import { OperatorReviewsQuery, OperatorReviewsReply, ReplyToReviewBody, ReplyToReviewReply, ReviewParams } from './reviews.ts'
import {
  MessageParams, OperatorThreadsQuery, ReportOperatorMessageBody, SendOperatorMessageBody, ThreadListReply, ThreadParams, ThreadReply, UnreadCountReply,
} from './threads.ts'
import { NotificationPreferencesReply, SaveOperatorNotificationPreferencesBody, SaveOperatorPushSubscriptionBody } from './notify.ts'
import { ConsoleStreamReply } from './realtime.ts'

// The operator console's calls (PRODUCT.md "The operator side"), re-exported by endpoints.ts: the server and tests
// see one table. A module of its own because a bundle keeps every entry a chunk uses in the chunk of the module
// that declares it: in endpoints.ts, the console's entries would ride in the tenant app's first load.

// operatorLogin answers like the tenant's login (an uninvited number gets the same answer and no code)
export const operatorLogin = { method: 'POST', path: '/api/operator/v1/login', operationId: 'operatorLogin', access: 'public', tag: 'operator', body: LoginBody, reply: LoginReply } as const satisfies Endpoint
export const operatorVerifyOtp = { method: 'POST', path: '/api/operator/v1/verify-otp', operationId: 'operatorVerifyOtp', access: 'public', tag: 'operator', body: VerifyOtpBody, reply: OperatorVerifyOtpReply } as const satisfies Endpoint
export const operatorSignOut = { method: 'POST', path: '/api/operator/v1/sign-out', operationId: 'operatorSignOut', access: 'operator', tag: 'operator', body: EmptyBody, reply: SuccessReply } as const satisfies Endpoint
export const getOperatorMe = { method: 'GET', path: '/api/operator/v1/me', operationId: 'getOperatorMe', access: 'operator', tag: 'operator', reply: OperatorMeReply } as const satisfies Endpoint
// ?q= (name or locality), sort=name|newest|locality, page (from 1), page_size (20; at most 500)
export const listOperatorProperties = { method: 'GET', path: '/api/operator/v1/properties', operationId: 'listOperatorProperties', access: 'operator', tag: 'operator', query: OperatorPropertiesQuery, reply: OperatorPropertiesReply } as const satisfies Endpoint
export const getOperatorProperty = { method: 'GET', path: '/api/operator/v1/properties/:propertyId', operationId: 'getOperatorProperty', access: 'operator', tag: 'operator', params: PropertyIdParams, reply: OperatorPropertyReply } as const satisfies Endpoint
export const createProperty = { method: 'POST', path: '/api/operator/v1/properties', operationId: 'createProperty', access: 'operator', tag: 'operator', body: CreatePropertyBody, reply: OperatorPropertyReply } as const satisfies Endpoint
export const updateProperty = { method: 'PATCH', path: '/api/operator/v1/properties/:propertyId', operationId: 'updateProperty', access: 'operator', tag: 'operator', params: PropertyIdParams, body: UpdatePropertyBody, reply: OperatorPropertyReply } as const satisfies Endpoint
// multipart/form-data with one file in field `photo` (JPEG, PNG or WebP, up to 10 MB): no body schema can say that
export const uploadPropertyPhoto = { method: 'POST', path: '/api/operator/v1/properties/:propertyId/photos', operationId: 'uploadPropertyPhoto', access: 'operator', tag: 'operator', params: PropertyIdParams, reply: OperatorPhotosReply } as const satisfies Endpoint
export const deletePropertyPhoto = { method: 'DELETE', path: '/api/operator/v1/properties/:propertyId/photos/:photoId', operationId: 'deletePropertyPhoto', access: 'operator', tag: 'operator', params: PhotoParams, reply: OperatorPhotosReply } as const satisfies Endpoint
export const reorderPropertyPhotos = { method: 'PUT', path: '/api/operator/v1/properties/:propertyId/photos/order', operationId: 'reorderPropertyPhotos', access: 'operator', tag: 'operator', params: PropertyIdParams, body: ReorderPhotosBody, reply: OperatorPhotosReply } as const satisfies Endpoint
export const createRoomOption = { method: 'POST', path: '/api/operator/v1/properties/:propertyId/room-options', operationId: 'createRoomOption', access: 'operator', tag: 'operator', params: PropertyIdParams, body: CreateRoomOptionBody, reply: OperatorRoomOptionReply } as const satisfies Endpoint
export const updateRoomOption = { method: 'PATCH', path: '/api/operator/v1/room-options/:roomOptionId', operationId: 'updateRoomOption', access: 'operator', tag: 'operator', params: RoomOptionParams, body: UpdateRoomOptionBody, reply: OperatorRoomOptionReply } as const satisfies Endpoint
export const confirmAvailability = { method: 'POST', path: '/api/operator/v1/properties/:propertyId/confirm-availability', operationId: 'confirmAvailability', access: 'operator', tag: 'operator', params: PropertyIdParams, body: EmptyBody, reply: ConfirmAvailabilityReply } as const satisfies Endpoint
export const listOperatorBookings = { method: 'GET', path: '/api/operator/v1/bookings', operationId: 'listOperatorBookings', access: 'operator', tag: 'operator', query: OperatorBookingsQuery, reply: OperatorBookingsReply } as const satisfies Endpoint
export const decideBooking = { method: 'POST', path: '/api/operator/v1/bookings/:bookingId/decision', operationId: 'decideBooking', access: 'operator', tag: 'operator', params: BookingParams, body: DecideBookingBody, reply: OperatorBookingReply } as const satisfies Endpoint
// only on or after the move-in date (Asia/Kolkata): the token held for the booking is released to the owner
export const markMovedIn = { method: 'POST', path: '/api/operator/v1/bookings/:bookingId/moved-in', operationId: 'markMovedIn', access: 'operator', tag: 'operator', params: BookingParams, body: EmptyBody, reply: OperatorBookingReply } as const satisfies Endpoint
// an owner's (or, for an admin, owner_operator_id's) linked account at the gateway; never a manager's
export const getPayoutAccount = { method: 'GET', path: '/api/operator/v1/payout-account', operationId: 'getPayoutAccount', access: 'operator', tag: 'operator', query: PayoutAccountQuery, reply: PayoutAccountReply } as const satisfies Endpoint
export const savePayoutAccount = { method: 'POST', path: '/api/operator/v1/payout-account', operationId: 'savePayoutAccount', access: 'operator', tag: 'operator', body: SavePayoutAccountBody, reply: PayoutAccountReply } as const satisfies Endpoint
// the Money screen: per booking held, released and refunded (the ledger), with totals; the properties the operator sees
export const listOperatorMoney = { method: 'GET', path: '/api/operator/v1/money', operationId: 'listOperatorMoney', access: 'operator', tag: 'operator', query: OperatorMoneyQuery, reply: OperatorMoneyReply } as const satisfies Endpoint
// the Money screen's dues: a month's dues by property (paid, open, late with ageing) with each property's sums, and the same rows as a CSV file
export const listOperatorDues = { method: 'GET', path: '/api/operator/v1/dues', operationId: 'listOperatorDues', access: 'operator', tag: 'operator', query: OperatorDuesMonthQuery, reply: OperatorDuesMonthReply } as const satisfies Endpoint
export const exportOperatorDues = { method: 'GET', path: '/api/operator/v1/dues/export', operationId: 'exportOperatorDues', access: 'operator', tag: 'operator', query: OperatorDuesMonthQuery, reply: OperatorDuesCsvReply } as const satisfies Endpoint
// rent over the stay (issue 33): a booking's dues, a due paid to the operator directly (cash, or UPI with its UTR), a meter reading
export const listBookingDues = { method: 'GET', path: '/api/operator/v1/bookings/:bookingId/dues', operationId: 'listBookingDues', access: 'operator', tag: 'operator', params: BookingParams, reply: OperatorDuesReply } as const satisfies Endpoint
export const recordOfflinePayment = { method: 'POST', path: '/api/operator/v1/rent-dues/offline-payment', operationId: 'recordOfflinePayment', access: 'operator', tag: 'operator', body: RecordOfflinePaymentBody, reply: RentDueReply } as const satisfies Endpoint
export const recordMeterReading = { method: 'POST', path: '/api/operator/v1/meter-readings', operationId: 'recordMeterReading', access: 'operator', tag: 'operator', body: RecordMeterReadingBody, reply: MeterReadingReply } as const satisfies Endpoint
// leaving (issue 33): the deposits held and their settlements; settling one at move-out (marks the booking moved out); a refund paid back directly
export const listOperatorDeposits = { method: 'GET', path: '/api/operator/v1/deposits', operationId: 'listOperatorDeposits', access: 'operator', tag: 'operator', query: OperatorDepositsQuery, reply: OperatorDepositsReply } as const satisfies Endpoint
export const settleDeposit = { method: 'POST', path: '/api/operator/v1/deposit-settlements', operationId: 'settleDeposit', access: 'operator', tag: 'operator', body: SettleDepositBody, reply: DepositSettlementReply } as const satisfies Endpoint
export const reviseDepositSettlement = { method: 'POST', path: '/api/operator/v1/deposit-settlements/revise', operationId: 'reviseDepositSettlement', access: 'operator', tag: 'operator', body: ReviseSettlementBody, reply: DepositSettlementReply } as const satisfies Endpoint
export const recordDepositRefund = { method: 'POST', path: '/api/operator/v1/deposit-settlements/refund', operationId: 'recordDepositRefund', access: 'operator', tag: 'operator', body: RecordDepositRefundBody, reply: DepositSettlementReply } as const satisfies Endpoint
// a deduction's photo: uploaded for a booking to settle (multipart, as uploadPropertyPhoto), and read back (private, the file itself)
export const uploadDeductionPhoto = { method: 'POST', path: '/api/operator/v1/deposit-settlements/:bookingId/photos', operationId: 'uploadDeductionPhoto', access: 'operator', tag: 'operator', params: DeductionPhotoUploadParams, reply: DeductionPhotoUploadReply } as const satisfies Endpoint
export const getOperatorDeductionPhoto = { method: 'GET', path: '/api/operator/v1/deduction-photos/:name', operationId: 'getOperatorDeductionPhoto', access: 'operator', tag: 'operator', params: DeductionPhotoParams, reply: DeductionPhotoFileReply } as const satisfies Endpoint
// new requests on the operator's properties, newest first
export const listOperatorNotifications = { method: 'GET', path: '/api/operator/v1/notifications', operationId: 'listOperatorNotifications', access: 'operator', tag: 'operator', reply: OperatorNotificationsReply } as const satisfies Endpoint
// once per review, by whoever may edit the property (the one policy); a sample review has no one to answer
// the reviews of the properties the operator sees (the one policy), newest first
export const listOperatorReviews = { method: 'GET', path: '/api/operator/v1/reviews', operationId: 'listOperatorReviews', access: 'operator', tag: 'operator', query: OperatorReviewsQuery, reply: OperatorReviewsReply } as const satisfies Endpoint
export const replyToReview = { method: 'POST', path: '/api/operator/v1/reviews/:reviewId/reply', operationId: 'replyToReview', access: 'operator', tag: 'operator', params: ReviewParams, body: ReplyToReviewBody, reply: ReplyToReviewReply } as const satisfies Endpoint
export const listOperatorVisits = { method: 'GET', path: '/api/operator/v1/visits', operationId: 'listOperatorVisits', access: 'operator', tag: 'operator', query: OperatorVisitsQuery, reply: OperatorVisitsReply } as const satisfies Endpoint
export const decideVisit = { method: 'POST', path: '/api/operator/v1/visits/:visitId/decision', operationId: 'decideVisit', access: 'operator', tag: 'operator', params: VisitParams, body: DecideVisitBody, reply: OperatorVisitReply } as const satisfies Endpoint
export const listOperatorRequests = { method: 'GET', path: '/api/operator/v1/requests', operationId: 'listOperatorRequests', access: 'operator', tag: 'operator', query: OperatorRequestsQuery, reply: OperatorRequestsReply } as const satisfies Endpoint
export const markRequestHandled = { method: 'POST', path: '/api/operator/v1/requests/:requestId/handled', operationId: 'markRequestHandled', access: 'operator', tag: 'operator', params: RequestParams, body: EmptyBody, reply: OperatorRequestReply } as const satisfies Endpoint
export const inviteOperator = { method: 'POST', path: '/api/operator/v1/team', operationId: 'inviteOperator', access: 'operator', tag: 'operator', body: InviteOperatorBody, reply: TeamMemberReply } as const satisfies Endpoint
// owners for the managers of their own properties, admins for any manager: the list replaces theirs; removal ends their sessions
export const updateTeamMember = { method: 'PUT', path: '/api/operator/v1/team/:operatorId', operationId: 'updateTeamMember', access: 'operator', tag: 'operator', params: TeamMemberParams, body: UpdateTeamMemberBody, reply: TeamMemberReply } as const satisfies Endpoint
export const removeTeamMember = { method: 'DELETE', path: '/api/operator/v1/team/:operatorId', operationId: 'removeTeamMember', access: 'operator', tag: 'operator', params: TeamMemberParams, reply: RemoveTeamMemberReply } as const satisfies Endpoint
export const listOperatorTeam = { method: 'GET', path: '/api/operator/v1/team', operationId: 'listOperatorTeam', access: 'operator', tag: 'operator', reply: TeamReply } as const satisfies Endpoint
export const listAuditLog = { method: 'GET', path: '/api/operator/v1/audit', operationId: 'listAuditLog', access: 'operator', tag: 'operator', query: AuditLogQuery, reply: AuditLogReply } as const satisfies Endpoint
// Reaching people: the operator's push subscription and channel choices
export const saveOperatorPushSubscription = { method: 'POST', path: '/api/operator/v1/push-subscription', operationId: 'saveOperatorPushSubscription', access: 'operator', tag: 'operator', body: SaveOperatorPushSubscriptionBody, reply: SuccessReply } as const satisfies Endpoint
export const getOperatorNotificationPreferences = { method: 'GET', path: '/api/operator/v1/notification-preferences', operationId: 'getOperatorNotificationPreferences', access: 'operator', tag: 'operator', reply: NotificationPreferencesReply } as const satisfies Endpoint
export const saveOperatorNotificationPreferences = { method: 'POST', path: '/api/operator/v1/notification-preferences', operationId: 'saveOperatorNotificationPreferences', access: 'operator', tag: 'operator', body: SaveOperatorNotificationPreferencesBody, reply: NotificationPreferencesReply } as const satisfies Endpoint
// the console in real time: server-sent events of changes at the properties the operator sees (contract/src/realtime.ts)
export const operatorStream = { method: 'GET', path: '/api/operator/v1/stream', operationId: 'operatorStream', access: 'operator', tag: 'operator', reply: ConsoleStreamReply } as const satisfies Endpoint
// Messages without numbers: the threads of the properties the operator sees (the one policy; another property's answers 404), newest
// first. An admin lists and reads only threads someone reported, and writes in none.
export const listOperatorThreads = { method: 'GET', path: '/api/operator/v1/threads', operationId: 'listOperatorThreads', access: 'operator', tag: 'operator', query: OperatorThreadsQuery, reply: ThreadListReply } as const satisfies Endpoint
// the console navigation's badge
export const getOperatorUnreadCount = { method: 'GET', path: '/api/operator/v1/threads/unread-count', operationId: 'getOperatorUnreadCount', access: 'operator', tag: 'operator', reply: UnreadCountReply } as const satisfies Endpoint
export const getOperatorThread = { method: 'GET', path: '/api/operator/v1/threads/:threadId', operationId: 'getOperatorThread', access: 'operator', tag: 'operator', params: ThreadParams, reply: ThreadReply } as const satisfies Endpoint
export const sendOperatorMessage = { method: 'POST', path: '/api/operator/v1/threads/:threadId/messages', operationId: 'sendOperatorMessage', access: 'operator', tag: 'operator', params: ThreadParams, body: SendOperatorMessageBody, reply: ThreadReply } as const satisfies Endpoint
export const markOperatorThreadRead = { method: 'POST', path: '/api/operator/v1/threads/:threadId/read', operationId: 'markOperatorThreadRead', access: 'operator', tag: 'operator', params: ThreadParams, body: EmptyBody, reply: UnreadCountReply } as const satisfies Endpoint
export const reportOperatorMessage = { method: 'POST', path: '/api/operator/v1/messages/:messageId/report', operationId: 'reportOperatorMessage', access: 'operator', tag: 'operator', params: MessageParams, body: ReportOperatorMessageBody, reply: SuccessReply } as const satisfies Endpoint
