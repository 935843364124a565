import { describe, expect, it } from 'vitest'
import * as endpoints from '@basera/contract/endpoints'
import type { CheckoutForm } from '@basera/contract/payments'
import { PAYMENT_FAILED_PATH, PAYMENT_SUCCESS_PATH, SANDBOX_CHECKOUT_PATH, SANDBOX_GATEWAY_PREFIX, SANDBOX_SETTINGS_PATH } from '@basera/contract/sandbox-gateway'
import { createTestApp, useTestApp, type TestApp } from '../../test/helper.ts'
import { tokenBooking } from '../payments/test-payments.ts'

// The sandbox gateway as a browser and as the Razorpay adapter meet it: the checkout page opened with Razorpay's
// Hosted Checkout form (no script, no other host), the outcome posted to the app's callback as Razorpay posts it,
// the app's way on to the screens, Razorpay's authentication and error shape, and nothing of it in production.

const testApp = useTestApp()

async function order() {
  const t = testApp()
  const b = await tokenBooking(t, { propertyIndex: 8 })
  const made = await t.post(endpoints.createTokenPayment, { bookingId: b.bookingId }, b.token)
  expect(made.statusCode, made.body).toBe(200)
  return { ...b, orderId: made.json().order_id, checkout: made.json().checkout }
}

const form = (fields: Record<string, string>) => ({ payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } })

/** The browser posting the checkout form the app answered, as the web does. */
const openCheckout = (t: TestApp, checkout: CheckoutForm) => t.app.inject({ method: 'POST', url: checkout.action, ...form(checkout.fields) })

const unescape = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))

/** The fields of the first form on a page, and where it posts (what a browser would send on submit). */
function formOn(page: string): { action: string; fields: Record<string, string> } {
  const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1] ?? ''
  const fields: Record<string, string> = {}
  for (const [, name = '', value = ''] of page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) fields[unescape(name)] = unescape(value)
  return { action: unescape(action), fields }
}

/** Choose on the checkout page, then follow the return page's form to the app's callback: where the app sends the browser. */
async function choose(t: TestApp, checkoutPage: string, outcome: 'captured' | 'failed', method = 'upi'): Promise<URL> {
  const choice = formOn(checkoutPage)
  const back = await t.app.inject({ method: 'POST', url: choice.action, ...form({ ...choice.fields, method, outcome }) })
  expect(back.statusCode).toBe(200)
  expect(back.body, 'the outcome goes back by a script of the sandbox\'s own').toContain(`<script src="${SANDBOX_GATEWAY_PREFIX}/return.js"></script>`)
  const callback = formOn(back.body)
  const url = new URL(callback.action)
  const res = await t.app.inject({ method: 'POST', url: `${url.pathname}${url.search}`, ...form(callback.fields) })
  expect(res.statusCode).toBe(303)
  return new URL(String(res.headers.location), 'http://app.local')
}

