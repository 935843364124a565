import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import * as endpoints from '@basera/contract/endpoints'
import { homeSectionsQuery } from '../features/home/api/get-home-sections'
import { clearAllStorage, saveSession } from '../lib/session'
import { searchQuery } from '../features/search/api/search-properties'

afterEach(() => {
  vi.unstubAllGlobals()
  clearAllStorage()
})

const answer = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })

function stubServer() {
  const fetch = vi.fn(async (url: string) =>
    url.includes(endpoints.getHomeSections.path) ? answer({ success: true, data: [] }) : answer({ success: true, data: [], total: 0 }))
  vi.stubGlobal('fetch', fetch)
  const homeCalls = () => fetch.mock.calls.filter(([url]) => url.includes(endpoints.getHomeSections.path)).length
  return homeCalls
}

const filter = { localityIds: [5], min: 2000, max: 8000 }

describe('a search and Home\'s Recent Searches', () => {
  it('a signed-in search makes Home ask for its sections again when next shown (no reload needed)', async () => {
    saveSession({ accessToken: 't', leadId: 3 })
    const homeCalls = stubServer()
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } })
    await client.query(homeSectionsQuery(3))
    // shown again before any search: the kept answer, no call
    await client.query(homeSectionsQuery(3))
    expect(homeCalls()).toBe(1)
    await client.infiniteQuery(searchQuery(filter))
    await client.query(homeSectionsQuery(3))
    expect(homeCalls()).toBe(2)
  })

  it('a guest\'s search (not remembered by the server) leaves Home\'s answer as it is', async () => {
    const homeCalls = stubServer()
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } })
    await client.query(homeSectionsQuery(0))
    await client.infiniteQuery(searchQuery(filter))
    await client.query(homeSectionsQuery(0))
    expect(homeCalls()).toBe(1)
  })
})
