import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { GetPrefLocalitiesBody, GetPrefLocalitiesReply } from '@basera/contract/localities'
import type { AppContext } from '../../context.ts'
import { publicErrors } from '../../lib/route-schemas.ts'
import { listLocalities, resolveCityId } from './service.ts'

export async function localitiesRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().post('/api/leads/v1/get-pref-localities', {
    schema: { tags: ['localities'], body: GetPrefLocalitiesBody, response: { 200: GetPrefLocalitiesReply, ...publicErrors } },
  }, async (request) => {
    const cityId = await resolveCityId(ctx.db, request.body.cityname)
    return { success: true, data: await listLocalities(ctx.db, cityId) }
  })
}
