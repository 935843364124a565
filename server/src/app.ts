import { randomBytes } from 'node:crypto'
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify'
import compress from '@fastify/compress'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { Redis } from 'ioredis'
import type { Config } from './config.ts'
import type { AppContext } from './context.ts'
import type { Database } from './db/client.ts'
import { systemClock, type Clock } from './lib/clock.ts'
import { createReadiness, type Readiness } from './lib/readiness.ts'
import { DevSmsProvider, WebhookSmsProvider, type SmsProvider } from './lib/sms.ts'
import { MemoryThrottle, RedisThrottle } from './lib/throttle.ts'
import { maskDigits } from './lib/mask.ts'
import { SANDBOX_GATEWAY_PREFIX } from '@basera/contract/sandbox-gateway'
import { razorpayWebhook } from '@basera/contract/endpoints'
import { errors } from './plugins/errors.ts'
import { bodyDepth } from './plugins/body-depth.ts'
import { auth, SessionCache } from './plugins/auth.ts'
import { rateLimits } from './plugins/rate-limit.ts'
import { openapi } from './plugins/openapi.ts'
import { health } from './plugins/health.ts'
import { security } from './plugins/security.ts'
import { RENDER_HEADER, webApp } from './plugins/web-app.ts'
import { leadsRoutes } from './modules/leads/routes.ts'
import { localitiesRoutes } from './modules/localities/routes.ts'
import { propertiesRoutes } from './modules/properties/routes.ts'
import { searchAnswers } from './modules/search/answers.ts'
import { searchRoutes, type SavedSearchControls } from './modules/search/routes.ts'
import { placesRoutes } from './modules/places/routes.ts'
import { reviewsRoutes } from './modules/reviews/routes.ts'
import { bookingRoutes } from './modules/booking/routes.ts'
import { shortlistRoutes } from './modules/shortlist/routes.ts'
import { visitsRoutes } from './modules/visits/routes.ts'
import { threadsRoutes } from './modules/threads/routes.ts'
import { requestsRoutes } from './modules/requests/routes.ts'
import { rentPaymentsRoutes } from './modules/rent-payments/routes.ts'
import { recentSearchesRoutes } from './modules/recent-searches/routes.ts'
import { homeRoutes } from './modules/home/routes.ts'
import { contentRoutes } from './modules/content/routes.ts'
import { eventsRoutes } from './modules/events/routes.ts'
import { serviceCallRoutes } from './modules/service-call/routes.ts'
import { operatorListingsRoutes } from './modules/operator-listings/routes.ts'
import { photosRoutes } from './modules/photos/routes.ts'
import { devRoutes } from './modules/dev/routes.ts'
import { publicConfigRoutes } from './modules/public-config/routes.ts'
import { seoRoutes } from './modules/seo/routes.ts'
import { operatorAuthRoutes } from './modules/operator-auth/routes.ts'
import { operatorTeamRoutes } from './modules/operator-team/routes.ts'
import { operatorAuditRoutes } from './modules/operator-audit/routes.ts'
import { operatorInboxRoutes } from './modules/operator-inbox/routes.ts'
import { operatorPropertiesRoutes } from './modules/operator-properties/routes.ts'
import { realtimeRoutes } from './modules/realtime/routes.ts'
import { paymentsRoutes, type MoneyControls } from './modules/payments/routes.ts'
import { notifyRoutes, type NotifyControls } from './modules/notify/routes.ts'
import { RazorpayAdapter } from './modules/payments/razorpay-adapter.ts'
import { GatewayError } from './modules/payments/gateway.ts'
import { sandboxGatewayRoutes } from './modules/sandbox-gateway/routes.ts'
import { checkoutFormTargets } from './modules/payments/checkout.ts'
import { listingsAnswers } from './modules/listings/answers.ts'
import { RecentSearchRecorder } from './modules/recent-searches/recent-search-recorder.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes now what the app keeps in memory to write later (recent searches), so a reader of the database sees it. */
    flushPendingWrites: () => Promise<void>
    /** One run of the money job now (tests move the clock, then run it; the app runs it every PAYMENT_RECONCILE_MS). */
    runMoneyJob: () => Promise<void>
    /** Waits for the money work started in the background so far (a webhook's processing, queued gateway actions). */
    moneySettled: () => Promise<void>
    /** One run of the saved searches' alerts now (tests move the clock, then run it; the app runs it every SAVED_SEARCH_CHECK_MS). */
    runSavedSearchAlerts: () => Promise<number>
    /** One run of the notification worker now: every due SMS, WhatsApp and push (the app runs it every NOTIFY_POLL_MS). */
    runNotifyWorker: () => Promise<number>
  }
}

