import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.ts'
import { leadActivityRoutes } from './lead-activity-routes.ts'
import { publicRoutes } from './public-routes.ts'

/** Shortlist, visits, callbacks, interests, requests, rent payments (signed in); events, content, home, contact (public). */
export async function engagementRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(leadActivityRoutes, ctx)
  await app.register(publicRoutes, ctx)
}
