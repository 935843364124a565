import { describe, expect, it } from 'vitest'
import { otpSmsText } from './otp-service.ts'

describe('the sign-in code SMS', () => {
  it('ends with the origin-bound line a phone browser reads (WebOTP) when the app host is set', () => {
    const text = otpSmsText('4821', 'basera.in')
    expect(text.startsWith('4821 is your Basera sign-in code.')).toBe(true)
    expect(text.split('\n').at(-1)).toBe('@basera.in #4821')
  })

  it('is the plain text without a host', () => {
    expect(otpSmsText('4821')).not.toContain('@')
  })
})
