import type { FastifyInstance } from 'fastify'
import * as endpoints from '@basera/contract/endpoints'
import { messages } from '@basera/contract/messages'
import type { AppContext } from '../../context.ts'
import { route } from '../../lib/endpoint-route.ts'
import { actingLead } from '../../plugins/auth.ts'
import { getContent, saveContactMessage } from './service.ts'

/** Stored content (home testimonials and reviews, notifications) and the contact form. */
export async function contentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, endpoints.getContent, async (request) => ({ success: true, data: await getContent(ctx.db, request.body.key) }))

  route(app, endpoints.contactUs, async (request) => {
    await saveContactMessage(ctx.db, actingLead(request, undefined), request.body, ctx.now())
    return { success: true, message: messages.contactReceived }
  })
}
