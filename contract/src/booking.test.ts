import { describe, expect, it } from 'vitest'
import { AgreementBody, firstTenantFormError } from './booking.ts'
import { messages } from './messages.ts'
import { todayInIndia } from './dates.ts'

const valid = {
  fullName: 'Asha Verma',
  gender: 'GENDER_FEMALE',
  contact_number: '9876543210',
  email: 'asha@example.in',
  occupation: 'Working',
  is_b2b_user: 'No',
}

describe('firstTenantFormError: the spec order of the booking form', () => {
  it.each([
    ['empty name', { ...valid, fullName: '' }, messages.fullNameRequired],
    ['blank name', { ...valid, fullName: '   ' }, messages.fullNameRequired],
    ['short name', { ...valid, fullName: 'Al' }, messages.fullNameMin],
    ['long name', { ...valid, fullName: 'A'.repeat(16) }, messages.fullNameMax],
    ['no gender', { ...valid, gender: '' }, messages.genderRequired],
    ['no contact', { ...valid, contact_number: '' }, messages.contactRequired],
    ['short contact', { ...valid, contact_number: '98765' }, messages.contactTenDigits],
    ['no email', { ...valid, email: '' }, messages.emailRequired],
    ['bad email', { ...valid, email: 'asha@' }, messages.emailInvalid],
    ['no occupation', { ...valid, occupation: '' }, messages.occupationRequired],
    ['no b2b choice', { ...valid, is_b2b_user: undefined }, messages.b2bRequired],
  ])('%s', (_, values, expected) => {
    expect(firstTenantFormError(values)).toBe(expected)
  })

  it('reports the earliest rule when several fail', () => {
    expect(firstTenantFormError({})).toBe(messages.fullNameRequired)
    expect(firstTenantFormError({ ...valid, gender: '', email: '' })).toBe(messages.genderRequired)
  })

  it('accepts the form labels Male / Female / Other for gender', () => {
    expect(firstTenantFormError({ ...valid, gender: 'Female' })).toBeNull()
    expect(firstTenantFormError(valid)).toBeNull()
  })
})

describe('AgreementBody move-in date', () => {
  const base = { tenant_id: 1, property_id: 2, bookingId: 3 }
  it('accepts today in Asia/Kolkata', () => {
    expect(AgreementBody.safeParse({ ...base, tanant_move_in_date: todayInIndia() }).success).toBe(true)
  })
  it('refuses yesterday and a missing date with the messages', () => {
    const past = AgreementBody.safeParse({ ...base, tanant_move_in_date: '2020-01-01' })
    expect(past.error?.issues[0]?.message).toBe(messages.moveInDateInPast)
    const missing = AgreementBody.safeParse({ ...base, tanant_move_in_date: '' })
    expect(missing.error?.issues[0]?.message).toBe(messages.moveInDateRequired)
  })
})
