import type { FastifyInstance } from 'fastify'
import * as endpoints from '@basera/contract/endpoints'
import type { AppContext } from '../../context.ts'
import { route } from '../../lib/endpoint-route.ts'
import { allOperators } from '../operator-team/service.ts'

/** Registered on development servers only; in production the path is an ordinary 404. */
export async function devRoutes(app: FastifyInstance, ctx: AppContext) {
  const outbox = ctx.devOutbox
  if (!ctx.config.isDevelopment || !outbox) return
  route(app, endpoints.devOperators, async () => ({ success: true, data: await allOperators(ctx.db) }))
  route(app, endpoints.devOutbox, (request) => ({ success: true, data: outbox.messagesFor(request.query.phoneNumber) }))
}
