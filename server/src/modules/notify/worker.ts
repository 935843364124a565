import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { PushPayload } from '@basera/contract/notify'
import { rowsOf, type Db } from '../../db/client.ts'
import type { DevSmsProvider, SmsProvider } from '../../lib/sms.ts'
import type { PushSender, PushTarget } from './push.ts'
import { messageText, templateOf, type Language, type NotifyParams } from './templates.ts'

// The notification worker: claims due deliveries (`for update skip locked`, then a lease in `claimed_until`, as
// the money job claims orders), sends each and marks it sent. Several instances never take the same delivery;
// one that dies between sending and marking leaves the lease to run out, and the delivery is sent again: at
// least once. The repeat is not shown twice: SMS and WhatsApp carry the delivery's idempotency key (the
// provider drops a key it has seen), a push carries the event's tag (the device replaces the one shown).

export interface NotifyDeps {
  db: Db
  now: () => Date
  sms: SmsProvider
  /** Development: every push is also listed in the outbox, under the recipient's phone number. */
  devOutbox: DevSmsProvider | null
  /** Null: push is off (no VAPID keys); push deliveries are skipped. */
  push: PushSender | null
  /** The site's origin, for the link in an SMS. */
  origin: string
  log: FastifyBaseLogger
}

/** A delivery is held this long by the instance that claimed it; after that another takes it over. */
export const CLAIM_MS = 60_000
const MAX_ATTEMPTS = 6
const BATCH = 50
const SENDING_AT_ONCE = 8
/** Runs at most this many batches before letting the next tick go on (the rest waits a poll). */
const BATCHES_PER_RUN = 20

/** 30 s, 1, 2, 4, 8 minutes... at most an hour. */
function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000)
}

interface ClaimedRow {
  id: number | string
  channel: 'push' | 'sms' | 'whatsapp'
  recipient_kind: 'lead' | 'operator'
  recipient_id: number | string
  attempts: number | string
  kind: string
  urgent: boolean
  params: NotifyParams
  url: string
  tag: string
  phone: string | null
  language: string | null
  /** The channel's choice now (null: never saved, on): one turned off since the event was queued is not sent. */
  chosen: boolean | null
}

async function claim(db: Db, now: Date): Promise<ClaimedRow[]> {
  const until = new Date(now.getTime() + CLAIM_MS).toISOString()
  const claimed = await rowsOf<{ id: number | string }>(db, sql`
    update notify_deliveries set claimed_until = ${until}, attempts = attempts + 1
    where id in (
      select id from notify_deliveries
      where state = 'pending' and due_at <= ${now.toISOString()} and attempts < ${MAX_ATTEMPTS}
        and (claimed_until is null or claimed_until < ${now.toISOString()})
      order by due_at, id limit ${BATCH} for update skip locked)
    returning id`)
  if (claimed.length === 0) return []
  return rowsOf<ClaimedRow>(db, sql`
    select d.id, d.channel, d.recipient_kind, d.recipient_id, d.attempts, e.kind, e.urgent, e.params, e.url, e.tag,
      coalesce(l.phone_number, o.phone_number) as phone, l.language,
      case d.channel when 'push' then p.push when 'sms' then p.sms else p.whatsapp end as chosen
    from notify_deliveries d
    join notify_events e on e.id = d.event_id
    left join notify_preferences p on p.recipient_kind = d.recipient_kind and p.recipient_id = d.recipient_id
    left join leads l on d.recipient_kind = 'lead' and l.id = d.recipient_id
    left join operators o on d.recipient_kind = 'operator' and o.id = d.recipient_id
    where d.id in (${sql.join(claimed.map((c) => sql`${Number(c.id)}`), sql`, `)})
    order by d.due_at, d.id`)
}

/** Deliveries whose last attempt died with its instance: no more tries. */
async function giveUpAbandoned(db: Db, now: Date): Promise<void> {
  await db.execute(sql`
    update notify_deliveries set state = 'failed', last_error = coalesce(last_error, 'abandoned: every attempt was interrupted'), claimed_until = null
    where state = 'pending' and attempts >= ${MAX_ATTEMPTS} and claimed_until < ${now.toISOString()}`)
}

