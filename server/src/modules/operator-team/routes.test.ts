import { beforeAll, describe, expect, it } from 'vitest'
import { messages } from '@basera/contract/messages'
import { operatorMessages } from '@basera/contract/operator'
import * as endpoints from '@basera/contract/endpoints'
import { operators } from '../../db/schema.ts'
import { nextPhone, useTestApp } from '../../test/helper.ts'
import { ADMIN_PHONE, requestedBooking, MANAGER_PHONES, OWNER_PHONES, signInOperator, type SignedInTestOperator } from '../operator-access/test-fixtures.ts'

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
    expect(list.json().data.map((p) => p.property_id).sort((a, b) => a - b)).toEqual([...given].sort((a, b) => a - b))
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

/** A new manager of `by`, given `propertyIds`, signed in. */
async function newManager(by: SignedInTestOperator, propertyIds: number[]) {
  const t = testApp()
  const phone = nextPhone()
  const res = await t.call(endpoints.inviteOperator, { body: { phone, name: 'Sunil Kumar', role: 'manager', property_ids: propertyIds } }, by.token)
  expect(res.statusCode, res.body).toBe(200)
  return { phone, ...(await signInOperator(t, phone)) }
}

describe(`PUT ${endpoints.updateTeamMember.path}`, () => {
  it('an owner replaces a manager\'s properties: a property taken away answers 404 to them at once, and both changes are audited', async () => {
    const t = testApp()
    const [p1, p2, p3] = owner.propertyIds as [number, number, number]
    const m = await newManager(owner, [p1, p2])
    const res = await t.call(endpoints.updateTeamMember, { params: { operatorId: m.id }, body: { property_ids: [p1, p3] } }, owner.token)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ message: operatorMessages.teamMemberUpdated('Sunil Kumar'), data: { operator_id: m.id, property_ids: [p1, p3] } })
    expect((await t.call(endpoints.getOperatorProperty, { params: { propertyId: p2 } }, m.token)).statusCode).toBe(404)
    expect((await t.call(endpoints.listOperatorBookings, { query: { property_id: p2 } }, m.token)).statusCode).toBe(404)
    expect((await t.call(endpoints.getOperatorProperty, { params: { propertyId: p3 } }, m.token)).statusCode).toBe(200)
    expect((await t.call(endpoints.getOperatorMe, {}, m.token)).json().data.property_ids).toEqual([p1, p3])
    const audit = (await t.call(endpoints.listAuditLog, { query: { limit: 5 } }, owner.token)).json().data
    expect(audit.filter((e) => e.entity_id === m.id).map((e) => [e.action, e.property_id])).toEqual(expect.arrayContaining([['access_revoked', p2], ['access_granted', p3]]))
  })

  it('refuses: another owner (404), another owner\'s property (404), no property (400), an owner as the member (403), a manager changing anyone (404)', async () => {
    const t = testApp()
    const m = await newManager(owner, [owner.propertyIds[0] as number])
    const cases = [
      [otherOwner, m.id, [otherOwner.propertyIds[0]], 404, operatorMessages.teamMemberNotFound],
      [owner, m.id, [otherOwner.propertyIds[0]], 404, messages.propertyNotFound],
      [owner, m.id, [], 400, operatorMessages.managerNeedsProperty],
      [admin, otherOwner.id, [otherOwner.propertyIds[0]], 403, operatorMessages.onlyManagersChange],
      [manager, m.id, [owner.propertyIds[0]], 404, operatorMessages.teamMemberNotFound],
    ] as const
    for (const [who, operatorId, property_ids, status, message] of cases) {
      const res = await t.call(endpoints.updateTeamMember, { params: { operatorId }, body: { property_ids } }, who.token)
      expect(res.statusCode, JSON.stringify(property_ids)).toBe(status)
      expect(res.json()).toEqual({ message })
    }
    expect((await t.call(endpoints.getOperatorMe, {}, m.token)).json().data.property_ids).toEqual([owner.propertyIds[0]])
  })
})

