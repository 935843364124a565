import type { Endpoint } from './endpoint.ts'
import { AgreementBody, AgreementReply, BookingBody, BookingChangeReply, BookingReply, CancelBookingBody, ChangeMoveInDateBody, LeadBookingsBody, LeadBookingsReply, TenantAddBody, TenantAddReply } from './booking.ts'

// Booking a room and the tenant's bookings (the token's payment is in payment-endpoints.ts).
// Part of the endpoint table (endpoints.ts re-exports it); the web imports this module, not the whole table.

export const addTenant = { method: 'POST', path: '/api/tanant/v1/property-tanant-add', operationId: 'addTenant', access: 'lead', tag: 'booking', body: TenantAddBody, reply: TenantAddReply } as const satisfies Endpoint
export const bookRoom = { method: 'POST', path: '/api/tanant/v1/property-tanant-booking', operationId: 'bookRoom', access: 'lead', tag: 'booking', body: BookingBody, reply: BookingReply } as const satisfies Endpoint
export const allocateAgreement = { method: 'POST', path: '/api/tanant/v1/property-tanant-agreement-details', operationId: 'allocateAgreement', access: 'lead', tag: 'booking', body: AgreementBody, reply: AgreementReply } as const satisfies Endpoint
export const cancelBooking = { method: 'POST', path: '/api/tanant/v1/cancel-booking', operationId: 'cancelBooking', access: 'lead', tag: 'booking', body: CancelBookingBody, reply: BookingChangeReply } as const satisfies Endpoint
export const changeMoveInDate = { method: 'POST', path: '/api/tanant/v1/change-move-in-date', operationId: 'changeMoveInDate', access: 'lead', tag: 'booking', body: ChangeMoveInDateBody, reply: BookingChangeReply } as const satisfies Endpoint
export const getBookings = { method: 'POST', path: '/api/leads/v1/get-bookings', operationId: 'getBookings', access: 'lead', tag: 'booking', body: LeadBookingsBody, reply: LeadBookingsReply } as const satisfies Endpoint
