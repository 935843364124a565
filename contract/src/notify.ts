import { z } from 'zod'
import { Id } from './common.ts'

// Reaching people (PRODUCT.md): the channels a person chooses, their browser's push subscription and the
// development outbox of every SMS, WhatsApp and push message.

export const CHANNELS = ['in_app', 'push', 'sms', 'whatsapp'] as const
export type Channel = (typeof CHANNELS)[number]
/** Channels a person may turn off (in-app notifications always exist). */
export const CHOOSABLE_CHANNELS = ['push', 'sms', 'whatsapp'] as const
export type ChoosableChannel = (typeof CHOOSABLE_CHANNELS)[number]

/** Quiet hours hold non-urgent messages between these IST hours (22:00 to 08:00). */
export const QUIET_HOURS_IST = { from: 22, to: 8 } as const

export const NotificationPreferences = z.object({
  push: z.boolean(),
  sms: z.boolean(),
  whatsapp: z.boolean(),
  /** Hold non-urgent messages from 22:00 to 08:00 IST (urgent ones go at once). */
  quiet_hours: z.boolean(),
})
export type NotificationPreferences = z.infer<typeof NotificationPreferences>
/** SMS and WhatsApp are on by default for tenants and operators; push only once a browser subscribed. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = { push: true, sms: true, whatsapp: true, quiet_hours: true }

export const NotificationPreferencesReply = z.object({ success: z.boolean(), data: NotificationPreferences })
export type NotificationPreferencesReply = z.infer<typeof NotificationPreferencesReply>

export const LeadNotificationPreferencesBody = z.object({ leadId: Id })
export const SaveLeadNotificationPreferencesBody = z.object({ leadId: Id, preferences: NotificationPreferences })
export const SaveOperatorNotificationPreferencesBody = z.object({ preferences: NotificationPreferences })

const PUSH_KEY = z.string().trim().min(1).max(200).regex(/^[A-Za-z0-9_\-=]+$/, 'The push key is not base64url')
/** The browser's PushSubscription.toJSON(), https endpoints only. */
export const PushSubscriptionJson = z.object({
  endpoint: z.url({ protocol: /^https$/, error: 'The push endpoint must be an https address' }).max(1000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: PUSH_KEY, auth: PUSH_KEY }),
})
export type PushSubscriptionJson = z.infer<typeof PushSubscriptionJson>
export const SaveLeadPushSubscriptionBody = z.object({ leadId: Id, subscription: PushSubscriptionJson })
export const SaveOperatorPushSubscriptionBody = z.object({ subscription: PushSubscriptionJson })

/** The VAPID public key the browser subscribes with (base64url), null when push is not configured. */
export const PushConfigReply = z.object({ success: z.boolean(), data: z.object({ vapid_public_key: z.string().nullable() }) })
export type PushConfigReply = z.infer<typeof PushConfigReply>

/**
 * What the service worker receives in a push (JSON) and shows: `url` is the app path a tap opens
 * (`/bookings`, `/operator/bookings`, `/messages/12`); `tag` replaces an older notification of the same thing.
 */
export const PushPayload = z.object({ title: z.string(), body: z.string(), url: z.string().startsWith('/'), tag: z.string().optional() })
export type PushPayload = z.infer<typeof PushPayload>
