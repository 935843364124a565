import type { FastifyInstance } from 'fastify'
import * as endpoints from '@basera/contract/endpoints'
import { messages } from '@basera/contract/messages'
import { operatorMessages } from '@basera/contract/operator'
import type { AppContext } from '../../context.ts'
import { route } from '../../lib/endpoint-route.ts'
import { currentOperator, ownLead } from '../../plugins/auth.ts'
import {
  getOperatorThread, listOperatorThreads, markOperatorThreadRead, operatorUnreadTotal, reportOperatorMessage, sendOperatorMessage,
} from './operator-service.ts'
import { getLeadThread, leadUnreadTotal, listLeadThreads, markLeadThreadRead, reportLeadMessage, sendLeadMessage, shareLeadNumber } from './tenant-service.ts'

/** Messages without numbers: the tenant's calls and the console's. */
export async function threadsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, endpoints.listThreads, async (request) => ({ success: true, ...(await listLeadThreads(ctx.db, ownLead(request, request.body.leadId))) }))
  route(app, endpoints.getUnreadMessageCount, async (request) => ({
    success: true, unread_total: await leadUnreadTotal(ctx.db, ownLead(request, request.body.leadId)),
  }))
  route(app, endpoints.getThread, async (request) => ({ success: true, data: await getLeadThread(ctx.db, ownLead(request, request.body.leadId), request.body.thread_id) }))
  route(app, endpoints.sendMessage, async (request) => ({
    success: true, message: messages.messageSent, data: await sendLeadMessage(ctx.db, ctx.throttle, ownLead(request, request.body.leadId), request.body, ctx.now()),
  }))
  route(app, endpoints.markThreadRead, async (request) => ({
    success: true, unread_total: await markLeadThreadRead(ctx.db, ownLead(request, request.body.leadId), request.body.thread_id),
  }))
  route(app, endpoints.shareThreadNumber, async (request) => ({
    success: true,
    message: request.body.share ? messages.numberShared : messages.numberHidden,
    data: await shareLeadNumber(ctx.db, ownLead(request, request.body.leadId), request.body.thread_id, request.body.share),
  }))
  route(app, endpoints.reportMessage, async (request) => {
    await reportLeadMessage(ctx.db, ownLead(request, request.body.leadId), request.body, ctx.now())
    return { success: true, message: messages.messageReported }
  })

  route(app, endpoints.listOperatorThreads, async (request) => ({ success: true, ...(await listOperatorThreads(ctx.db, currentOperator(request), request.query)) }))
  route(app, endpoints.getOperatorUnreadCount, async (request) => ({ success: true, unread_total: await operatorUnreadTotal(ctx.db, currentOperator(request)) }))
  route(app, endpoints.getOperatorThread, async (request) => ({ success: true, data: await getOperatorThread(ctx.db, currentOperator(request), request.params.threadId) }))
  route(app, endpoints.sendOperatorMessage, async (request) => ({
    success: true, message: operatorMessages.replySent,
    data: await sendOperatorMessage(ctx.db, ctx.throttle, currentOperator(request), request.params.threadId, request.body.text, ctx.now()),
  }))
  route(app, endpoints.markOperatorThreadRead, async (request) => ({
    success: true, unread_total: await markOperatorThreadRead(ctx.db, currentOperator(request), request.params.threadId),
  }))
  route(app, endpoints.reportOperatorMessage, async (request) => {
    await reportOperatorMessage(ctx.db, currentOperator(request), request.params.messageId, request.body?.reason ?? null, ctx.now())
    return { success: true, message: messages.messageReported }
  })
}
