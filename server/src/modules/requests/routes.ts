import type { FastifyInstance } from 'fastify'
import * as endpoints from '@basera/contract/endpoints'
import { messages } from '@basera/contract/messages'
import type { AppContext } from '../../context.ts'
import { route } from '../../lib/endpoint-route.ts'
import { ownLead } from '../../plugins/auth.ts'
import { listRequests, registerInterest, requestCallback } from './service.ts'

/** Callbacks and interests a lead asks for, and the list of them (visits are listed there too). */
export async function requestsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, endpoints.requestCallback, async (request) => ({
    success: true, message: messages.requestSentTitle, ...(await requestCallback(ctx.db, ownLead(request, request.body.leadId), request.body, ctx.now())),
  }))

  route(app, endpoints.registerInterest, async (request) => {
    await registerInterest(ctx.db, ownLead(request, request.body.lead_profile_id), request.body, ctx.now())
    return { success: true, message: messages.requestSentTitle }
  })

  route(app, endpoints.getRequests, async (request) => ({ success: true, data: await listRequests(ctx.db, ownLead(request, request.body.leadId)) }))
}
