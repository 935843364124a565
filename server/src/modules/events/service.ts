import type { LogEventBody } from '@basera/contract/engagement'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { events } from '../../db/schema-activity.ts'

export async function logEvent(db: Db, leadId: number | null, body: z.output<typeof LogEventBody>, now: Date): Promise<void> {
  await db.insert(events).values({ leadId, name: body.event_name, params: body.params, createdAt: now })
}
