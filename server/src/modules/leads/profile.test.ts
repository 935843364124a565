import { describe, expect, it } from 'vitest'
import { messages } from '@basera/contract/messages'
import { todayInIndia } from '@basera/contract/dates'
import * as endpoints from '@basera/contract/endpoints'
import { useTestApp } from '../../test/helper.ts'

const testApp = useTestApp()

/** The date `years` years before today in India, `daysLater` days after it. */
function yearsAgo(years: number, daysLater = 0): string {
  const [y, m, d] = todayInIndia().split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(y - years, m - 1, d + daysLater))
  return date.toISOString().slice(0, 10)
}

describe(`POST ${endpoints.viewLeadProfile.path}`, () => {
  it('answers the token\'s own profile', async () => {
    const { post, signIn } = testApp()
    const { token, leadId } = await signIn()
    const res = await post(endpoints.viewLeadProfile, { leadId }, token)
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ leadId, full_name: null, pref_city_id: null })
  })

  it('401 without a token, 403 for another lead', async () => {
    const { post, signIn } = testApp()
    const a = await signIn()
    const b = await signIn()
    expect((await post(endpoints.viewLeadProfile, { leadId: a.leadId })).json()).toEqual({ message: messages.unauthorized })
    const other = await post(endpoints.viewLeadProfile, { leadId: b.leadId }, a.token)
    expect(other.statusCode).toBe(403)
    expect(other.json()).toEqual({ message: messages.forbidden })
  })
})

