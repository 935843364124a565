import type { FastifyInstance } from 'fastify'
import * as endpoints from '@basera/contract/endpoints'
import { operatorMessages } from '@basera/contract/operator'
import { moneyMessages } from '@basera/contract/payout'
import type { AppContext } from '../../context.ts'
import { route } from '../../lib/endpoint-route.ts'
import { currentOperator } from '../../plugins/auth.ts'
import { decideBooking, listBookings, markMovedIn } from './bookings-service.ts'
import { listRequests, markHandled } from './requests-service.ts'
import { decideVisit, listVisitRequests } from './visits-service.ts'

/** What tenants asked of the operator's properties: bookings, visits, callbacks and interests. */
export async function operatorInboxRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, endpoints.listOperatorBookings, async (request) => ({
    success: true, data: await listBookings(ctx.db, currentOperator(request), request.query, ctx.now()),
  }))

  route(app, endpoints.decideBooking, async (request) => {
    const data = ctx.listings.written(await decideBooking(ctx.db, currentOperator(request), request.params.bookingId, request.body, ctx.now()))
    // a decline's refund goes to the gateway now, not at the next sweep
    ctx.moneyQueued()
    return { success: true, message: data.status === 'accepted' ? operatorMessages.bookingAccepted : operatorMessages.bookingDeclined, data }
  })

  route(app, endpoints.markMovedIn, async (request) => {
    const data = await markMovedIn(ctx.db, currentOperator(request), request.params.bookingId, ctx.now())
    ctx.moneyQueued()
    return { success: true, message: data.token_status === 'released' ? moneyMessages.tokenReleased : operatorMessages.bookingMovedIn, data }
  })

  route(app, endpoints.listOperatorVisits, async (request) => ({ success: true, data: await listVisitRequests(ctx.db, currentOperator(request), request.query) }))

  route(app, endpoints.decideVisit, async (request) => {
    const data = await decideVisit(ctx.db, currentOperator(request), request.params.visitId, request.body, ctx.now())
    const message = { accept: operatorMessages.visitAccepted, move: operatorMessages.visitMoved, decline: operatorMessages.visitDeclined }[request.body.decision]
    return { success: true, message, data }
  })

  route(app, endpoints.listOperatorRequests, async (request) => ({ success: true, data: await listRequests(ctx.db, currentOperator(request), request.query) }))

  route(app, endpoints.markRequestHandled, async (request) => ({
    success: true, message: operatorMessages.requestHandled, data: await markHandled(ctx.db, currentOperator(request), request.params.requestId, ctx.now()),
  }))
}
