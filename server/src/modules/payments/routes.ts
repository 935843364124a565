import type { FastifyInstance } from 'fastify'
import * as endpoints from '@basera/contract/endpoints'
import { moneyMessages } from '@basera/contract/payout'
import { WEBHOOK_EVENT_ID_HEADER, WEBHOOK_SIGNATURE_HEADER } from '@basera/contract/payments'
import type { AppContext } from '../../context.ts'
import { registerCacheMetrics } from '../../lib/cache-metrics.ts'
import { route } from '../../lib/endpoint-route.ts'
import { siteOrigin } from '../../lib/site-origin.ts'
import { currentOperator, ownLead } from '../../plugins/auth.ts'
import { leadPayments, operatorMoney } from '../money/ledger-read.ts'
import { operatorNotificationsOf } from '../notifications/operators.ts'
import { propertyCondition } from '../operator-access/scope.ts'
import { bookings } from '../../db/schema-activity.ts'
import { autopayRoutes } from '../autopay/routes.ts'
import { duesRoutes } from '../dues/routes.ts'
import { leavingRoutes } from '../leaving/routes.ts'
import { checkoutCallbackRoute } from './checkout.ts'
import type { PaymentsDeps } from './deps.ts'
import type { PaymentGateway } from './gateway.ts'
import { moneyMetrics } from './metrics.ts'
import { runMoneyActions } from './money-actions.ts'
import { runMoneyJob } from './money-job.ts'
import { getPayoutAccount, savePayoutAccount } from './payout-service.ts'
import { createTokenPayment, verifyPayment } from './token-payment-service.ts'
import { processWebhookEvent, receiveWebhook } from './webhook-service.ts'

/** Handles app.ts decorates the app with (a plugin's own decorations stay inside it). */
export interface MoneyControls {
  /** One run of the money job now (tests move the clock, then run it; the app runs it every PAYMENT_RECONCILE_MS). */
  runJob: () => Promise<void>
  /** Waits for the background work started so far (a webhook's processing, queued gateway actions). */
  settled: () => Promise<void>
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * Money, part 1: the token's calls, the gateway's webhook, the console's payout account, Money screen and
 * notifications, /metrics, and the money job. `gateway` is the Razorpay adapter (pointed at the sandbox in
 * development).
 */
export async function paymentsRoutes(
  app: FastifyInstance, { ctx, gateway, controls, timer: every }: { ctx: AppContext; gateway: PaymentGateway; controls: MoneyControls; timer: boolean },
): Promise<void> {
  const pending = new Set<Promise<unknown>>()
  let closing = false
  let actionsRunning: Promise<unknown> | null = null
  const background = (work: Promise<unknown>) => {
    const tracked = work.catch((err: unknown) => ctx.log.error({ err }, 'background money work failed')).finally(() => pending.delete(tracked))
    pending.add(tracked)
  }
  const deps: PaymentsDeps = {
    db: ctx.db, gateway, metrics: moneyMetrics(ctx.db), config: ctx.config.payments, log: ctx.log, now: ctx.now, background,
    // one run at a time per instance; a kick during a run is picked up by the run's next round
    kick: () => {
      if (closing || actionsRunning) return
      actionsRunning = runMoneyActions(deps).finally(() => { actionsRunning = null })
      background(actionsRunning)
    },
  }
  ctx.moneyQueued = deps.kick

  let jobRunning: Promise<void> | null = null
  const runJob = () => {
    jobRunning ??= runMoneyJob(deps).finally(() => { jobRunning = null })
    return jobRunning
  }
  controls.runJob = runJob
  controls.settled = async () => {
    while (pending.size > 0) await Promise.all([...pending])
  }
  let timer: NodeJS.Timeout | undefined
  app.addHook('onReady', async () => {
    if (!every) return
    timer = setInterval(() => void runJob().catch((err: unknown) => ctx.log.error({ err }, 'money job failed')), deps.config.reconcileMs)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    closing = true
    clearInterval(timer)
    await jobRunning?.catch(() => undefined)
    while (pending.size > 0) await Promise.all([...pending])
  })

  // ---- tenant -------------------------------------------------------------------------------------
  route(app, endpoints.createTokenPayment, async (request) => createTokenPayment(deps, ownLead(request, undefined), request.body.bookingId, siteOrigin(ctx.config.publicOrigin, request)))
  await app.register(checkoutCallbackRoute)
  route(app, endpoints.verifyPayment, async (request) => ctx.listings.written(await verifyPayment(deps, ownLead(request, undefined), request.body)))
  duesRoutes(app, ctx, deps)
  await leavingRoutes(app, ctx)
  await autopayRoutes(app, ctx, deps)
  route(app, endpoints.getLeadPayments, async (request) => ({ success: true, data: await leadPayments(ctx.db, ownLead(request, request.body.leadId)) }))

  // ---- the gateway's webhook: the exact bytes, for the signature ----------------------------------
  await app.register(async (raw) => {
    const jsonParser = raw.getDefaultJsonParser('error', 'error')
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))
    route(raw, endpoints.razorpayWebhook, async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      const parse = (text: string) => new Promise<unknown>((resolve, reject) => {
        void jsonParser(request, text, (error, value) => { if (error) reject(error); else resolve(value) })
      })
      const eventId = await receiveWebhook(deps, {
        body, signature: header(request.headers[WEBHOOK_SIGNATURE_HEADER]), eventId: header(request.headers[WEBHOOK_EVENT_ID_HEADER]), parse,
      })
      // stored: answer now, work after (the gateway retries slow answers)
      if (eventId) background(processWebhookEvent(deps, eventId))
      return { success: true }
    }, { config: { rateLimit: false } })
  })

  // ---- console ------------------------------------------------------------------------------------
  route(app, endpoints.getPayoutAccount, async (request) => ({
    success: true, data: await getPayoutAccount(deps, currentOperator(request), request.query.owner_operator_id),
  }))
  route(app, endpoints.savePayoutAccount, async (request) => ({
    success: true, message: moneyMessages.payoutSaved, data: await savePayoutAccount(deps, currentOperator(request), request.body),
  }))
  route(app, endpoints.listOperatorMoney, async (request) => {
    const scope = await propertyCondition(ctx.db, currentOperator(request), bookings.propertyId, request.query.property_id)
    if (scope === 'none') return { success: true, data: [], totals: { held: 0, released: 0, refunded: 0, received: 0 } }
    return { success: true, ...(await operatorMoney(ctx.db, scope)) }
  })
  route(app, endpoints.listOperatorNotifications, async (request) => ({ success: true, data: await operatorNotificationsOf(ctx.db, currentOperator(request).id) }))

  // ---- Prometheus (money, and the answer caches' hits): keep it off the public internet (README "Payments") ---
  registerCacheMetrics(deps.metrics.registry, () => ({ search: ctx.search.counts(), ...ctx.listings.counts() }))
  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    reply.type(deps.metrics.registry.contentType)
    return deps.metrics.registry.metrics()
  })
}
