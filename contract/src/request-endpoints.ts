import type { Endpoint } from './endpoint.ts'
import { SuccessReply } from './common.ts'
import { LeadOnlyBody, LeadRequestsReply, LeadServiceBody, RequestCallbackBody, RequestCallbackReply } from './engagement.ts'

// Callbacks and interest in a service.
// Part of the endpoint table (endpoints.ts re-exports it); the web imports this module, not the whole table.

// says who calls (the property or Basera support) and by when (the next working day, 10 am–7 pm)
export const requestCallback = { method: 'POST', path: '/api/leads/v1/request-callback', operationId: 'requestCallback', access: 'lead', tag: 'requests', body: RequestCallbackBody, reply: RequestCallbackReply } as const satisfies Endpoint
export const registerInterest = { method: 'POST', path: '/api/lead-service', operationId: 'registerInterest', access: 'lead', tag: 'requests', body: LeadServiceBody, reply: SuccessReply } as const satisfies Endpoint
export const getRequests = { method: 'POST', path: '/api/leads/v1/get-requests', operationId: 'getRequests', access: 'lead', tag: 'requests', body: LeadOnlyBody, reply: LeadRequestsReply } as const satisfies Endpoint