export interface AppOverrides {
  /** Tests move the clock to check expiries. */
  now?: Clock
  sms?: SmsProvider
  /** server.ts listens before migrating and marks the app ready after; tests get a ready app. */
  readiness?: Readiness
  /** false: the money job runs only when called (app.runMoneyJob), so a test decides when the clock's work happens. */
  moneyJobTimer?: boolean
  /** false: the saved searches' alerts run only when called (app.runSavedSearchAlerts). */
  savedSearchTimer?: boolean
  /** false: the notification worker runs only when called (app.runNotifyWorker). */
  notifyWorkerTimer?: boolean
  /** How often open console streams get a heartbeat and their sessions are checked (20 s; tests shorten it). */
  consoleHeartbeatMs?: number
}

const BODY_LIMIT_BYTES = 64 * 1024

/** Waits briefly for the first connection, so the first requests after start find Redis ready. */
async function redisReady(redis: Redis, log: FastifyBaseLogger): Promise<void> {
  if (redis.status === 'ready') return
  const ready = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), 2000)
    redis.once('ready', () => {
      clearTimeout(timer)
      resolve(true)
    })
  })
  if (!ready) log.warn('Redis is not reachable yet; limits are skipped and sign-in codes refused until it is')
}

export async function buildApp(config: Config, database: Database, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    logger: {
      level: config.logLevel,
      // tokens and codes never reach the log; phone numbers in URLs are masked
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.otp', '*.accessToken', '*.code'],
      serializers: {
        req: (req: { method: string; url: string }) => ({ method: req.method, url: maskDigits(req.url) }),
      },
    },
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  // the API speaks JSON only: a text body is refused with 415 instead of failing validation
  app.removeContentTypeParser('text/plain')

  const now = overrides.now ?? systemClock
  // the page renderer's calls on the app's own routes carry it; a client cannot know it
  const renderToken = randomBytes(16).toString('hex')
  // no offline queue: while Redis is away, calls fail at once (limits skip, OTP throttle answers 503)
  // instead of every request waiting for a reconnect
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000, enableOfflineQueue: false })
    : null
  redis?.on('error', (err: Error) => app.log.warn({ err: err.message }, 'redis error'))
  if (redis) await redisReady(redis, app.log)
  const devOutbox = config.isDevelopment && config.sms.provider === 'dev' ? new DevSmsProvider(app.log, now) : null
  const sms = overrides.sms ?? (config.sms.provider === 'webhook' ? new WebhookSmsProvider(config.sms.url, config.sms.token) : devOutbox)
  if (!sms) throw new Error('No SMS provider configured')

  const listings = listingsAnswers(database.db, config.searchCacheMs)
  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    now,
    sms,
    devOutbox,
    throttle: redis ? new RedisThrottle(redis) : new MemoryThrottle(now),
    listings,
    search: searchAnswers(database.db, listings.version, config.searchCacheMs),
    sessions: new SessionCache(database.db, config.searchCacheMs > 0),
    recentSearches: new RecentSearchRecorder(database.db, app.log),
    moneyQueued: () => undefined,
    log: app.log,
  }

  app.decorate('flushPendingWrites', () => ctx.recentSearches.flush())
  // server.close() ends only the keep-alive connections idle at that moment: one whose request was still running
  // would stay open after its answer until the client's keep-alive ran out (72 s), and close would wait for it
  let reapIdle: NodeJS.Timeout | undefined
  app.addHook('preClose', async () => {
    reapIdle = setInterval(() => app.server.closeIdleConnections(), 100)
    reapIdle.unref()
  })
  app.addHook('onClose', async () => {
    clearInterval(reapIdle)
    await ctx.recentSearches.close()
    await redis?.quit().catch(() => redis.disconnect())
    await database.close()
  })

  await app.register(errors)
  await app.register(bodyDepth)
  await app.register(security, { tileUrl: config.map?.tileUrl ?? null, formTargets: checkoutFormTargets(config.payments) })
  // brotli or gzip for browsers that ask: the entry script and API lists shrink 3 to 8 times on slow mobile links
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] })
  await app.register(rateLimits, { max: config.rateLimitMax, redis, trusted: { header: RENDER_HEADER, value: renderToken } })
  await app.register(auth, { sessions: ctx.sessions, db: ctx.db, now })
  await app.register(openapi)

  await app.register(health, { db: ctx.db, redis, readiness: overrides.readiness ?? createReadiness(true) })
  await app.register(leadsRoutes, ctx)
  await app.register(localitiesRoutes, ctx)
  await app.register(propertiesRoutes, ctx)
  const savedSearchAlerts: SavedSearchControls = { run: async () => 0 }
  app.decorate('runSavedSearchAlerts', () => savedSearchAlerts.run())
  await app.register(searchRoutes, { ctx, timer: overrides.savedSearchTimer ?? true, controls: savedSearchAlerts })
  await app.register(placesRoutes, ctx)
  await app.register(reviewsRoutes, ctx)
  await app.register(bookingRoutes, ctx)
  await app.register(shortlistRoutes, ctx)
  await app.register(visitsRoutes, ctx)
  await app.register(threadsRoutes, ctx)
  await app.register(requestsRoutes, ctx)
  await app.register(rentPaymentsRoutes, ctx)
  await app.register(recentSearchesRoutes, ctx)
  await app.register(homeRoutes, ctx)
  await app.register(contentRoutes, ctx)
  await app.register(eventsRoutes, ctx)
  await app.register(serviceCallRoutes, ctx)
  await app.register(publicConfigRoutes, { support: config.support, map: config.map })
  await app.register(operatorAuthRoutes, ctx)
  await app.register(operatorTeamRoutes, ctx)
  await app.register(operatorAuditRoutes, ctx)
  await app.register(operatorInboxRoutes, ctx)
  await app.register(operatorPropertiesRoutes, ctx)
  await app.register(operatorListingsRoutes, ctx)
  await app.register(realtimeRoutes, { ctx, heartbeatMs: overrides.consoleHeartbeatMs })
  await app.register(photosRoutes, ctx)
  await app.register(devRoutes, ctx)
  const notify: NotifyControls = { run: async () => 0 }
  app.decorate('runNotifyWorker', () => notify.run())
  await app.register(notifyRoutes, { ctx, timer: overrides.notifyWorkerTimer ?? true, controls: notify })
  // the app's own address, for the sandbox gateway it serves (development): the adapter calls it and it calls back
  const ownOrigin = () => {
    const address = app.server.address()
    if (!address || typeof address === 'string') throw new GatewayError('unavailable', 'the app is not listening yet: the sandbox gateway cannot be reached')
    const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address
    return `http://${host}:${address.port}`
  }
  const payments = config.payments
  const gateway = new RazorpayAdapter({
    keyId: payments.keyId, keySecret: payments.keySecret, webhookSecret: payments.webhookSecret, timeoutMs: payments.timeoutMs,
    baseUrl: payments.apiBase === null ? () => `${ownOrigin()}${SANDBOX_GATEWAY_PREFIX}` : () => payments.apiBase ?? '',
  })
  const money: MoneyControls = { runJob: async () => undefined, settled: async () => undefined }
  app.decorate('runMoneyJob', () => money.runJob())
  app.decorate('moneySettled', () => money.settled())
  await app.register(paymentsRoutes, { ctx, gateway, controls: money, timer: overrides.moneyJobTimer ?? true })
  if (config.isDevelopment && payments.gateway === 'sandbox') {
    await app.register(sandboxGatewayRoutes, { ctx, webhookUrl: () => `${ownOrigin()}${razorpayWebhook.path}` })
  }
  await app.register(seoRoutes, ctx)
  await app.register(webApp, { webDist: config.webDist, webServerBuild: config.webServerBuild, publicOrigin: config.publicOrigin, renderToken })
  return app
}
