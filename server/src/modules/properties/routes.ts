import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  PropertyByIdBody, PropertyByIdReply, PropertyListReply, RoomOptionsBody, RoomOptionsReply, SearchPropertiesBody,
  SearchPropertiesReply, SimilarPropertiesBody,
} from '@basera/contract/properties'
import type { AppContext } from '../../context.ts'
import { actingLead } from '../../plugins/auth.ts'
import { publicErrors } from '../../lib/route-schemas.ts'
import { EncodedJson } from '../../lib/encoded-json.ts'
import { assertPropertyExists, getPropertyDetail, getRoomOptions, getSimilarProperties } from './detail-service.ts'
import { ListingsCache } from './listings-cache.ts'
import { filtersFromBody } from './search-service.ts'
import { searchReplyJson } from './search-json.ts'
import { recordSearch } from './service.ts'

export async function propertiesRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  // identical searches share one answer until the listings change, kept as JSON text and its compressed forms: a hit
  // costs no query and no encoding (PGlite answers one query at a time on the main thread; on PostgreSQL a miss still
  // costs ~4 ms of CPU)
  const searchCache = new ListingsCache<EncodedJson>(ctx.db, ctx.config.searchCacheMs, 2000)
  const tags = ['properties']

  r.post('/api/leads/v1/fetch-property-by-filters', {
    schema: { tags, body: SearchPropertiesBody, response: { 200: SearchPropertiesReply, ...publicErrors } },
  }, async (request, reply) => {
    const leadId = actingLead(request, request.body.leadId)
    const filters = filtersFromBody(request.body)
    if (leadId !== null) await recordSearch(ctx, leadId, filters)
    const answer = await searchCache.get(JSON.stringify(filters), async (previous) => {
      const json = await searchReplyJson(ctx.db, filters)
      // an unchanged answer keeps its compressed forms
      return previous?.json === json ? previous : new EncodedJson(json)
    })
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
