import type { FastifyInstance } from 'fastify'
import * as endpoints from '@basera/contract/endpoints'
import type { AppContext } from '../../context.ts'
import { route } from '../../lib/endpoint-route.ts'
import { actingLead } from '../../plugins/auth.ts'
import { homeSections } from './service.ts'

export async function homeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, endpoints.getHomeSections, async (request) => {
    const leadId = actingLead(request, request.body.leadId)
    if (leadId !== null) await ctx.recentSearches.flush()
    const sections = await homeSections(ctx.db, leadId, ctx.listings.popularHome)
    return { success: true, ...sections }
  })
}