describe(`DELETE ${endpoints.removeTeamMember.path}`, () => {
  it('a removed manager\'s token answers 401 on the next call: no bookings, no tenants\' numbers, no sign-in again', async () => {
    const t = testApp()
    const propertyId = owner.propertyIds[3] as number
    await requestedBooking(t, propertyId)
    const m = await newManager(owner, [propertyId])
    const before = await t.call(endpoints.listOperatorBookings, { query: { property_id: propertyId } }, m.token)
    expect(before.json().data[0]?.tenant_phone).toMatch(/^\d{10}$/)

    const res = await t.call(endpoints.removeTeamMember, { params: { operatorId: m.id } }, owner.token)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ success: true, message: operatorMessages.teamMemberRemoved('Sunil Kumar'), operator_id: m.id, signed_out: true })
    for (const call of [endpoints.listOperatorBookings, endpoints.getOperatorMe]) {
      const after = await t.call(call, {}, m.token)
      expect(after.statusCode).toBe(401)
      expect(after.json()).toEqual({ message: messages.unauthorized })
    }
    expect((await t.call(endpoints.listOperatorTeam, {}, owner.token)).json().data.map((x) => x.operator_id)).not.toContain(m.id)
    // a new code cannot sign them in (the login answers as for any number, with no code)
    t.clock.advance(60_000)
    const login = await t.post(endpoints.operatorLogin, { phoneNumber: m.phone })
    expect(login.statusCode).toBe(200)
    expect(login.json().otp).toBeUndefined()
    expect((await t.call(endpoints.removeTeamMember, { params: { operatorId: m.id } }, owner.token)).statusCode).toBe(404)
  })

  it('an admin removes any manager; nobody removes an owner or themself; a number removed can be invited again', async () => {
    const t = testApp()
    const m = await newManager(owner, [owner.propertyIds[0] as number])
    expect((await t.call(endpoints.removeTeamMember, { params: { operatorId: owner.id } }, admin.token)).json()).toEqual({ message: operatorMessages.onlyManagersChange })
    expect((await t.call(endpoints.removeTeamMember, { params: { operatorId: admin.id } }, admin.token)).json()).toEqual({ message: operatorMessages.cannotRemoveSelf })
    expect((await t.call(endpoints.removeTeamMember, { params: { operatorId: m.id } }, otherOwner.token)).statusCode).toBe(404)
    const removed = await t.call(endpoints.removeTeamMember, { params: { operatorId: m.id } }, admin.token)
    expect(removed.json()).toMatchObject({ signed_out: true })
    expect((await t.call(endpoints.getOperatorMe, {}, m.token)).statusCode).toBe(401)
    const again = await t.call(endpoints.inviteOperator, { body: { phone: m.phone, name: 'Sunil Again', role: 'manager', property_ids: [owner.propertyIds[1]] } }, owner.token)
    expect(again.statusCode, again.body).toBe(200)
    expect(again.json().data).toMatchObject({ operator_id: m.id, name: 'Sunil Again', property_ids: [owner.propertyIds[1]] })
  })

  it('a manager of two owners removed by one keeps the other\'s properties and stays signed in', async () => {
    const t = testApp()
    const m = await newManager(owner, [owner.propertyIds[0] as number])
    const second = await t.call(endpoints.inviteOperator, { body: { phone: m.phone, name: 'Sunil Kumar', role: 'manager', property_ids: [otherOwner.propertyIds[0]] } }, otherOwner.token)
    expect(second.statusCode, second.body).toBe(200)
    const res = await t.call(endpoints.removeTeamMember, { params: { operatorId: m.id } }, owner.token)
    expect(res.json()).toMatchObject({ message: operatorMessages.teamMemberRemovedFromYours('Sunil Kumar'), signed_out: false })
    expect((await t.call(endpoints.getOperatorMe, {}, m.token)).json().data.property_ids).toEqual([otherOwner.propertyIds[0]])
    expect((await t.call(endpoints.getOperatorProperty, { params: { propertyId: owner.propertyIds[0] as number } }, m.token)).statusCode).toBe(404)
  })
})
