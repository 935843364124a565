import { beforeAll, describe, expect, it } from 'vitest'
import { messages } from '@basera/contract/messages'
import { operatorMessages } from '@basera/contract/operator'
import * as endpoints from '@basera/contract/endpoints'
import { operators } from '../../db/schema.ts'
import { nextPhone, useTestApp } from '../../test/helper.ts'
import { ADMIN_PHONE, MANAGER_PHONES, OWNER_PHONES, signInOperator, type SignedInTestOperator } from '../operator-access/test-fixtures.ts'

const testApp = useTestApp()
let admin: SignedInTestOperator
let owner: SignedInTestOperator
let otherOwner: SignedInTestOperator
let manager: SignedInTestOperator
beforeAll(async () => {
  admin = await signInOperator(testApp(), ADMIN_PHONE)
  owner = await signInOperator(testApp(), OWNER_PHONES[0])
  otherOwner = await signInOperator(testApp(), OWNER_PHONES[1])
  manager = await signInOperator(testApp(), MANAGER_PHONES[0])
})

const operatorCount = async () => (await testApp().database.db.select({ id: operators.id }).from(operators)).length

describe(`POST ${endpoints.inviteOperator.path}`, () => {
  it('lets an admin invite an owner, who can then sign in', async () => {
    const t = testApp()
    const phone = nextPhone()
    const res = await t.call(endpoints.inviteOperator, { body: { phone, name: 'New Owner', role: 'owner' } }, admin.token)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ message: operatorMessages.operatorInvited('New Owner'), data: { phone, role: 'owner', invited_by: admin.id, property_ids: [] } })
    const signedIn = await signInOperator(t, phone)
    expect((await t.call(endpoints.getOperatorMe, {}, signedIn.token)).json().data.role).toBe('owner')
  })

  it('lets an owner give a new manager some of their own properties; the manager sees those only', async () => {
    const t = testApp()
    const phone = nextPhone()
    const given = owner.propertyIds.slice(0, 2)
    const res = await t.call(endpoints.inviteOperator, { body: { phone, name: 'Sunil', role: 'manager', property_ids: given } }, owner.token)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ role: 'manager', property_ids: given })
    const newManager = await signInOperator(t, phone)
    const list = await t.call(endpoints.listOperatorProperties, {}, newManager.token)
    expect(list.json().data.map((p) => p.property_id)).toEqual(given)
    const team = await t.call(endpoints.listOperatorTeam, {}, owner.token)
    expect(team.json().data.map((m) => m.phone)).toEqual(expect.arrayContaining([OWNER_PHONES[0], MANAGER_PHONES[0], phone]))
    expect(team.json().data.map((m) => m.phone)).not.toContain(OWNER_PHONES[1])
  })

  it('refuses: an owner inviting an owner (403), to another owner\'s property (404), a manager inviting (403), a manager with no property (400)', async () => {
    const t = testApp()
    const before = await operatorCount()
    const cases = [
      [owner, { phone: nextPhone(), name: 'X', role: 'owner' }, 403, messages.forbidden],
      [owner, { phone: nextPhone(), name: 'X', role: 'manager', property_ids: [otherOwner.propertyIds[0]] }, 404, messages.propertyNotFound],
      [manager, { phone: nextPhone(), name: 'X', role: 'manager', property_ids: [manager.propertyIds[0]] }, 403, messages.forbidden],
      [owner, { phone: nextPhone(), name: 'X', role: 'manager' }, 400, operatorMessages.managerNeedsProperty],
      [owner, { phone: OWNER_PHONES[1], name: 'X', role: 'manager', property_ids: [owner.propertyIds[0]] }, 409, operatorMessages.operatorRoleTaken],
      [owner, { phone: '5876543210', name: 'X', role: 'manager', property_ids: [owner.propertyIds[0]] }, 400, messages.phoneIndianMobile],
    ] as const
    for (const [who, body, status, message] of cases) {
      const res = await t.call(endpoints.inviteOperator, { body }, who.token)
      expect(res.statusCode, JSON.stringify(body)).toBe(status)
      expect(res.json()).toEqual({ message })
    }
    expect(await operatorCount()).toBe(before)
  })
})

describe(`GET ${endpoints.listOperatorTeam.path}`, () => {
  it('shows an admin everyone and a manager only themself', async () => {
    const t = testApp()
    const all = await t.call(endpoints.listOperatorTeam, {}, admin.token)
    expect(all.json().data.length).toBeGreaterThanOrEqual(7)
    const self = await t.call(endpoints.listOperatorTeam, {}, manager.token)
    expect(self.json().data.map((m) => m.operator_id)).toEqual([manager.id])
  })
})

describe(`GET ${endpoints.listAuditLog.path}`, () => {
  it('shows invitations on the owner\'s properties to them, not to another owner', async () => {
    const t = testApp()
    const mine = await t.call(endpoints.listAuditLog, { query: { property_id: owner.propertyIds[0] as number } }, owner.token)
    expect(mine.statusCode).toBe(200)
    expect(mine.json().data.some((e) => e.entity === 'operator' && e.action === 'invited')).toBe(true)
    const foreign = await t.call(endpoints.listAuditLog, { query: { property_id: owner.propertyIds[0] as number } }, otherOwner.token)
    expect(foreign.statusCode).toBe(404)
    const theirs = await t.call(endpoints.listAuditLog, {}, otherOwner.token)
    expect(theirs.json().data.every((e) => e.property_id !== null && otherOwner.propertyIds.includes(e.property_id))).toBe(true)
  })
})
