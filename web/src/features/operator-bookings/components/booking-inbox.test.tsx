import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { addDays, todayInIndia } from '@basera/contract/dates'
import type { OperatorBooking } from '@basera/contract/operator'
import { moneyMessages } from '@basera/contract/payout'
import { bookingInboxStrings as t } from '../strings'
import { BookingInbox } from './booking-inbox'

afterEach(() => vi.unstubAllGlobals())

const accepted: OperatorBooking = {
  bookingId: 7, status: 'accepted', property_id: 74, property_name: 'Green Leaf PG', property_label: 'Green Leaf PG, Saket', room_option_id: 150, room_type_name: 'Double',
  tenant_id: 31, tenant_name: 'Riya Sharma', tenant_phone: '9876543210', tenant_email: 'riya@example.com', move_in_date: todayInIndia(), hold_expires_at: null,
  unit_rent: 9000, move_in_total: 29000, token_amount: 2000, token_status: 'held', refund_amount: 0, answer_by: null, decision_reason: null, decided_at: null,
  created_at: '2026-11-24T05:00:00.000Z',
}

function renderInbox(bookings: OperatorBooking[]) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <BookingInbox bookings={bookings} />
    </QueryClientProvider>,
  )
}

describe('the bookings inbox: the token and Mark moved in', () => {
  it("shows each booking's token and where it is", () => {
    renderInbox([accepted, { ...accepted, bookingId: 8, tenant_name: 'Asha', status: 'declined', token_status: 'refunded', refund_amount: 2000 }])
    const [, first, second] = screen.getAllByRole('row')
    expect(within(first!).getByText('₹2,000')).toBeInTheDocument()
    expect(within(first!).getByText(t.token.held)).toBeInTheDocument()
    expect(within(second!).getByText(t.token.refunded)).toBeInTheDocument()
    expect(within(second!).getByText(t.refunded('₹2,000'))).toBeInTheDocument()
  })

  it('Mark moved in waits for the move-in date', () => {
    const later = addDays(todayInIndia(), 3)
    renderInbox([{ ...accepted, move_in_date: later }])
    expect(screen.getByRole('button', { name: t.movedInLabel('Riya Sharma') })).toBeDisabled()
  })

  it("asks first, says the token is released, and shows the server's refusal inside the dialog", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ message: moneyMessages.movedInTooEarly('12 Dec 2026') }), { status: 409, headers: { 'Content-Type': 'application/json' } }))
    vi.stubGlobal('fetch', fetch)
    renderInbox([accepted])
    await userEvent.click(screen.getByRole('button', { name: t.movedInLabel('Riya Sharma') }))
    const dialog = screen.getByRole('dialog', { name: t.movedInTitle('Riya Sharma') })
    expect(within(dialog).getByText(t.movedInReleases('₹2,000'))).toBeInTheDocument()
    expect(fetch).not.toHaveBeenCalled()
    await userEvent.click(within(dialog).getByRole('button', { name: t.confirmMovedIn }))
    expect(await within(dialog).findByText(moneyMessages.movedInTooEarly('12 Dec 2026'))).toBeInTheDocument()
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})
