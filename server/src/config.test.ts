import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'

// Payments configuration (README "Payments"): the sandbox with no configuration in development; production
// refuses the sandbox and names each missing Razorpay variable.

const production = { NODE_ENV: 'production', SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: 'https://sms.example/send', OTP_PEPPER: 'a-production-pepper-0123' }
const keys = { RAZORPAY_KEY_ID: 'rzp_live_AbCdEf123', RAZORPAY_KEY_SECRET: 'live-secret-123', RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-123' }

describe('payments configuration', () => {
  it('development without any payment variable: the sandbox gateway the app serves itself', () => {
    const { payments } = loadConfig({})
    expect(payments).toMatchObject({ gateway: 'sandbox', keyId: 'rzp_sandbox', apiBase: null, reconcileMs: 180_000, timeoutMs: 10_000 })
  })

  it('production refuses to start without the keys, naming each missing variable', () => {
    expect(() => loadConfig(production)).toThrow(/RAZORPAY_KEY_ID: required[\s\S]*RAZORPAY_KEY_SECRET: required[\s\S]*RAZORPAY_WEBHOOK_SECRET: required/)
    expect(() => loadConfig({ ...production, RAZORPAY_KEY_ID: keys.RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET: keys.RAZORPAY_KEY_SECRET })).toThrow(/RAZORPAY_WEBHOOK_SECRET/)
  })

  it('production refuses the sandbox gateway', () => {
    expect(() => loadConfig({ ...production, ...keys, PAYMENT_GATEWAY: 'sandbox' })).toThrow(/PAYMENT_GATEWAY: the sandbox gateway is for development only/)
  })

  it('production with Razorpay keys talks to api.razorpay.com (or RAZORPAY_API_BASE) and reconciles every PAYMENT_RECONCILE_MS', () => {
    expect(loadConfig({ ...production, ...keys }).payments).toMatchObject({ gateway: 'razorpay', apiBase: 'https://api.razorpay.com', keyId: keys.RAZORPAY_KEY_ID })
    const custom = loadConfig({ ...production, ...keys, RAZORPAY_API_BASE: 'https://gateway.internal', PAYMENT_RECONCILE_MS: '5000' }).payments
    expect(custom).toMatchObject({ apiBase: 'https://gateway.internal', reconcileMs: 5000 })
    expect(() => loadConfig({ PAYMENT_RECONCILE_MS: 'soon' })).toThrow(/PAYMENT_RECONCILE_MS/)
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'key' })).toThrow(/RAZORPAY_KEY_ID: must be a Razorpay key id/)
  })
})
