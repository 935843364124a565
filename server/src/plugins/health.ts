import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import { sql } from 'drizzle-orm'
import { HealthReply } from '@basera/contract/common'
import * as endpoints from '@basera/contract/endpoints'
import { messages } from '@basera/contract/messages'
import type { Db } from '../db/client.ts'
import { route } from '../lib/endpoint-route.ts'
import type { Readiness } from '../lib/readiness.ts'

const HEALTH_URL = endpoints.health.path
const DATABASE_CHECK_MS = 2000

async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<false>((resolve) => { timer = setTimeout(() => resolve(false), DATABASE_CHECK_MS) })
  const check = db.execute(sql`select 1`).then(() => true, () => false)
  try {
    return await Promise.race([check, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * GET /api/health for the load balancer, and the gate that answers every other request 503 while the
 * instance is still starting (it listens before migrating, so the balancer sees it come up).
 */
export const health = fp(async (app: FastifyInstance, opts: { db: Db; redis: Redis | null; readiness: Readiness }) => {
  app.addHook('onRequest', async (req, reply) => {
    if (opts.readiness.isReady() || req.url.split('?')[0] === HEALTH_URL) return
    await reply.code(503).header('retry-after', '1').send({ message: messages.serviceUnavailable })
  })

  route(app, endpoints.health, async (_req, reply) => {
    const redis = opts.redis === null ? 'not configured' as const : opts.redis.status === 'ready' ? 'ok' as const : 'unreachable' as const
    if (!opts.readiness.isReady()) return reply.code(503).send({ status: 'starting', database: 'migrating', redis })
    if (!(await databaseAnswers(opts.db))) return reply.code(503).send({ status: 'unavailable', database: 'unreachable', redis })
    return { status: 'ok' as const, database: 'ok' as const, redis }
  }, { errors: { 503: HealthReply } })
}, { name: 'health' })
