import type { LightMyRequestResponse } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { endpointPath } from '@basera/contract/endpoint'
import * as endpoints from '@basera/contract/endpoints'
import { useTestApp } from '../test/helper.ts'
import { signInOperator, MANAGER_PHONES, type SignedInTestOperator } from '../modules/operator-access/test-fixtures.ts'
import { catalogue, type Body } from './support/catalogue.ts'
import { shapeKeys } from './support/fuzz-suite.ts'
import { fieldPaths } from './support/hostile.ts'
import { inboxCalls } from './support/operator-inbox-catalogue.ts'
import { listingsCalls, type Target } from './support/operator-catalogue.ts'
import { operatorWorld, type OperatorWorld } from './support/operator-world.ts'
import { leadWithRecords, type LeadWithRecords } from './support/world.ts'

// Every 4xx message is a sentence written for a person, never the validation library's wording. Each field of
// each call's valid input (tenant and console alike, nested ones too) is set in turn to values people and
// clients really send wrong (a minus, zero, a huge number, letters, an empty text, the wrong type), and no answer
// may read "Too big: expected number to be <=10000000" or "Invalid input: …". support/answers.ts holds every
// fuzzed answer to the same rule.

const LIBRARY_TEXT = /\bexpected\b|Too (big|small)|Invalid input/
const BAD_VALUES: readonly unknown[] = [-1, -500, 0, 1.5, 99_999_999_999, 'abc', '-500', '', '   ', true, null, [], {}, 'x'.repeat(3000), '😀']
// these end the session the sweep signs in with
const SKIPPED: ReadonlySet<string> = new Set([endpoints.logout.path, endpoints.operatorSignOut.path])

const testApp = useTestApp({ config: { rateLimitMax: 1_000_000_000, loginRateLimitMax: 1_000_000_000 } })
let lead: LeadWithRecords
let world: OperatorWorld
let owner: SignedInTestOperator
let target: Target
beforeAll(async () => {
  const t = testApp()
  lead = await leadWithRecords(t, 3)
  world = await operatorWorld(t)
  owner = world.owner
  const manager = await signInOperator(t, MANAGER_PHONES[0])
  const propertyId = manager.propertyIds.find((id) => owner.propertyIds.includes(id))!
  const property = (await t.call(endpoints.getOperatorProperty, { params: { propertyId } }, owner.token)).json().data
  target = { propertyId, photoId: property.photos[0]!.photo_id, roomOptionId: property.room_options[0]!.room_option_id, photoIds: property.photos.map((p) => p.photo_id) }
})

/** The input with one field (`a` or `a.b`) set to `value`. */
function withField(base: Body, path: string, value: unknown): Body {
  const body: Body = structuredClone(base)
  const [outer, inner] = path.split('.') as [string, string | undefined]
  if (inner === undefined) body[outer] = value
  else body[outer] = { ...(body[outer] as Body | undefined), [inner]: value }
  return body
}

interface Aim { name: string; schema: z.ZodType; base: () => Body; send: (input: Body) => Promise<LightMyRequestResponse> }

function aims(): Aim[] {
  const t = () => testApp()
  const tenant: Aim[] = catalogue.filter((e) => e.schema && e.input !== 'none' && !SKIPPED.has(e.url)).map((e) => ({
    name: `${e.methods[0]} ${e.url}`, schema: e.schema!, base: () => e.valid(lead.ids),
    send: (input) => {
      const headers = e.access === 'public' ? {} : { authorization: `Bearer ${lead.token}` }
      return e.input === 'query'
        ? t().app.inject({ method: 'GET', url: `${e.url}?${new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)])).toString()}`, headers })
        : t().app.inject({ method: e.methods[0], url: e.url, payload: input, headers })
    },
  }))
  const inbox: Aim[] = inboxCalls.filter((o) => (o.endpoint.body ?? o.endpoint.query) && !SKIPPED.has(o.endpoint.path)).map((o) => ({
    name: o.endpoint.operationId, schema: (o.endpoint.body ?? o.endpoint.query)!, base: () => ((o.valid(world.ids).body ?? o.valid(world.ids).query ?? {}) as Body),
    send: (input) => {
      const url = endpointPath(o.endpoint, o.valid(world.ids).params)
      const headers = { authorization: `Bearer ${owner.token}` }
      return o.endpoint.query
        ? t().app.inject({ method: o.endpoint.method, url: `${url}?${new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)])).toString()}`, headers })
        : t().app.inject({ method: o.endpoint.method, url, payload: input, headers })
    },
  }))
  const listings: Aim[] = listingsCalls.filter((c) => c.body && c.endpoint.body).map((c) => ({
    name: c.endpoint.operationId, schema: c.endpoint.body!, base: () => c.body!(target),
    send: (input) => t().app.inject({ method: c.endpoint.method, url: endpointPath(c.endpoint, c.params(target)), payload: input, headers: { authorization: `Bearer ${owner.token}` } }),
  }))
  return [...tenant, ...inbox, ...listings]
}

describe('every 4xx message is a person\'s sentence', () => {
  it('for every field of every call, set to values sent wrong', async () => {
    const problems: string[] = []
    let refused = 0
    for (const aim of aims()) {
      const base = aim.base()
      for (const path of fieldPaths(base, shapeKeys(aim.schema))) {
        for (const value of BAD_VALUES) {
          const res = await aim.send(withField(base, path, value))
          if (res.statusCode < 400 || res.statusCode >= 500) continue
          refused++
          const message = res.json<{ message?: string }>().message ?? ''
          if (LIBRARY_TEXT.test(message) || message.trim() === '') problems.push(`${aim.name} ${path}=${JSON.stringify(value).slice(0, 20)}: ${res.statusCode} "${message}"`)
        }
      }
    }
    expect(refused).toBeGreaterThan(1000)
    expect(problems).toEqual([])
  })
})
