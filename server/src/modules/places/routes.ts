import type { FastifyInstance } from 'fastify'
import * as endpoints from '@basera/contract/endpoints'
import type { AppContext } from '../../context.ts'
import { route } from '../../lib/endpoint-route.ts'
import { placesList } from './service.ts'

export async function placesRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, endpoints.getPlaces, async () => ({ success: true, data: await placesList(ctx.db) }))
}
