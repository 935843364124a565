import type { FastifyInstance } from 'fastify'
import * as endpoints from '@basera/contract/endpoints'
import { messages } from '@basera/contract/messages'
import type { AppContext } from '../../context.ts'
import { route } from '../../lib/endpoint-route.ts'
import { FieldErrorReply } from '../../lib/route-schemas.ts'
import { ownLead } from '../../plugins/auth.ts'
import { recordRentPayment } from './service.ts'

export async function rentPaymentsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, endpoints.requestRentPayment, async (request) => {
    const id = await recordRentPayment(ctx.db, ownLead(request, request.body.leadId), request.body, ctx.now())
    return { success: true, message: messages.rentPaymentRecorded, request_id: id }
  }, { errors: { 400: FieldErrorReply } })
}