/** Sends one claimed delivery; `skipped`: nothing to send it by (no phone, push off, no template, the channel turned off since). */
async function send(deps: NotifyDeps, d: ClaimedRow): Promise<'sent' | 'skipped'> {
  const template = templateOf(d.recipient_kind, d.kind)
  if (!template || d.chosen === false) return 'skipped'
  const language: Language = d.language === 'hi' ? 'hi' : 'en'
  const key = `notify-${Number(d.id)}`
  if (d.channel === 'push') {
    if (!deps.push) return 'skipped'
    const { title, body } = template[language](d.params)
    const payload: PushPayload = { title, body, url: d.url, tag: d.tag }
    const targets = await rowsOf<PushTarget & { id: number | string }>(deps.db, sql`
      select id, endpoint, p256dh, auth from push_subscriptions where recipient_kind = ${d.recipient_kind} and recipient_id = ${Number(d.recipient_id)}`)
    for (const target of targets) {
      const outcome = await deps.push.send(target, payload, { urgent: d.urgent })
      // the browser unsubscribed or the subscription expired: it is of no use any more
      if (outcome === 'gone') await deps.db.execute(sql`delete from push_subscriptions where id = ${Number(target.id)}`)
      else if (d.phone) deps.devOutbox?.recordPush(d.phone, target.endpoint, `${title}: ${body}`, `${key}-${target.endpoint}`)
    }
    return 'sent'
  }
  if (!d.phone) return 'skipped'
  await deps.sms.send(d.phone, messageText(template, language, d.params, `${deps.origin}${d.url}`), { channel: d.channel, idempotencyKey: key })
  return 'sent'
}

async function settle(deps: NotifyDeps, d: ClaimedRow, outcome: 'sent' | 'skipped'): Promise<void> {
  await deps.db.execute(sql`
    update notify_deliveries set state = ${outcome}, sent_at = ${outcome === 'sent' ? deps.now().toISOString() : null}, claimed_until = null, last_error = null
    where id = ${Number(d.id)}`)
}

async function retryLater(deps: NotifyDeps, d: ClaimedRow, error: unknown): Promise<void> {
  const attempts = Number(d.attempts)
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500)
  const last = attempts >= MAX_ATTEMPTS
  const due = new Date(deps.now().getTime() + backoffMs(attempts)).toISOString()
  await deps.db.execute(sql`
    update notify_deliveries set state = ${last ? 'failed' : 'pending'}, due_at = ${due}, claimed_until = null, last_error = ${message}
    where id = ${Number(d.id)}`)
  deps.log.warn({ delivery: Number(d.id), channel: d.channel, attempts, err: message }, last ? 'notification delivery gave up' : 'notification delivery failed; retried later')
}

/** One run: every due delivery (up to a bound), each settled on its own. Returns how many were sent. */
export async function runNotifyWorker(deps: NotifyDeps, signal?: AbortSignal): Promise<number> {
  let sent = 0
  await giveUpAbandoned(deps.db, deps.now())
  for (let batch = 0; batch < BATCHES_PER_RUN && !signal?.aborted; batch++) {
    const claimed = await claim(deps.db, deps.now())
    let next = 0
    // a few at a time: an SMS gateway's or a push service's answer takes longer than the database's
    await Promise.all(Array.from({ length: Math.min(SENDING_AT_ONCE, claimed.length) }, async () => {
      while (next < claimed.length) {
        const d = claimed[next++] as ClaimedRow
        // stopping: what is claimed and not begun goes back at once instead of waiting for the lease
        if (signal?.aborted) {
          await deps.db.execute(sql`update notify_deliveries set claimed_until = null, attempts = attempts - 1 where id = ${Number(d.id)} and state = 'pending'`)
          continue
        }
        try {
          const outcome = await send(deps, d)
          await settle(deps, d, outcome)
          if (outcome === 'sent') sent++
        } catch (error) {
          await retryLater(deps, d, error)
        }
      }
    }))
    if (claimed.length < BATCH) break
  }
  return sent
}
