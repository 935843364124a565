import type { Endpoint } from './endpoint.ts'
import { SuccessReply } from './common.ts'
import { LeadNotificationPreferencesBody, NotificationPreferencesReply, PushConfigReply, SaveLeadNotificationPreferencesBody, SaveLeadPushSubscriptionBody } from './notify.ts'

// Reaching people: the VAPID key, a tenant's push subscription and channel choices.
// Part of the endpoint table (endpoints.ts re-exports it); the web imports this module, not the whole table.

// Reaching people: the VAPID key a browser subscribes with, a tenant's push subscription and channel choices
export const getPushConfig = { method: 'GET', path: '/api/notify/v1/push-config', operationId: 'getPushConfig', access: 'public', tag: 'notifications', reply: PushConfigReply } as const satisfies Endpoint
export const savePushSubscription = { method: 'POST', path: '/api/leads/v1/push-subscription', operationId: 'savePushSubscription', access: 'lead', tag: 'notifications', body: SaveLeadPushSubscriptionBody, reply: SuccessReply } as const satisfies Endpoint
export const getNotificationPreferences = { method: 'POST', path: '/api/leads/v1/notification-preferences/get', operationId: 'getNotificationPreferences', access: 'lead', tag: 'notifications', body: LeadNotificationPreferencesBody, reply: NotificationPreferencesReply } as const satisfies Endpoint
export const saveNotificationPreferences = { method: 'POST', path: '/api/leads/v1/notification-preferences/save', operationId: 'saveNotificationPreferences', access: 'lead', tag: 'notifications', body: SaveLeadNotificationPreferencesBody, reply: NotificationPreferencesReply } as const satisfies Endpoint
