import { describe, expect, it } from 'vitest'
import { messages } from '@basera/contract/messages'
import * as endpoints from '@basera/contract/endpoints'
import { useTestApp } from '../test/helper.ts'
import { fingerprint } from './support/fingerprint.ts'

// A deeply nested body (found by the fuzzer in bad-input.test.ts) overflowed the JSON encoder's stack while
// storing it: 500. It must be refused like any other bad input, and ordinary bodies must still pass.

const testApp = useTestApp()

describe('nesting', () => {
  it('a body nested thousands of levels deep answers 400 { message }, not 500, and stores nothing', async () => {
    const { app, database, signIn } = testApp()
    const { token, leadId } = await signIn()
    for (const depth of [5_000, 20_000]) {
      const before = await fingerprint(database.db)
      const data = `${'['.repeat(depth)}1${']'.repeat(depth)}`
      const res = await app.inject({
        method: 'POST', url: endpoints.registerInterest.path, payload: `{"lead_profile_id":${leadId},"service_name":"LOANS","data":[${data}]}`,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      })
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json()).toEqual({ message: messages.invalidRequest })
      expect(await fingerprint(database.db)).toEqual(before)
    }
  })

  it('ordinary nesting (a list of small objects) is still accepted', async () => {
    const { token, leadId } = await testApp().signIn()
    const res = await testApp().post(endpoints.registerInterest, { lead_profile_id: leadId, service_name: 'LOANS', data: [{ a: { b: [1, { c: 2 }] } }] }, token)
    expect(res.statusCode).toBe(200)
  })
})
