import type { FastifyInstance } from 'fastify'
import * as endpoints from '@basera/contract/endpoints'
import { messages } from '@basera/contract/messages'
import type { AppContext } from '../../context.ts'
import { route } from '../../lib/endpoint-route.ts'
import { ownLead } from '../../plugins/auth.ts'
import { addToShortlist, listShortlist, removeFromShortlist } from './service.ts'

export async function shortlistRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, endpoints.addToShortlist, async (request) => {
    await addToShortlist(ctx.db, ownLead(request, request.body.leadId), request.body.propertyId, ctx.now())
    return { success: true, message: messages.shortlistAdded }
  })

  route(app, endpoints.removeFromShortlist, async (request) => {
    await removeFromShortlist(ctx.db, ownLead(request, request.body.leadId), request.body.propertyId)
    return { success: true, message: messages.shortlistRemoved }
  })

  route(app, endpoints.getShortlist, async (request) => ({ success: true, data: await listShortlist(ctx.db, ownLead(request, request.body.leadId)) }))
}
