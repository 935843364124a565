import type { FastifyInstance } from 'fastify'
import { AUTOPAY_CALLBACK_PATH } from '@basera/contract/autopay'
import * as endpoints from '@basera/contract/endpoints'
import { messages } from '@basera/contract/messages'
import { VerifyPaymentBody } from '@basera/contract/payments'
import type { AppContext } from '../../context.ts'
import { route } from '../../lib/endpoint-route.ts'
import { acceptFormBodies } from '../../lib/form-body.ts'
import { siteOrigin } from '../../lib/site-origin.ts'
import { ownLead } from '../../plugins/auth.ts'
import type { PaymentsDeps } from '../payments/deps.ts'
import { cancelAutopay, getAutopay, mandateAfterCheckout, startAutopay } from './mandate-service.ts'

/** UPI AutoPay: the tenant's mandate on Pay rent, and the way back from its checkout. */
export async function autopayRoutes(app: FastifyInstance, ctx: AppContext, deps: PaymentsDeps): Promise<void> {
  route(app, endpoints.getAutopay, async (request) => ({ success: true, data: await getAutopay(ctx.db, ownLead(request, undefined), request.body.bookingId, ctx.now()) }))
  route(app, endpoints.startAutopay, async (request) => startAutopay(deps, ownLead(request, undefined), request.body.bookingId, siteOrigin(ctx.config.publicOrigin, request)))
  route(app, endpoints.cancelAutopay, async (request) => ({
    success: true, message: messages.autopayCancelled, data: await cancelAutopay(deps, ownLead(request, undefined), request.body.bookingId),
  }))

  await app.register(async (page) => callbackRoute(page, deps))
}

/** The checkout posts here (a page route, left out of the API document); nothing is believed without the signature. */
function callbackRoute(app: FastifyInstance, deps: PaymentsDeps): void {
  // form bodies in this route's own scope only: the API calls keep refusing them (415)
  acceptFormBodies(app)
  app.post(AUTOPAY_CALLBACK_PATH, { schema: { hide: true } }, async (request, reply) => {
    const form = VerifyPaymentBody.safeParse(request.body)
    const approved = form.success
      && deps.gateway.checkoutSignatureValid(form.data.razorpay_order_id, form.data.razorpay_payment_id, form.data.razorpay_signature)
      && await mandateAfterCheckout(deps, form.data.razorpay_order_id)
    return reply.redirect(`/pay-rent?autopay=${approved ? 'approved' : 'declined'}`, 303)
  })
}
