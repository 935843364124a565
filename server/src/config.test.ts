import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'

const support = { SUPPORT_PHONE: '+911140000000', SUPPORT_EMAIL: 'help@basera.in' }
const keys = { RAZORPAY_KEY_ID: 'rzp_live_AbCdEf123', RAZORPAY_KEY_SECRET: 'live-secret-123', RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-123' }
const production = { NODE_ENV: 'production', SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: 'https://sms.example.in/send', OTP_PEPPER: 'a-long-production-pepper', ...keys }

// Support channels come from configuration. Development has a default that reaches nobody and says it is one;
// production refuses to start without real ones, like the OTP pepper.
describe('support channels', () => {
  it('development: a default that is visibly not a real channel, marked a placeholder', () => {
    const { support } = loadConfig({})
    expect(support).toEqual({ phone: '+910000000000', email: 'support-not-configured@basera.example', placeholder: true })
  })

  it('configured: SUPPORT_PHONE and SUPPORT_EMAIL, no placeholder', () => {
    expect(loadConfig(support).support).toEqual({ phone: '+911140000000', email: 'help@basera.in', placeholder: false })
  })

  it('production refuses to start without them, naming both', () => {
    expect(() => loadConfig({ ...production, PUBLIC_ORIGIN: 'https://basera.in' })).toThrow(/SUPPORT_PHONE: required in production[\s\S]*SUPPORT_EMAIL: required in production/)
    expect(loadConfig({ ...production, ...support, PUBLIC_ORIGIN: 'https://basera.in' }).support.placeholder).toBe(false)
  })

  it('refuses a number that is not international', () => {
    expect(() => loadConfig({ SUPPORT_PHONE: '01140000000' })).toThrow(/SUPPORT_PHONE/)
    expect(() => loadConfig({ SUPPORT_PHONE: '+01140000000' })).toThrow(/SUPPORT_PHONE/)
  })
})

describe('the site\'s public origin', () => {
  it('is the request\'s own in development, unless set', () => {
    expect(loadConfig({}).publicOrigin).toBeNull()
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://localhost:3000' }).publicOrigin).toBe('http://localhost:3000')
  })

  it('is required in production, named in the refusal, and must be an origin', () => {
    expect(() => loadConfig({ ...production, ...support })).toThrow(/PUBLIC_ORIGIN: required in production/)
    expect(loadConfig({ ...production, ...support, PUBLIC_ORIGIN: 'https://basera.in' }).publicOrigin).toBe('https://basera.in')
    expect(() => loadConfig({ ...production, ...support, PUBLIC_ORIGIN: 'https://basera.in/app' })).toThrow(/PUBLIC_ORIGIN/)
    expect(() => loadConfig({ ...production, ...support, PUBLIC_ORIGIN: 'basera.in' })).toThrow(/PUBLIC_ORIGIN/)
  })
})

// Payments (README "Payments"): the sandbox with no configuration in development; production refuses the sandbox
// and names each missing Razorpay variable.
const site = { ...support, PUBLIC_ORIGIN: 'https://basera.in' }
const { RAZORPAY_KEY_ID: _id, RAZORPAY_KEY_SECRET: _secret, RAZORPAY_WEBHOOK_SECRET: _webhook, ...withoutKeys } = production

describe('payments configuration', () => {
  it('development without any payment variable: the sandbox gateway the app serves itself', () => {
    const { payments } = loadConfig({})
    expect(payments).toMatchObject({ gateway: 'sandbox', keyId: 'rzp_sandbox', apiBase: null, reconcileMs: 180_000, timeoutMs: 10_000 })
  })

  it('production refuses to start without the keys, naming each missing variable', () => {
    expect(() => loadConfig({ ...site, ...withoutKeys })).toThrow(/RAZORPAY_KEY_ID: required[\s\S]*RAZORPAY_KEY_SECRET: required[\s\S]*RAZORPAY_WEBHOOK_SECRET: required/)
    expect(() => loadConfig({ ...site, ...withoutKeys, RAZORPAY_KEY_ID: keys.RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET: keys.RAZORPAY_KEY_SECRET })).toThrow(/RAZORPAY_WEBHOOK_SECRET/)
  })

  it('production refuses the sandbox gateway', () => {
    expect(() => loadConfig({ ...site, ...production, PAYMENT_GATEWAY: 'sandbox' })).toThrow(/PAYMENT_GATEWAY: the sandbox gateway is for development only/)
  })

  it('production with Razorpay keys talks to api.razorpay.com (or RAZORPAY_API_BASE) and reconciles every PAYMENT_RECONCILE_MS', () => {
    expect(loadConfig({ ...site, ...production }).payments).toMatchObject({ gateway: 'razorpay', apiBase: 'https://api.razorpay.com', keyId: keys.RAZORPAY_KEY_ID })
    const custom = loadConfig({ ...site, ...production, RAZORPAY_API_BASE: 'https://gateway.internal', PAYMENT_RECONCILE_MS: '5000' }).payments
    expect(custom).toMatchObject({ apiBase: 'https://gateway.internal', reconcileMs: 5000 })
    expect(() => loadConfig({ PAYMENT_RECONCILE_MS: 'soon' })).toThrow(/PAYMENT_RECONCILE_MS/)
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'key' })).toThrow(/RAZORPAY_KEY_ID: must be a Razorpay key id/)
  })
})

describe('push configuration', () => {
  const pair = {
    VAPID_PUBLIC_KEY: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    VAPID_PRIVATE_KEY: 'Tso1cKwPhZTxYsA9tNtBV4Y-fXr7uVv8FvtL8H6wSwY',
  }

  it('no keys: none configured (development makes its own in DATA_DIR, production sends no push)', () => {
    expect(loadConfig({}).notify).toEqual({ vapid: null, pollMs: 2000 })
    expect(loadConfig({ ...site, ...production }).notify.vapid).toBeNull()
  })

  it('a key pair with its subject; one key alone, a malformed key or, in production, no subject is refused', () => {
    expect(loadConfig({ ...pair, VAPID_SUBJECT: 'mailto:ops@basera.in' }).notify.vapid).toEqual({
      publicKey: pair.VAPID_PUBLIC_KEY, privateKey: pair.VAPID_PRIVATE_KEY, subject: 'mailto:ops@basera.in',
    })
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pair.VAPID_PUBLIC_KEY })).toThrow(/set both/)
    expect(() => loadConfig({ ...pair, VAPID_PRIVATE_KEY: 'short' })).toThrow(/VAPID_PRIVATE_KEY: must be the VAPID private key/)
    expect(() => loadConfig({ ...site, ...production, ...pair })).toThrow(/VAPID_SUBJECT: required/)
    expect(loadConfig({ ...site, ...production, ...pair, VAPID_SUBJECT: 'https://basera.in' }).notify.vapid?.subject).toBe('https://basera.in')
  })
})
