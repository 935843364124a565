import { z } from 'zod'

// The console in real time (issue 31): what changed at a property, sent to every open console that may see it
// over GET /api/operator/v1/stream (server-sent events). The event says only what to refresh, never the data:
// the console reads the lists through their own calls, so the stream cannot leak what the policy would hide.

/** What a console refreshes on a change: its bookings, visits, requests, message threads or notifications. */
export const CONSOLE_TOPICS = ['bookings', 'visits', 'requests', 'messages', 'notifications'] as const
export type ConsoleTopic = (typeof CONSOLE_TOPICS)[number]

/** The SSE event name of a change (`event: change`); its `data` is a ConsoleChange as JSON. */
export const CONSOLE_CHANGE_EVENT = 'change'

export const ConsoleChange = z.object({
  property_id: z.number().int(),
  topic: z.enum(CONSOLE_TOPICS),
  /** What happened, when it is news to announce (`booking_requested`): the console says "New booking request". */
  kind: z.string().max(40).optional(),
})
export type ConsoleChange = z.infer<typeof ConsoleChange>

/** The stream's own reply is text/event-stream: this names it for the endpoint table and the OpenAPI document. */
export const ConsoleStreamReply = z.string().describe('text/event-stream: `event: change` with a ConsoleChange as `data`, comment heartbeats')
