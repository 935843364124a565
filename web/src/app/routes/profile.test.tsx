import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import * as endpoints from '@basera/contract/endpoints'
import { componentStrings } from '../../components/strings'
import { clearAllStorage, saveSession } from '../../lib/session'
import { ProfileScreen } from './profile'

afterEach(() => {
  vi.unstubAllGlobals()
  clearAllStorage()
})

const profile = {
  leadId: 3, full_name: 'Riya', email: null, phone_number: '9876543210', gender: 'GENDER_FEMALE', dob: null,
  pref_budget_min_range: 2000, pref_budget_max_range: 8000, pref_city_name: 'Noida', pref_city_id: 2,
  pref_locality_name: null, pref_locality_id: null, language: null,
}

describe('Profile screen', () => {
  it('has one menu button (the header\'s), and the card still says who is signed in', async () => {
    saveSession({ accessToken: 't', leadId: 3 })
    vi.stubGlobal('fetch', vi.fn(async (url: string) => {
      const body = url.includes(endpoints.viewLeadProfile.path) ? { success: true, data: profile } : { success: true, data: [] }
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })
    }))
    const router = createMemoryRouter([{ path: '*', element: <ProfileScreen /> }], { initialEntries: ['/profile'] })
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    )
    expect(await screen.findByText('+91 9876543210')).toBeInTheDocument()
    expect(screen.getByText('Riya', { selector: 'strong' })).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: componentStrings.openMenu })).toHaveLength(1)
    expect(screen.queryAllByRole('button', { name: /menu/i })).toHaveLength(1)
  })
})
