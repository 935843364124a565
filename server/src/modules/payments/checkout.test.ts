import { describe, expect, it } from 'vitest'
import { PAYMENT_CALLBACK_PATH, PAYMENT_FAILED_PATH, PAYMENT_SUCCESS_PATH, SANDBOX_CHECKOUT_PATH } from '@basera/contract/sandbox-gateway'
import type { PaymentsConfig } from '../../config.ts'
import { checkoutForm, checkoutFormTargets, outcomeLocation } from './checkout.ts'

// The checkout on Razorpay's side of the page: the form the web posts to Razorpay's Hosted Checkout, and where the
// callback Razorpay posts back sends the browser (the sandbox's way through it is in sandbox-gateway/routes.test.ts).

const razorpay: PaymentsConfig = {
  gateway: 'razorpay', keyId: 'rzp_live_Key01', keySecret: 's', webhookSecret: 'w', apiBase: 'https://api.razorpay.com', timeoutMs: 1000, reconcileMs: 1000,
}
const order = { keyId: 'rzp_live_Key01', orderId: 'order_Abc123', amountPaise: 150000, bookingId: 42 }
const signature = 'a'.repeat(64)

describe('the checkout form', () => {
  it('with Razorpay: posted to its Hosted Checkout with the key, the order and our way back; pages may post there', () => {
    const form = checkoutForm(razorpay, order, 'https://basera.in')
    expect(form.action).toBe('https://api.razorpay.com/v1/checkout/embedded')
    expect(form.fields).toMatchObject({
      key_id: 'rzp_live_Key01', order_id: 'order_Abc123', amount: '150000', currency: 'INR',
      callback_url: `https://basera.in${PAYMENT_CALLBACK_PATH}?booking_id=42`, cancel_url: `https://basera.in${PAYMENT_FAILED_PATH}?booking_id=42`,
    })
    expect(checkoutFormTargets(razorpay)).toEqual(['https://api.razorpay.com'])
  })

  it('with the sandbox: its page on our own origin, and no other host for forms', () => {
    const sandbox: PaymentsConfig = { ...razorpay, gateway: 'sandbox', apiBase: null }
    expect(checkoutForm(sandbox, order, 'http://localhost:3000').action).toBe(SANDBOX_CHECKOUT_PATH)
    expect(checkoutFormTargets(sandbox)).toEqual([])
  })
})

describe('where the checkout\'s callback sends the browser', () => {
  it('a success: on to /payment-success with verifyPayment\'s fields and the booking', () => {
    const to = new URL(outcomeLocation({ razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_Abc123', razorpay_signature: signature }, '42'), 'https://x')
    expect(to.pathname).toBe(PAYMENT_SUCCESS_PATH)
    expect(Object.fromEntries(to.searchParams)).toEqual({ razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_Abc123', razorpay_signature: signature, booking_id: '42' })
  })

  it('a failure as Razorpay posts it (error[...] fields, the ids in its metadata): on to /payment-failed', () => {
    const to = new URL(outcomeLocation({
      'error[code]': 'BAD_REQUEST_ERROR', 'error[description]': 'Payment failed', 'error[source]': 'customer', 'error[metadata]': '{"payment_id":"pay_2","order_id":"order_Abc123"}',
    }, '42'), 'https://x')
    expect(to.pathname).toBe(PAYMENT_FAILED_PATH)
    expect(Object.fromEntries(to.searchParams)).toEqual({
      razorpay_order_id: 'order_Abc123', razorpay_payment_id: 'pay_2', error_code: 'BAD_REQUEST_ERROR', error_description: 'Payment failed', booking_id: '42',
    })
    // metadata that is not JSON still says the payment failed
    expect(outcomeLocation({ 'error[code]': 'GATEWAY_ERROR', 'error[metadata]': 'not json' }, '42')).toMatch(/^\/payment-failed\?razorpay_order_id=&razorpay_payment_id=&error_code=GATEWAY_ERROR/)
  })

  it('anything else goes to My Booking (the booking as it stands), and never to another site', () => {
    expect(outcomeLocation({}, '42')).toBe('/bookings')
    expect(outcomeLocation({ razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_1', razorpay_signature: 'short' }, '42')).toBe('/bookings')
    for (const booking of [undefined, '', 'abc', '//evil.example', '1e3']) {
      expect(outcomeLocation({ razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_1', razorpay_signature: signature }, booking)).toBe('/bookings')
    }
  })
})
