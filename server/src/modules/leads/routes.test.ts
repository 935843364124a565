import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '@basera/contract/messages'
import { OTP_TTL_SECONDS } from '@basera/contract/constants'
import * as endpoints from '@basera/contract/endpoints'
import type { SmsProvider } from '../../lib/sms.ts'
import { answerOf, createTestApp, nextPhone, useTestApp, type TestApp } from '../../test/helper.ts'

const testApp = useTestApp()

/** A wrong code for `code`: same length, different digits. */
const wrong = (code: string) => code.split('').map((d) => String((Number(d) + 1) % 10)).join('')

describe(`POST ${endpoints.login.path}`, () => {
  it.each([
    [{}, messages.phoneRequired],
    [{ phoneNumber: '' }, messages.phoneRequired],
    [{ phoneNumber: '98765' }, messages.phoneTenDigits],
    [{ phoneNumber: '98765abcde' }, messages.phoneTenDigits],
    [{ phoneNumber: '98765432101' }, messages.phoneTenDigits],
    // Indian mobiles start with 6 to 9: no code goes to 5876543210
    [{ phoneNumber: '5876543210' }, messages.phoneIndianMobile],
    [{ phoneNumber: '0987654321' }, messages.phoneIndianMobile],
  ])('refuses %j with the spec message', async (body, message) => {
    const res = await testApp().post(endpoints.login, body)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message })
  })

  it('sends a 4-digit code, echoes it in development and puts it in the dev outbox', async () => {
    const phone = nextPhone()
    const res = await testApp().post(endpoints.login, { phoneNumber: phone })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ success: true, phoneNumber: phone, message: messages.otpSent, resend_after_seconds: 30 })
    expect(body.otp).toMatch(/^\d{4}$/)
    const outbox = await testApp().app.inject({ method: 'GET', url: `${endpoints.devOutbox.path}?phoneNumber=${phone}` })
    expect(outbox.statusCode).toBe(200)
    expect(answerOf(endpoints.devOutbox, outbox).json().data[0]).toMatchObject({ phoneNumber: phone, code: body.otp })
  })

  it('throttles a resend for the same phone, then allows it after OTP_RESEND_SECONDS', async () => {
    const { post, clock } = testApp()
    const phone = nextPhone()
    expect((await post(endpoints.login, { phoneNumber: phone })).statusCode).toBe(200)
    const again = await post(endpoints.login, { phoneNumber: phone })
    expect(again.statusCode).toBe(429)
    expect(again.json().message).toBe(messages.otpResendTooSoon)
    expect(again.json().resend_after_seconds).toBeGreaterThan(0)
    clock.advance(31_000)
    expect((await post(endpoints.login, { phoneNumber: phone })).statusCode).toBe(200)
  })

  it('keeps other phones unaffected by one phone\'s throttle', async () => {
    const { post } = testApp()
    const phone = nextPhone()
    await post(endpoints.login, { phoneNumber: phone })
    expect((await post(endpoints.login, { phoneNumber: nextPhone() })).statusCode).toBe(200)
  })
})

describe(`POST ${endpoints.verifyOtp.path}`, () => {
  async function requestCode(phone = nextPhone()) {
    const res = await testApp().post(endpoints.login, { phoneNumber: phone })
    return { phone, code: res.json().otp as string }
  }

  it('signs in with the right code: token, lead id, profile; a second sign-in keeps the lead', async () => {
    const { post, clock } = testApp()
    const { phone, code } = await requestCode()
    const res = await post(endpoints.verifyOtp, { phoneNumber: phone, otp: code })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ success: true, phoneNumber: phone, message: messages.otpVerified })
    expect(body.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(body.full_profile).toMatchObject({ leadId: body.lead_profile_id, phone_number: phone, gender: 'GENDER_UNSPECIFIED' })
    clock.advance(31_000)
    const second = await requestCode(phone)
    const again = await post(endpoints.verifyOtp, { phoneNumber: phone, otp: second.code })
    expect(again.json().lead_profile_id).toBe(body.lead_profile_id)
    expect(again.json().accessToken).not.toBe(body.accessToken)
  })

  it('accepts the code as a number (leading zeros padded)', async () => {
    const { post } = testApp()
    const { phone, code } = await requestCode()
    const res = await post(endpoints.verifyOtp, { phoneNumber: phone, otp: Number(code) })
    expect(res.statusCode).toBe(200)
  })

  it('uses a code once', async () => {
    const { post } = testApp()
    const { phone, code } = await requestCode()
    expect((await post(endpoints.verifyOtp, { phoneNumber: phone, otp: code })).statusCode).toBe(200)
    const reuse = await post(endpoints.verifyOtp, { phoneNumber: phone, otp: code })
    expect(reuse.statusCode).toBe(400)
    expect(reuse.json()).toEqual({ message: messages.otpVerificationFailed })
  })

  it.each([
    [{ otp: '' }, messages.otpAllDigits],
    [{ otp: '12a4' }, messages.otpAllDigits],
    [{ otp: '12345' }, messages.otpAllDigits],
  ])('refuses a malformed code %j', async (extra, message) => {
    const res = await testApp().post(endpoints.verifyOtp, { phoneNumber: nextPhone(), ...extra })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message })
  })

  it('answers otpVerificationFailed when no code was requested', async () => {
    const res = await testApp().post(endpoints.verifyOtp, { phoneNumber: nextPhone(), otp: '1234' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: messages.otpVerificationFailed })
  })

  it('counts wrong codes; after 5 the code is dead even when right', async () => {
    const { post } = testApp()
    const { phone, code } = await requestCode()
    for (let i = 0; i < 5; i++) {
      const res = await post(endpoints.verifyOtp, { phoneNumber: phone, otp: wrong(code) })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ message: messages.otpWrong })
    }
    const right = await post(endpoints.verifyOtp, { phoneNumber: phone, otp: code })
    expect(right.statusCode).toBe(400)
    expect(right.json()).toEqual({ message: messages.otpLocked })
  })

  it('refuses an expired code', async () => {
    const { post, clock } = testApp()
    const { phone, code } = await requestCode()
    clock.advance(OTP_TTL_SECONDS * 1000 + 1000)
    const res = await post(endpoints.verifyOtp, { phoneNumber: phone, otp: code })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: messages.otpExpired })
  })

  it('only the newest code counts', async () => {
    const { post, clock } = testApp()
    const first = await requestCode()
    clock.advance(31_000)
    const second = await requestCode(first.phone)
    if (first.code !== second.code) {
      const old = await post(endpoints.verifyOtp, { phoneNumber: first.phone, otp: first.code })
      expect(old.json()).toEqual({ message: messages.otpWrong })
    }
    expect((await post(endpoints.verifyOtp, { phoneNumber: first.phone, otp: second.code })).statusCode).toBe(200)
  })
})

