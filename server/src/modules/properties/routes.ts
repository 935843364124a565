import type { FastifyInstance } from 'fastify'
import * as endpoints from '@basera/contract/endpoints'
import type { AppContext } from '../../context.ts'
import { actingLead } from '../../plugins/auth.ts'
import { route } from '../../lib/endpoint-route.ts'
import { getSimilarProperties, isShortlisted } from './detail-service.ts'
import { filtersFromBody } from './search-service.ts'
import { recordSearch } from './service.ts'
import { placePoint } from '../places/service.ts'

export async function propertiesRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, endpoints.searchProperties, async (request, reply) => {
    const leadId = actingLead(request, request.body.leadId)
    const { near, near_place_id: placeId } = request.body
    const filters = filtersFromBody(request.body, placeId === undefined ? (near ?? null) : await placePoint(ctx.db, placeId))
    if (leadId !== null) recordSearch(ctx, leadId, filters)
    const answer = await ctx.listings.search(filters)
    return answer.send(request, reply)
  })

  route(app, endpoints.getPropertyById, async (request, reply) => {
    const leadId = actingLead(request, request.body.leadId)
    const shortlisted = leadId !== null && await isShortlisted(ctx.db, leadId, request.body.propertyId)
    return (await ctx.listings.propertyDetail(request.body.propertyId, shortlisted)).send(request, reply)
  })

  route(app, endpoints.getRoomOptions, async (request, reply) => {
    actingLead(request, request.body.leadId)
    return (await ctx.listings.roomOptions(request.body.propertyId)).send(request, reply)
  })

  route(app, endpoints.getSimilarProperties, async (request) => ({ success: true, data: await getSimilarProperties(ctx.db, request.body.propertyId, request.body.limit, request.body.gender) }))
}
