import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import { gatewayMessages, RazorpayWebhookEvent } from '@basera/contract/payments'
import { webhookEvents } from '../../db/schema-money.ts'
import { AppError } from '../../lib/errors.ts'
import { applyAutopayEvent } from '../autopay/mandate-service.ts'
import type { PaymentsDeps } from './deps.ts'
import { recordPayment } from './settle.ts'

// Never trust a message about money (PRODUCT.md): a webhook counts only with a valid signature over the exact
// bytes received, once per event id. It is stored before the 2xx and worked on after it, so the gateway gets a
// fast answer and a crash in between loses nothing (the money job takes unprocessed events up). The work is
// idempotent: a payment already captured, a duplicate, a late `payment.failed` change nothing.

const CLAIM_MS = 60_000

/** The events whose payload carries a payment the app acts on; every other event is stored and left. */
const PAYMENT_EVENTS = new Set(['payment.captured', 'payment.failed', 'payment.authorized', 'order.paid'])
/** The events about a UPI AutoPay mandate: its authorisation payment, or its token (autopay/mandate-service.ts). */
const MANDATE_EVENTS = new Set(['payment.authorized', 'payment.failed', 'token.confirmed', 'token.rejected', 'token.cancelled'])

export interface RawWebhook {
  body: Buffer
  signature: string | undefined
  eventId: string | undefined
  /** The app's JSON parser (a body that poisons prototypes, or is not JSON, is refused like on every other call). */
  parse: (text: string) => Promise<unknown>
}

/**
 * Checks and stores one webhook: 401 for a missing or wrong signature, 400 without an event id or with a body
 * that is not an event. Answers the event id to work on, or null for a duplicate (nothing to do).
 */
export async function receiveWebhook(deps: PaymentsDeps, hook: RawWebhook): Promise<string | null> {
  if (!deps.gateway.webhookSignatureValid(hook.body, hook.signature)) {
    deps.metrics.webhookSignatureFailures.inc()
    throw new AppError(401, gatewayMessages.webhookSignatureInvalid)
  }
  const eventId = hook.eventId?.trim()
  if (!eventId || eventId.length > 100) throw new AppError(400, gatewayMessages.webhookEventIdMissing)
  let json: unknown
  try {
    json = await hook.parse(hook.body.toString('utf8'))
  } catch {
    throw new AppError(400, gatewayMessages.webhookBodyInvalid)
  }
  const event = RazorpayWebhookEvent.safeParse(json)
  if (!event.success) throw new AppError(400, gatewayMessages.webhookBodyInvalid)
  const now = deps.now()
  const inserted = await deps.db.insert(webhookEvents).values({
    eventId, event: event.data.event, payload: event.data.payload, createdAtGateway: new Date(event.data.created_at * 1000), receivedAt: now,
  }).onConflictDoNothing().returning({ eventId: webhookEvents.eventId })
  if (!inserted[0]) {
    deps.metrics.webhookDuplicates.inc()
    return null
  }
  deps.metrics.webhookLag.observe(Math.max(0, now.getTime() / 1000 - event.data.created_at))
  return eventId
}

/** Works on one stored event if no one else is (a claim with a time limit: a crashed worker's claim lapses). */
export async function processWebhookEvent(deps: PaymentsDeps, eventId: string): Promise<void> {
  const now = deps.now()
  const [claimed] = await deps.db.update(webhookEvents)
    .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS), attempts: sql`${webhookEvents.attempts} + 1` })
    .where(and(eq(webhookEvents.eventId, eventId), isNull(webhookEvents.processedAt), or(isNull(webhookEvents.claimedUntil), lt(webhookEvents.claimedUntil, now))))
    .returning()
  if (!claimed) return
  try {
    if (MANDATE_EVENTS.has(claimed.event)) await applyAutopayEvent(deps, claimed.event, claimed.payload)
    const payment = PAYMENT_EVENTS.has(claimed.event) ? deps.gateway.paymentInWebhook(claimed.payload) : null
    // an authorized payment waits for its capture (the gateway captures automatically and says so)
    if (payment && payment.status !== 'authorized') {
      await recordPayment(deps, payment, now)
      if (payment.status === 'captured') deps.kick()
    }
    await deps.db.update(webhookEvents).set({ processedAt: deps.now(), claimedUntil: null, lastError: null }).where(eq(webhookEvents.eventId, eventId))
  } catch (error) {
    deps.log.error({ err: error, eventId }, 'a webhook event could not be worked on; the money job tries again')
    await deps.db.update(webhookEvents).set({ claimedUntil: null, lastError: error instanceof Error ? error.message.slice(0, 500) : 'error' })
      .where(eq(webhookEvents.eventId, eventId))
  }
}

/** Events stored but not worked on (the app stopped between the 2xx and the work), oldest first. */
export async function unprocessedEvents(deps: PaymentsDeps, limit: number): Promise<string[]> {
  const now = deps.now()
  const rows = await deps.db.select({ eventId: webhookEvents.eventId }).from(webhookEvents)
    .where(and(isNull(webhookEvents.processedAt), or(isNull(webhookEvents.claimedUntil), lt(webhookEvents.claimedUntil, now))))
    .orderBy(webhookEvents.receivedAt).limit(limit)
  return rows.map((r) => r.eventId)
}
