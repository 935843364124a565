import type { FastifyInstance } from 'fastify'
import * as endpoints from '@basera/contract/endpoints'
import type { AppContext } from '../../context.ts'
import { route } from '../../lib/endpoint-route.ts'
import { currentOperator, ownLead } from '../../plugins/auth.ts'
import { preferencesOf, savePreferences, savePushSubscription } from './preferences.ts'
import { runNotifyWorker, type NotifyDeps } from './worker.ts'
import { vapidKeys, webPushSender } from './push.ts'

/** Tests run the worker when they choose (app.runNotifyWorker); the app runs it every NOTIFY_POLL_MS. */
export interface NotifyControls {
  run: () => Promise<number>
}

/** Reaching people: the channels' endpoints, and the worker that sends what the events queued. */
export async function notifyRoutes(app: FastifyInstance, { ctx, timer: every, controls }: { ctx: AppContext; timer: boolean; controls: NotifyControls }): Promise<void> {
  const vapid = vapidKeys(ctx.config, ctx.log)
  const deps: NotifyDeps = {
    db: ctx.db, now: ctx.now, sms: ctx.sms, devOutbox: ctx.devOutbox, push: vapid ? webPushSender(vapid) : null,
    origin: ctx.config.publicOrigin ?? `http://localhost:${ctx.config.port}`, log: ctx.log,
  }
  const stopping = new AbortController()
  let running: Promise<number> | null = null
  const run = () => {
    running ??= runNotifyWorker(deps, stopping.signal).finally(() => { running = null })
    return running
  }
  controls.run = run
  let timer: NodeJS.Timeout | undefined
  app.addHook('onReady', async () => {
    if (!every) return
    timer = setInterval(() => void run().catch((err: unknown) => ctx.log.error({ err }, 'notification worker failed')), ctx.config.notify.pollMs)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    clearInterval(timer)
    stopping.abort()
    await running?.catch(() => undefined)
  })

  route(app, endpoints.getPushConfig, () => ({ success: true, data: { vapid_public_key: vapid?.publicKey ?? null } }))
  // ---- tenant -------------------------------------------------------------------------------------
  route(app, endpoints.savePushSubscription, async (request) => {
    await savePushSubscription(ctx.db, 'lead', ownLead(request, request.body.leadId), request.body.subscription, ctx.now())
    return { success: true }
  })
  route(app, endpoints.getNotificationPreferences, async (request) => ({
    success: true, data: await preferencesOf(ctx.db, 'lead', ownLead(request, request.body.leadId)),
  }))
  route(app, endpoints.saveNotificationPreferences, async (request) => ({
    success: true, data: await savePreferences(ctx.db, 'lead', ownLead(request, request.body.leadId), request.body.preferences, ctx.now()),
  }))
  // ---- operator -----------------------------------------------------------------------------------
  route(app, endpoints.saveOperatorPushSubscription, async (request) => {
    await savePushSubscription(ctx.db, 'operator', currentOperator(request).id, request.body.subscription, ctx.now())
    return { success: true }
  })
  route(app, endpoints.getOperatorNotificationPreferences, async (request) => ({
    success: true, data: await preferencesOf(ctx.db, 'operator', currentOperator(request).id),
  }))
  route(app, endpoints.saveOperatorNotificationPreferences, async (request) => ({
    success: true, data: await savePreferences(ctx.db, 'operator', currentOperator(request).id, request.body.preferences, ctx.now()),
  }))
}
