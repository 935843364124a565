import type { FastifyInstance } from 'fastify'
import * as endpoints from '@basera/contract/endpoints'
import type { AppContext } from '../../context.ts'
import { actingLead } from '../../plugins/auth.ts'
import { route } from '../../lib/endpoint-route.ts'
import { queryFromBody } from './query.ts'

export async function searchRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, endpoints.searchProperties, async (request, reply) => {
    const leadId = actingLead(request, request.body.leadId)
    const query = await queryFromBody(ctx.db, request.body)
    // a signed-in lead's search is remembered for Recent Search on the home page (written within a second, off this path)
    if (leadId !== null) {
      const f = query.filter
      ctx.recentSearches.record(leadId, {
        cityId: f.cityId ?? null, localityIds: f.localityIds, gender: f.gender ?? null, minAmount: f.min, maxAmount: f.max,
      }, ctx.now())
    }
    return (await ctx.search.answer(query)).send(request, reply)
  })
}
