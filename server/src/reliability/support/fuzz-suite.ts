import fc from 'fast-check'
import type { LightMyRequestResponse } from 'fastify'
import type { z } from 'zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useTestApp, type TestApp } from '../../test/helper.ts'
import { answerProblem, expectedRefusal } from './answers.ts'
import type { Endpoint } from './catalogue.ts'
import { addFigures, emptyFigures, printFigures, type Figures } from './figures.ts'
import { fingerprint } from './fingerprint.ts'
import { edgeRequests, fieldPaths, malformedRequests, queryRequests, type FuzzRequest } from './hostile.ts'
import { leadWithRecords, type LeadWithRecords } from './world.ts'

// A generated corpus of bad input per endpoint: 1,000 malformed requests each (wrong types, missing fields,
// huge and unicode strings, injection strings, nested junk, arrays, broken JSON, wrong content types), each
// refused with 4xx { message } and leaving the database as it was; then values at the edges of what the
// schemas accept, which must never break the server either. One app per suite, a fixed seed per endpoint.

const MALFORMED_RUNS = 1000
const EDGE_RUNS = 100

const seedOf = (text: string) => Array.from(text).reduce((hash, c) => (hash * 31 + c.charCodeAt(0)) | 0, 7)

/** The field names of an object schema (through optional/default wrappers). */
export function shapeKeys(schema: z.ZodType): string[] {
  let def = (schema as unknown as { _zod: { def: { shape?: object; innerType?: z.ZodType } } })._zod.def
  for (let i = 0; i < 3 && !def.shape && def.innerType; i++) def = (def.innerType as unknown as { _zod: { def: typeof def } })._zod.def
  return def.shape ? Object.keys(def.shape) : []
}

export interface FuzzSuite {
  testApp: () => TestApp
  lead: () => LeadWithRecords
  /** Sends one request as the suite's lead (a token on calls that take one). */
  send: (endpoint: Endpoint, req: FuzzRequest) => Promise<LightMyRequestResponse>
  total: Figures
}

/** Defines the malformed and edge-value tests of `endpoints`; `area` names the printed figures. */
export function fuzzSuite(area: string, endpoints: Endpoint[]): FuzzSuite {
  const testApp = useTestApp({ config: { rateLimitMax: 1_000_000_000, loginRateLimitMax: 1_000_000_000 } })
  let signedIn: LeadWithRecords | undefined
  const lead = () => {
    if (!signedIn) throw new Error('lead not ready')
    return signedIn
  }
  const total = emptyFigures()
  beforeAll(async () => { signedIn = await leadWithRecords(testApp(), 3) })
  afterAll(() => printFigures(`bad input (${area})`, total))

  const send: FuzzSuite['send'] = (endpoint, req) => {
    const headers: Record<string, string> = {}
    if (req.contentType) headers['content-type'] = req.contentType
    if (endpoint.access !== 'public') headers.authorization = `Bearer ${lead().token}`
    Object.assign(headers, endpoint.headers?.(req.payload ?? ''))
    const url = req.kind === 'query' ? `${endpoint.url}?${req.query}` : endpoint.url
    return testApp().app.inject({ method: req.method, url, payload: req.payload, headers })
  }

  async function fuzz(endpoint: Endpoint, requests: fc.Arbitrary<FuzzRequest>, runs: number, onlyMalformed: boolean): Promise<Figures> {
    const schema = endpoint.schema
    if (!schema) throw new Error(`${endpoint.url} takes no input`)
    const f = emptyFigures()
    await fc.assert(
      fc.asyncProperty(requests, async (req) => {
        const expected = expectedRefusal(schema, req)
        if (onlyMalformed) fc.pre(expected !== null)
        const res = await send(endpoint, req)
        f.tried++
        if (res.statusCode >= 500) f.serverErrors++
        else if (res.statusCode < 300) f.accepted++
        const problem = answerProblem(expected, res)
        if (!problem && res.statusCode >= 400) f.refusedCorrectly++
        if (problem) throw new Error(`${req.method} ${endpoint.url} (${req.kind}) ${(JSON.stringify(req.payload ?? req.query) as string | undefined)?.slice(0, 300)}: ${problem}`)
      }),
      { numRuns: runs, seed: seedOf(endpoint.url), endOnFailure: true, maxSkipsPerRun: 1000 },
    )
    return f
  }

  function requestsFor(endpoint: Endpoint, kind: 'malformed' | 'edge'): fc.Arbitrary<FuzzRequest> {
    if (endpoint.input === 'query') return queryRequests('phoneNumber')
    const base = endpoint.valid(lead().ids)
    const paths = fieldPaths(base, endpoint.schema ? shapeKeys(endpoint.schema) : [])
    return kind === 'malformed' ? malformedRequests(base, paths, endpoint.methods) : edgeRequests(base, paths, endpoint.methods)
  }

  describe.each(endpoints.filter((e) => e.input !== 'none').map((e) => [e.url, e] as const))('%s', (url, endpoint) => {
    it(`refuses ${MALFORMED_RUNS} malformed inputs with 4xx { message }, never a 500, and the database stays unchanged`, async () => {
      // searches of earlier tests are written once a second: write them now, so only this test's requests could differ
      await testApp().app.flushPendingWrites()
      const before = await fingerprint(testApp().database.db)
      const f = await fuzz(endpoint, requestsFor(endpoint, 'malformed'), MALFORMED_RUNS, true)
      await testApp().app.flushPendingWrites()
      expect(await fingerprint(testApp().database.db)).toEqual(before)
      expect(f.refusedCorrectly).toBe(MALFORMED_RUNS)
      expect(f.serverErrors).toBe(0)
      addFigures(total, f)
      printFigures(`malformed ${url}`, f)
    })

    // a valid sign-out body would end the session the other runs use
    it.skipIf(endpoint.url.endsWith('/logout'))(`answers ${EDGE_RUNS} edge values without a 500`, async () => {
      const f = await fuzz(endpoint, requestsFor(endpoint, 'edge'), EDGE_RUNS, false)
      expect(f.serverErrors).toBe(0)
      addFigures(total, f)
      printFigures(`edge values ${url}`, f)
    })
  })

  return { testApp, lead, send, total }
}
