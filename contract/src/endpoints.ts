import type { Endpoint } from './endpoint.ts'
import { HealthReply } from './common.ts'
import { DevOutboxQuery, DevOutboxReply } from './dev.ts'
import { DevOperatorsReply } from './operator.ts'

// The one table of the API: every call's method, path, schemas and who may call it. The server
// registers its routes from these entries (server/src/lib/endpoint-route.ts), the web calls them
// through callApi (web/src/lib/api-client.ts), tests use them too. One line per call; each entry is
// a plain object literal so a web bundle keeps only the calls it makes.
//
// The entries live in a module per feature, re-exported here: the server and tests import this table, the web
// imports a feature's module (lint), since a bundle keeps every entry a chunk uses in the chunk of the module
// that declares it. With the whole table in one module, all 60 tenant calls the web makes rode in the first load
// (about 1.2 KB gzip), where the entry's own code makes 7.

// ---- Tenant app ---------------------------------------------------------------------------
export * from './listing-endpoints.ts'
export * from './content-endpoints.ts'
export * from './lead-endpoints.ts'
export * from './booking-endpoints.ts'
export * from './payment-endpoints.ts'
export * from './shortlist-endpoints.ts'
export * from './saved-search-endpoints.ts'
export * from './visit-endpoints.ts'
export * from './request-endpoints.ts'
export * from './review-endpoints.ts'
export * from './notify-endpoints.ts'
export * from './message-endpoints.ts'
export const health = { method: 'GET', path: '/api/health', operationId: 'health', access: 'public', tag: 'health', reply: HealthReply } as const satisfies Endpoint

// ---- Operator console: operator-endpoints.ts, a module of its own so the tenant app's bundle never holds its entries
export * from './operator-endpoints.ts'

// ---- Development only ---------------------------------------------------------------------
export const devOperators = { method: 'GET', path: '/api/dev/operators', operationId: 'devOperators', access: 'dev', tag: 'development', reply: DevOperatorsReply } as const satisfies Endpoint
export const devOutbox = { method: 'GET', path: '/api/dev/outbox', operationId: 'devOutbox', access: 'dev', tag: 'development', query: DevOutboxQuery, reply: DevOutboxReply } as const satisfies Endpoint
