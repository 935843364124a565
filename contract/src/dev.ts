import { z } from 'zod'
import { PhoneNumber } from './common.ts'

/** GET /api/dev/outbox?phoneNumber=… (development servers only): the last SMS sent to a phone, newest first. */
export const DevOutboxQuery = z.object({ phoneNumber: PhoneNumber })
export const DevOutboxMessage = z.object({
  phoneNumber: z.string(),
  text: z.string(),
  /** The one-time code in the text, when there is one. */
  code: z.string().nullable(),
  sent_at: z.string(),
})
export const DevOutboxReply = z.object({ success: z.boolean(), data: z.array(DevOutboxMessage) })
export type DevOutboxReply = z.infer<typeof DevOutboxReply>
