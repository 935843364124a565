import { sql } from 'drizzle-orm'
import { DEFAULT_NOTIFICATION_PREFERENCES, type ChoosableChannel } from '@basera/contract/notify'
import { rowsOf, type Db } from '../../db/client.ts'
import { releaseTime } from './quiet-hours.ts'
import { templateOf, type NotifyParams } from './templates.ts'

export type Audience = 'lead' | 'operator'

/** One thing that happened, for the people it concerns (in-app rows are the caller's; this queues the rest). */
export interface NotifyEvent {
  audience: Audience
  recipientIds: readonly number[]
  kind: string
  params: NotifyParams
  /** The app path a tap opens; the kind's template says when absent. */
  url?: string
  /** Pushes of the same tag replace each other on a device (a retried push is not shown twice). */
  tag: string
  /** Events of one conversation: at most one SMS and one WhatsApp per recipient per hour for them. */
  collapseKey?: string
  at: Date
}

/** Of a busy thread, one SMS (and one WhatsApp) an hour is enough: the app and the push show the rest. */
const COLLAPSE_MS = 3_600_000

interface RecipientRow {
  id: number | string
  push: boolean | null
  sms: boolean | null
  whatsapp: boolean | null
  quiet_hours: boolean | null
  subscribed: boolean
}

/**
 * Records the event and one delivery per recipient and chosen channel, in the caller's transaction: the event
 * exists exactly when the change that caused it does. The worker (worker.ts) sends them. Quiet hours move a
 * non-urgent delivery's due time to 08:00 IST; push is queued only for someone with a subscribed browser.
 */
export async function recordNotifyEvent(tx: Db, event: NotifyEvent): Promise<number | null> {
  const template = templateOf(event.audience, event.kind)
  if (!template || event.recipientIds.length === 0) return null
  const [created] = await rowsOf<{ id: number | string }>(tx, sql`
    insert into notify_events (kind, audience, urgent, params, url, tag, collapse_key, created_at)
    values (${event.kind}, ${event.audience}, ${template.urgent}, ${JSON.stringify(event.params)}::jsonb, ${event.url ?? template.url(event.params)},
      ${event.tag}, ${event.collapseKey ?? null}, ${event.at.toISOString()})
    returning id`)
  if (!created) throw new Error('notify event insert returned nothing')
  const eventId = Number(created.id)
  const people = event.audience === 'lead' ? sql`leads r` : sql`operators r`
  const active = event.audience === 'lead' ? sql`true` : sql`r.removed_at is null`
  const recipients = await rowsOf<RecipientRow>(tx, sql`
    select r.id, p.push, p.sms, p.whatsapp, p.quiet_hours,
      exists (select 1 from push_subscriptions s where s.recipient_kind = ${event.audience} and s.recipient_id = r.id) as subscribed
    from ${people}
    left join notify_preferences p on p.recipient_kind = ${event.audience} and p.recipient_id = r.id
    where r.id in (${sql.join(event.recipientIds.map((id) => sql`${id}`), sql`, `)}) and ${active}`)
  const rows: ReturnType<typeof sql>[] = []
  for (const r of recipients) {
    const chosen = {
      push: (r.push ?? DEFAULT_NOTIFICATION_PREFERENCES.push) && r.subscribed,
      sms: r.sms ?? DEFAULT_NOTIFICATION_PREFERENCES.sms,
      whatsapp: r.whatsapp ?? DEFAULT_NOTIFICATION_PREFERENCES.whatsapp,
    }
    const quiet = r.quiet_hours ?? DEFAULT_NOTIFICATION_PREFERENCES.quiet_hours
    const due = template.urgent || !quiet ? event.at : releaseTime(event.at)
    for (const channel of Object.keys(chosen) as ChoosableChannel[]) {
      if (!chosen[channel]) continue
      if (channel !== 'push' && event.collapseKey && await toldWithinTheHour(tx, event, Number(r.id), channel)) continue
      rows.push(sql`(${eventId}, ${event.audience}, ${Number(r.id)}, ${channel}, ${due.toISOString()}, ${event.at.toISOString()})`)
    }
  }
  if (rows.length > 0) {
    await tx.execute(sql`
      insert into notify_deliveries (event_id, recipient_kind, recipient_id, channel, due_at, created_at)
      values ${sql.join(rows, sql`, `)}
      on conflict on constraint notify_deliveries_once do nothing`)
  }
  return eventId
}

async function toldWithinTheHour(tx: Db, event: NotifyEvent, recipientId: number, channel: ChoosableChannel): Promise<boolean> {
  const since = new Date(event.at.getTime() - COLLAPSE_MS).toISOString()
  const found = await rowsOf<{ one: number }>(tx, sql`
    select 1 as one from notify_deliveries d join notify_events e on e.id = d.event_id
    where d.recipient_kind = ${event.audience} and d.recipient_id = ${recipientId} and d.channel = ${channel}
      and d.created_at > ${since} and e.collapse_key = ${event.collapseKey ?? null}
    limit 1`)
  return found.length > 0
}
