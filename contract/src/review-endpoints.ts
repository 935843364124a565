import type { Endpoint } from './endpoint.ts'
import { CreateReviewBody, CreateReviewReply } from './reviews.ts'

// Reviews from stays.
// Part of the endpoint table (endpoints.ts re-exports it); the web imports this module, not the whole table.

// only a tenant with a moved-in booking of the property, once per booking (403 / 409 otherwise)
export const createReview = { method: 'POST', path: '/api/leads/v1/reviews/create', operationId: 'createReview', access: 'lead', tag: 'reviews', body: CreateReviewBody, reply: CreateReviewReply } as const satisfies Endpoint
