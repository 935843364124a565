import type { Endpoint } from './endpoint.ts'
import { SuccessReply } from './common.ts'
import { LeadOnlyBody, ShortlistBody, ShortlistReply } from './engagement.ts'

// The tenant's shortlist.
// Part of the endpoint table (endpoints.ts re-exports it); the web imports this module, not the whole table.

export const addToShortlist = { method: 'POST', path: '/api/leads/v1/shortlist/add', operationId: 'addToShortlist', access: 'lead', tag: 'shortlist', body: ShortlistBody, reply: SuccessReply } as const satisfies Endpoint
export const removeFromShortlist = { method: 'POST', path: '/api/leads/v1/shortlist/remove', operationId: 'removeFromShortlist', access: 'lead', tag: 'shortlist', body: ShortlistBody, reply: SuccessReply } as const satisfies Endpoint
export const getShortlist = { method: 'POST', path: '/api/leads/v1/get-shortlist', operationId: 'getShortlist', access: 'lead', tag: 'shortlist', body: LeadOnlyBody, reply: ShortlistReply } as const satisfies Endpoint
