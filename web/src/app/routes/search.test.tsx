import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as endpoints from '@basera/contract/endpoints'
import { stubCarouselApis } from '../../features/properties/components/browser-stubs.test-utils'
import { sampleProperty } from '../../features/properties/components/sample-property.test-utils'
import { saveCity, saveGender, saveLocalities, savePrice } from '../../features/search/save-prefs'
import { roomFilterStrings } from '../../features/search/room-strings'
import { searchStrings } from '../../features/search/strings'
import { publicConfigQuery } from '../../lib/public-config'
import { clearAllStorage, saveSession } from '../../lib/session'
import { SearchScreen } from './search'

// Leaflet draws nothing in jsdom: the map stands in as its labelled region, with a marker per result
vi.mock('../../features/search/components/results-leaflet-map', () => ({
  ResultsLeafletMap: ({ label, properties }: { label: string; properties: readonly { property_id: number }[] }) => (
    <section aria-label={label}>{properties.length} markers</section>
  ),
}))

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

type MapTiles = { tile_url: string; attribution: string } | null

function renderAt(path: string, { tiles }: { tiles?: MapTiles } = {}) {
  const router = createMemoryRouter([{ path: '/search', element: <SearchScreen /> }], { initialEntries: [path] })
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  if (tiles !== undefined) client.setQueryData(publicConfigQuery.queryKey, { support_phone: '', support_email: '', support_is_placeholder: true, map: tiles })
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

  describe('list or map, in the URL', () => {
    const tiles = { tile_url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '©' }
    const mapButton = () => screen.getByRole('button', { name: roomFilterStrings.mapView })
    const listButton = () => screen.getByRole('button', { name: roomFilterStrings.listView })

    it('a shared or reloaded link with view=map opens the map of the same search (view is not in the body)', async () => {
      const bodies = stubApi()
      renderAt('/search?city=2&min=3000&max=9000&food=1&view=map', { tiles })
      expect(await screen.findByRole('region', { name: roomFilterStrings.mapLabel })).toHaveTextContent('1 markers')
      expect(mapButton()).toHaveAttribute('aria-pressed', 'true')
      expect(screen.queryByRole('article', { name: sampleProperty.property_name })).toBeNull()
      expect(bodies[endpoints.searchProperties.path]).toEqual([
        { gender: '', minAmount: 3000, maxAmount: 9000, localityId: '', cityId: 2, food_included: true, limit: 10, offset: 0 },
      ])
    })

    it('the toggle writes the view into the URL (keeping the filter) without searching again', async () => {
      const bodies = stubApi()
      const router = renderAt('/search?city=2&min=3000&max=9000&sort=price_desc', { tiles })
      await screen.findByRole('article', { name: sampleProperty.property_name })
      await userEvent.click(mapButton())
      await waitFor(() => expect(router.state.location.search).toBe('?city=2&min=3000&max=9000&sort=price_desc&view=map'))
      expect(await screen.findByRole('region', { name: roomFilterStrings.mapLabel })).toBeInTheDocument()
      // a sort chosen on the map keeps the map
      await userEvent.selectOptions(screen.getByLabelText(roomFilterStrings.sortLabel), 'price_asc')
      await waitFor(() => expect(router.state.location.search).toBe('?city=2&min=3000&max=9000&view=map'))
      await userEvent.click(listButton())
      await waitFor(() => expect(router.state.location.search).toBe('?city=2&min=3000&max=9000'))
      expect(await screen.findByRole('article', { name: sampleProperty.property_name })).toBeInTheDocument()
      // one search per filter: the view never made a request of its own
      expect(bodies[endpoints.searchProperties.path]?.map((b) => (b as { sort?: string }).sort)).toEqual(['price_desc', undefined])
    })

    it('a map link opened without tiles shows the list, and the toggle says why', async () => {
      stubApi()
      renderAt('/search?city=2&min=3000&max=9000&view=map', { tiles: null })
      expect(await screen.findByRole('article', { name: sampleProperty.property_name })).toBeInTheDocument()
      expect(listButton()).toHaveAttribute('aria-pressed', 'true')
      expect(mapButton()).toHaveAccessibleDescription(roomFilterStrings.mapNoTiles)
      expect(screen.queryByRole('region', { name: roomFilterStrings.mapLabel })).toBeNull()
    })
  })
})
