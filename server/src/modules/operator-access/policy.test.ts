import { describe, expect, it } from 'vitest'
import { mayAct, mayInvite, mayManageMember, type PropertyAction } from './policy.ts'

const actions: PropertyAction[] = ['view', 'edit', 'price', 'publish', 'decide', 'invite']

describe('the operator policy', () => {
  it('lets an admin do everything to every property', () => {
    for (const action of actions) expect(mayAct('admin', 'none', action)).toBe(true)
  })

  it('lets an owner do everything to their own properties and nothing to others\'', () => {
    for (const action of actions) {
      expect(mayAct('owner', 'owner', action)).toBe(true)
      expect(mayAct('owner', 'none', action)).toBe(false)
      expect(mayAct('owner', 'granted', action)).toBe(false)
    }
  })

  it('lets a manager view, edit and decide on given properties, never change prices, publish or invite', () => {
    expect(actions.filter((a) => mayAct('manager', 'granted', a))).toEqual(['view', 'edit', 'decide'])
    expect(actions.filter((a) => mayAct('manager', 'none', a))).toEqual([])
  })

  it('lets admins invite owners and managers, owners only managers, managers no one', () => {
    expect([mayInvite('admin', 'owner'), mayInvite('admin', 'manager')]).toEqual([true, true])
    expect([mayInvite('owner', 'owner'), mayInvite('owner', 'manager')]).toEqual([false, true])
    expect([mayInvite('manager', 'owner'), mayInvite('manager', 'manager')]).toEqual([false, false])
  })

  it('lets an admin change or remove any manager, an owner only their own managers, nobody an owner, an admin or themself', () => {
    expect(mayManageMember('admin', 'manager', 'other', false)).toBe(true)
    expect(mayManageMember('owner', 'manager', 'own-manager', false)).toBe(true)
    expect(mayManageMember('owner', 'manager', 'other', false)).toBe(false)
    expect(mayManageMember('manager', 'manager', 'own-manager', false)).toBe(false)
    for (const member of ['owner', 'admin'] as const) expect(mayManageMember('admin', member, 'other', false)).toBe(false)
    expect(mayManageMember('admin', 'manager', 'other', true)).toBe(false)
  })
})
