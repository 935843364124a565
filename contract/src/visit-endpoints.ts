import type { Endpoint } from './endpoint.ts'
import { CancelVisitBody, LeadOnlyBody, RescheduleVisitBody, ScheduleVisitBody, ScheduleVisitReply, VisitChangeReply, VisitsReply } from './engagement.ts'

// Visits to a property.
// Part of the endpoint table (endpoints.ts re-exports it); the web imports this module, not the whole table.

export const scheduleVisit = { method: 'POST', path: '/api/leads/v1/schedule-visit', operationId: 'scheduleVisit', access: 'lead', tag: 'visits', body: ScheduleVisitBody, reply: ScheduleVisitReply } as const satisfies Endpoint
// the tenant's own visit (403 for another lead's): cancel one still requested or scheduled, or move it to another date and slot
export const cancelVisit = { method: 'POST', path: '/api/leads/v1/visits/cancel', operationId: 'cancelVisit', access: 'lead', tag: 'visits', body: CancelVisitBody, reply: VisitChangeReply } as const satisfies Endpoint
export const rescheduleVisit = { method: 'POST', path: '/api/leads/v1/visits/reschedule', operationId: 'rescheduleVisit', access: 'lead', tag: 'visits', body: RescheduleVisitBody, reply: VisitChangeReply } as const satisfies Endpoint
export const getVisits = { method: 'POST', path: '/api/leads/v1/get-visits', operationId: 'getVisits', access: 'lead', tag: 'visits', body: LeadOnlyBody, reply: VisitsReply } as const satisfies Endpoint
