import { act, renderHook } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useAllocateAgreement } from '../features/booking/api/allocate-agreement'
import { useBookRoom } from '../features/booking/api/book-room'
import { useRequestCallback } from '../features/booking/api/request-callback'
import { useCancelBooking, useChangeMoveInDate } from '../features/booking/api/change-booking'
import { useRegisterInterest } from '../features/interest/api/register-interest'
import { useScheduleVisit } from '../features/visits/api/schedule-visit'
import { queryKind, type QueryKind } from '../lib/query-kinds'

afterEach(() => vi.unstubAllGlobals())

const ALL_KINDS = Object.values(queryKind)

/** Runs one mutation against a cache holding a query of every kind; answers which kinds it marked stale. */
async function kindsRefreshedBy<T>(useHook: () => { mutateAsync: (input: T) => Promise<unknown> }, input: T): Promise<QueryKind[]> {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: true }), { headers: { 'Content-Type': 'application/json' } })))
  const client = new QueryClient()
  for (const kind of ALL_KINDS) client.setQueryData([kind, 'list', 1], { seeded: true })
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>
  const { result } = renderHook(useHook, { wrapper })
  await act(() => result.current.mutateAsync(input))
  return ALL_KINDS.filter((kind) => client.getQueryState([kind, 'list', 1])?.isInvalidated)
}

describe('each write refreshes what it changed, and only that', () => {
  const booking = { tenant_id: 1, property_id: 2, bookingId: 3, tanant_move_in_date: '2026-12-01' }

  it('taking or giving back a room: bookings, rooms left on details, cards and home, notifications', async () => {
    const roomChanged = ['bookings', 'home', 'notifications', 'properties', 'search']
    expect(await kindsRefreshedBy(useBookRoom, { tenant_id: 1, property_id: 2, room_option_id: 4 })).toEqual(roomChanged)
    // a cancelled booking's token comes back by the terms: Payments shows the refund
    expect(await kindsRefreshedBy(useCancelBooking, 3)).toEqual(['bookings', 'home', 'notifications', 'payments', 'properties', 'search'])
  })

  it('a move-in date: the booking and home', async () => {
    expect(await kindsRefreshedBy(useAllocateAgreement, booking)).toEqual(['bookings', 'home', 'notifications'])
    expect(await kindsRefreshedBy(useChangeMoveInDate, { bookingId: 3, move_in_date: '2026-12-02' })).toEqual(['bookings', 'home'])
  })

  it('a visit is a visit, a request and home\'s next visit; a callback or interest is a request', async () => {
    expect(await kindsRefreshedBy(useScheduleVisit, { leadId: 1, propertyId: 2, visit_date: '2026-12-01', visit_slot: 'Morning' })).toEqual(['home', 'requests', 'visits'])
    expect(await kindsRefreshedBy(useRequestCallback, { leadId: 1, propertyId: 2, purpose: 'Call me' })).toEqual(['requests'])
    expect(await kindsRefreshedBy(() => useRegisterInterest(1), 'LOANS')).toEqual(['requests'])
  })
})
