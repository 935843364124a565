import type { FastifyInstance } from 'fastify'
import * as endpoints from '@basera/contract/endpoints'
import type { AppContext } from '../../context.ts'
import { route } from '../../lib/endpoint-route.ts'
import { ownLead } from '../../plugins/auth.ts'
import { listRecentSearches } from './service.ts'

export async function recentSearchesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, endpoints.getRecentSearches, async (request) => {
    const leadId = ownLead(request, request.body.leadId)
    await ctx.recentSearches.flush()
    return { success: true, data: await listRecentSearches(ctx.db, leadId) }
  })
}
