import type { Endpoint } from './endpoint.ts'
import { SuccessReply } from './common.ts'
import { ContactUsBody, ContentBody, ContentReply, LogEventBody } from './engagement.ts'
import { PublicConfigReply } from './public-config.ts'
import { ServiceCallBody, ServiceCallReply } from './service-call.ts'

// The app's public content and configuration, the contact form and the spec's events.
// Part of the endpoint table (endpoints.ts re-exports it); the web imports this module, not the whole table.

// support channels and map tiles come from the server's configuration, not the bundle
export const getPublicConfig = { method: 'GET', path: '/api/config', operationId: 'getPublicConfig', access: 'public', tag: 'content', reply: PublicConfigReply } as const satisfies Endpoint
export const getContent = { method: 'POST', path: '/api/content/v1/get-content', operationId: 'getContent', access: 'public', tag: 'content', body: ContentBody, reply: ContentReply } as const satisfies Endpoint
export const contactUs = { method: 'POST', path: '/api/leads/v1/contact-us', operationId: 'contactUs', access: 'public', tag: 'content', body: ContactUsBody, reply: SuccessReply } as const satisfies Endpoint
export const logEvent = { method: 'POST', path: '/api/events/v1/log-event', operationId: 'logEvent', access: 'public', tag: 'events', body: LogEventBody, reply: SuccessReply } as const satisfies Endpoint
// one call for several services by service_name (the spec's generic call); a token is optional
export const serviceCall = { method: 'POST', path: '/api/leads/v1/service-call', operationId: 'serviceCall', access: 'public', tag: 'service-call', body: ServiceCallBody, reply: ServiceCallReply } as const satisfies Endpoint
