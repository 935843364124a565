import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'

const production = { NODE_ENV: 'production', SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: 'https://sms.example/send', OTP_PEPPER: 'a-pepper-of-16-chars-or-more' }

describe('loadConfig: the site\'s public origin', () => {
  it('is the request\'s own in development, unless set', () => {
    expect(loadConfig({}).publicOrigin).toBeNull()
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://localhost:3000' }).publicOrigin).toBe('http://localhost:3000')
  })

  it('is required in production, named in the refusal, and must be an origin', () => {
    expect(() => loadConfig(production)).toThrow(/PUBLIC_ORIGIN: required in production/)
    expect(loadConfig({ ...production, PUBLIC_ORIGIN: 'https://basera.in' }).publicOrigin).toBe('https://basera.in')
    expect(() => loadConfig({ ...production, PUBLIC_ORIGIN: 'https://basera.in/app' })).toThrow(/PUBLIC_ORIGIN/)
    expect(() => loadConfig({ ...production, PUBLIC_ORIGIN: 'basera.in' })).toThrow(/PUBLIC_ORIGIN/)
  })
})
