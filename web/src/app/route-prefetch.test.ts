import { afterEach, describe, expect, it, vi } from 'vitest'
import { queryClient } from '../lib/query-client'
import { clearAllStorage, saveSession } from '../lib/session'
import { prefetchHome, prefetchSearch } from './route-prefetch'

function stubFetch() {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, data: [], total: 0 }), { status: 200 }))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

function sentBodies(fetchMock: ReturnType<typeof stubFetch>) {
  return fetchMock.mock.calls.map((call: unknown[]) => {
    const [path, init] = call as [string, RequestInit]
    return { path, body: JSON.parse(String(init.body)) as Record<string, unknown> }
  })
}

afterEach(() => {
  vi.unstubAllGlobals()
  queryClient.clear()
  clearAllStorage()
})

describe('route prefetch: a screen\'s main request starts while its code loads', () => {
  it('starts the search of the URL\'s filter', () => {
    const fetchMock = stubFetch()
    prefetchSearch({ request: new Request('http://localhost/search?localities=5,7&gender=GENDER_FEMALE&min=2000&max=8000') })
    expect(sentBodies(fetchMock)).toEqual([
      { path: '/api/leads/v1/fetch-property-by-filters', body: expect.objectContaining({ localityId: '5,7', gender: 'GENDER_FEMALE', minAmount: 2000, maxAmount: 8000, offset: 0 }) },
    ])
  })

  it('leaves a search without a filter to the screen (it redirects to the stored choices)', () => {
    const fetchMock = stubFetch()
    prefetchSearch({ request: new Request('http://localhost/search') })
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('starts the home sections for the signed-in lead', () => {
    saveSession({ accessToken: 'token', leadId: 42 })
    const fetchMock = stubFetch()
    prefetchHome()
    expect(sentBodies(fetchMock)).toEqual([{ path: '/api/leads/v1/get-home-sections', body: { leadId: 42 } }])
  })
})
