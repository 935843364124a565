import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '@basera/contract/messages'
import * as endpoints from '@basera/contract/endpoints'
import { API_DOCS_PATH } from '@basera/contract/endpoint'
import { sessions } from '../db/schema.ts'
import { hashToken } from '../plugins/auth.ts'
import { useTestApp } from '../test/helper.ts'
import { catalogue, catalogueOperations, type Body, type Endpoint, type Method } from './support/catalogue.ts'
import { operatorOperations } from './support/operator-catalogue.ts'
import { inboxOperations } from './support/operator-inbox-catalogue.ts'
import { emptyFigures, printFigures } from './support/figures.ts'
import { fingerprint } from './support/fingerprint.ts'
import { leadWithRecords, type LeadWithRecords } from './support/world.ts'

// Every call on a lead's own data, with lead A's token: B's ids answer 403 and change nothing; no token, a
// forged, malformed, expired or revoked token answers 401 and changes nothing. The list of calls is checked
// against the routes the server really has, so a new route cannot be left out.

const testApp = useTestApp()
const figures = emptyFigures()
let a: LeadWithRecords
let b: LeadWithRecords
beforeAll(async () => {
  a = await leadWithRecords(testApp(), 3)
  b = await leadWithRecords(testApp(), 4)
})
afterAll(() => printFigures('authorisation', figures))

const leadScoped = catalogue.filter((e) => e.access === 'lead')
const withForeignIds = catalogue.filter((e) => e.foreign)
const operations = (list: Endpoint[]) => list.flatMap((e) => e.methods.map((method) => [`${method} ${e.url}`, e, method] as const))

function call(e: Endpoint, method: Method, body: Body, authorization?: string) {
  const headers = authorization === undefined ? {} : { authorization }
  if (e.input === 'body') {
    const payload = JSON.stringify(body)
    return testApp().app.inject({ method, url: e.url, payload, headers: { ...headers, 'content-type': 'application/json', ...e.headers?.(payload) } })
  }
  const query = new URLSearchParams(body as Record<string, string>).toString()
  return testApp().app.inject({ method, url: query ? `${e.url}?${query}` : e.url, headers })
}

async function expectRefusedUnchanged(e: Endpoint, method: Method, body: Body, authorization: string | undefined, status: 401 | 403) {
  await testApp().app.flushPendingWrites()
  const before = await fingerprint(testApp().database.db)
  const res = await call(e, method, body, authorization)
  figures.tried++
  if (res.statusCode >= 500) figures.serverErrors++
  expect(res.statusCode, `${method} ${e.url} ${JSON.stringify(body)}: ${res.body}`).toBe(status)
  expect(res.json()).toEqual({ message: status === 401 ? messages.unauthorized : messages.forbidden })
  await testApp().app.flushPendingWrites()
  expect(await fingerprint(testApp().database.db), `${method} ${e.url} changed the database`).toEqual(before)
  figures.refusedCorrectly++
}

describe('the list of calls', () => {
  it('names every API operation the server has (from its OpenAPI document)', async () => {
    const doc = await testApp().app.inject({ method: 'GET', url: `${API_DOCS_PATH}/json` })
    const paths = doc.json<{ paths: Record<string, Record<string, unknown>> }>().paths
    const served = Object.entries(paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`)).sort()
    expect([...catalogueOperations(), ...operatorOperations(), ...inboxOperations()].sort()).toEqual(served)
  })

  it('every valid input passes its schema, and each call on own data succeeds with the owner\'s token', async () => {
    const c = await leadWithRecords(testApp(), 5)
    for (const [name, e, method] of operations(catalogue)) {
      if (e.schema) expect(e.schema.safeParse(e.valid(c.ids)).success, name).toBe(true)
      if (e.access === 'public' || e.url.endsWith('/logout')) continue
      const res = await call(e, method, e.valid(c.ids), `Bearer ${c.token}`)
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200)
    }
  })

  it.each(operations(catalogue))('%s: a token is needed exactly when the call is on a lead\'s own data', async (_name, e, method) => {
    const res = await call(e, method, e.valid(a.ids))
    if (e.access === 'lead') expect(res.statusCode).toBe(401)
    else expect(res.statusCode).not.toBe(401)
    expect(res.statusCode).toBeLessThan(500)
  })
})

describe('another lead\'s ids answer 403 and change nothing', () => {
  it.each(operations(withForeignIds))('%s', async (_name, e, method) => {
    for (const body of e.foreign?.(a.ids, b.ids) ?? []) await expectRefusedUnchanged(e, method, body, `Bearer ${a.token}`, 403)
  })
})

describe('calls on own data without a working token answer 401 and change nothing', () => {
  const forged = () => randomBytes(32).toString('base64url')
  const headers: [string, () => string | undefined][] = [
    ['no Authorization header', () => undefined],
    ['a forged token', () => `Bearer ${forged()}`],
    ['a token with one character changed', () => `Bearer ${a.token.slice(0, -1)}${a.token.endsWith('A') ? 'B' : 'A'}`],
    ['another scheme', () => `Basic ${Buffer.from(`${a.ids.phone}:x`).toString('base64')}`],
    ['a bare token without "Bearer"', () => a.token],
    ['an empty bearer', () => 'Bearer '],
    ['SQL in the token', () => "Bearer ' OR '1'='1' --aaaaaaaaaaaaaaaa"],
    ['an oversized token', () => `Bearer ${'a'.repeat(5000)}`],
  ]

  it.each(headers)('%s', async (_label, header) => {
    for (const [, e, method] of operations(leadScoped)) await expectRefusedUnchanged(e, method, e.valid(a.ids), header(), 401)
  })

  it('an expired token', async () => {
    const token = forged()
    const now = Date.now()
    await testApp().database.db.insert(sessions).values({
      tokenHash: hashToken(token), leadId: a.ids.leadId, expiresAt: new Date(now - 60_000), createdAt: new Date(now - 31 * 86_400_000),
    })
    for (const [, e, method] of operations(leadScoped)) await expectRefusedUnchanged(e, method, e.valid(a.ids), `Bearer ${token}`, 401)
  })

  it('a token revoked by signing out', async () => {
    const { token, leadId } = await testApp().signIn(a.ids.phone.replace(/^9/, '8'))
    const out = await testApp().post(endpoints.logout, {}, token)
    expect(out.json()).toEqual({ success: true })
    const ids = { ...a.ids, leadId }
    for (const [, e, method] of operations(leadScoped)) await expectRefusedUnchanged(e, method, e.valid(ids), `Bearer ${token}`, 401)
  })

  it('the generic service call\'s VIEW_PROFILE needs a token too', async () => {
    const e = catalogue.find((x) => x.url.endsWith('/service-call'))
    if (!e) throw new Error('service-call missing from the catalogue')
    await expectRefusedUnchanged(e, 'POST', { service_name: 'VIEW_PROFILE', params: {} }, undefined, 401)
    await expectRefusedUnchanged(e, 'POST', { service_name: 'VIEW_PROFILE', params: { LEAD_ID: a.ids.leadId } }, `Bearer ${forged()}`, 401)
  })
})