describe(`POST|PUT|PATCH ${endpoints.updateLeadProfile.path}`, () => {
  it('updates the fields the spec client sends (budgets as strings, city id, locality id)', async () => {
    const { post, signIn } = testApp()
    const { token, leadId } = await signIn()
    const res = await post(endpoints.updateLeadProfile, {
      leadId, full_name: 'Asha Verma', email: 'asha@example.in', phone_number: '0000000000', gender: 'GENDER_FEMALE',
      dob: '1999-04-12', pref_budget_min_range: '4000', pref_budget_max_range: '9000', pref_city_id: 2, pref_locality_id: 25,
    }, token)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ success: true, message: messages.profileUpdated })
    expect(res.json().data).toMatchObject({
      full_name: 'Asha Verma', email: 'asha@example.in', gender: 'GENDER_FEMALE', dob: '1999-04-12',
      pref_budget_min_range: 4000, pref_budget_max_range: 9000, pref_city_id: 2, pref_city_name: 'Noida',
      pref_locality_id: 25, pref_locality_name: 'Sector 18',
    })
    // the phone number is read-only
    expect(res.json().data.phone_number).not.toBe('0000000000')
  })

  it.each(['PUT', 'PATCH'] as const)('accepts %s; absent fields keep their value, empty strings clear', async (method) => {
    const { post, signIn } = testApp()
    const { token, leadId } = await signIn()
    await post(endpoints.updateLeadProfile, { leadId, full_name: 'Ravi', email: 'ravi@example.in' }, token)
    const res = await post(endpoints.updateLeadProfile, { leadId, email: '' }, token, method)
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ full_name: 'Ravi', email: null })
  })

  it('keeps the language the lead chose (en or hi) and refuses any other', async () => {
    const { post, signIn } = testApp()
    const { token, leadId } = await signIn()
    expect((await post(endpoints.viewLeadProfile, { leadId }, token)).json().data.language).toBeNull()
    const res = await post(endpoints.updateLeadProfile, { leadId, language: 'hi' }, token)
    expect(res.statusCode).toBe(200)
    expect(res.json().data.language).toBe('hi')
    expect((await post(endpoints.viewLeadProfile, { leadId }, token)).json().data.language).toBe('hi')
    // a later update without the field keeps it
    await post(endpoints.updateLeadProfile, { leadId, full_name: 'Asha' }, token)
    expect((await post(endpoints.viewLeadProfile, { leadId }, token)).json().data.language).toBe('hi')
    expect((await post(endpoints.updateLeadProfile, { leadId, language: 'fr' }, token)).statusCode).toBe(400)
  })

  it('a locality alone sets its city; a city change drops a locality of another city', async () => {
    const { post, signIn } = testApp()
    const { token, leadId } = await signIn()
    const first = await post(endpoints.updateLeadProfile, { leadId, pref_locality_id: 5 }, token)
    expect(first.json().data).toMatchObject({ pref_city_id: 1, pref_locality_name: 'Saket' })
    const moved = await post(endpoints.updateLeadProfile, { leadId, pref_city_id: 3 }, token)
    expect(moved.json().data).toMatchObject({ pref_city_id: 3, pref_city_name: 'Gurugram', pref_locality_id: null })
  })

  it.each([
    [{ email: 'not-an-email' }, 400, messages.emailInvalid],
    // the price filter's rules (contract pricing.ts) and sentences: only min > max was refused before
    [{ pref_budget_min_range: 9000, pref_budget_max_range: 4000 }, 400, messages.priceMinNotBelowMax],
    [{ pref_budget_min_range: 5000, pref_budget_max_range: 5000 }, 400, messages.priceMinNotBelowMax],
    [{ pref_budget_min_range: 500, pref_budget_max_range: 9000 }, 400, messages.priceBelowLowest],
    [{ pref_budget_min_range: '2000', pref_budget_max_range: '90000' }, 400, messages.priceAboveHighest],
    [{ pref_budget_min_range: 4000, pref_budget_max_range: 4500 }, 400, messages.priceGapTooSmall],
    [{ pref_budget_max_range: 60_000 }, 400, messages.priceAboveHighest],
    [{ pref_budget_min_range: 1 }, 400, messages.priceBelowLowest],
    [{ pref_city_id: 9 }, 404, messages.cityNotFound],
    [{ pref_locality_id: 9999 }, 404, messages.localityNotFound],
    [{ pref_city_id: 2, pref_locality_id: 5 }, 400, messages.localityNotInCity],
    [{ dob: '1999-02-30' }, 400, 'Date must be a real date'],
    [{ dob: '2099-01-01' }, 400, messages.dobInFuture],
    [{ full_name: '' }, 400, messages.fullNameRequired],
    [{ full_name: '   ' }, 400, messages.fullNameRequired],
    // the booking form's rule: a name the profile saves must pass the form it fills
    [{ full_name: 'Abhishek Kumar Sharma' }, 400, messages.fullNameMax],
    [{ full_name: 'Al' }, 400, messages.fullNameMin],
    // an adult tenant is 16 to 100 (today in Asia/Kolkata)
    [{ dob: todayInIndia() }, 400, messages.dobTooYoung],
    [{ dob: yearsAgo(16, 1) }, 400, messages.dobTooYoung],
    [{ dob: '1890-01-01' }, 400, messages.dobTooOld],
    [{ dob: yearsAgo(101) }, 400, messages.dobTooOld],
  ])('refuses %j', async (fields, status, message) => {
    const { post, signIn } = testApp()
    const { token, leadId } = await signIn()
    const res = await post(endpoints.updateLeadProfile, { leadId, ...fields }, token)
    expect(res.statusCode).toBe(status)
    expect(res.json()).toEqual({ message })
  })

  it('accepts a tenant of exactly 16 and of exactly 100, a 15-character name, and gender Other', async () => {
    const { post, signIn } = testApp()
    const { token, leadId } = await signIn()
    for (const dob of [yearsAgo(16), yearsAgo(100)]) {
      const res = await post(endpoints.updateLeadProfile, { leadId, dob }, token)
      expect(res.statusCode, `${dob}: ${res.body}`).toBe(200)
    }
    const res = await post(endpoints.updateLeadProfile, { leadId, full_name: 'Abhishek Sharma', gender: 'GENDER_OTHER' }, token)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ full_name: 'Abhishek Sharma', gender: 'GENDER_OTHER' })
  })

  it('refuses one end of a budget that breaks the rules with the stored other end, keeping the stored range', async () => {
    const { post, signIn } = testApp()
    const { token, leadId } = await signIn()
    expect((await post(endpoints.updateLeadProfile, { leadId, pref_budget_min_range: 2000, pref_budget_max_range: 5000 }, token)).statusCode).toBe(200)
    const crossed = await post(endpoints.updateLeadProfile, { leadId, pref_budget_min_range: 6000 }, token)
    expect(crossed.statusCode).toBe(400)
    expect(crossed.json()).toEqual({ message: messages.priceMinNotBelowMax })
    const close = await post(endpoints.updateLeadProfile, { leadId, pref_budget_min_range: 4600 }, token)
    expect(close.json()).toEqual({ message: messages.priceGapTooSmall })
    const profile = (await post(endpoints.viewLeadProfile, { leadId }, token)).json().data
    expect(profile).toMatchObject({ pref_budget_min_range: 2000, pref_budget_max_range: 5000 })
    // a change without a budget is not blocked by it; the narrowest range allowed saves
    expect((await post(endpoints.updateLeadProfile, { leadId, full_name: 'Asha' }, token)).statusCode).toBe(200)
    const narrow = await post(endpoints.updateLeadProfile, { leadId, pref_budget_min_range: 4499 }, token)
    expect(narrow.statusCode, narrow.body).toBe(200)
  })

  it('401 without a token, 403 for another lead', async () => {
    const { post, signIn } = testApp()
    const a = await signIn()
    const b = await signIn()
    expect((await post(endpoints.updateLeadProfile, { leadId: a.leadId, full_name: 'X' })).statusCode).toBe(401)
    const res = await post(endpoints.updateLeadProfile, { leadId: b.leadId, full_name: 'Mallory' }, a.token)
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ message: messages.forbidden })
  })
})