describe(`POST ${endpoints.logout.path}`, () => {
  it('revokes the token: later calls with it answer 401', async () => {
    const { post, signIn } = testApp()
    const { token, leadId } = await signIn()
    expect((await post(endpoints.viewLeadProfile, { leadId }, token)).statusCode).toBe(200)
    const out = await post(endpoints.logout, {}, token)
    expect(out.statusCode).toBe(200)
    expect(out.json()).toEqual({ success: true })
    const after = await post(endpoints.viewLeadProfile, { leadId }, token)
    expect(after.statusCode).toBe(401)
    expect(after.json()).toEqual({ message: messages.unauthorized })
  })

  it('needs a token', async () => {
    const res = await testApp().post(endpoints.logout, {})
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ message: messages.unauthorized })
  })
})

describe('sessions expire', () => {
  it('a 31-day-old token answers 401', async () => {
    const { post, signIn, clock } = testApp()
    const { token, leadId } = await signIn()
    clock.advance(31 * 86_400_000)
    const res = await post(endpoints.viewLeadProfile, { leadId }, token)
    expect(res.statusCode).toBe(401)
  })

  it('a made-up token answers 401', async () => {
    const res = await testApp().post(endpoints.viewLeadProfile, { leadId: 1 }, 'A'.repeat(43))
    expect(res.statusCode).toBe(401)
  })
})

describe('production mode (and the per-address sign-in limit)', () => {
  const sent: string[] = []
  const sms: SmsProvider = { send: async (_phone, text) => { sent.push(text) } }
  let prod: TestApp
  beforeAll(async () => {
    prod = await createTestApp({
      config: { isDevelopment: false, loginRateLimitMax: 3, sms: { provider: 'webhook', url: 'http://127.0.0.1:9/', token: undefined } },
      overrides: { sms },
    })
  })
  afterAll(() => prod.app.close())
  const loginFrom = (remoteAddress: string, phoneNumber: string) =>
    prod.app.inject({ method: 'POST', url: endpoints.login.path, payload: { phoneNumber }, remoteAddress })

  it('never echoes the code, hides the dev outbox, still sends the SMS', async () => {
    const phone = nextPhone()
    const res = await loginFrom('10.0.0.1', phone)
    expect(res.statusCode).toBe(200)
    expect(res.json()).not.toHaveProperty('otp')
    expect(sent).toHaveLength(1)
    const outbox = await prod.app.inject({ method: 'GET', url: `${endpoints.devOutbox.path}?phoneNumber=${phone}` })
    expect(outbox.statusCode).toBe(404)
    expect(outbox.json()).toEqual({ message: messages.notFound })
    const code = /\b(\d{4})\b/.exec(sent[0] ?? '')?.[1]
    expect((await prod.post(endpoints.verifyOtp, { phoneNumber: phone, otp: code })).statusCode).toBe(200)
  })

  it('answers 429 tooManyRequests past LOGIN_RATE_LIMIT_MAX from one address', async () => {
    for (let i = 0; i < 3; i++) expect((await loginFrom('10.0.0.2', nextPhone())).statusCode).toBe(200)
    const res = await loginFrom('10.0.0.2', nextPhone())
    expect(res.statusCode).toBe(429)
    expect(res.json()).toEqual({ message: messages.tooManyRequests })
    expect((await loginFrom('10.0.0.3', nextPhone())).statusCode).toBe(200)
  })
})
