import { sql } from 'drizzle-orm'
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences, type PushSubscriptionJson } from '@basera/contract/notify'
import { rowsOf, type Db } from '../../db/client.ts'
import type { Audience } from './record.ts'

/** A person's channel choices; the defaults (everything on, quiet hours kept) until they save their own. */
export async function preferencesOf(db: Db, kind: Audience, id: number): Promise<NotificationPreferences> {
  const [row] = await rowsOf<NotificationPreferences>(db, sql`
    select push, sms, whatsapp, quiet_hours from notify_preferences where recipient_kind = ${kind} and recipient_id = ${id}`)
  return row ? { push: row.push, sms: row.sms, whatsapp: row.whatsapp, quiet_hours: row.quiet_hours } : { ...DEFAULT_NOTIFICATION_PREFERENCES }
}

export async function savePreferences(db: Db, kind: Audience, id: number, p: NotificationPreferences, now: Date): Promise<NotificationPreferences> {
  await db.execute(sql`
    insert into notify_preferences (recipient_kind, recipient_id, push, sms, whatsapp, quiet_hours, updated_at)
    values (${kind}, ${id}, ${p.push}, ${p.sms}, ${p.whatsapp}, ${p.quiet_hours}, ${now.toISOString()})
    on conflict (recipient_kind, recipient_id) do update
      set push = excluded.push, sms = excluded.sms, whatsapp = excluded.whatsapp, quiet_hours = excluded.quiet_hours, updated_at = excluded.updated_at`)
  return preferencesOf(db, kind, id)
}

/**
 * Keeps a browser's push subscription for the person signed in on it. One browser is one endpoint: signing in
 * as someone else on the same browser moves it to them (the device shows the pushes of who uses it now).
 */
export async function savePushSubscription(db: Db, kind: Audience, id: number, s: PushSubscriptionJson, now: Date): Promise<void> {
  await db.execute(sql`
    insert into push_subscriptions (recipient_kind, recipient_id, endpoint, p256dh, auth, created_at, updated_at)
    values (${kind}, ${id}, ${s.endpoint}, ${s.keys.p256dh}, ${s.keys.auth}, ${now.toISOString()}, ${now.toISOString()})
    on conflict (endpoint) do update
      set recipient_kind = excluded.recipient_kind, recipient_id = excluded.recipient_id, p256dh = excluded.p256dh, auth = excluded.auth, updated_at = excluded.updated_at`)
}
