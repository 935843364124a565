import type { FastifyInstance } from 'fastify'
import * as endpoints from '@basera/contract/endpoints'
import type { AppContext } from '../../context.ts'
import { route } from '../../lib/endpoint-route.ts'
import { currentOperator } from '../../plugins/auth.ts'
import { listOperatorProperties } from './service.ts'

export async function operatorPropertiesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, endpoints.listOperatorProperties, async (request) => ({
    success: true, ...(await listOperatorProperties(ctx.db, currentOperator(request), request.query, ctx.now())),
  }))
}
