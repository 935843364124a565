import type { FastifyBaseLogger } from 'fastify'
import { WEBHOOK_EVENT_ID_HEADER, WEBHOOK_SIGNATURE_HEADER } from '@basera/contract/payments'
import type { Db } from '../../db/client.ts'
import { hmacHex } from '../../lib/hmac.ts'
import { newId, readSettings, type Doc } from './store.ts'

// Webhooks as Razorpay sends them: a POST of the event to the app over real HTTP, signed with the webhook secret
// (HMAC-SHA256 of the exact body, `X-Razorpay-Signature`) and carrying `x-razorpay-event-id`; a delivery that
// gets no 2xx is tried again a few times. The test settings drop or delay them.

const RETRY_AFTER_MS = [500, 2000, 5000]

export interface WebhookSender {
  /** Sends `event` about these entities (`{ payment: {...} }`), in the background. */
  send: (event: string, entities: Record<string, Doc>) => Promise<void>
  /** Stops pending deliveries (the app is closing). */
  close: () => void
}

export function webhookSender(db: Db, o: { secret: string; url: () => string; log: FastifyBaseLogger; now: () => Date }): WebhookSender {
  const timers = new Set<NodeJS.Timeout>()
  let closed = false

  const later = (ms: number, work: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer)
      if (!closed) work()
    }, ms)
    timer.unref()
    timers.add(timer)
  }

  async function post(body: string, eventId: string): Promise<boolean> {
    const res = await fetch(o.url(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: hmacHex(o.secret, body), [WEBHOOK_EVENT_ID_HEADER]: eventId },
      body,
      signal: AbortSignal.timeout(5000),
    })
    return res.ok
  }

  async function deliver(body: string, eventId: string, attempt: number): Promise<void> {
    // no answer, or no address to send to (the app not listening yet, or closing): a failed delivery, tried again
    const ok = await post(body, eventId).catch(() => false)
    if (ok || closed) return
    const wait = RETRY_AFTER_MS[attempt]
    if (wait === undefined) {
      o.log.warn({ eventId }, 'sandbox gateway: webhook not delivered after retries')
      return
    }
    later(wait, () => void deliver(body, eventId, attempt + 1))
  }

  return {
    send: async (event, entities) => {
      const settings = await readSettings(db)
      if (settings.drop_webhooks) return
      const payload = Object.fromEntries(Object.entries(entities).map(([name, entity]) => [name, { entity: publicFields(entity) }]))
      const body = JSON.stringify({
        entity: 'event', account_id: 'acc_SandboxPlatform', event, contains: Object.keys(entities), payload, created_at: Math.floor(o.now().getTime() / 1000),
      })
      const eventId = newId('evt')
      later(settings.delay_webhooks_ms, () => void deliver(body, eventId, 0))
    },
    close: () => {
      closed = true
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
    },
  }
}

/** A document as the gateway shows it: without the store's own link field. */
export function publicFields(doc: Doc): Record<string, unknown> {
  const { parent: _parent, ...fields } = doc
  return fields
}
