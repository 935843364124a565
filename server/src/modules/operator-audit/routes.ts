import type { FastifyInstance } from 'fastify'
import * as endpoints from '@basera/contract/endpoints'
import type { AppContext } from '../../context.ts'
import { route } from '../../lib/endpoint-route.ts'
import { currentOperator } from '../../plugins/auth.ts'
import { listAudit } from './service.ts'

export async function operatorAuditRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, endpoints.listAuditLog, async (request) => ({ success: true, data: await listAudit(ctx.db, currentOperator(request), request.query) }))
}
