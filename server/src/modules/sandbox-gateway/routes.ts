import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  PAYMENT_METHODS, SANDBOX_CHECKOUT_PATH, SANDBOX_GATEWAY_PREFIX, SANDBOX_SETTINGS_PATH, SandboxPayBody,
  SandboxSettingsBody,
} from '@basera/contract/sandbox-gateway'
import type { AppContext } from '../../context.ts'
import { acceptFormBodies } from '../../lib/form-body.ts'
import { checkoutPage, notFoundPage, RETURN_SCRIPT, RETURN_SCRIPT_PATH, returnPage } from './checkout-page.ts'
import * as recurring from './recurring.ts'
import * as gateway from './service.ts'
import { SandboxError, type SandboxContext } from './service.ts'
import { childrenOf, getDoc, readSettings, writeSettings, type Doc } from './store.ts'
import { publicFields, webhookSender } from './webhooks.ts'

// The sandbox gateway, served by the app in development only (app.ts registers it only then): the subset of
// Razorpay's REST API the Razorpay adapter calls (same paths under /sandbox-gateway, same Basic authentication,
// same answers and errors), the checkout page, and the test hooks. Not in the endpoint table or the API docs:
// it is a gateway, not our API. server/README.md "The sandbox gateway" lists what it answers.

type Json = Record<string, unknown>
const P = SANDBOX_GATEWAY_PREFIX
const hidden = { schema: { hide: true } }

const collection = (items: Doc[]) => ({ entity: 'collection', count: items.length, items: items.map(publicFields) })
const bodyOf = (request: FastifyRequest): Json => (request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as Json) : {})
const param = (request: FastifyRequest, name: string): string => {
  const value = (request.params as Record<string, unknown>)[name]
  return typeof value === 'string' ? value : ''
}

/** A checkout's way back (Razorpay takes any http(s) address; so does the sandbox). */
const HttpUrl = z.string().max(500).refine((text) => URL.canParse(text) && /^https?:$/.test(new URL(text).protocol))

export interface SandboxOptions {
  ctx: AppContext
  /** The app's own webhook URL: the sandbox delivers to the app over real HTTP. */
  webhookUrl: () => string
}

