import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  PropertyByIdBody, PropertyByIdReply, PropertyListReply, RoomOptionsBody, RoomOptionsReply, SearchPropertiesBody,
  SearchPropertiesReply, SimilarPropertiesBody,
} from '@basera/contract/properties'
import type { AppContext } from '../../context.ts'
import { actingLead } from '../../plugins/auth.ts'
import { publicErrors } from '../../lib/route-schemas.ts'
import { getSimilarProperties, isShortlisted } from './detail-service.ts'
import { filtersFromBody } from './search-service.ts'
import { recordSearch } from './service.ts'

export async function propertiesRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['properties']

  r.post('/api/leads/v1/fetch-property-by-filters', {
    schema: { tags, body: SearchPropertiesBody, response: { 200: SearchPropertiesReply, ...publicErrors } },
  }, async (request, reply) => {
    const leadId = actingLead(request, request.body.leadId)
    const filters = filtersFromBody(request.body)
    if (leadId !== null) recordSearch(ctx, leadId, filters)
    const answer = await ctx.listings.search(filters)
    return answer.send(request, reply)
  })

  r.post('/api/leads/v1/get-property-by-id', {
    schema: { tags, body: PropertyByIdBody, response: { 200: PropertyByIdReply, ...publicErrors } },
  }, async (request, reply) => {
    const leadId = actingLead(request, request.body.leadId)
    const shortlisted = leadId !== null && await isShortlisted(ctx.db, leadId, request.body.propertyId)
    return (await ctx.listings.propertyDetail(request.body.propertyId, shortlisted)).send(request, reply)
  })

  r.post('/api/leads/v1/get-room-options-by-id', {
    schema: { tags, body: RoomOptionsBody, response: { 200: RoomOptionsReply, ...publicErrors } },
  }, async (request, reply) => {
    actingLead(request, request.body.leadId)
    return (await ctx.listings.roomOptions(request.body.propertyId)).send(request, reply)
  })

  r.post('/api/leads/v1/get-similar-properties', {
    schema: { tags, body: SimilarPropertiesBody, response: { 200: PropertyListReply, ...publicErrors } },
  }, async (request) => ({ success: true, data: await getSimilarProperties(ctx.db, request.body.propertyId, request.body.limit) }))
}
