import { desc, eq } from 'drizzle-orm'
import type { Notification, NotificationDetails } from '@basera/contract/engagement'
import type { Db } from '../../db/client.ts'
import { notifications } from '../../db/schema-activity.ts'
import { recordNotifyEvent } from '../notify/record.ts'

const SHOWN = 50

export interface LeadEvent {
  leadId: number
  kind: NonNullable<Notification['kind']>
  title: string
  body: string
  details: NotificationDetails
  bookingId?: number
  visitId?: number
  /** A message's thread (kind `message`): its pushes replace each other, its SMS go at most once an hour. */
  threadId?: number
  /** The app path a tap on the push or the SMS's link opens (the kind's template says when absent). */
  url?: string
  at: Date
}

/** What a person's device shows once for one thing: a push of the same tag replaces the one shown. */
export function notifyTag(kind: string, ids: { bookingId?: number; visitId?: number; threadId?: number }, at: Date): string {
  if (ids.threadId !== undefined) return `thread-${ids.threadId}`
  if (ids.bookingId !== undefined) return `booking-${ids.bookingId}`
  if (ids.visitId !== undefined) return `visit-${ids.visitId}`
  return `${kind}-${at.getTime()}`
}

/**
 * Tells a lead what happened to their booking or visit; written in the transaction that made it happen: the
 * in-app row, and the SMS, WhatsApp and push deliveries the notification worker sends (modules/notify).
 */
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
  await recordNotifyEvent(tx, {
    audience: 'lead', recipientIds: [event.leadId], kind: event.kind, params: event.details, url: event.url,
    tag: notifyTag(event.kind, event, event.at), collapseKey: event.threadId === undefined ? undefined : `thread:${event.threadId}`, at: event.at,
  })
}

/** The lead's notifications, newest first. */
export async function leadNotifications(db: Db, leadId: number): Promise<Notification[]> {
  const rows = await db.select().from(notifications).where(eq(notifications.leadId, leadId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(SHOWN)
  return rows.map((n) => ({ id: n.id, kind: n.kind, title: n.title, body: n.body, details: n.details, created_at: n.createdAt.toISOString() }))
}
