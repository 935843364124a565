import { describe, expect, it } from 'vitest'
import { messages } from '@basera/contract/messages'
import * as endpoints from '@basera/contract/endpoints'
import { useTestApp } from '../test/helper.ts'
import { fingerprint } from './support/fingerprint.ts'

// Inputs that pass the schemas but that the database (or the JSON encoder) cannot take: found by the fuzzer
// in bad-input.test.ts, kept here as plain cases. Each must be refused with 400 and change nothing.

const testApp = useTestApp()

async function expectRefused(url: string, payload: string | object, token?: string, message: string = messages.invalidRequest) {
  const { app, database } = testApp()
  const before = await fingerprint(database.db)
  const res = await app.inject({
    method: 'POST', url, payload,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  })
  expect(res.statusCode, res.body).toBe(400)
  expect(res.json()).toEqual({ message })
  expect(await fingerprint(database.db)).toEqual(before)
}

describe('values the database cannot store answer 400, not 500', () => {
  it('a city id past the integer range, as digits or as a number', async () => {
    await expectRefused(endpoints.getPrefLocalities.path, { cityname: '99999999999' })
    await expectRefused(endpoints.getPrefLocalities.path, { cityname: 3_000_000_000 })
  })

  it('a date in year 0 (PostgreSQL has no year 0): the date of birth rule refuses it first, with its sentence', async () => {
    const { token, leadId } = await testApp().signIn()
    await expectRefused(endpoints.updateLeadProfile.path, { leadId, dob: '0000-01-01' }, token, messages.dobTooOld)
  })

  it('a NUL character in a text or JSON field', async () => {
    await expectRefused(endpoints.contactUs.path, { name: 'a\u0000b', email: 'a@example.in', message: 'hello' })
    await expectRefused(endpoints.logEvent.path, { event_name: 'Banner', params: { Banner: 'x\u0000' } })
    await expectRefused(endpoints.logEvent.path, { event_name: 'Banner', params: { 'a\u0000': 'x' } })
  })
})
