import type { FastifyInstance, FastifyReply } from 'fastify'
import { ErrorReply } from '@basera/contract/common'
import * as endpoints from '@basera/contract/endpoints'
import { messages } from '@basera/contract/messages'
import type { AppContext } from '../../context.ts'
import { bookings } from '../../db/schema-activity.ts'
import { route } from '../../lib/endpoint-route.ts'
import { currentOperator, ownLead } from '../../plugins/auth.ts'
import { propertyCondition } from '../operator-access/scope.ts'
import { operatorDeposits } from './deposits.ts'
import { photoUploads, uploadedPhoto } from '../operator-listings/photo-upload.ts'
import { addDeductionPhoto, assertMayUploadDeductionPhoto, leadDeductionPhoto, operatorDeductionPhoto } from './photos.ts'
import { giveNotice, noticeOf } from './notice.ts'
import { leadSettlement, recordDepositRefund, respondToSettlement, reviseSettlement, settleDeposit } from './settlement.ts'

// a deduction's photo is a tenant's room: never cached by anyone but the reader's own browser
const sendPhoto = (reply: FastifyReply, content: Buffer) => reply.header('content-type', 'image/webp').header('cache-control', 'private, max-age=3600').send(content)

/** Leaving: the tenant's notice and deposit settlement; the console's deposits, settling one (its deductions' photos), an offline refund. */
export async function leavingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, endpoints.getNotice, async (request) => noticeOf(ctx.db, ownLead(request, undefined), request.body.bookingId, ctx.now()))
  route(app, endpoints.giveNotice, async (request) => giveNotice(ctx.db, ownLead(request, undefined), request.body.bookingId, request.body.reason, ctx.now()))
  route(app, endpoints.getDepositSettlement, async (request) => ({
    success: true, ...(await leadSettlement(ctx.db, ownLead(request, undefined), request.body.bookingId, ctx.now())),
  }))
  route(app, endpoints.getDeductionPhoto, async (request, reply) =>
    sendPhoto(reply, await leadDeductionPhoto(ctx.db, ownLead(request, undefined), request.body.bookingId, request.body.name)))
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
  route(app, endpoints.reviseDepositSettlement, async (request) => ({
    success: true, message: messages.settlementRevised, ...(await reviseSettlement(ctx.db, currentOperator(request), request.body, ctx.now())),
  }))
  route(app, endpoints.recordDepositRefund, async (request) => ({
    success: true, message: messages.depositRefundRecorded, ...(await recordDepositRefund(ctx.db, currentOperator(request), request.body, ctx.now())),
  }))
  route(app, endpoints.getOperatorDeductionPhoto, async (request, reply) =>
    sendPhoto(reply, await operatorDeductionPhoto(ctx.db, currentOperator(request), request.params.name)))
  await photoUploads(app, (uploads) => {
    route(uploads, endpoints.uploadDeductionPhoto, async (request) => {
      const operator = currentOperator(request)
      const { bookingId } = request.params
      await assertMayUploadDeductionPhoto(ctx.db, operator, bookingId)
      const photo = await addDeductionPhoto(ctx.db, operator, bookingId, await uploadedPhoto(request), ctx.now())
      return { success: true, message: messages.deductionPhotoAdded, photo }
    }, { errors: { 413: ErrorReply, 415: ErrorReply } })
  })
}
