import type { FastifyBaseLogger } from 'fastify'
import { maskPhone } from './mask.ts'

/** How a message goes: the one-time code is an SMS; notifications go by SMS or WhatsApp, each with a key. */
export interface SendOptions {
  /** `sms` unless said. */
  channel?: 'sms' | 'whatsapp'
  /**
   * The same key twice is one message to the reader: the notification worker sends a delivery again after a
   * crash between sending and marking it sent, and the provider drops the repeat.
   */
  idempotencyKey?: string
}

/** The one-time code's provider, and the notifications' SMS and WhatsApp (the same gateway or relay). */
export interface SmsProvider {
  send(phone: string, text: string, options?: SendOptions): Promise<void>
}

export interface OutboxMessage {
  phoneNumber: string
  channel: 'sms' | 'whatsapp' | 'push'
  to: string
  text: string
  code: string | null
  sent_at: string
}

const OUTBOX_PER_PHONE = 20
/** Keys remembered for dropping repeats (a retry comes within minutes; the oldest are forgotten first). */
const KEYS_REMEMBERED = 10_000

/**
 * Development only: logs the masked number (and the text, which holds the code) and keeps the last
 * messages per phone in memory for GET /api/dev/outbox: codes and notifications by SMS and WhatsApp, and the
 * pushes sent to the person's browsers. A message whose idempotency key was seen is dropped, as a real
 * provider given the key would.
 */
export class DevSmsProvider implements SmsProvider {
  private readonly outbox = new Map<string, OutboxMessage[]>()
  private readonly seenKeys = new Set<string>()

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date,
  ) {}

  async send(phone: string, text: string, options: SendOptions = {}): Promise<void> {
    if (this.repeated(options.idempotencyKey)) return
    const channel = options.channel ?? 'sms'
    // only the one-time code's SMS has a code; a notification's numbers (dates, rupees) are none
    const code = options.idempotencyKey === undefined ? /\b(\d{4})\b/.exec(text)?.[1] ?? null : null
    this.keep({ phoneNumber: phone, channel, to: `+91${phone}`, text, code, sent_at: this.now().toISOString() })
    this.log.info({ phone: maskPhone(phone), channel, sms: text }, 'development message (not sent)')
  }

  /** A push sent to `endpoint`, listed under its recipient's phone number. */
  recordPush(phone: string, endpoint: string, text: string, idempotencyKey: string): void {
    if (this.repeated(idempotencyKey)) return
    this.keep({ phoneNumber: phone, channel: 'push', to: endpoint, text, code: null, sent_at: this.now().toISOString() })
  }

  messagesFor(phone: string): OutboxMessage[] {
    return this.outbox.get(phone) ?? []
  }

  private keep(message: OutboxMessage): void {
    const list = this.outbox.get(message.phoneNumber) ?? []
    list.unshift(message)
    this.outbox.set(message.phoneNumber, list.slice(0, OUTBOX_PER_PHONE))
  }

  private repeated(key: string | undefined): boolean {
    if (key === undefined) return false
    if (this.seenKeys.has(key)) return true
    this.seenKeys.add(key)
    if (this.seenKeys.size > KEYS_REMEMBERED) {
      const oldest = this.seenKeys.values().next()
      if (!oldest.done) this.seenKeys.delete(oldest.value)
    }
    return false
  }
}

/**
 * Posts {to, text, channel, idempotency_key} to an SMS/WhatsApp gateway's webhook (or a relay in front of one),
 * the key also as the Idempotency-Key header, so the relay can drop a retried notification.
 */
export class WebhookSmsProvider implements SmsProvider {
  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
  ) {}

  async send(phone: string, text: string, options: SendOptions = {}): Promise<void> {
    const key = options.idempotencyKey
    const response = await fetch(this.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: JSON.stringify({ to: `+91${phone}`, text, channel: options.channel ?? 'sms', ...(key ? { idempotency_key: key } : {}) }),
      signal: AbortSignal.timeout(5000),
    })
    if (!response.ok) throw new Error(`SMS webhook answered ${response.status}`)
  }
}
