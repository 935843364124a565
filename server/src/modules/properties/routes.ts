import type { FastifyInstance } from 'fastify'
import * as endpoints from '@basera/contract/endpoints'
import type { AppContext } from '../../context.ts'
import { actingLead } from '../../plugins/auth.ts'
import { route } from '../../lib/endpoint-route.ts'
import { getSimilarProperties, isShortlisted } from './detail-service.ts'

export async function propertiesRoutes(app: FastifyInstance, ctx: AppContext) {
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
