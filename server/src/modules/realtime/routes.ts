import type { FastifyInstance } from 'fastify'
import * as endpoints from '@basera/contract/endpoints'
import type { AppContext } from '../../context.ts'
import { route } from '../../lib/endpoint-route.ts'
import { currentOperator } from '../../plugins/auth.ts'
import { listenForChanges } from './listener.ts'
import { ConsoleStreams } from './streams.ts'

// GET /api/operator/v1/stream: server-sent events for the signed-in operator's console. Registered through the
// endpoint table like every call (its guard answers 401 without an operator token, and it is in the OpenAPI
// document), then the handler takes the raw response over: an endless stream has no JSON reply to serialise,
// and taking it over also keeps it out of compression, which would hold events back in its buffer.

const HEARTBEAT_MS = 20_000
/** How long a browser waits before it reconnects a dropped stream (the SSE `retry:` field). */
const RECONNECT_HINT_MS = 3000

export async function realtimeRoutes(app: FastifyInstance, { ctx, heartbeatMs = HEARTBEAT_MS }: { ctx: AppContext; heartbeatMs?: number | undefined }): Promise<void> {
  const streams = new ConsoleStreams(ctx.db, ctx.now, ctx.log)
  const failed = (what: string) => (err: unknown) => ctx.log.warn({ err: err instanceof Error ? err.message : String(err) }, `realtime: ${what} failed`)
  const listener = await listenForChanges(ctx.db, {
    onPayload: (payload) => void streams.deliver(payload).catch(failed('delivering a change')),
    onResumed: () => streams.resync(),
    log: ctx.log,
  })
  const heartbeat = setInterval(() => void streams.heartbeat().catch(failed('the heartbeat')), heartbeatMs)
  heartbeat.unref()
  // before the server stops accepting and waits for open requests: an open stream would keep it waiting
  app.addHook('preClose', async () => {
    clearInterval(heartbeat)
    streams.closeAll()
  })
  app.addHook('onClose', () => listener.close())

  route(app, endpoints.operatorStream, async (request, reply) => {
    const operator = currentOperator(request)
    await listener.ready
    reply.hijack()
    const response = reply.raw
    // the headers set so far (security, rate limit) belong to the reply Fastify no longer sends
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) response.setHeader(name, value)
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // nginx and other proxies pass each event on at once instead of buffering the answer
      'x-accel-buffering': 'no',
    })
    response.write(`retry: ${RECONNECT_HINT_MS}\n: connected\n\n`)
    const forget = streams.add(operator, response)
    request.raw.on('close', forget)
    return reply
  })
}
