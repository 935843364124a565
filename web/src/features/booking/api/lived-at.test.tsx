import type { ReactNode } from 'react'
import { renderHook, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import * as endpoints from '@basera/contract/endpoints'
import { useLivedAt } from './get-bookings'

afterEach(() => vi.unstubAllGlobals())

function stubBookings(bookings: { property_id: number; status: string; reviewed?: boolean }[]) {
  const fetch = vi.fn(async (url: string) => {
    expect(url).toBe(endpoints.getBookings.path)
    return new Response(JSON.stringify({ success: true, data: bookings }), { headers: { 'Content-Type': 'application/json' } })
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>

describe('useLivedAt: who is offered "Review your stay"', () => {
  it('is true for a tenant with a moved-in booking of this property', async () => {
    stubBookings([{ property_id: 8, status: 'moved_in' }, { property_id: 3, status: 'moved_in' }])
    const { result } = renderHook(() => useLivedAt(2, 3), { wrapper })
    await waitFor(() => expect(result.current).toBe(true))
  })

  it.each([
    ['a booking not yet lived in', [{ property_id: 3, status: 'accepted' }, { property_id: 3, status: 'cancelled' }]],
    ['a stay at another property', [{ property_id: 8, status: 'moved_in' }]],
    ['a stay already reviewed', [{ property_id: 3, status: 'moved_in', reviewed: true }]],
  ])('is false for %s', async (_label, bookings) => {
    const fetch = stubBookings(bookings)
    const { result } = renderHook(() => useLivedAt(2, 3), { wrapper })
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(result.current).toBe(false)
  })

  it('is false signed out, without asking the server', () => {
    const fetch = stubBookings([{ property_id: 3, status: 'moved_in' }])
    const { result } = renderHook(() => useLivedAt(undefined, 3), { wrapper })
    expect(result.current).toBe(false)
    expect(fetch).not.toHaveBeenCalled()
  })
})