describe(SANDBOX_CHECKOUT_PATH, () => {
  it('opens with the checkout form: the amount, UPI, card and net banking, Success and Failure; no script and no other host', async () => {
    const t = testApp()
    const { orderId, checkout } = await order()
    const page = await openCheckout(t, checkout)
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    for (const text of ['₹1,500', 'UPI', 'Card', 'Net banking', '>Success<', '>Failure<', orderId, 'Cancel payment']) expect(page.body).toContain(text)
    expect(page.body).not.toMatch(/<script/i)
    const hosts = [...page.body.matchAll(/https?:\/\/[^/"]+/g)].map((m) => m[0])
    expect(new Set(hosts), 'only the app\'s own address (the way back)').toEqual(new Set([/^https?:\/\/[^/]+/.exec(checkout.fields.callback_url ?? '')?.[0]]))
    // the gateway refuses another key or an unknown order
    expect((await openCheckout(t, { ...checkout, fields: { ...checkout.fields, key_id: 'rzp_other' } })).statusCode).toBe(400)
    expect((await openCheckout(t, { ...checkout, fields: { ...checkout.fields, order_id: 'order_Nope0000000000' } })).statusCode).toBe(404)
    const script = await t.app.inject({ method: 'GET', url: `${SANDBOX_GATEWAY_PREFIX}/return.js` })
    expect(script.headers['content-type']).toContain('javascript')
    expect(script.body).toContain('submit()')
  })

  it('Success posts to the callback, which sends the browser to /payment-success with what verifyPayment takes; the payment verifies', async () => {
    const t = testApp()
    const b = await order()
    const back = await choose(t, (await openCheckout(t, b.checkout)).body, 'captured', 'card')
    expect(back.pathname).toBe(PAYMENT_SUCCESS_PATH)
    const q = Object.fromEntries(back.searchParams)
    expect(Object.keys(q).sort()).toEqual(['booking_id', 'razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature'])
    expect(q.booking_id).toBe(String(b.bookingId))
    const verified = await t.post(endpoints.verifyPayment, { razorpay_order_id: q.razorpay_order_id, razorpay_payment_id: q.razorpay_payment_id, razorpay_signature: q.razorpay_signature }, b.token)
    expect(verified.json()).toMatchObject({ payment_status: 'captured' })
    // the order is paid: the page says so and takes no second payment
    const again = await openCheckout(t, b.checkout)
    expect(again.body).toContain('already paid')
    await t.app.moneySettled()
  })

  it('Failure posts the error to the callback, which sends the browser to /payment-failed; the booking stays held for a retry', async () => {
    const t = testApp()
    const b = await order()
    const back = await choose(t, (await openCheckout(t, b.checkout)).body, 'failed')
    expect(back.pathname).toBe(PAYMENT_FAILED_PATH)
    const q = Object.fromEntries(back.searchParams)
    expect(Object.keys(q).sort()).toEqual(['booking_id', 'error_code', 'error_description', 'razorpay_order_id', 'razorpay_payment_id'])
    expect(q).toMatchObject({ booking_id: String(b.bookingId), razorpay_order_id: b.orderId, error_code: 'BAD_REQUEST_ERROR' })
    expect(q.razorpay_payment_id).toMatch(/^pay_/)
    await t.app.moneySettled()
  })
})

describe(`${SANDBOX_GATEWAY_PREFIX}/v1 (Razorpay's REST subset)`, () => {
  it('wants the configured keys, and answers refusals in Razorpay\'s shape', async () => {
    const t = testApp()
    const anonymous = await t.app.inject({ method: 'POST', url: `${SANDBOX_GATEWAY_PREFIX}/v1/orders`, payload: { amount: 100, currency: 'INR' } })
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json()).toMatchObject({ error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } })
    const auth = `Basic ${Buffer.from('rzp_sandbox:sandbox-key-secret').toString('base64')}`
    const small = await t.app.inject({ method: 'POST', url: `${SANDBOX_GATEWAY_PREFIX}/v1/orders`, payload: { amount: 99, currency: 'INR' }, headers: { authorization: auth } })
    expect(small.statusCode).toBe(400)
    expect(small.json()).toMatchObject({ error: { code: 'BAD_REQUEST_ERROR', description: 'The amount must be at least INR 1.00' } })
    const settings = await t.app.inject({ method: 'POST', url: SANDBOX_SETTINGS_PATH, payload: { delay_webhooks_ms: -1 } })
    expect(settings.statusCode).toBe(400)
  })

  it('is not served in production', async () => {
    const prod = await createTestApp({ config: { isDevelopment: false }, overrides: { sms: { send: async () => undefined } } })
    try {
      for (const url of [`${SANDBOX_GATEWAY_PREFIX}/v1/orders`, SANDBOX_SETTINGS_PATH, SANDBOX_CHECKOUT_PATH]) {
        expect((await prod.app.inject({ method: 'POST', url, payload: {} })).statusCode).toBe(404)
      }
    } finally {
      await prod.app.close()
    }
  })
})
