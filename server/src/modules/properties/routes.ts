import type { FastifyInstance } from 'fastify'
import * as endpoints from '@basera/contract/endpoints'
import type { AppContext } from '../../context.ts'
import { actingLead } from '../../plugins/auth.ts'
import { route } from '../../lib/endpoint-route.ts'
import { assertPropertyExists, getPropertyDetail, getRoomOptions, getSimilarProperties } from './detail-service.ts'
import { filtersFromBody } from './search-service.ts'
import { recordSearch } from './service.ts'

export async function propertiesRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, endpoints.searchProperties, async (request, reply) => {
    const leadId = actingLead(request, request.body.leadId)
    const filters = filtersFromBody(request.body)
    if (leadId !== null) await recordSearch(ctx, leadId, filters)
    const answer = await ctx.listings.search(filters)
    return answer.send(request, reply)
  })

  route(app, endpoints.getPropertyById, async (request) => {
    const leadId = actingLead(request, request.body.leadId)
    return { success: true, data: [await getPropertyDetail(ctx.db, request.body.propertyId, leadId)] }
  })

  route(app, endpoints.getRoomOptions, async (request) => {
    actingLead(request, request.body.leadId)
    await assertPropertyExists(ctx.db, request.body.propertyId)
    return { success: true, data: await getRoomOptions(ctx.db, request.body.propertyId) }
  })

  route(app, endpoints.getSimilarProperties, async (request) => ({ success: true, data: await getSimilarProperties(ctx.db, request.body.propertyId, request.body.limit) }))
}
