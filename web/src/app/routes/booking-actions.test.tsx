import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Booking } from '@basera/contract/booking'
import * as endpoints from '@basera/contract/endpoints'
import { messages } from '@basera/contract/messages'
import { todayInIndia } from '@basera/contract/dates'
import { bookingStrings } from '../../features/booking/strings'
import { bookingListStrings as s } from '../../features/booking/list-strings'
import { messageStrings } from '../../features/messages/strings'
import { PageToaster } from '../../components/page-toaster'
import { renderBookingActions } from './booking-actions'

afterEach(() => vi.unstubAllGlobals())

const booking = { bookingId: 4211, tenant_id: 31, property_id: 74, status: 'requested' } as Booking

function renderActions(b: Booking) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
    new Response(JSON.stringify({ success: true, message: messages.bookingCancelled, booking: { ...b, status: 'cancelled' } }), { headers: { 'Content-Type': 'application/json' } }))
  vi.stubGlobal('fetch', fetch)
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <PageToaster />
        {renderBookingActions(b)}
      </QueryClientProvider>
    </MemoryRouter>,
  )
  return fetch
}

describe('My Booking actions', () => {
  it('a requested booking offers Change move-in date and Cancel booking; cancelling asks first, then calls cancelBooking', async () => {
    const fetch = renderActions(booking)
    expect(screen.getByRole('button', { name: s.changeMoveIn })).toBeInTheDocument()
    // the booking's own conversation with the property, started by the first message
    expect(screen.getByRole('link', { name: messageStrings.messageOwner })).toHaveAttribute('href', `/messages/new?booking_id=${booking.bookingId}`)
    await userEvent.click(screen.getByRole('button', { name: s.cancel }))
    expect(fetch).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: s.cancelConfirm }))
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe(endpoints.cancelBooking.path)
    expect(JSON.parse(init.body as string)).toEqual({ bookingId: 4211 })
    // the dialog closes and the server's message shows on the page, not in the dialog that went away
    expect(await screen.findByText(messages.bookingCancelled)).toBeVisible()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('a held booking sets its date, with no change button', () => {
    renderActions({ ...booking, status: 'held' })
    expect(screen.getByRole('button', { name: s.setMoveInButton })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: s.changeMoveIn })).toBeNull()
    expect(screen.getByRole('button', { name: s.cancel })).toBeInTheDocument()
  })

  it('Change move-in date keeps a refusal in its sheet: the date\'s sentence beside the field, another in the form', async () => {
    const answers = [
      { status: 400, body: { message: messages.moveInDateNotChangeable } },
      { status: 400, body: { message: messages.moveInDateTooFar } },
    ]
    const fetch = vi.fn(async () => {
      const next = answers.shift()!
      return new Response(JSON.stringify(next.body), { status: next.status, headers: { 'Content-Type': 'application/json' } })
    })
    vi.stubGlobal('fetch', fetch)
    render(
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
          <PageToaster />
          {renderBookingActions(booking)}
        </QueryClientProvider>
      </MemoryRouter>,
    )
    await userEvent.click(screen.getByRole('button', { name: s.changeMoveIn }))
    const dialog = screen.getByRole('dialog')
    const date = within(dialog).getByLabelText(bookingStrings.moveInLabel)
    await userEvent.type(date, todayInIndia())
    await userEvent.click(within(dialog).getByRole('button', { name: s.changeMoveInSubmit }))
    expect(await within(dialog).findByText(messages.moveInDateNotChangeable)).toBeVisible()
    expect(date).not.toHaveAccessibleDescription(expect.stringContaining(messages.moveInDateNotChangeable))
    await userEvent.click(within(dialog).getByRole('button', { name: s.changeMoveInSubmit }))
    await waitFor(() => expect(date).toHaveAccessibleDescription(expect.stringContaining(messages.moveInDateTooFar)))
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    expect(fetch).toHaveBeenCalledTimes(2)
  })
})
