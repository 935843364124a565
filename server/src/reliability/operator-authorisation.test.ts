import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '@basera/contract/messages'
import { API_DOCS_PATH } from '@basera/contract/endpoint'
import * as endpoints from '@basera/contract/endpoints'
import { operatorSessions } from '../db/schema.ts'
import { hashToken, OPERATOR_TOKEN_PREFIX } from '../plugins/auth.ts'
import { signInOperator } from '../modules/operator-access/test-fixtures.ts'
import { nextPhone, useTestApp } from '../test/helper.ts'
import { emptyFigures, printFigures } from './support/figures.ts'
import { fingerprint } from './support/fingerprint.ts'
import { operatorOperations } from './support/operator-catalogue.ts'
import { inboxCalls, inboxOperations, type OperatorInput, type OperatorOperation } from './support/operator-inbox-catalogue.ts'
import { operatorWorld, sendOperator, type OperatorWorld } from './support/operator-world.ts'

// The console's sign-in, inbox, team and audit calls (operator-listings.test.ts sweeps the listings calls the
// same way). Every call: without a working operator token (none, forged, a tenant's, expired, signed out) it
// answers 401 and changes nothing; owner B sending owner A's ids answers 404 and changes nothing. The list of
// calls is checked against the operator routes the server really has, so a new one cannot be left out.

const testApp = useTestApp()
const figures = emptyFigures()
let world: OperatorWorld
let tenantToken: string
beforeAll(async () => {
  world = await operatorWorld(testApp())
  tenantToken = (await testApp().signIn()).token
})
afterAll(() => printFigures('operator authorisation', figures))

const guarded = inboxCalls.filter((o) => o.endpoint.access === 'operator')
const named = (list: OperatorOperation[]) => list.map((o) => [o.endpoint.operationId, o] as const)

async function expectRefusedUnchanged(op: OperatorOperation, input: OperatorInput, authorization: string | undefined, status: 401 | 404) {
  const before = await fingerprint(testApp().database.db)
  const res = await sendOperator(testApp(), op, input, authorization)
  figures.tried++
  if (res.statusCode >= 500) figures.serverErrors++
  expect(res.statusCode, `${op.endpoint.operationId} ${JSON.stringify(input)}: ${res.body}`).toBe(status)
  const body = res.json<{ message: string }>()
  if (status === 401) expect(body).toEqual({ message: messages.unauthorized })
  else expect(Object.keys(body)).toEqual(['message'])
  expect(await fingerprint(testApp().database.db), `${op.endpoint.operationId} changed the database`).toEqual(before)
  figures.refusedCorrectly++
}

describe('the list of operator calls', () => {
  it('names every operator operation the server has, with the listings calls (from its OpenAPI document)', async () => {
    const doc = await testApp().app.inject({ method: 'GET', url: `${API_DOCS_PATH}/json` })
    const paths = doc.json<{ paths: Record<string, Record<string, { tags?: string[]; operationId?: string }>> }>().paths
    const isOperator = (op: { tags?: string[]; operationId?: string }) => op.tags?.includes('operator') === true || op.operationId === endpoints.devOperators.operationId
    const served = Object.entries(paths)
      .flatMap(([path, ops]) => Object.entries(ops).filter(([, op]) => isOperator(op)).map(([m]) => `${m.toUpperCase()} ${path}`)).sort()
    expect([...operatorOperations(), ...inboxOperations()].sort()).toEqual(served)
  })

  it('every read answers 200 with the owner\'s token', async () => {
    for (const op of guarded.filter((o) => !o.changes && !o.streams)) {
      const res = await sendOperator(testApp(), op, op.valid(world.ids), `Bearer ${world.owner.token}`)
      expect(res.statusCode, `${op.endpoint.operationId}: ${res.body}`).toBe(200)
    }
  })
})

describe('operator calls without a working operator token answer 401 and change nothing', () => {
  const forged = () => `${OPERATOR_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`
  const headers: [string, () => string | undefined][] = [
    ['no Authorization header', () => undefined],
    ['a forged operator token', () => `Bearer ${forged()}`],
    ['the operator token with one character changed', () => `Bearer ${world.owner.token.slice(0, -1)}${world.owner.token.endsWith('A') ? 'B' : 'A'}`],
    ['the operator token without its prefix', () => `Bearer ${world.owner.token.slice(OPERATOR_TOKEN_PREFIX.length)}`],
    ['a tenant\'s token', () => `Bearer ${tenantToken}`],
    ['a bare token without "Bearer"', () => world.owner.token],
  ]

  it.each(headers)('%s', async (_label, header) => {
    for (const op of guarded) await expectRefusedUnchanged(op, op.valid(world.ids), header(), 401)
  })

  it('an expired operator token', async () => {
    const token = forged()
    const now = Date.now()
    await testApp().database.db.insert(operatorSessions).values({
      tokenHash: hashToken(token), operatorId: world.owner.id, expiresAt: new Date(now - 60_000), createdAt: new Date(now - 31 * 86_400_000),
    })
    for (const op of guarded) await expectRefusedUnchanged(op, op.valid(world.ids), `Bearer ${token}`, 401)
  })

  it('the token of a manager removed from the team', async () => {
    const t = testApp()
    const phone = nextPhone()
    const invited = await t.call(endpoints.inviteOperator, { body: { phone, name: 'Leaving Soon', role: 'manager', property_ids: [world.ids.propertyId] } }, world.owner.token)
    expect(invited.statusCode, invited.body).toBe(200)
    const leaving = await signInOperator(t, phone)
    expect((await t.call(endpoints.removeTeamMember, { params: { operatorId: leaving.id } }, world.owner.token)).statusCode).toBe(200)
    for (const op of guarded) await expectRefusedUnchanged(op, op.valid(world.ids), `Bearer ${leaving.token}`, 401)
  })

  it('a token signed out', async () => {
    testApp().clock.advance(31_000)
    const again = await signInOperator(testApp(), '7000000011')
    const out = await testApp().call(endpoints.operatorSignOut, { body: {} }, again.token)
    expect(out.statusCode).toBe(200)
    for (const op of guarded) await expectRefusedUnchanged(op, op.valid(world.ids), `Bearer ${again.token}`, 401)
  })
})

describe('another owner\'s records answer 404 and change nothing', () => {
  it.each(named(guarded.filter((o) => o.foreign)))('%s', async (_name, op) => {
    await expectRefusedUnchanged(op, op.valid(world.ids), `Bearer ${world.otherOwner.token}`, 404)
  })
})
