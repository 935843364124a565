import { desc, eq } from 'drizzle-orm'
import type { Notification, NotificationDetails } from '@basera/contract/engagement'
import type { Db } from '../../db/client.ts'
import { notifications } from '../../db/schema-activity.ts'

const SHOWN = 50

export interface LeadEvent {
  leadId: number
  kind: NonNullable<Notification['kind']>
  title: string
  body: string
  details: NotificationDetails
  bookingId?: number
  visitId?: number
  at: Date
}

/** Tells a lead what happened to their booking or visit; written in the transaction that made it happen. */
export async function notifyLead(tx: Db, event: LeadEvent): Promise<void> {
  await tx.insert(notifications).values({
    leadId: event.leadId,
    kind: event.kind,
    title: event.title,
    body: event.body,
    details: event.details,
    bookingId: event.bookingId ?? null,
    visitId: event.visitId ?? null,
    createdAt: event.at,
  })
}

/** The lead's notifications, newest first. */
export async function leadNotifications(db: Db, leadId: number): Promise<Notification[]> {
  const rows = await db.select().from(notifications).where(eq(notifications.leadId, leadId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(SHOWN)
  return rows.map((n) => ({ id: n.id, kind: n.kind, title: n.title, body: n.body, details: n.details, created_at: n.createdAt.toISOString() }))
}
