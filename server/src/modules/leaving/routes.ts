import type { FastifyInstance } from 'fastify'
import * as endpoints from '@basera/contract/endpoints'
import { messages } from '@basera/contract/messages'
import type { AppContext } from '../../context.ts'
import { bookings } from '../../db/schema-activity.ts'
import { route } from '../../lib/endpoint-route.ts'
import { currentOperator, ownLead } from '../../plugins/auth.ts'
import { propertyCondition } from '../operator-access/scope.ts'
import { operatorDeposits } from './deposits.ts'
import { giveNotice, noticeOf } from './notice.ts'
import { leadSettlement, recordDepositRefund, respondToSettlement, settleDeposit } from './settlement.ts'

/** Leaving: the tenant's notice and deposit settlement; the console's deposits, settling one, an offline refund. */
export function leavingRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, endpoints.getNotice, async (request) => noticeOf(ctx.db, ownLead(request, undefined), request.body.bookingId, ctx.now()))
  route(app, endpoints.giveNotice, async (request) => giveNotice(ctx.db, ownLead(request, undefined), request.body.bookingId, request.body.reason, ctx.now()))
  route(app, endpoints.getDepositSettlement, async (request) => ({
    success: true, ...(await leadSettlement(ctx.db, ownLead(request, undefined), request.body.bookingId, ctx.now())),
  }))
  route(app, endpoints.respondToSettlement, async (request) => {
    const data = await respondToSettlement(ctx.db, ownLead(request, undefined), request.body, ctx.now())
    ctx.moneyQueued()
    return { success: true, message: request.body.decision === 'accept' ? messages.settlementAccepted : messages.settlementDisputed, ...data }
  })

  route(app, endpoints.listOperatorDeposits, async (request) => {
    const scope = await propertyCondition(ctx.db, currentOperator(request), bookings.propertyId, request.query.property_id)
    return { success: true, data: scope === 'none' ? [] : await operatorDeposits(ctx.db, scope, ctx.now()) }
  })
  route(app, endpoints.settleDeposit, async (request) => ({
    success: true, message: messages.settlementProposed, ...(await settleDeposit(ctx.db, currentOperator(request), request.body, ctx.now())),
  }))
  route(app, endpoints.recordDepositRefund, async (request) => ({
    success: true, message: messages.depositRefundRecorded, ...(await recordDepositRefund(ctx.db, currentOperator(request), request.body, ctx.now())),
  }))
}
