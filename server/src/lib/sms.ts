import type { FastifyBaseLogger } from 'fastify'
import { maskPhone } from './mask.ts'

export interface SmsProvider {
  send(phone: string, text: string): Promise<void>
}

export interface OutboxMessage {
  phoneNumber: string
  channel: 'sms' | 'whatsapp' | 'push'
  to: string
  text: string
  code: string | null
  sent_at: string
}

const OUTBOX_PER_PHONE = 10

/**
 * Development only: logs the masked number (and the text, which holds the code) and keeps the last
 * messages per phone in memory for GET /api/dev/outbox.
 */
export class DevSmsProvider implements SmsProvider {
  private readonly outbox = new Map<string, OutboxMessage[]>()

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date,
  ) {}

  async send(phone: string, text: string): Promise<void> {
    const code = /\b(\d{4})\b/.exec(text)?.[1] ?? null
    const list = this.outbox.get(phone) ?? []
    list.unshift({ phoneNumber: phone, channel: 'sms', to: `+91${phone}`, text, code, sent_at: this.now().toISOString() })
    this.outbox.set(phone, list.slice(0, OUTBOX_PER_PHONE))
    this.log.info({ phone: maskPhone(phone), sms: text }, 'development SMS (not sent)')
  }

  messagesFor(phone: string): OutboxMessage[] {
    return this.outbox.get(phone) ?? []
  }
}

/** Posts {to, text} to an SMS gateway's webhook (or a relay in front of one). */
export class WebhookSmsProvider implements SmsProvider {
  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
  ) {}

  async send(phone: string, text: string): Promise<void> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.token ? { authorization: `Bearer ${this.token}` } : {}) },
      body: JSON.stringify({ to: `+91${phone}`, text }),
      signal: AbortSignal.timeout(5000),
    })
    if (!response.ok) throw new Error(`SMS webhook answered ${response.status}`)
  }
}