export async function sandboxGatewayRoutes(app: FastifyInstance, { ctx, webhookUrl }: SandboxOptions): Promise<void> {
  const { keyId, keySecret, webhookSecret } = ctx.config.payments
  const webhooks = webhookSender(ctx.db, { secret: webhookSecret, url: webhookUrl, log: ctx.log, now: ctx.now })
  const c: SandboxContext = { db: ctx.db, keySecret, webhooks, now: ctx.now }
  app.addHook('onClose', async () => webhooks.close())
  // the checkout page posts an HTML form
  acceptFormBodies(app)
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof SandboxError) return reply.status(error.status).send({ error: { code: error.code, description: error.message, source: 'NA', step: 'NA', reason: 'NA' } })
    const status = typeof (error as { statusCode?: unknown }).statusCode === 'number' ? (error as { statusCode: number }).statusCode : 500
    return reply.status(status).send({ error: { code: status < 500 ? 'BAD_REQUEST_ERROR' : 'SERVER_ERROR', description: error instanceof Error ? error.message : 'error' } })
  })

  /** The REST API: Basic authentication with the configured keys, then the test settings' trouble. */
  async function asRazorpay(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`
    if (request.headers.authorization !== expected) {
      await reply.status(401).send({ error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } })
      return
    }
    const settings = await readSettings(ctx.db)
    if (settings.api_delay_ms > 0) await new Promise((resolve) => setTimeout(resolve, settings.api_delay_ms))
    if (settings.fail_api) await reply.status(500).send({ error: { code: 'SERVER_ERROR', description: 'The sandbox gateway is failing on purpose (fail_api)' } })
  }
  const api = { ...hidden, preHandler: asRazorpay }

  app.post(`${P}/v1/orders`, api, async (request) => publicFields(await recurring.createAnyOrder(c, bodyOf(request))))
  app.get(`${P}/v1/orders`, api, async (request) => {
    const receipt = (request.query as Record<string, unknown>).receipt
    return collection(typeof receipt === 'string' ? await childrenOf(ctx.db, 'order', receipt) : [])
  })
  app.get(`${P}/v1/orders/:id`, api, async (request) => publicFields(await mustFind('order', param(request, 'id'))))
  app.get(`${P}/v1/orders/:id/payments`, api, async (request) => collection(await childrenOf(ctx.db, 'payment', param(request, 'id'))))
  app.get(`${P}/v1/payments/:id`, api, async (request) => publicFields(await mustFind('payment', param(request, 'id'))))
  app.post(`${P}/v1/payments/:id/capture`, api, async (request) => publicFields(await gateway.capturePayment(c, param(request, 'id'))))
  app.post(`${P}/v1/payments/:id/refund`, api, async (request) => {
    const key = request.headers['x-refund-idempotency']
    return publicFields(await gateway.refundPayment(c, param(request, 'id'), bodyOf(request), typeof key === 'string' ? key : undefined))
  })
  app.post(`${P}/v1/payments/:id/transfers`, api, async (request) => collection(await gateway.transferPayment(c, param(request, 'id'), bodyOf(request))))
  app.get(`${P}/v1/payments/:id/transfers`, api, async (request) => collection(await childrenOf(ctx.db, 'transfer', param(request, 'id'))))
  app.post(`${P}/v1/transfers/:id/reversals`, api, async (request) => publicFields(await gateway.reverseTransfer(c, param(request, 'id'), bodyOf(request))))
  app.patch(`${P}/v1/transfers/:id`, api, async (request) => publicFields(await gateway.editTransfer(c, param(request, 'id'), bodyOf(request))))
  app.post(`${P}/v1/customers`, api, async (request) => publicFields(await recurring.createCustomer(c, bodyOf(request))))
  app.get(`${P}/v1/customers/:id/tokens/:tokenId`, api, async (request) => publicFields(await recurring.fetchToken(c, param(request, 'id'), param(request, 'tokenId'))))
  app.put(`${P}/v1/customers/:id/tokens/:tokenId/cancel`, api, async (request) => publicFields(await recurring.cancelToken(c, param(request, 'id'), param(request, 'tokenId'))))
  app.post(`${P}/v1/payments/create/recurring`, api, async (request) => recurring.createRecurringPayment(c, bodyOf(request)))
  app.post(`${P}/v2/accounts`, api, async (request) => publicFields(await gateway.createAccount(c, bodyOf(request))))
  app.patch(`${P}/v2/accounts/:id`, api, async (request) => publicFields(await gateway.updateAccount(c, param(request, 'id'), bodyOf(request))))
  app.post(`${P}/v2/accounts/:id/stakeholders`, api, async (request) => publicFields(await gateway.createStakeholder(c, param(request, 'id'), bodyOf(request))))
  app.post(`${P}/v2/accounts/:id/products`, api, async (request) => publicFields(await gateway.requestProduct(c, param(request, 'id'), bodyOf(request))))
  app.patch(`${P}/v2/accounts/:id/products/:productId`, api, async (request) =>
    publicFields(await gateway.updateProduct(c, param(request, 'id'), param(request, 'productId'), bodyOf(request))))
  app.get(`${P}/v2/accounts/:id/products/:productId`, api, async (request) =>
    publicFields(await gateway.getProduct(c, param(request, 'id'), param(request, 'productId'))))

  async function mustFind(kind: 'order' | 'payment', id: string): Promise<Doc> {
    const doc = await getDoc(ctx.db, kind, id)
    if (!doc) throw new SandboxError(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist')
    return doc
  }

  // ---- the checkout page: Razorpay's Hosted Checkout form in, its callback's POST out ----------------
  const WayBackFields = { callback_url: HttpUrl, cancel_url: HttpUrl.optional() }
  const CheckoutStart = z.object({ key_id: z.string(), order_id: z.string().min(1).max(60), ...WayBackFields })
  const mandateOf = (order: Doc) => {
    const token = order.token as { max_amount?: unknown } | undefined
    return token ? { maxAmountPaise: Number(token.max_amount) } : null
  }
  const wayBack = (form: { callback_url: string; cancel_url?: string | undefined }) => ({ callbackUrl: form.callback_url, cancelUrl: form.cancel_url ?? null })
  const html = (reply: FastifyReply, status: number, body: string) => reply.status(status).type('text/html; charset=utf-8').send(body)

  app.post(SANDBOX_CHECKOUT_PATH, hidden, async (request, reply) => {
    const form = CheckoutStart.safeParse(request.body)
    if (!form.success || form.data.key_id !== keyId) return html(reply, 400, notFoundPage())
    const order = await getDoc(ctx.db, 'order', form.data.order_id)
    if (!order) return html(reply, 404, notFoundPage())
    return html(reply, 200, checkoutPage({ orderId: order.id, amountPaise: Number(order.amount), status: String(order.status), mandate: mandateOf(order), ...wayBack(form.data) }))
  })

  const CheckoutChoice = z.object({ order_id: z.string().min(1).max(60), outcome: z.enum(['captured', 'failed']), method: z.enum(PAYMENT_METHODS).default('upi'), ...WayBackFields })
  app.post(`${SANDBOX_CHECKOUT_PATH}/pay`, hidden, async (request, reply) => {
    const form = CheckoutChoice.safeParse(request.body)
    if (!form.success) return html(reply, 400, notFoundPage())
    const order = await getDoc(ctx.db, 'order', form.data.order_id)
    if (!order) return html(reply, 404, notFoundPage())
    if (order.status === 'paid' || order.status === 'authorized') {
      return html(reply, 200, checkoutPage({ orderId: order.id, amountPaise: Number(order.amount), status: 'paid', mandate: mandateOf(order), ...wayBack(form.data) }))
    }
    const paid = await recurring.payOrApprove(c, order.id, form.data.outcome, form.data.method)
    // what Razorpay posts to the callback_url: the success fields, or the error with the order and payment in its metadata
    const fields: Record<string, string> = paid.signature === null
      ? {
          'error[code]': String(paid.payment.error_code), 'error[description]': String(paid.payment.error_description), 'error[source]': 'customer',
          'error[step]': 'payment_authorization', 'error[reason]': 'payment_failed', 'error[metadata]': JSON.stringify({ payment_id: paid.payment.id, order_id: order.id }),
        }
      : { razorpay_payment_id: paid.payment.id, razorpay_order_id: order.id, razorpay_signature: paid.signature }
    return html(reply, 200, returnPage(form.data.callback_url, fields))
  })
  app.get(RETURN_SCRIPT_PATH, hidden, async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(RETURN_SCRIPT))

  // ---- test hooks (PRODUCT.md): pay an order as the checkout would (contract's sandboxPayPath); a gateway in trouble
  app.post(`${P}/v1/test/orders/:orderId/pay`, hidden, async (request) => {
    const body = SandboxPayBody.safeParse(request.body ?? {})
    if (!body.success) throw new SandboxError(400, 'BAD_REQUEST_ERROR', body.error.issues[0]?.message ?? 'invalid body')
    const paid = await recurring.payOrApprove(c, param(request, 'orderId'), body.data.outcome, body.data.method)
    return { razorpay_payment_id: paid.payment.id, razorpay_order_id: paid.order.id, razorpay_signature: paid.signature }
  })
  app.post(SANDBOX_SETTINGS_PATH, hidden, async (request) => {
    const body = SandboxSettingsBody.safeParse(request.body)
    if (!body.success) throw new SandboxError(400, 'BAD_REQUEST_ERROR', body.error.issues[0]?.message ?? 'invalid body')
    // fields left out keep their setting (zod adds no key for them)
    return writeSettings(ctx.db, body.data)
  })
}
