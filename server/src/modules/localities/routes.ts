import type { FastifyInstance } from 'fastify'
import * as endpoints from '@basera/contract/endpoints'
import type { AppContext } from '../../context.ts'
import { route } from '../../lib/endpoint-route.ts'
import { listLocalities, resolveCityId } from './service.ts'

export async function localitiesRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, endpoints.getPrefLocalities, async (request) => {
    const cityId = await resolveCityId(ctx.db, request.body.cityname)
    return { success: true, data: await listLocalities(ctx.db, cityId) }
  })
}
