import type { FastifyInstance } from 'fastify'
import * as endpoints from '@basera/contract/endpoints'
import type { AppContext } from '../../context.ts'
import { route } from '../../lib/endpoint-route.ts'
import { actingLead } from '../../plugins/auth.ts'
import { logEvent } from './service.ts'

export async function eventsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, endpoints.logEvent, async (request) => {
    await logEvent(ctx.db, actingLead(request, undefined), request.body, ctx.now())
    return { success: true }
  })
}
