import type { FastifyInstance } from 'fastify'
import * as endpoints from '@basera/contract/endpoints'
import { messages } from '@basera/contract/messages'
import type { AppContext } from '../../context.ts'
import { route } from '../../lib/endpoint-route.ts'
import { operatorMessages } from '@basera/contract/operator'
import { currentOperator, ownLead } from '../../plugins/auth.ts'
import { createReview } from './service.ts'
import { replyToReview } from './reply-service.ts'
import { listOperatorReviews } from './operator-list-service.ts'

export async function reviewsRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, endpoints.createReview, async (request) => {
    const posted = ctx.listings.written(await createReview(ctx.db, ownLead(request, request.body.leadId), request.body, ctx.now()))
    return { success: true, message: messages.reviewPosted, ...posted }
  })

  route(app, endpoints.listOperatorReviews, async (request) => ({
    success: true, data: await listOperatorReviews(ctx.db, currentOperator(request), request.query),
  }))
  route(app, endpoints.replyToReview, async (request) => {
    const review = ctx.listings.written(await replyToReview(ctx.db, currentOperator(request), request.params.reviewId, request.body.reply, ctx.now()))
    return { success: true, message: operatorMessages.reviewReplied, review }
  })
}
