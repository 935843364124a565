import { todayInIndia } from '@basera/contract/dates'
import type { Endpoint as TableEndpoint } from '@basera/contract/endpoint'
import * as endpoints from '@basera/contract/endpoints'
import { OWNER_PHONES } from '../../modules/operator-access/test-fixtures.ts'
import { nextPhone } from '../../test/helper.ts'
import { pushSubscription } from './catalogue.ts'

// The console's sign-in, inbox, reviews, team (invite, change, remove) and audit calls (and GET /api/dev/operators), each with a valid input on
// owner A's records and whether owner B sending the same input must be refused as not found. The listings
// calls are in operator-catalogue.ts; operator-authorisation.test.ts checks both lists against the routes.

/** Owner A's records: one of their properties, and a booking, visit, callback and review on it. */
export interface OperatorIds {
  propertyId: number
  bookingId: number
  visitId: number
  requestId: number
  /** A tenant's review of that property. */
  reviewId: number
  /** A manager owner A gave that property. */
  managerId: number
  /** The booking's tenant's thread with the property, and the tenant's message in it. */
  threadId: number
  tenantMessageId: number
  /** An open rent due of that booking. */
  dueId: number
  /** A deduction photo uploaded for that booking (its file name). */
  deductionPhotoName: string
}

export interface OperatorInput {
  params?: Record<string, number | string>
  query?: Record<string, string | number>
  body?: unknown
}

export interface OperatorOperation {
  endpoint: TableEndpoint
  valid: (ids: OperatorIds) => OperatorInput
  /** Owner B sending owner A's ids must answer 404 and change nothing. */
  foreign?: true
  /** A valid call changes state (a decision, a sign-out): the read-only checks leave it out. */
  changes?: true
  /** Answers an endless event stream that `inject` never sees end: modules/realtime/stream.test.ts reads it over HTTP. */
  streams?: true
}

const none = () => ({})
const ownProperty = (ids: OperatorIds) => ({ query: { property_id: ids.propertyId } })

