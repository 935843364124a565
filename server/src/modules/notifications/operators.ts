import { desc, eq, sql } from 'drizzle-orm'
import type { OperatorNotification } from '@basera/contract/payout'
import { rowsOf, type Db } from '../../db/client.ts'
import { operatorNotifications } from '../../db/schema-money.ts'
import { recordNotifyEvent } from '../notify/record.ts'
import type { NotifyParams } from '../notify/templates.ts'
import { notifyTag } from './service.ts'
import { consoleChangeOf, publishConsoleChange } from '../realtime/publish.ts'

const SHOWN = 50

export interface OperatorEvent {
  propertyId: number
  kind: OperatorNotification['kind']
  title: string
  body: string
  bookingId?: number
  visitId?: number
  /** A message's thread (kind `message`): its pushes replace each other, its SMS go at most once an hour. */
  threadId?: number
  /** The console path a tap on the push or the SMS's link opens (the kind's template says when absent). */
  url?: string
  /** What the SMS, WhatsApp and push texts say besides the property's name (an amount, a visit's time, a rating). */
  details?: Omit<NotifyParams, 'property_name'>
  at: Date
}

/**
 * Tells every operator of a property (its owner and the managers given it) what happened there, in the
 * transaction that made it happen: the in-app row, and the SMS, WhatsApp and push deliveries the notification
 * worker sends (modules/notify). Admins see every property's inbox and are not told of each.
 */
export async function notifyPropertyOperators(tx: Db, event: OperatorEvent): Promise<void> {
  await publishConsoleChange(tx, consoleChangeOf(event))
  const recipients = await rowsOf<{ id: number | string }>(tx, sql`
    select owner_operator_id as id from properties where id = ${event.propertyId} and owner_operator_id is not null
    union select operator_id as id from operator_properties where property_id = ${event.propertyId}`)
  if (recipients.length === 0) return
  await tx.insert(operatorNotifications).values(recipients.map((r) => ({
    operatorId: Number(r.id), kind: event.kind, title: event.title, body: event.body, bookingId: event.bookingId ?? null, propertyId: event.propertyId, createdAt: event.at,
  })))
  const [property] = await rowsOf<{ name: string }>(tx, sql`select name from properties where id = ${event.propertyId}`)
  await recordNotifyEvent(tx, {
    audience: 'operator', recipientIds: recipients.map((r) => Number(r.id)), kind: event.kind,
    params: { ...event.details, property_name: property?.name ?? '' }, url: event.url,
    tag: notifyTag(event.kind, event, event.at), collapseKey: event.threadId === undefined ? undefined : `thread:${event.threadId}`, at: event.at,
  })
}

/** The operator's notifications, newest first. */
export async function operatorNotificationsOf(db: Db, operatorId: number): Promise<OperatorNotification[]> {
  const rows = await db.select().from(operatorNotifications).where(eq(operatorNotifications.operatorId, operatorId))
    .orderBy(desc(operatorNotifications.createdAt), desc(operatorNotifications.id)).limit(SHOWN)
  return rows.map((n) => ({ id: n.id, kind: n.kind, title: n.title, body: n.body, bookingId: n.bookingId, property_id: n.propertyId, created_at: n.createdAt.toISOString() }))
}
