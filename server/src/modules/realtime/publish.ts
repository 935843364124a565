import { sql } from 'drizzle-orm'
import type { ConsoleChange, ConsoleTopic } from '@basera/contract/realtime'
import type { Db } from '../../db/client.ts'

// A change is announced with pg_notify inside the writer's transaction: PostgreSQL sends it only when that
// transaction commits (a rolled-back booking announces nothing) and to every instance listening, so a console
// open on any instance hears of a booking made through any other.

/** The PostgreSQL channel every instance listens on (modules/realtime/listener.ts). */
export const CONSOLE_CHANNEL = 'console_changes'

export interface ConsoleChangeInput {
  propertyId: number
  topic: ConsoleTopic
  /** News worth announcing in the console (`booking_requested`); left out for an update of a list. */
  kind?: string
}

/** Tells every open console that may see the property to refresh `topic`, when (and only if) `tx` commits. */
export async function publishConsoleChange(tx: Db, change: ConsoleChangeInput): Promise<void> {
  const payload: ConsoleChange = { property_id: change.propertyId, topic: change.topic, ...(change.kind ? { kind: change.kind } : {}) }
  await tx.execute(sql`select pg_notify(${CONSOLE_CHANNEL}, ${JSON.stringify(payload)})`)
}

const TOPIC_OF_KIND: Readonly<Record<string, ConsoleTopic>> = {
  booking_requested: 'bookings',
  visit_requested: 'visits',
  message: 'messages',
}

/** The console change of an operator notification: its topic from its kind (anything else refreshes notifications). */
export function consoleChangeOf(event: { propertyId: number; kind: string }): ConsoleChangeInput {
  return { propertyId: event.propertyId, topic: TOPIC_OF_KIND[event.kind] ?? 'notifications', kind: event.kind }
}
