import { afterEach, describe, expect, it, vi } from 'vitest'
import * as endpoints from '@basera/contract/endpoints'
import { queryClient } from '../lib/query-client'
import { clearAllStorage, saveSession } from '../lib/session'
import { parseSearchParams } from '@basera/contract/search-link'
import { homeSectionsQuery } from '../features/home/api/get-home-sections'
import { searchQuery } from '../features/search/api/search-properties'
import { propertyQuery } from '../features/properties/api/get-property'
import { prefetchHome, prefetchProperty, prefetchSearch } from './route-prefetch'

function stubFetch() {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, data: [], total: 0 }), { status: 200 }))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

function sentBodies(fetchMock: ReturnType<typeof stubFetch>) {
  return fetchMock.mock.calls.map((call: unknown[]) => {
    const [path, init] = call as [string, RequestInit]
    return { path, body: JSON.parse(init.body as string) as Record<string, unknown> }
  })
}

/** What the server puts in a page it serves with data. */
function pageDataBlock(data: unknown) {
  document.getElementById('page-data')?.remove()
  const block = document.createElement('script')
  block.type = 'application/json'
  block.id = 'page-data'
  block.textContent = JSON.stringify(data)
  document.body.append(block)
}

afterEach(() => {
  document.getElementById('page-data')?.remove()
  vi.unstubAllGlobals()
  queryClient.clear()
  clearAllStorage()
})

describe('route prefetch: a screen\'s main request starts while its code loads', () => {
  it('starts the search of the URL\'s filter', () => {
    const fetchMock = stubFetch()
    prefetchSearch({ request: new Request('http://localhost/search?localities=5,7&gender=GENDER_FEMALE&min=2000&max=8000') })
    expect(sentBodies(fetchMock)).toEqual([
      { path: endpoints.searchProperties.path, body: expect.objectContaining({ localityId: '5,7', gender: 'GENDER_FEMALE', minAmount: 2000, maxAmount: 8000, offset: 0 }) as unknown },
    ])
  })

  it('leaves a search without a filter to the screen (it redirects to the stored choices)', () => {
    const fetchMock = stubFetch()
    prefetchSearch({ request: new Request('http://localhost/search') })
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('takes the first page of a search link from the page, when it is what the screen would ask for', () => {
    const answer = { success: true, data: [], total: 0 }
    const body = { gender: '', minAmount: 2000, maxAmount: 8000, localityId: '', limit: 10, offset: 0, cityId: 1 }
    pageDataBlock({ search: { body, answer } })
    const fetchMock = stubFetch()
    prefetchSearch({ request: new Request('http://localhost/search?city=1&min=2000&max=8000') })
    expect(fetchMock).not.toHaveBeenCalled()
    expect(queryClient.getQueryData(searchQuery(parseSearchParams(new URLSearchParams('city=1&min=2000&max=8000'))).queryKey)).toEqual({ pages: [answer], pageParams: [0] })
    expect(document.getElementById('page-data')).toBeNull()
  })

  it('asks the server when the page holds another search, or the visitor is signed in (the search is recorded)', () => {
    const body = { gender: '', minAmount: 2000, maxAmount: 8000, localityId: '', limit: 10, offset: 0, cityId: 1 }
    pageDataBlock({ search: { body, answer: { success: true, data: [], total: 0 } } })
    let fetchMock = stubFetch()
    prefetchSearch({ request: new Request('http://localhost/search?city=2&min=2000&max=8000') })
    expect(fetchMock).toHaveBeenCalledTimes(1)
    pageDataBlock({ search: { body, answer: { success: true, data: [], total: 0 } } })
    saveSession({ accessToken: 'token', leadId: 42 })
    fetchMock = stubFetch()
    prefetchSearch({ request: new Request('http://localhost/search?city=1&min=2000&max=8000') })
    expect(sentBodies(fetchMock)[0]?.body).toMatchObject({ leadId: 42, cityId: 1 })
  })

  it('takes Home\'s lists from the page only for a visitor who is not signed in', () => {
    const answer = { success: true, recent_searches: [], smart_suggestions: [], perfect_match: [], best_for_you: [], budget_friendly: [] }
    pageDataBlock({ home: { answer } })
    const fetchMock = stubFetch()
    prefetchHome()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(queryClient.getQueryData(homeSectionsQuery(0).queryKey)).toEqual(answer)
  })

  it('starts the home sections for the signed-in lead', () => {
    saveSession({ accessToken: 'token', leadId: 42 })
    const fetchMock = stubFetch()
    prefetchHome()
    expect(sentBodies(fetchMock)).toEqual([{ path: endpoints.getHomeSections.path, body: { leadId: 42 } }])
  })

  it('takes a property\'s details from the page for a visitor not signed in, when it is that property', () => {
    const detail = { property_id: 7, property_name: 'Asha Residency' }
    pageDataBlock({ property: { propertyId: 7, answer: { success: true, data: [detail] } } })
    const fetchMock = stubFetch()
    prefetchProperty({ params: { id: '7' } })
    expect(fetchMock).not.toHaveBeenCalled()
    expect(queryClient.getQueryData(propertyQuery(7).queryKey)).toEqual(detail)
  })

  it('asks for a property\'s details when the page holds another one, or the visitor is signed in (their shortlist mark)', () => {
    pageDataBlock({ property: { propertyId: 7, answer: { success: true, data: [{ property_id: 7 }] } } })
    let fetchMock = stubFetch()
    prefetchProperty({ params: { id: '8' } })
    expect(sentBodies(fetchMock)).toEqual([{ path: endpoints.getPropertyById.path, body: { propertyId: 8 } }])
    pageDataBlock({ property: { propertyId: 7, answer: { success: true, data: [{ property_id: 7 }] } } })
    saveSession({ accessToken: 'token', leadId: 42 })
    fetchMock = stubFetch()
    prefetchProperty({ params: { id: '7' } })
    expect(sentBodies(fetchMock)).toEqual([{ path: endpoints.getPropertyById.path, body: { propertyId: 7, leadId: 42 } }])
  })
})
