import { describe, expect, it } from 'vitest'
import { INDIAN_MOBILE, normalisePhoneInput } from './phone.ts'
import { PhoneNumber } from './common.ts'
import { TenantForm } from './booking.ts'
import { messages } from './messages.ts'

describe('normalisePhoneInput: typed or pasted, the 10 digits of the number', () => {
  it.each([
    ['+91 98765 01234', '9876501234'],
    ['+919876501234', '9876501234'],
    ['091-98765-01234', '9876501234'],
    ['0091 98765 01234', '9876501234'],
    ['98765 01234', '9876501234'],
    ['098765 01234', '9876501234'],
    ['+91 098765 01234', '9876501234'],
    ['(+91) 98765-01234', '9876501234'],
    ['919876501234', '9876501234'],
    ['9876501234 ', '9876501234'],
  ])('%s → %s', (raw, digits) => {
    expect(normalisePhoneInput(raw)).toBe(digits)
  })

  it('drops letters and symbols wherever they are', () => {
    expect(normalisePhoneInput('abc😀')).toBe('')
    expect(normalisePhoneInput('98a76b5')).toBe('98765')
  })

  it('keeps a number being typed digit by digit as it is, even one starting with 91', () => {
    expect(normalisePhoneInput('9')).toBe('9')
    expect(normalisePhoneInput('919')).toBe('919')
    expect(normalisePhoneInput('9198765012')).toBe('9198765012')
  })

  it('reads a prefix being typed as a prefix', () => {
    expect(normalisePhoneInput('+9')).toBe('9')
    expect(normalisePhoneInput('+91')).toBe('')
    expect(normalisePhoneInput('+91 9')).toBe('9')
  })

  it('never gives more than 10 digits', () => {
    expect(normalisePhoneInput('98765012345678')).toBe('9876501234')
  })
})

describe('Indian mobile numbers start with 6 to 9', () => {
  it('the pattern', () => {
    expect(INDIAN_MOBILE.test('9876501234')).toBe(true)
    expect(INDIAN_MOBILE.test('6000000000')).toBe(true)
    expect(INDIAN_MOBILE.test('5876543210')).toBe(false)
    expect(INDIAN_MOBILE.test('0876543210')).toBe(false)
  })

  it('sign-in, invites and the dev outbox refuse 5876543210 with a sentence', () => {
    const parsed = PhoneNumber.safeParse('5876543210')
    expect(parsed.error?.issues[0]?.message).toBe(messages.phoneIndianMobile)
    expect(PhoneNumber.safeParse('98765').error?.issues[0]?.message).toBe(messages.phoneTenDigits)
    expect(PhoneNumber.safeParse('7000000011').success).toBe(true)
  })

  it("the booking form's contact number too", () => {
    const form = { fullName: 'Asha Verma', gender: 'GENDER_FEMALE', email: 'asha@example.in', occupation: 'Working', is_b2b_user: 'No' }
    expect(TenantForm.safeParse({ ...form, contact_number: '5876543210' }).error?.issues[0]?.message).toBe(messages.contactIndianMobile)
    expect(TenantForm.safeParse({ ...form, contact_number: '9876543210' }).success).toBe(true)
  })
})
