import type { FastifyInstance } from 'fastify'
import * as endpoints from '@basera/contract/endpoints'
import { messages } from '@basera/contract/messages'
import type { AppContext } from '../../context.ts'
import { route } from '../../lib/endpoint-route.ts'
import { ownLead } from '../../plugins/auth.ts'
import { cancelVisit, listVisits, rescheduleVisit, scheduleVisit } from './service.ts'

export async function visitsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, endpoints.scheduleVisit, async (request) => {
    const { visitId, existing } = await scheduleVisit(ctx.db, ownLead(request, request.body.leadId), request.body, ctx.now())
    return { success: true, message: existing ? messages.visitAlreadyRequested : messages.visitRequested, visit_id: visitId, existing }
  })

  route(app, endpoints.getVisits, async (request) => ({ success: true, data: await listVisits(ctx.db, ownLead(request, request.body.leadId), ctx.now()) }))

  route(app, endpoints.cancelVisit, async (request) => ({
    success: true, message: messages.visitCancelled, visit: await cancelVisit(ctx.db, ownLead(request, request.body.leadId), request.body, ctx.now()),
  }))

  route(app, endpoints.rescheduleVisit, async (request) => ({
    success: true, message: messages.visitRescheduled, visit: await rescheduleVisit(ctx.db, ownLead(request, request.body.leadId), request.body, ctx.now()),
  }))
}
