import { randomBytes } from 'node:crypto'
import fc from 'fast-check'
import type { LightMyRequestResponse } from 'fastify'
import type { z } from 'zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_DOCS_PATH, endpointPath } from '@basera/contract/endpoint'
import * as endpoints from '@basera/contract/endpoints'
import { messages } from '@basera/contract/messages'
import { useTestApp } from '../test/helper.ts'
import { MANAGER_PHONES, OWNER_PHONES, signInOperator, type SignedInTestOperator } from '../modules/operator-access/test-fixtures.ts'
import { makePhoto } from '../modules/operator-listings/test-photos.ts'
import { multipartFile } from '../modules/operator-listings/test-listings.ts'
import { answerProblem, expectedRefusal } from './support/answers.ts'
import type { Method } from './support/catalogue.ts'
import { addFigures, emptyFigures, printFigures } from './support/figures.ts'
import { fingerprint } from './support/fingerprint.ts'
import { fieldPaths, malformedRequests } from './support/hostile.ts'
import { listingsCalls as calls, type OperatorCall as Call, type Target } from './support/operator-catalogue.ts'

// The operator console's listings calls (issue 15) under the same sweeps as the tenant calls: every call
// refuses a missing, forged, signed-out or tenant token (401) and another operator's property (404), a manager's
// price change (403), malformed bodies and path parameters (4xx { message }, never a 500), and a hostile upload,
// and the database stays exactly as it was.

const testApp = useTestApp({ config: { rateLimitMax: 1_000_000_000, loginRateLimitMax: 1_000_000_000 } })
const MALFORMED_RUNS = 300
const figures = emptyFigures()
afterAll(() => printFigures('operator listings', figures))

let owner: SignedInTestOperator
let otherOwner: SignedInTestOperator
let manager: SignedInTestOperator
let signedOut: string
let tenant: string
let target: Target
let photo: Buffer
beforeAll(async () => {
  const t = testApp()
  owner = await signInOperator(t, OWNER_PHONES[0])
  otherOwner = await signInOperator(t, OWNER_PHONES[1])
  manager = await signInOperator(t, MANAGER_PHONES[0])
  const ended = await signInOperator(t, MANAGER_PHONES[1])
  expect((await t.call(endpoints.operatorSignOut, { body: {} }, ended.token)).statusCode).toBe(200)
  signedOut = ended.token
  tenant = (await t.signIn()).token
  // a property the manager was given: the manager sees it, so a price change is the 403 and not the 404
  const propertyId = manager.propertyIds.find((id) => owner.propertyIds.includes(id))!
  const property = (await t.call(endpoints.getOperatorProperty, { params: { propertyId } }, owner.token)).json().data
  target = { propertyId, photoId: property.photos[0]!.photo_id, roomOptionId: property.room_options[0]!.room_option_id, photoIds: property.photos.map((p) => p.photo_id) }
  photo = await makePhoto('jpeg', 640, 480)
})

function send(call: Call, token: string | null, options: { params?: Record<string, string | number>; payload?: string | Buffer; contentType?: string; method?: string } = {}): Promise<LightMyRequestResponse> {
  const url = endpointPath(call.endpoint, options.params ?? call.params(target))
  const headers: Record<string, string> = token === null ? {} : { authorization: `Bearer ${token}` }
  if (call.endpoint === endpoints.uploadPropertyPhoto && options.payload === undefined) {
    const upload = multipartFile(photo)
    return testApp().app.inject({ method: 'POST', url, payload: upload.payload, headers: { ...headers, ...upload.headers } })
  }
  const body = options.payload ?? (call.body ? JSON.stringify(call.body(target)) : undefined)
  // a fuzzed request may carry no content type at all
  const contentType = 'contentType' in options ? options.contentType : 'application/json'
  if (body !== undefined && contentType !== undefined) headers['content-type'] = contentType
  return testApp().app.inject({ method: (options.method ?? call.endpoint.method) as 'GET', url, headers, ...(body === undefined ? {} : { payload: body }) })
}

async function expectRefusedUnchanged(call: Call, token: string | null, status: 401 | 403 | 404) {
  const db = testApp().database.db
  const before = await fingerprint(db)
  const res = await send(call, token)
  figures.tried++
  if (res.statusCode >= 500) figures.serverErrors++
  expect(res.statusCode, `${call.endpoint.operationId}: ${res.body}`).toBe(status)
  expect(res.json<{ message: string }>().message).toBeTruthy()
  if (status === 401) expect(res.json()).toEqual({ message: messages.unauthorized })
  expect(await fingerprint(db), `${call.endpoint.operationId} changed the database`).toEqual(before)
  figures.refusedCorrectly++
}

const named = calls.map((c) => [c.endpoint.operationId, c] as const)