export const inboxCalls: OperatorOperation[] = [
  { endpoint: endpoints.operatorLogin, valid: () => ({ body: { phoneNumber: OWNER_PHONES[2] } }), changes: true },
  { endpoint: endpoints.operatorVerifyOtp, valid: () => ({ body: { phoneNumber: OWNER_PHONES[2], otp: '0000' } }), changes: true },
  { endpoint: endpoints.operatorSignOut, valid: () => ({ body: {} }), changes: true },
  { endpoint: endpoints.getOperatorMe, valid: none },
  { endpoint: endpoints.listOperatorProperties, valid: none },
  { endpoint: endpoints.listOperatorBookings, valid: ownProperty, foreign: true },
  {
    endpoint: endpoints.decideBooking, valid: (ids) => ({ params: { bookingId: ids.bookingId }, body: { decision: 'decline', reason: 'Room under repair' } }),
    foreign: true, changes: true,
  },
  { endpoint: endpoints.markMovedIn, valid: (ids) => ({ params: { bookingId: ids.bookingId }, body: {} }), foreign: true, changes: true },
  { endpoint: endpoints.listOperatorVisits, valid: ownProperty, foreign: true },
  { endpoint: endpoints.decideVisit, valid: (ids) => ({ params: { visitId: ids.visitId }, body: { decision: 'accept' } }), foreign: true, changes: true },
  { endpoint: endpoints.listOperatorRequests, valid: (ids) => ({ query: { property_id: ids.propertyId, handled: 'false' } }), foreign: true },
  { endpoint: endpoints.markRequestHandled, valid: (ids) => ({ params: { requestId: ids.requestId }, body: {} }), foreign: true, changes: true },
  { endpoint: endpoints.listOperatorReviews, valid: (ids) => ({ query: { property_id: ids.propertyId, replied: 'false' } }), foreign: true },
  {
    endpoint: endpoints.inviteOperator, valid: (ids) => ({ body: { phone: nextPhone(), name: 'Sunil', role: 'manager', property_ids: [ids.propertyId] } }),
    foreign: true, changes: true,
  },
  { endpoint: endpoints.replyToReview, valid: (ids) => ({ params: { reviewId: ids.reviewId }, body: { reply: 'Thank you, Asha!' } }), foreign: true, changes: true },
  { endpoint: endpoints.listOperatorTeam, valid: none },
  {
    endpoint: endpoints.updateTeamMember, valid: (ids) => ({ params: { operatorId: ids.managerId }, body: { property_ids: [ids.propertyId] } }),
    foreign: true, changes: true,
  },
  { endpoint: endpoints.removeTeamMember, valid: (ids) => ({ params: { operatorId: ids.managerId } }), foreign: true, changes: true },
  { endpoint: endpoints.listAuditLog, valid: (ids) => ({ query: { property_id: ids.propertyId, limit: 20 } }), foreign: true },
  { endpoint: endpoints.devOperators, valid: none },
  // money, part 1: an owner's own payout account (another owner asking answers 403, payments/payout.test.ts); the Money screen
  { endpoint: endpoints.getPayoutAccount, valid: none },
  {
    endpoint: endpoints.savePayoutAccount, changes: true,
    valid: () => ({ body: {
      legal_name: 'Asha Owner Rentals', business_type: 'individual', pan: 'ABCDE1234F', bank_account_number: '123456789012', ifsc: 'HDFC0001234',
      email: 'asha@example.in', street: '12, Main Road', city: 'New Delhi', state: 'Delhi', postal_code: '110017',
    } }),
  },
  { endpoint: endpoints.listOperatorMoney, valid: ownProperty, foreign: true },
  // the Money screen's dues of a month, and the same as CSV (the month of owner A's open due)
  { endpoint: endpoints.listOperatorDues, valid: (ids) => ({ query: { month: '2026-01', property_id: ids.propertyId } }), foreign: true },
  { endpoint: endpoints.exportOperatorDues, valid: (ids) => ({ query: { month: '2026-01', property_id: ids.propertyId } }), foreign: true },
  { endpoint: endpoints.listBookingDues, valid: (ids) => ({ params: { bookingId: ids.bookingId } }), foreign: true },
  { endpoint: endpoints.recordOfflinePayment, valid: (ids) => ({ body: { due_id: ids.dueId, amount: 100, method: 'upi', utr: '412345678901' } }), foreign: true, changes: true },
  { endpoint: endpoints.recordMeterReading, valid: (ids) => ({ body: { bookingId: ids.bookingId, reading: 1200, read_on: todayInIndia() } }), foreign: true, changes: true },
  // leaving: the deposits held and their settlements, settling one, an offline refund (another property's answer 404)
  { endpoint: endpoints.listOperatorDeposits, valid: ownProperty, foreign: true },
  { endpoint: endpoints.settleDeposit, valid: (ids) => ({ body: { bookingId: ids.bookingId, deductions: [{ amount: 100, reason: 'Broken chair' }] } }), foreign: true, changes: true },
  // a deduction's photo: uploaded for the booking (multipart: sendOperator sends a real photo), read back privately
  { endpoint: endpoints.uploadDeductionPhoto, valid: (ids) => ({ params: { bookingId: ids.bookingId } }), foreign: true, changes: true },
  { endpoint: endpoints.getOperatorDeductionPhoto, valid: (ids) => ({ params: { name: ids.deductionPhotoName } }), foreign: true },
  // a revision: only of a disputed settlement (the world's is proposed: the owner's call answers 409), another property's 404
  { endpoint: endpoints.reviseDepositSettlement, valid: (ids) => ({ body: { bookingId: ids.bookingId, deductions: [{ amount: 100, reason: 'Broken chair' }] } }), foreign: true, changes: true },
  { endpoint: endpoints.recordDepositRefund, valid: (ids) => ({ body: { bookingId: ids.bookingId, method: 'upi', utr: '412345678901' } }), foreign: true, changes: true },
  { endpoint: endpoints.listOperatorNotifications, valid: none },
  // reaching people: the operator's browser and channel choices (their own only: nothing of another's to name)
  { endpoint: endpoints.saveOperatorPushSubscription, valid: () => ({ body: { subscription: pushSubscription('operator') } }), changes: true },
  { endpoint: endpoints.getOperatorNotificationPreferences, valid: none },
  {
    endpoint: endpoints.saveOperatorNotificationPreferences, changes: true,
    valid: () => ({ body: { preferences: { push: true, sms: true, whatsapp: false, quiet_hours: true } } }),
  },
  { endpoint: endpoints.operatorStream, valid: none, streams: true },
  // messages without numbers
  { endpoint: endpoints.listOperatorThreads, valid: ownProperty, foreign: true },
  { endpoint: endpoints.getOperatorUnreadCount, valid: none },
  { endpoint: endpoints.getOperatorThread, valid: (ids) => ({ params: { threadId: ids.threadId } }), foreign: true },
  { endpoint: endpoints.sendOperatorMessage, valid: (ids) => ({ params: { threadId: ids.threadId }, body: { text: 'Yes, parking is free.' } }), foreign: true, changes: true },
  { endpoint: endpoints.markOperatorThreadRead, valid: (ids) => ({ params: { threadId: ids.threadId }, body: {} }), foreign: true, changes: true },
  {
    endpoint: endpoints.reportOperatorMessage, valid: (ids) => ({ params: { messageId: ids.tenantMessageId }, body: { reason: 'Abusive words' } }),
    foreign: true, changes: true,
  },
]

/** "METHOD /path/{param}" of every operation listed here, as the OpenAPI document names it. */
export const inboxOperations = () => inboxCalls.map((o) => `${o.endpoint.method} ${o.endpoint.path.replace(/:(\w+)/g, '{$1}')}`).sort()

