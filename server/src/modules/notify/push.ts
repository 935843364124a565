import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import webpush from 'web-push'
import type { PushPayload } from '@basera/contract/notify'
import { DEV_VAPID_SUBJECT, type Config } from '../../config.ts'

export type VapidKeys = NonNullable<Config['notify']['vapid']>

export interface PushTarget {
  endpoint: string
  p256dh: string
  auth: string
}

/** `gone`: the push service no longer knows the subscription (404 or 410): it is deleted. */
type PushOutcome = 'sent' | 'gone'

export interface PushSender {
  publicKey: string
  send(target: PushTarget, payload: PushPayload, options: { urgent: boolean }): Promise<PushOutcome>
}

/** An urgent push is worth a day on a phone that is off; any other, four (the service drops it after). */
const URGENT_TTL_SECONDS = 24 * 3600
const NORMAL_TTL_SECONDS = 4 * 24 * 3600
const PUSH_TIMEOUT_MS = 10_000

/**
 * Web Push through `web-push` 3.6 (RFC 8291 encryption, VAPID headers), sent with fetch: the payload is
 * encrypted for the browser's keys, and the Topic header (the payload's tag) lets the push service replace
 * a message still waiting on a device with its repeat.
 */
export function webPushSender(vapid: VapidKeys): PushSender {
  return {
    publicKey: vapid.publicKey,
    async send(target, payload, { urgent }) {
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          TTL: urgent ? URGENT_TTL_SECONDS : NORMAL_TTL_SECONDS,
          urgency: urgent ? 'high' : 'normal',
          contentEncoding: 'aes128gcm',
          ...(payload.tag ? { topic: topicOf(payload.tag) } : {}),
        },
      )
      const response = await fetch(details.endpoint, {
        method: details.method, headers: details.headers, body: new Uint8Array(details.body), signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      })
      await response.body?.cancel()
      if (response.status === 404 || response.status === 410) return 'gone'
      if (!response.ok) throw new Error(`push service answered ${response.status}`)
      return 'sent'
    },
  }
}

/** A Topic header is at most 32 characters of the URL-safe base64 alphabet. */
function topicOf(tag: string): string {
  return tag.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 32)
}

/**
 * The VAPID keys: from the configuration, or in development generated once and kept in DATA_DIR (browsers'
 * subscriptions are tied to the key, so a restart must not change it). Null: push is off.
 */
export function vapidKeys(config: Config, log: FastifyBaseLogger): VapidKeys | null {
  if (config.notify.vapid) return config.notify.vapid
  if (!config.isDevelopment) return null
  const file = path.join(config.dataDir, 'vapid-keys.json')
  try {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string }
    return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject: DEV_VAPID_SUBJECT }
  } catch {
    // none kept yet (or unreadable): made below
  }
  try {
    const keys = webpush.generateVAPIDKeys()
    mkdirSync(config.dataDir, { recursive: true })
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600 })
    log.info('development VAPID keys generated and kept in DATA_DIR (push notifications on)')
    return { ...keys, subject: DEV_VAPID_SUBJECT }
  } catch (error) {
    log.warn({ err: error instanceof Error ? error.message : error }, 'no VAPID keys and DATA_DIR is not writable: push notifications are off')
    return null
  }
}
