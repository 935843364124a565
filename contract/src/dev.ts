import { z } from 'zod'
import { PhoneNumber } from './common.ts'

/**
 * GET /api/dev/outbox?phoneNumber=… (development servers only): the last messages sent to a phone, newest
 * first: one-time codes and notifications by SMS and WhatsApp, and the pushes to that person's browsers.
 */
export const DevOutboxQuery = z.object({ phoneNumber: PhoneNumber })
export const DevOutboxMessage = z.object({
  phoneNumber: z.string(),
  channel: z.enum(['sms', 'whatsapp', 'push']),
  /** The phone number (`+91…`) for SMS and WhatsApp, the push service's endpoint for a push. */
  to: z.string(),
  text: z.string(),
  /** The one-time code in the text, when there is one. */
  code: z.string().nullable(),
  sent_at: z.string(),
})
export const DevOutboxReply = z.object({ success: z.boolean(), data: z.array(DevOutboxMessage) })
export type DevOutboxReply = z.infer<typeof DevOutboxReply>
