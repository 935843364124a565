import fc from 'fast-check'
import type { z } from 'zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpointPath } from '@basera/contract/endpoint'
import { useTestApp } from '../test/helper.ts'
import { answerProblem, expectedRefusal } from './support/answers.ts'
import type { Body } from './support/catalogue.ts'
import { addFigures, emptyFigures, printFigures, type Figures } from './support/figures.ts'
import { fingerprint } from './support/fingerprint.ts'
import { shapeKeys } from './support/fuzz-suite.ts'
import { edgeRequests, fieldPaths, malformedRequests, queryRequests, type FuzzRequest } from './support/hostile.ts'
import { inboxCalls, type OperatorOperation } from './support/operator-inbox-catalogue.ts'
import { operatorWorld, type OperatorWorld } from './support/operator-world.ts'

// The fuzzed corpus of bad input (support/hostile.ts, as bad-input-lead.test.ts sends it) for every operator
// call, sent with owner A's operator token on A's own records so that validation, not the 401 or 404, answers:
// malformed bodies and query strings refused with 4xx { message } and the database unchanged; values at the
// edges never a 500; junk path parameters refused, never a 500.

const MALFORMED_RUNS = 1000
const EDGE_RUNS = 100
const JUNK_IDS = ['abc', '-1', '0', '1.5', '99999999999', '2147483648', "1' OR '1'='1", '%00', '%F0%9F%8F%A0', '1e3']

const testApp = useTestApp({ config: { rateLimitMax: 1_000_000_000, loginRateLimitMax: 1_000_000_000 } })
const total = emptyFigures()
let world: OperatorWorld
beforeAll(async () => { world = await operatorWorld(testApp()) })
afterAll(() => printFigures('bad input (operator calls)', total))

const seedOf = (text: string) => Array.from(text).reduce((hash, c) => (hash * 31 + c.charCodeAt(0)) | 0, 11)
const schemaOf = (op: OperatorOperation): z.ZodType | undefined => op.endpoint.body ?? op.endpoint.query

function send(op: OperatorOperation, req: FuzzRequest) {
  const url = endpointPath(op.endpoint, op.valid(world.ids).params)
  const headers: Record<string, string> = { authorization: `Bearer ${world.owner.token}` }
  if (req.contentType) headers['content-type'] = req.contentType
  return testApp().app.inject({ method: op.endpoint.method, url: req.kind === 'query' ? `${url}?${req.query}` : url, payload: req.payload, headers })
}

function requestsFor(op: OperatorOperation, kind: 'malformed' | 'edge'): fc.Arbitrary<FuzzRequest> {
  const schema = schemaOf(op)
  if (!schema) throw new Error(`${op.endpoint.operationId} takes no input`)
  if (op.endpoint.query) return fc.oneof(...shapeKeys(schema).map((name) => queryRequests(name)))
  const base = (op.valid(world.ids).body ?? {}) as Body
  const paths = fieldPaths(base, shapeKeys(schema))
  const methods = [op.endpoint.method as 'POST']
  return kind === 'malformed' ? malformedRequests(base, paths, methods) : edgeRequests(base, paths, methods)
}

async function fuzz(op: OperatorOperation, kind: 'malformed' | 'edge', runs: number): Promise<Figures> {
  const schema = schemaOf(op)
  if (!schema) throw new Error(`${op.endpoint.operationId} takes no input`)
  const f = emptyFigures()
  await fc.assert(
    fc.asyncProperty(requestsFor(op, kind), async (req) => {
      const expected = expectedRefusal(schema, req)
      if (kind === 'malformed') fc.pre(expected !== null)
      const res = await send(op, req)
      f.tried++
      if (res.statusCode >= 500) f.serverErrors++
      else if (res.statusCode < 300) f.accepted++
      const problem = kind === 'malformed' ? answerProblem(expected, res) : res.statusCode >= 500 ? `answered ${res.statusCode}` : null
      if (!problem && res.statusCode >= 400) f.refusedCorrectly++
      if (problem) throw new Error(`${op.endpoint.operationId} (${req.kind}) ${(req.payload ?? req.query ?? '').slice(0, 300)}: ${problem}`)
    }),
    { numRuns: runs, seed: seedOf(op.endpoint.operationId), endOnFailure: true, maxSkipsPerRun: 1000 },
  )
  return f
}

// sign-in is public and has its own abuse tests (otp-abuse); sign-out would end the token the runs use
const withInput = inboxCalls.filter((o) => o.endpoint.access === 'operator' && schemaOf(o) && o.endpoint.operationId !== 'operatorSignOut')

describe.each(withInput.map((o) => [o.endpoint.operationId, o] as const))('%s', (_name, op) => {
  it(`refuses ${MALFORMED_RUNS} malformed inputs with 4xx { message }, never a 500, and the database stays unchanged`, async () => {
    const before = await fingerprint(testApp().database.db)
    const f = await fuzz(op, 'malformed', MALFORMED_RUNS)
    expect(await fingerprint(testApp().database.db)).toEqual(before)
    expect(f.refusedCorrectly).toBe(MALFORMED_RUNS)
    addFigures(total, f)
  })

  // a body without fields (markMovedIn's {}) has no field to push to an edge
  const fields = op.endpoint.query ? ['query'] : shapeKeys(schemaOf(op) ?? op.endpoint.reply)
  it.skipIf(fields.length === 0)(`answers ${EDGE_RUNS} edge values without a 500`, async () => {
    const f = await fuzz(op, 'edge', EDGE_RUNS)
    expect(f.serverErrors).toBe(0)
    addFigures(total, f)
  })
})

describe('junk path parameters', () => {
  const withParams = inboxCalls.filter((o) => o.endpoint.path.includes(':'))
  it.each(withParams.map((o) => [o.endpoint.operationId, o] as const))('%s refuses them with 400 or 404 and changes nothing', async (_name, op) => {
    const before = await fingerprint(testApp().database.db)
    for (const junk of JUNK_IDS) {
      const url = op.endpoint.path.replace(/:(\w+)/g, junk)
      const body = op.valid(world.ids).body
      const res = await testApp().app.inject({
        method: op.endpoint.method, url, headers: { authorization: `Bearer ${world.owner.token}` }, ...(body === undefined ? {} : { payload: body as object }),
      })
      expect([400, 404], `${url}: ${res.body}`).toContain(res.statusCode)
      expect(Object.keys(res.json<object>())).toEqual(['message'])
    }
    expect(await fingerprint(testApp().database.db)).toEqual(before)
  })
})
