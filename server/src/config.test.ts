import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'

const support = { SUPPORT_PHONE: '+911140000000', SUPPORT_EMAIL: 'help@basera.in' }
const production = { NODE_ENV: 'production', SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: 'https://sms.example.in/send', OTP_PEPPER: 'a-long-production-pepper' }

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
