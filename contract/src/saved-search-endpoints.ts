import type { Endpoint } from './endpoint.ts'
import { SuccessReply } from './common.ts'
import { LeadOnlyBody, RecentSearchesReply } from './engagement.ts'
import { DeleteSavedSearchBody, SaveSearchBody, SaveSearchReply, SavedSearchesReply } from './saved-searches.ts'

// The tenant's searches: recent ones and the ones saved under a name.
// Part of the endpoint table (endpoints.ts re-exports it); the web imports this module, not the whole table.

export const getRecentSearches = { method: 'POST', path: '/api/leads/v1/get-recent-searches', operationId: 'getRecentSearches', access: 'lead', tag: 'home', body: LeadOnlyBody, reply: RecentSearchesReply } as const satisfies Endpoint
export const saveSearch = { method: 'POST', path: '/api/leads/v1/saved-searches/save', operationId: 'saveSearch', access: 'lead', tag: 'properties', body: SaveSearchBody, reply: SaveSearchReply } as const satisfies Endpoint
export const listSavedSearches = { method: 'POST', path: '/api/leads/v1/saved-searches/list', operationId: 'listSavedSearches', access: 'lead', tag: 'properties', body: LeadOnlyBody, reply: SavedSearchesReply } as const satisfies Endpoint
export const deleteSavedSearch = { method: 'POST', path: '/api/leads/v1/saved-searches/delete', operationId: 'deleteSavedSearch', access: 'lead', tag: 'properties', body: DeleteSavedSearchBody, reply: SuccessReply } as const satisfies Endpoint
