import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getBookings } from '@basera/contract/endpoints'
import { listOperatorProperties } from '@basera/contract/operator-endpoints'
import { callApi } from './api-client'
import { clearOperatorSession, getOperatorSession, saveOperatorSession } from './operator-session'
import { clearAllStorage, getSession, saveSession } from './session'

const operator = { accessToken: 'operator-token', operatorId: 2, role: 'owner' as const, name: 'Asha Owner', phone: '7000000011' }
const tenant = { accessToken: 'tenant-token', leadId: 7 }

function stubFetch(status: number, body: unknown) {
  const mock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }))
  vi.stubGlobal('fetch', mock)
  return mock
}
const authorizationOf = (mock: ReturnType<typeof stubFetch>) => new Headers((mock.mock.calls[0] as unknown as [string, RequestInit])[1].headers).get('authorization')

describe('the console session beside the tenant session', () => {
  // both sessions keep a cached copy: start each test signed out of both through their own functions
  beforeEach(() => {
    clearOperatorSession()
    clearAllStorage()
  })
  afterEach(() => vi.unstubAllGlobals())

  it('survives a tenant signing out, and the tenant session is cleared', () => {
    saveSession(tenant)
    saveOperatorSession(operator)
    clearAllStorage()
    expect(getSession()).toBeNull()
    expect(getOperatorSession()).toEqual(operator)
  })

  it('sends the console token on operator calls and the tenant token on tenant calls', async () => {
    saveSession(tenant)
    saveOperatorSession(operator)
    const operatorFetch = stubFetch(200, { success: true, data: [] })
    await callApi(listOperatorProperties, { query: {} })
    expect(authorizationOf(operatorFetch)).toBe('Bearer operator-token')

    const tenantFetch = stubFetch(200, { success: true, data: [] })
    await callApi(getBookings, { body: { leadId: 7 } })
    expect(authorizationOf(tenantFetch)).toBe('Bearer tenant-token')
  })

  it('never sends the tenant token on an operator call when the console is signed out', async () => {
    saveSession(tenant)
    const mock = stubFetch(401, { message: 'Please sign in' })
    await expect(callApi(listOperatorProperties, { query: {} })).rejects.toThrow('Please sign in')
    expect(authorizationOf(mock)).toBeNull()
    expect(getSession()).toEqual(tenant)
  })

  it('ends only the console session when the server refuses its token', async () => {
    saveSession(tenant)
    saveOperatorSession(operator)
    stubFetch(401, { message: 'Your session has ended' })
    await expect(callApi(listOperatorProperties, { query: {} })).rejects.toThrow()
    expect(getOperatorSession()).toBeNull()
    expect(getSession()).toEqual(tenant)
  })
})
