import { render, screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { todayInIndia } from '@basera/contract/dates'
import * as endpoints from '@basera/contract/endpoints'
import { clearAllStorage, saveSession } from '../../lib/session'
import { homeStrings } from '../../features/home/strings'
import { HomeNextUp } from './home-next-up'

afterEach(() => {
  vi.unstubAllGlobals()
  clearAllStorage()
})

const tomorrow = todayInIndia(new Date(Date.now() + 86_400_000))

function stub() {
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    const data = url === endpoints.getBookings.path
      ? [{ bookingId: 9, property_name: 'Green Leaf PG', status: 'requested', move_in_date: '2026-12-01' }, { bookingId: 8, property_name: 'Old PG', status: 'cancelled' }]
      : [{ visit_id: 3, visit_date: tomorrow, visit_slot: 'Morning', status: 'requested', property: { property_name: 'Sunrise PG' } }]
    return new Response(JSON.stringify({ success: true, data }), { headers: { 'Content-Type': 'application/json' } })
  }))
}

const renderIt = () => render(<QueryClientProvider client={new QueryClient()}><MemoryRouter><HomeNextUp /></MemoryRouter></QueryClientProvider>)

describe('Home: current booking and next visit', () => {
  it('shows the live booking and the next visit at the top', async () => {
    saveSession({ accessToken: 't', leadId: 2 })
    stub()
    renderIt()
    expect(await screen.findByTestId('home-booking')).toHaveTextContent('Green Leaf PG')
    expect(screen.getByTestId('home-booking')).toHaveTextContent(homeStrings.moveInOn('1 Dec 2026'))
    expect(await screen.findByTestId('home-visit')).toHaveTextContent('Sunrise PG')
  })

  it('shows nothing signed out', () => {
    stub()
    renderIt()
    expect(screen.queryByRole('region')).toBeNull()
  })
})
