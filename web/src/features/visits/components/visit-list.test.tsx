import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Visit } from '@basera/contract/engagement'
import { cancelVisit } from '@basera/contract/endpoints'
import { visitStrings as s } from '../strings'
import { VisitList } from './visit-list'

const visit = {
  visit_id: 5, visit_date: '2026-11-29', visit_slot: 'Afternoon', visit_when: 'Sun, 29 Nov, 12–4 pm', status: 'requested', changeable: true,
  created_at: '2026-11-27T10:00:00.000Z',
  property: { property_id: 7, property_name: 'Sunrise PG', locality_name: 'Saket', city_name: 'New Delhi', address: '4 Saket', photos: [] },
} as unknown as Visit

function renderList(visits: Visit[]) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <VisitList visits={visits} leadId={2} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

afterEach(() => vi.unstubAllGlobals())

describe('My visits', () => {
  it('says the slot hours and cancels a visit only after the confirmation', async () => {
    const fetchMock = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(new Response(JSON.stringify({ success: true, message: 'Visit cancelled', visit: { ...visit, status: 'cancelled', changeable: false } }), { status: 200, headers: { 'Content-Type': 'application/json' } })),
    )
    vi.stubGlobal('fetch', fetchMock)
    renderList([visit])
    expect(screen.getByText(/12 pm – 4 pm/)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: s.cancelLabel('Sunrise PG') }))
    const dialog = await screen.findByRole('dialog', { name: s.cancelTitle })
    expect(fetchMock).not.toHaveBeenCalled()
    await userEvent.click(within(dialog).getByRole('button', { name: s.cancelConfirm }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    expect(fetchMock.mock.calls[0]?.[0]).toBe(cancelVisit.path)
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1].body as string)).toEqual({ leadId: 2, visit_id: 5 })
  })

  it('offers a change only while the visit is to come', () => {
    renderList([{ ...visit, changeable: false, status: 'declined' }])
    expect(screen.queryByRole('button', { name: s.changeLabel('Sunrise PG') })).not.toBeInTheDocument()
  })
})
