import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PropertyCard } from '@basera/contract/properties'
import * as endpoints from '@basera/contract/endpoints'
import { clearAllStorage, saveSession } from '../../../lib/session'
import { shortlistStrings } from '../strings'
import { ShortlistButton } from './shortlist-button'

const property: PropertyCard = {
  property_id: 7,
  property_name: 'Sunrise PG',
  property_type: 'PG',
  furnishing: 'Semi Furnished',
  address: '12 Sector 62',
  city_id: 2,
  city_name: 'Noida',
  locality_id: 5,
  locality_name: 'Sector 62',
  pincode: '201309',
  latitude: null,
  longitude: null,
  genders: ['GENDER_FEMALE'],
  minimum_rent: 6500,
  move_in_total: 20000,
  photos: [],
  features: [],
  room_types: [],
  security_deposit_months: 2,
  security_deposit_months_max: 2,
  noticeperiod_months: 1,
  rating: null,
  review_count: 0,
  nearest_metro: null,
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

function deferred() {
  let resolve: (r: Response) => void = () => {}
  const promise = new Promise<Response>((r) => (resolve = r))
  return { promise, resolve }
}

function Where() {
  const location = useLocation()
  return <p>at {location.pathname + location.search}</p>
}

function renderButton() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/home?x=1']}>
        <Routes>
          <Route path="/home" element={<ShortlistButton property={property} />} />
          <Route path="/login" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
  clearAllStorage()
})

describe('ShortlistButton', () => {
  it('fills at once on tap, before the server answers', async () => {
    saveSession({ accessToken: 't', leadId: 1 })
    const add = deferred()
    const fetchMock = vi.fn((url: string) => {
      if (url.endsWith('/get-shortlist')) return Promise.resolve(json(200, { success: true, data: [] }))
      return add.promise
    })
    vi.stubGlobal('fetch', fetchMock)
    renderButton()
    const button = await screen.findByRole('button', { name: shortlistStrings.add })
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    await userEvent.click(button)
    const pressed = await screen.findByRole('button', { name: shortlistStrings.remove })
    expect(pressed).toHaveAttribute('aria-pressed', 'true')
    expect(fetchMock).toHaveBeenCalledWith(endpoints.addToShortlist.path, expect.objectContaining({ method: 'POST' }))
    add.resolve(json(200, { success: true }))
  })

  it('reverts when the server refuses', async () => {
    saveSession({ accessToken: 't', leadId: 1 })
    const add = deferred()
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        if (url.endsWith('/get-shortlist')) return Promise.resolve(json(200, { success: true, data: [] }))
        return add.promise
      }),
    )
    renderButton()
    await userEvent.click(await screen.findByRole('button', { name: shortlistStrings.add }))
    expect(await screen.findByRole('button', { name: shortlistStrings.remove })).toHaveAttribute('aria-pressed', 'true')
    add.resolve(json(500, { message: 'Internal Server Error' }))
    const reverted = await screen.findByRole('button', { name: shortlistStrings.add })
    expect(reverted).toHaveAttribute('aria-pressed', 'false')
  })

  it('removes a shortlisted property', async () => {
    saveSession({ accessToken: 't', leadId: 1 })
    let stored = [property]
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        if (url.endsWith('/get-shortlist')) return Promise.resolve(json(200, { success: true, data: stored }))
        stored = []
        return Promise.resolve(json(200, { success: true }))
      }),
    )
    renderButton()
    await userEvent.click(await screen.findByRole('button', { name: shortlistStrings.remove }))
    expect(await screen.findByRole('button', { name: shortlistStrings.add })).toHaveAttribute('aria-pressed', 'false')
  })

  it('sends a signed-out visitor to sign in and back', async () => {
    vi.stubGlobal('fetch', vi.fn())
    renderButton()
    await userEvent.click(screen.getByRole('button', { name: shortlistStrings.add }))
    expect(screen.getByText(`at /login?next=${encodeURIComponent('/home?x=1')}`)).toBeInTheDocument()
  })
})
