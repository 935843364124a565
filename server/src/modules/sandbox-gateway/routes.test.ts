import { describe, expect, it } from 'vitest'
import * as endpoints from '@basera/contract/endpoints'
import { PAYMENT_FAILED_PATH, PAYMENT_SUCCESS_PATH, SANDBOX_CHECKOUT_PATH, SANDBOX_GATEWAY_PREFIX, SANDBOX_SETTINGS_PATH } from '@basera/contract/sandbox-gateway'
import { createTestApp, useTestApp } from '../../test/helper.ts'
import { tokenBooking } from '../payments/test-payments.ts'

// The sandbox gateway as a browser and as the Razorpay adapter meet it: the checkout page (no script, no other
// host), the way back to the app with the callback's fields, Razorpay's authentication and error shape, and
// nothing of it in production.

const testApp = useTestApp()

async function order() {
  const t = testApp()
  const b = await tokenBooking(t, { propertyIndex: 8 })
  const made = await t.post(endpoints.createTokenPayment, { bookingId: b.bookingId }, b.token)
  expect(made.statusCode, made.body).toBe(200)
  return { ...b, orderId: made.json().order_id, checkoutUrl: made.json().checkout_url ?? '' }
}

const form = (fields: Record<string, string>) => ({ payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } })

describe(SANDBOX_CHECKOUT_PATH, () => {
  it('shows the amount, UPI, card and net banking, Success and Failure; no script and no third-party host', async () => {
    const { orderId, checkoutUrl } = await order()
    const page = await testApp().app.inject({ method: 'GET', url: checkoutUrl })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    for (const text of ['₹1,500', 'UPI', 'Card', 'Net banking', '>Success<', '>Failure<', orderId]) expect(page.body).toContain(text)
    expect(page.body).not.toMatch(/<script|https?:\/\//i)
    const unknown = await testApp().app.inject({ method: 'GET', url: `${SANDBOX_CHECKOUT_PATH}?order_id=order_Nope0000000000` })
    expect(unknown.statusCode).toBe(404)
  })

  it('Success comes back to /payment-success with what verifyPayment takes; the payment verifies', async () => {
    const t = testApp()
    const b = await order()
    const res = await t.app.inject({ method: 'POST', url: `${SANDBOX_CHECKOUT_PATH}/pay`, ...form({ order_id: b.orderId, method: 'card', outcome: 'captured' }) })
    expect(res.statusCode).toBe(303)
    const back = new URL(String(res.headers.location), 'http://app.local')
    expect(back.pathname).toBe(PAYMENT_SUCCESS_PATH)
    const q = Object.fromEntries(back.searchParams)
    expect(Object.keys(q).sort()).toEqual(['booking_id', 'razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature'])
    expect(q.booking_id).toBe(String(b.bookingId))
    const verified = await t.post(endpoints.verifyPayment, { razorpay_order_id: q.razorpay_order_id, razorpay_payment_id: q.razorpay_payment_id, razorpay_signature: q.razorpay_signature }, b.token)
    expect(verified.json()).toMatchObject({ payment_status: 'captured' })
    // the order is paid: the page says so and takes no second payment
    const again = await t.app.inject({ method: 'GET', url: b.checkoutUrl })
    expect(again.body).toContain('already paid')
    await t.app.moneySettled()
  })

  it('Failure comes back to /payment-failed with the error; the booking stays held for a retry', async () => {
    const t = testApp()
    const b = await order()
    const res = await t.app.inject({ method: 'POST', url: `${SANDBOX_CHECKOUT_PATH}/pay`, ...form({ order_id: b.orderId, method: 'upi', outcome: 'failed' }) })
    expect(res.statusCode).toBe(303)
    const back = new URL(String(res.headers.location), 'http://app.local')
    expect(back.pathname).toBe(PAYMENT_FAILED_PATH)
    expect(Object.keys(Object.fromEntries(back.searchParams)).sort()).toEqual(['booking_id', 'error_code', 'error_description', 'razorpay_order_id', 'razorpay_payment_id'])
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
      for (const url of [`${SANDBOX_GATEWAY_PREFIX}/v1/orders`, SANDBOX_SETTINGS_PATH]) {
        expect((await prod.app.inject({ method: 'POST', url, payload: {} })).statusCode).toBe(404)
      }
      expect((await prod.app.inject({ method: 'GET', url: `${SANDBOX_CHECKOUT_PATH}?order_id=x` })).statusCode).toBe(404)
    } finally {
      await prod.app.close()
    }
  })
})
