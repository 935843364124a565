import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import { sql } from 'drizzle-orm'
import { rowsOf, type Db } from '../../db/client.ts'

// Money you can watch (README "Payments", what to alert on): counters of what the gateway did, the webhooks'
// lag and forgeries, reconciliation, and the gateway actions still waiting. prom-client directly (15, Node ≥ 16):
// the Fastify plugins around it (fastify-metrics 14) want Node 22. One registry per app, so tests build many.

export interface MoneyMetrics {
  registry: Registry
  ordersCreated: Counter
  paymentsCaptured: Counter
  paymentsFailed: Counter
  refunds: Counter
  refundedPaise: Counter
  webhookLag: Histogram
  webhookSignatureFailures: Counter
  webhookDuplicates: Counter
  ordersReconciled: Counter<'outcome'>
  gatewayErrors: Counter<'kind'>
  actionsFailed: Counter<'kind'>
}

export function moneyMetrics(db: Db): MoneyMetrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const counter = <L extends string = string>(name: string, help: string, labelNames: L[] = []) => new Counter<L>({ name, help, labelNames, registers: [registry] })
  const metrics: MoneyMetrics = {
    registry,
    ordersCreated: counter('basera_payments_created_total', 'Gateway orders created for tokens (a second tap on Pay reuses its order and counts nothing)'),
    paymentsCaptured: counter('basera_payments_captured_total', 'Token payments the gateway captured, counted once each'),
    paymentsFailed: counter('basera_payments_failed_total', 'Token payment attempts that failed'),
    refunds: counter('basera_payments_refunded_total', 'Refunds the gateway made'),
    refundedPaise: counter('basera_payments_refunded_paise_total', 'Paise refunded through the gateway'),
    webhookLag: new Histogram({
      name: 'basera_webhook_lag_seconds', help: 'From the gateway creating an event to the app receiving it', registers: [registry],
      buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 1800, 3600, 21_600],
    }),
    webhookSignatureFailures: counter('basera_webhook_signature_failures_total', 'Webhooks refused for a missing or wrong signature'),
    webhookDuplicates: counter('basera_webhook_duplicates_total', 'Webhooks whose event id was seen before (answered 2xx, nothing done)'),
    ordersReconciled: counter('basera_orders_reconciled_total', 'Pending orders and payments the reconciliation asked the gateway about, by what it found', ['outcome']),
    gatewayErrors: counter('basera_gateway_errors_total', 'Gateway calls that failed: unavailable (no answer, 5xx, timeout) or refused (4xx)', ['kind']),
    actionsFailed: counter('basera_money_actions_failed_total', 'Transfers, refunds or releases the gateway refused (they wait for a person)', ['kind']),
  }
  // read at each scrape: what still waits for the gateway, and how long the oldest has waited
  new Gauge({
    name: 'basera_money_actions_pending', help: 'Transfers, refunds and releases not yet done at the gateway', registers: [registry],
    async collect() {
      const [row] = await rowsOf<{ n: number | string }>(db, sql`select count(*)::int as n from money_actions where state = 'pending'`)
      this.set(Number(row?.n ?? 0))
    },
  })
  new Gauge({
    name: 'basera_money_actions_oldest_pending_seconds', help: 'Age of the oldest transfer, refund or release still waiting', registers: [registry],
    async collect() {
      const [row] = await rowsOf<{ s: number | string | null }>(db, sql`select extract(epoch from now() - min(created_at))::float8 as s from money_actions where state = 'pending'`)
      this.set(Number(row?.s ?? 0))
    },
  })
  new Gauge({
    name: 'basera_webhook_events_unprocessed', help: 'Webhook events received and not yet worked on', registers: [registry],
    async collect() {
      const [row] = await rowsOf<{ n: number | string }>(db, sql`select count(*)::int as n from webhook_events where processed_at is null`)
      this.set(Number(row?.n ?? 0))
    },
  })
  return metrics
}