describe('the listings calls of the console', () => {
  it('are all swept here (from the OpenAPI document)', async () => {
    const doc = await testApp().app.inject({ method: 'GET', url: `${API_DOCS_PATH}/json` })
    const ids = Object.values(doc.json<{ paths: Record<string, Record<string, { operationId: string }>> }>().paths)
      .flatMap((ops) => Object.values(ops).map((op) => op.operationId))
    for (const [operationId] of named) expect(ids).toContain(operationId)
  })

  it.each(named)('%s: the owner\'s own call succeeds', async (_id, call) => {
    if (call.endpoint === endpoints.deletePropertyPhoto || call.endpoint === endpoints.updateProperty) return
    const res = await send(call, owner.token)
    expect(res.statusCode, res.body).toBe(200)
  })
})

describe('authorisation', () => {
  it.each(named)('%s: no token, a forged or signed-out operator token and a tenant token answer 401 and change nothing', async (_id, call) => {
    for (const token of [null, `op_${randomBytes(32).toString('base64url')}`, signedOut, tenant, 'op_', 'Bearer']) {
      await expectRefusedUnchanged(call, token, 401)
    }
  })

  it.each(named.filter(([, c]) => c.endpoint !== endpoints.createProperty))('%s: another owner\'s property answers 404 and changes nothing', async (_id, call) => {
    await expectRefusedUnchanged(call, otherOwner.token, 404)
  })

  it.each(named.filter(([, c]) => c.priced))('%s: a manager given the property may not change prices (403, nothing changed)', async (_id, call) => {
    await expectRefusedUnchanged(call, manager.token, 403)
  })
})

describe('bad input', () => {
  const badIds = ['abc', '0', '-1', '1.5', '99999999999', '%00', '1e3', '%20', 'null', '2147483648']
  it.each(named)('%s: malformed path parameters answer 4xx { message }, never a 500, and change nothing', async (_id, call) => {
    const before = await fingerprint(testApp().database.db)
    for (const [name] of Object.entries(call.params(target))) {
      for (const bad of badIds) {
        const res = await send(call, owner.token, { params: { ...call.params(target), [name]: bad } })
        const problem = answerProblem(null, res)
        expect(problem, `${name}=${bad}`).toBeNull()
        expect(res.statusCode, `${name}=${bad}: ${res.body}`).toBeGreaterThanOrEqual(400)
      }
    }
    expect(await fingerprint(testApp().database.db)).toEqual(before)
  })

  it.each(named.filter(([, c]) => c.body))(`%s: ${MALFORMED_RUNS} malformed bodies answer 4xx { message }, never a 500, and change nothing`, async (id, call) => {
    const schema = call.endpoint.body as z.ZodType
    const base = call.body!(target)
    const method = call.endpoint.method as Method
    const f = emptyFigures()
    const before = await fingerprint(testApp().database.db)
    await fc.assert(
      fc.asyncProperty(malformedRequests(base, fieldPaths(base, Object.keys(base)), [method]), async (req) => {
        const expected = expectedRefusal(schema, req)
        fc.pre(expected !== null)
        const res = await send(call, owner.token, { payload: req.payload ?? '', contentType: req.contentType })
        f.tried++
        if (res.statusCode >= 500) f.serverErrors++
        const problem = answerProblem(expected, res)
        if (problem) throw new Error(`${id} ${String(req.payload).slice(0, 300)}: ${problem}`)
        f.refusedCorrectly++
      }),
      { numRuns: MALFORMED_RUNS, seed: 15, endOnFailure: true, maxSkipsPerRun: 1000 },
    )
    expect(await fingerprint(testApp().database.db)).toEqual(before)
    expect(f.serverErrors).toBe(0)
    addFigures(figures, f)
  })

  it('uploads of random bytes, truncated photos and broken forms answer 4xx { message }, never a 500, and store nothing', async () => {
    const upload = calls.find((c) => c.endpoint === endpoints.uploadPropertyPhoto)!
    const before = await fingerprint(testApp().database.db)
    const f = emptyFigures()
    const files = fc.oneof(
      fc.uint8Array({ minLength: 0, maxLength: 4096 }).map((b) => Buffer.from(b)),
      fc.nat({ max: photo.length - 1 }).map((n) => photo.subarray(0, n)),
      fc.constantFrom(...[[0xff, 0xd8, 0xff], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [...Buffer.from('RIFF\0\0\0\0WEBP')]].map((b) => Buffer.from(b))),
    )
    await fc.assert(
      fc.asyncProperty(files, fc.constantFrom('image/jpeg', 'image/png', 'image/webp', 'application/octet-stream', 'text/html'), fc.boolean(), async (file, type, brokenForm) => {
        const form = multipartFile(file, { type })
        const payload = brokenForm ? form.payload.subarray(0, Math.max(1, form.payload.length - 10)) : form.payload
        const res = await send(upload, owner.token, { payload, contentType: form.headers['content-type'] })
        f.tried++
        if (res.statusCode >= 500) f.serverErrors++
        const problem = answerProblem(null, res) ?? (res.statusCode < 400 ? `accepted: ${res.body.slice(0, 120)}` : null)
        if (problem) throw new Error(`${file.length} bytes as ${type}${brokenForm ? ', form cut short' : ''}: ${problem}`)
        f.refusedCorrectly++
      }),
      { numRuns: 150, seed: 15, endOnFailure: true },
    )
    expect(await fingerprint(testApp().database.db)).toEqual(before)
    addFigures(figures, f)
  })
})
