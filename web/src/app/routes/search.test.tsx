import { render, screen, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as endpoints from '@basera/contract/endpoints'
import { stubCarouselApis } from '../../features/properties/components/browser-stubs.test-utils'
import { sampleProperty } from '../../features/properties/components/sample-property.test-utils'
import { saveCity, saveGender, saveLocalities, savePrice } from '../../features/search/prefs'
import { searchStrings } from '../../features/search/strings'
import { clearAllStorage, saveSession } from '../../lib/session'
import { SearchScreen } from './search'

const localities = [
  { locality_id: 21, locality_name: 'Sector 62', city_id: 2, latitude: 28.6, longitude: 77.3 },
  { locality_id: 25, locality_name: 'Sector 18', city_id: 2, latitude: 28.5, longitude: 77.3 },
]

function stubApi({ localitiesFail = false } = {}) {
  const bodies: Record<string, unknown[]> = {}
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      ;(bodies[url] ??= []).push(JSON.parse(init.body as string))
      if (localitiesFail && url.endsWith('get-pref-localities')) throw new TypeError('offline')
      const body = url.endsWith('fetch-property-by-filters')
        ? { success: true, data: [sampleProperty], total: 1 }
        : url.endsWith('get-pref-localities')
          ? { success: true, data: localities }
          : { success: true, data: [] }
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })
    }),
  )
  return bodies
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/search', element: <SearchScreen /> }], { initialEntries: [path] })
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

beforeEach(stubCarouselApis)
afterEach(() => vi.unstubAllGlobals())

describe('/search', () => {
  it('searches exactly what the URL says, signed out, and names the localities', async () => {
    const bodies = stubApi()
    renderAt('/search?city=2&localities=21,25&gender=GENDER_FEMALE&min=3000&max=9000')
    expect(await screen.findByRole('article', { name: sampleProperty.property_name })).toBeInTheDocument()
    expect(bodies[endpoints.searchProperties.path]?.[0]).toEqual({
      gender: 'GENDER_FEMALE',
      minAmount: 3000,
      maxAmount: 9000,
      localityId: '21,25',
      cityId: 2,
      limit: 10,
      offset: 0,
    })
    expect(await screen.findByText('Sector 18')).toBeInTheDocument()
    expect(screen.getByText('Female · ₹3,000 – ₹9,000')).toBeInTheDocument()
  })

  it('tells a guest nothing about saved searches (a guest search is not saved); a signed-in reader where to find theirs', async () => {
    stubApi()
    renderAt('/search?city=2&localities=21&gender=GENDER_FEMALE&min=3000&max=9000')
    expect(await screen.findByRole('article', { name: sampleProperty.property_name })).toBeInTheDocument()
    expect(screen.queryByText(searchStrings.recentBody)).toBeNull()
  })

  it('shows a signed-in reader where their recent searches are', async () => {
    saveSession({ accessToken: 't', leadId: 4 })
    stubApi()
    renderAt('/search?city=2&localities=21&gender=GENDER_FEMALE&min=3000&max=9000')
    expect(await screen.findByText(searchStrings.recentBody)).toBeInTheDocument()
    clearAllStorage()
  })

  it('without a query, puts the stored choices into the URL', async () => {
    stubApi()
    saveCity(2)
    saveLocalities([{ locality_id: 21, locality_name: 'Sector 62' }])
    saveGender('GENDER_MALE')
    savePrice({ min: 4000, max: 12000 })
    const router = renderAt('/search')
    await waitFor(() => expect(router.state.location.search).toBe('?city=2&localities=21&gender=GENDER_MALE&min=4000&max=12000'))
  })

  it('survives a mangled link with defaults', async () => {
    const bodies = stubApi()
    renderAt('/search?gender=robot&min=abc&localities=,,x')
    await screen.findByRole('article', { name: sampleProperty.property_name })
    expect(bodies[endpoints.searchProperties.path]?.[0]).toMatchObject({ gender: '', minAmount: 2000, maxAmount: 8000, localityId: '' })
  })

  it('without a city says it searched all of Delhi NCR, not the first card\'s city', async () => {
    stubApi()
    renderAt('/search?gender=GENDER_MALE&min=2000&max=9000')
    await screen.findByRole('article', { name: sampleProperty.property_name })
    expect(screen.getByText(searchStrings.allCities)).toBeInTheDocument()
    expect(screen.queryByText(searchStrings.allOfCity('Noida'))).toBeNull()
  })

  it('never shows raw locality ids when the names fail to load', async () => {
    stubApi({ localitiesFail: true })
    renderAt('/search?city=1&localities=1,5,6&gender=GENDER_MALE&min=2000&max=9000')
    await screen.findByRole('article', { name: sampleProperty.property_name })
    expect(await screen.findByText(searchStrings.localitiesChosen(3))).toBeInTheDocument()
    expect(screen.queryByText(/#\d/)).toBeNull()
  })
})
