import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { todayInIndia } from '@basera/contract/dates'
import { messages } from '@basera/contract/messages'
import * as endpoints from '@basera/contract/endpoints'
import { formatDate } from '../../../lib/format'
import { clearAllStorage, saveSession } from '../../../lib/session'
import { visitStrings } from '../strings'
import { ScheduleVisit } from './schedule-visit'

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

function renderIt() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ScheduleVisit propertyId={7} propertyName="Sunrise PG" address="4 Lajpat Nagar, New Delhi" />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
  clearAllStorage()
})

describe('ScheduleVisit', () => {
  it('asks for a date and a slot, from today in India, then sends the visit', async () => {
    saveSession({ accessToken: 't', leadId: 2 })
    const fetchMock = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(reply(200, { success: true, message: messages.visitRequested, visit_id: 1 })))
    vi.stubGlobal('fetch', fetchMock)
    renderIt()
    await userEvent.click(screen.getByRole('button', { name: visitStrings.schedule }))
    const date = await screen.findByLabelText(visitStrings.date)
    expect(date).toHaveAttribute('min', todayInIndia())
    await userEvent.click(screen.getByRole('button', { name: visitStrings.submit }))
    // each error beside its field
    expect(date).toHaveAccessibleDescription(visitStrings.dateRequired)
    expect(screen.getByRole('group', { name: visitStrings.slot })).toHaveAccessibleDescription(visitStrings.slotRequired)
    await userEvent.type(date, todayInIndia())
    expect(date).not.toHaveAccessibleDescription(visitStrings.dateRequired)
    await userEvent.click(screen.getByRole('radio', { name: /Evening/ }))
    await userEvent.click(screen.getByRole('button', { name: visitStrings.submit }))
    expect(await screen.findByText(messages.requestSentTitle)).toBeInTheDocument()
    // the confirmation says when, where and what happens next
    const confirmation = screen.getByTestId('visit-confirmation')
    expect(confirmation).toHaveTextContent(visitStrings.confirmedWhen(formatDate(todayInIndia(), 'en'), 'Evening', visitStrings.slotHours.Evening))
    expect(confirmation).toHaveTextContent('Sunrise PG, 4 Lajpat Nagar, New Delhi')
    expect(confirmation).toHaveTextContent(messages.visitRequested)
    expect(fetchMock.mock.calls[0]?.[0]).toBe(endpoints.scheduleVisit.path)
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1].body as string)).toEqual({ leadId: 2, propertyId: 7, visit_date: todayInIndia(), visit_slot: 'Evening' })
  })

  it('refuses a date before today', async () => {
    saveSession({ accessToken: 't', leadId: 2 })
    vi.stubGlobal('fetch', vi.fn())
    renderIt()
    await userEvent.click(screen.getByRole('button', { name: visitStrings.schedule }))
    await userEvent.type(await screen.findByLabelText(visitStrings.date), '2020-01-01')
    await userEvent.click(screen.getByRole('radio', { name: /Morning/ }))
    await userEvent.click(screen.getByRole('button', { name: visitStrings.submit }))
    expect(screen.getByLabelText(visitStrings.date)).toHaveAccessibleDescription(messages.visitDateInPast)
  })

  it('says a server refusal inside the sheet, beside the date when it is about the date', async () => {
    saveSession({ accessToken: 't', leadId: 2 })
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(reply(400, { message: messages.visitDateTooFar }))))
    renderIt()
    await userEvent.click(screen.getByRole('button', { name: visitStrings.schedule }))
    const date = await screen.findByLabelText(visitStrings.date)
    await userEvent.type(date, todayInIndia())
    await userEvent.click(screen.getByRole('radio', { name: /Morning/ }))
    await userEvent.click(screen.getByRole('button', { name: visitStrings.submit }))
    expect(await screen.findByText(messages.visitDateTooFar)).toBeInTheDocument()
    expect(date).toHaveAccessibleDescription(messages.visitDateTooFar)
  })
})
