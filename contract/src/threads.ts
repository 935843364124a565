import { z } from 'zod'
import { Id } from './common.ts'
import { messages } from './messages.ts'

// Messages without numbers (PRODUCT.md "Reaching people"): a thread per booking, visit or enquiry between a
// tenant and the property's operators. Neither side sees the tenant's phone number unless the tenant shares it.

/** The longest message, in characters as a text field counts them (the composer's counter shows the same). */
export const MESSAGE_TEXT_MAX = 1000
/** Messages one sender may send in a minute (all threads together); the next answers 429. */
export const MESSAGES_PER_MINUTE = 10
/** The longest reason a report may give. */
export const REPORT_REASON_MAX = 300

export const THREAD_KINDS = ['booking', 'visit', 'enquiry'] as const
export type ThreadKind = (typeof THREAD_KINDS)[number]
export const MESSAGE_SIDES = ['tenant', 'operator'] as const
export type MessageSide = (typeof MESSAGE_SIDES)[number]

/** What the masked digits of a tenant's number read as in a thread's answer. */
export const HIDDEN_NUMBER = '[number hidden]'

export const MessageText = z
  .string({ error: messages.messageTextRequired })
  .trim()
  .min(1, messages.messageTextRequired)
  .max(MESSAGE_TEXT_MAX, messages.messageTextTooLong)
/** The composer's one field (the form kit's schema), checked as the send calls check it. */
export const MessageEntry = z.object({ text: MessageText })
export type MessageEntry = z.input<typeof MessageEntry>

const ReportReason = z.string({ error: messages.reportReasonTooLong }).trim().max(REPORT_REASON_MAX, messages.reportReasonTooLong)

// ---- answers ------------------------------------------------------------------------------
export const ThreadMessage = z.object({
  message_id: z.number().int(),
  from: z.enum(MESSAGE_SIDES),
  /** A name only: the tenant's name, the operator's name, or the property's; never a number. */
  author_name: z.string(),
  /** The tenant's own number in it is masked unless they shared it. */
  text: z.string(),
  /** Sent by the side asking (a tenant's own message, or any operator's in the console). */
  mine: z.boolean(),
  /** The side asking reported this message. */
  reported: z.boolean(),
  created_at: z.string(),
})
export type ThreadMessage = z.infer<typeof ThreadMessage>

export const ThreadSummary = z.object({
  thread_id: z.number().int(),
  kind: z.enum(THREAD_KINDS),
  property_id: z.number().int(),
  property_name: z.string(),
  booking_id: z.number().int().nullable(),
  visit_id: z.number().int().nullable(),
  /** The other side's name as the asker sees it: the property for a tenant, the tenant's name for an operator. */
  other_name: z.string(),
  last_message: z.object({ text: z.string(), from: z.enum(MESSAGE_SIDES), created_at: z.string() }).nullable(),
  /** Messages of the other side the asking side has not read. */
  unread: z.number().int(),
  /** The tenant chose to show their number to this property's operators. */
  number_shared: z.boolean(),
  /** Someone reported a message of this thread (an admin may read it). */
  reported: z.boolean(),
  updated_at: z.string(),
})
export type ThreadSummary = z.infer<typeof ThreadSummary>

export const ThreadDetail = ThreadSummary.extend({
  messages: z.array(ThreadMessage),
  /** Only in the console's answer and only when the tenant shared it; a tenant's answer never carries it. */
  tenant_phone: z.string().nullable(),
  /** The asking side may write here (an admin reading a reported thread may not). */
  can_reply: z.boolean(),
})
export type ThreadDetail = z.infer<typeof ThreadDetail>

export const ThreadListReply = z.object({ success: z.boolean(), data: z.array(ThreadSummary), unread_total: z.number().int() })
export type ThreadListReply = z.infer<typeof ThreadListReply>
export const ThreadReply = z.object({ success: z.boolean(), message: z.string().optional(), data: ThreadDetail })
export type ThreadReply = z.infer<typeof ThreadReply>
/** The tab bar's and the console navigation's badge: one cheap count. */
export const UnreadCountReply = z.object({ success: z.boolean(), unread_total: z.number().int() })
export type UnreadCountReply = z.infer<typeof UnreadCountReply>

// ---- tenant calls (leadId in the body, as every lead call) --------------------------------
export const ListThreadsBody = z.object({ leadId: Id })
export type ListThreadsBody = z.input<typeof ListThreadsBody>
export const GetThreadBody = z.object({ leadId: Id, thread_id: Id })
export type GetThreadBody = z.input<typeof GetThreadBody>
/**
 * A message into a thread the tenant has (thread_id), or the one about their booking, visit or a property
 * (an enquiry), started by this first message. The first of these given says which thread.
 */
export const SendMessageBody = z
  .object({ leadId: Id, thread_id: Id.optional(), booking_id: Id.optional(), visit_id: Id.optional(), property_id: Id.optional(), text: MessageText })
  .refine((b) => b.thread_id !== undefined || b.booking_id !== undefined || b.visit_id !== undefined || b.property_id !== undefined, {
    message: messages.messageNeedsThread, path: ['thread_id'],
  })
export type SendMessageBody = z.input<typeof SendMessageBody>
export const ShareNumberBody = z.object({ leadId: Id, thread_id: Id, share: z.boolean({ error: messages.invalidRequest }) })
export type ShareNumberBody = z.input<typeof ShareNumberBody>
export const ReportMessageBody = z.object({ leadId: Id, message_id: Id, reason: ReportReason.optional() })
export type ReportMessageBody = z.input<typeof ReportMessageBody>

// ---- console calls --------------------------------------------------------------------------
export const OperatorThreadsQuery = z.object({ property_id: Id.optional() })
export type OperatorThreadsQuery = z.input<typeof OperatorThreadsQuery>
export const ThreadParams = z.object({ threadId: Id })
export type ThreadParams = z.input<typeof ThreadParams>
export const MessageParams = z.object({ messageId: Id })
export type MessageParams = z.input<typeof MessageParams>
export const SendOperatorMessageBody = z.object({ text: MessageText })
export type SendOperatorMessageBody = z.input<typeof SendOperatorMessageBody>
export const ReportOperatorMessageBody = z.object({ reason: ReportReason.optional() }).nullish()
export type ReportOperatorMessageBody = z.input<typeof ReportOperatorMessageBody>

/**
 * The tenant's own number (10 digits) written anywhere in `text`, with or without +91 or 0 before it and any
 * spaces, dots, dashes or brackets between digits, masked: a thread shows no digits of it unless shared.
 */
export function maskNumber(text: string, phone: string): string {
  const digits = phone.replace(/\D/g, '').slice(-10)
  if (digits.length !== 10) return text
  const gap = '[\\s.\\-()]*'
  const prefix = `(?:(?:\\+${gap})?9${gap}1${gap}|0${gap})?`
  const pattern = new RegExp(`(?<!\\d)${prefix}${digits.split('').join(gap)}(?!\\d)`, 'g')
  return text.replace(pattern, HIDDEN_NUMBER)
}
