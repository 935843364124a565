import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { addDays, todayInIndia } from '@basera/contract/dates'
import { operatorMessages, type OperatorBooking } from '@basera/contract/operator'
import { decideBooking } from '@basera/contract/operator-endpoints'
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

describe('the bookings inbox: rows and the decline dialog', () => {
  const requested: OperatorBooking = { ...accepted, status: 'requested', token_status: 'held' }
  const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }))
  const openDecline = async () => {
    await userEvent.click(screen.getByRole('button', { name: t.declineLabel('Riya Sharma') }))
    return screen.getByRole('dialog', { name: t.declineTitle })
  }

  it("names the property with its locality (an owner's two \"Green Leaf PG\" read apart)", () => {
    renderInbox([accepted, { ...accepted, bookingId: 9, property_id: 75, property_label: 'Green Leaf PG, Malviya Nagar' }])
    const [, first, second] = screen.getAllByRole('row')
    expect(within(first!).getByText('Green Leaf PG, Saket')).toBeInTheDocument()
    expect(within(second!).getByText('Green Leaf PG, Malviya Nagar')).toBeInTheDocument()
  })

  it('says beside the reason that one is needed, and the error goes once it is written', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    renderInbox([requested])
    const dialog = await openDecline()
    const reason = within(dialog).getByLabelText(t.reasonLabel)
    expect(reason).toHaveAttribute('maxLength', '300')
    await userEvent.click(within(dialog).getByRole('button', { name: t.confirmDecline }))
    expect(reason).toHaveAccessibleDescription(operatorMessages.reasonRequired)
    await userEvent.type(reason, 'Full for December')
    expect(reason).toHaveAttribute('aria-invalid', 'false')
    expect(within(dialog).queryByText(operatorMessages.reasonRequired)).not.toBeInTheDocument()
    expect(fetch).not.toHaveBeenCalled()
  })

  it("shows the server's refusal inside the dialog, and a good reason sends the contract's body", async () => {
    const fetch = vi.fn((_url: string, _init: RequestInit) => json({ message: operatorMessages.bookingNotAwaitingDecision }, 409))
    vi.stubGlobal('fetch', fetch)
    renderInbox([requested])
    const dialog = await openDecline()
    await userEvent.type(within(dialog).getByLabelText(t.reasonLabel), '  Full for December  ')
    await userEvent.click(within(dialog).getByRole('button', { name: t.confirmDecline }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(operatorMessages.bookingNotAwaitingDecision)
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe(decideBooking.path.replace(':bookingId', '7'))
    expect(JSON.parse(init?.body as string)).toEqual({ decision: 'decline', reason: 'Full for December' })
  })
})
