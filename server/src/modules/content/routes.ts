import type { FastifyInstance } from 'fastify'
import * as endpoints from '@basera/contract/endpoints'
import { messages } from '@basera/contract/messages'
import type { AppContext } from '../../context.ts'
import { route } from '../../lib/endpoint-route.ts'
import { actingLead } from '../../plugins/auth.ts'
import { getContent, saveContactMessage } from './service.ts'
import { leadNotifications } from '../notifications/service.ts'

/** Stored content (home testimonials and reviews, notifications) and the contact form. */
export async function contentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, endpoints.getContent, async (request) => {
    if (request.body.key === 'HOMEPAGE') return { success: true, data: await getContent(ctx.db, 'HOMEPAGE') }
    // notifications are the signed-in lead's own events (a booking accepted, a visit moved); none when signed out
    const leadId = actingLead(request, undefined)
    return { success: true, data: { notifications: leadId === null ? [] : await leadNotifications(ctx.db, leadId) } }
  })

  route(app, endpoints.contactUs, async (request) => {
    await saveContactMessage(ctx.db, actingLead(request, undefined), request.body, ctx.now())
    return { success: true, message: messages.contactReceived }
  })
}
