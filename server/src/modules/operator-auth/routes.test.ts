import { describe, expect, it } from 'vitest'
import { messages } from '@basera/contract/messages'
import * as endpoints from '@basera/contract/endpoints'
import { createTestApp, nextPhone, useTestApp } from '../../test/helper.ts'
import { ADMIN_PHONE, MANAGER_PHONES, OWNER_PHONES, signInOperator } from '../operator-access/test-fixtures.ts'

const testApp = useTestApp()

describe(`POST ${endpoints.operatorLogin.path}`, () => {
  it('sends an invited number a code and signs it in as its operator and role', async () => {
    const { post } = testApp()
    const login = await post(endpoints.operatorLogin, { phoneNumber: OWNER_PHONES[0] })
    expect(login.statusCode).toBe(200)
    expect(login.json()).toMatchObject({ success: true, phoneNumber: OWNER_PHONES[0], message: messages.otpSent, resend_after_seconds: 30 })
    const verify = await post(endpoints.operatorVerifyOtp, { phoneNumber: OWNER_PHONES[0], otp: login.json().otp })
    expect(verify.statusCode).toBe(200)
    expect(verify.json()).toMatchObject({ success: true, role: 'owner', name: 'Asha Owner', phoneNumber: OWNER_PHONES[0] })
    expect(verify.json().accessToken).toMatch(/^op_/)
  })

  it('refuses a number that is no Indian mobile with a sentence', async () => {
    const res = await testApp().post(endpoints.operatorLogin, { phoneNumber: '5876543210' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: messages.phoneIndianMobile })
  })

  it('answers an uninvited number exactly as an invited one in production, and sends no code', async () => {
    const sent: string[] = []
    const prod = await createTestApp({ config: { isDevelopment: false }, overrides: { sms: { send: async (phone) => { sent.push(phone) } } } })
    try {
      const stranger = nextPhone()
      const invited = await prod.post(endpoints.operatorLogin, { phoneNumber: ADMIN_PHONE })
      const uninvited = await prod.post(endpoints.operatorLogin, { phoneNumber: stranger })
      expect(uninvited.statusCode).toBe(invited.statusCode)
      expect(uninvited.json()).toEqual({ ...invited.json(), phoneNumber: stranger })
      expect(sent).toEqual([ADMIN_PHONE])
      const verify = await prod.post(endpoints.operatorVerifyOtp, { phoneNumber: stranger, otp: '0000' })
      expect(verify.statusCode).toBe(400)
      expect(verify.json()).toEqual({ message: messages.otpVerificationFailed })
    } finally {
      await prod.app.close()
    }
  })

  it('keeps the tenant OTP rules: a resend within 30 seconds is refused, a wrong code counts', async () => {
    const { post } = testApp()
    const phone = MANAGER_PHONES[2]
    const login = await post(endpoints.operatorLogin, { phoneNumber: phone })
    expect((await post(endpoints.operatorLogin, { phoneNumber: phone })).statusCode).toBe(429)
    const code = login.json().otp ?? ''
    const wrong = code === '0000' ? '1111' : '0000'
    const bad = await post(endpoints.operatorVerifyOtp, { phoneNumber: phone, otp: wrong })
    expect(bad.json()).toEqual({ message: messages.otpWrong })
  })

  it('never lets a console code sign a tenant in, nor a tenant code an operator', async () => {
    const { post, clock } = testApp()
    clock.advance(31_000)
    const phone = OWNER_PHONES[1]
    const operatorCode = (await post(endpoints.operatorLogin, { phoneNumber: phone })).json().otp
    expect((await post(endpoints.verifyOtp, { phoneNumber: phone, otp: operatorCode })).statusCode).toBe(400)
    const tenantCode = (await post(endpoints.login, { phoneNumber: phone })).json().otp
    const asOperator = await post(endpoints.operatorVerifyOtp, { phoneNumber: phone, otp: tenantCode })
    expect(asOperator.statusCode).toBe(400)
  })
})

describe('operator and tenant sessions are different kinds', () => {
  it('refuses a tenant token on an operator call and an operator token on a tenant call', async () => {
    const t = testApp()
    const tenant = await t.signIn()
    expect((await t.call(endpoints.getOperatorMe, {}, tenant.token)).statusCode).toBe(401)
    const owner = await signInOperator(t, OWNER_PHONES[2])
    const asTenant = await t.post(endpoints.viewLeadProfile, { leadId: tenant.leadId }, owner.token)
    expect(asTenant.statusCode).toBe(401)
    expect(asTenant.json()).toEqual({ message: messages.unauthorized })
  })

  it('answers who the operator is, and nothing after sign-out', async () => {
    const t = testApp()
    t.clock.advance(31_000)
    const manager = await signInOperator(t, MANAGER_PHONES[0])
    const me = await t.call(endpoints.getOperatorMe, {}, manager.token)
    expect(me.statusCode).toBe(200)
    expect(me.json().data).toEqual({ operator_id: manager.id, name: 'Ravi Manager', role: 'manager', phone: MANAGER_PHONES[0], property_ids: manager.propertyIds })
    expect(manager.propertyIds.length).toBeGreaterThan(0)
    expect((await t.call(endpoints.operatorSignOut, { body: {} }, manager.token)).statusCode).toBe(200)
    expect((await t.call(endpoints.getOperatorMe, {}, manager.token)).statusCode).toBe(401)
  })
})

describe(`GET ${endpoints.devOperators.path}`, () => {
  it('lists the seeded admin, owners and managers with their properties', async () => {
    const res = await testApp().call(endpoints.devOperators)
    expect(res.statusCode).toBe(200)
    const data = res.json().data
    expect(data.map((o) => [o.phone, o.role])).toEqual([
      [ADMIN_PHONE, 'admin'], ...OWNER_PHONES.map((p) => [p, 'owner']), ...MANAGER_PHONES.map((p) => [p, 'manager']),
    ])
    const owned = data.filter((o) => o.role === 'owner').flatMap((o) => o.property_ids)
    expect(new Set(owned).size).toBe(owned.length)
    expect(owned.length).toBeGreaterThan(0)
  })
})
