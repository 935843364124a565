import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  PropertyByIdBody, PropertyByIdReply, PropertyListReply, RoomOptionsBody, RoomOptionsReply, SearchPropertiesBody,
  SearchPropertiesReply, SimilarPropertiesBody,
} from '@basera/contract/properties'
import type { AppContext } from '../../context.ts'
import { actingLead } from '../../plugins/auth.ts'
import { publicErrors } from '../../lib/route-schemas.ts'
import { assertPropertyExists, getPropertyDetail, getRoomOptions, getSimilarProperties } from './detail-service.ts'
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
    if (leadId !== null) await recordSearch(ctx, leadId, filters)
    const answer = await ctx.listings.search(filters)
    return answer.send(request, reply)
  })

  r.post('/api/leads/v1/get-property-by-id', {
    schema: { tags, body: PropertyByIdBody, response: { 200: PropertyByIdReply, ...publicErrors } },
  }, async (request) => {
    const leadId = actingLead(request, request.body.leadId)
    return { success: true, data: [await getPropertyDetail(ctx.db, request.body.propertyId, leadId)] }
  })

  r.post('/api/leads/v1/get-room-options-by-id', {
    schema: { tags, body: RoomOptionsBody, response: { 200: RoomOptionsReply, ...publicErrors } },
  }, async (request) => {
    actingLead(request, request.body.leadId)
    await assertPropertyExists(ctx.db, request.body.propertyId)
    return { success: true, data: await getRoomOptions(ctx.db, request.body.propertyId) }
  })

  r.post('/api/leads/v1/get-similar-properties', {
    schema: { tags, body: SimilarPropertiesBody, response: { 200: PropertyListReply, ...publicErrors } },
  }, async (request) => ({ success: true, data: await getSimilarProperties(ctx.db, request.body.propertyId, request.body.limit) }))
}
