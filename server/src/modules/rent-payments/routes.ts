import type { FastifyInstance } from 'fastify'
import { RENT_PAYMENT_REQUEST_GONE_PATH } from '@basera/contract/dues'
import { messages } from '@basera/contract/messages'

/** Where a tenant pays rent now: their open dues, prefilled (the legacy /profile/payrent and /profile/my-wishlist lead there too). */
const PAY_RENT_SCREEN = '/pay-rent'

/**
 * The free-form rent form's call (a number nobody checked, issue 33) is gone: rent is paid through a due
 * (listRentDues, payRentDue) or recorded by the operator. It answers 410 to anyone, whatever the body, reads and
 * writes nothing, and says where to pay; it is left out of the API document, which lists only what a client should call.
 */
export async function rentPaymentsRoutes(app: FastifyInstance): Promise<void> {
  app.post(RENT_PAYMENT_REQUEST_GONE_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.code(410).send({ message: messages.rentPaymentRequestGone, pay_rent: PAY_RENT_SCREEN }))
}
