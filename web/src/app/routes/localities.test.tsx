import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { localityStrings } from '../../features/localities/strings'
import { saveCity } from '../../features/search/save-prefs'
import { clearAllStorage } from '../../lib/session'
import { LocalitiesScreen } from './localities'

const localities = [{ locality_id: 21, locality_name: 'Sector 62', city_id: 2, latitude: 28.6, longitude: 77.3 }]

function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <LocalitiesScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
  clearAllStorage()
  localStorage.clear()
})

describe('Localities', () => {
  it('after "Don\'t Allow", does not ask for the location again each time it opens', async () => {
    saveCity(2)
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, data: localities }), { headers: { 'Content-Type': 'application/json' } }))
    vi.stubGlobal('fetch', fetchMock)
    const first = renderScreen()
    await userEvent.click(await screen.findByRole('button', { name: localityStrings.dontAllow }))
    first.unmount()
    renderScreen()
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(screen.queryByRole('button', { name: localityStrings.dontAllow })).toBeNull()
  })
})
