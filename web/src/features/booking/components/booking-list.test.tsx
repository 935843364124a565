import { render, screen, within } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { Booking } from '@basera/contract/booking'
import { bookingListStrings as s } from '../list-strings'
import { BookingList } from './booking-list'

const requestedBooking: Booking = {
  bookingId: 4211, tenant_id: 31, tenant_name: 'Riya Sharma', property_id: 74, property_name: 'Green Leaf PG', address: '12 Hauz Khas Village, New Delhi',
  photo: null, room_option_id: 150, room_type_name: 'Double', status: 'requested', hold_expires_at: null, move_in_date: '2026-12-01', decision_reason: null,
  token_amount: 1500, token_status: 'held', refund_amount: 0, answer_by: '2026-11-26T05:00:00.000Z',
  unit_rent: 9000, maintenance_amount: 500, security_deposit_amount: 18000, one_time_fees: [{ name: 'Agreement fee', amount: 1500 }],
  move_in_total: 29000, refundable_amount: 18000, created_at: '2026-11-24T05:00:00.000Z', lockin_months: 3, agreement_duration_months: 11,
  notice_months: 1, latitude: 28.55, longitude: 77.19, property_contact_name: 'Neha (property manager)', property_contact_phone: '9810012345', property_contact_is_sample: false, reviewed: false,
  cancellation_terms: [{ days_before_move_in: 15, refund_percent: 100 }, { days_before_move_in: 7, refund_percent: 50 }, { days_before_move_in: 0, refund_percent: 0 }],
  rent_day: null,
  late_fee: null,
  food_amount: 0,
}

const renderList = (ui: ReactNode) => render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>)

describe('My Booking', () => {
  it('answers "what now?": booking id, address with directions, terms, the token, next steps', () => {
    renderList(<MemoryRouter><BookingList bookings={[requestedBooking]} /></MemoryRouter>)
    const clarity = within(screen.getByTestId('booking-clarity'))
    expect(clarity.getByText('#4211')).toBeInTheDocument()
    expect(clarity.getByText(requestedBooking.address)).toBeInTheDocument()
    expect(clarity.getByRole('link', { name: s.directions })).toHaveAttribute('href', expect.stringContaining('destination=28.55%2C77.19'))
    expect(clarity.getByRole('link', { name: s.call('+91 9810012345') })).toHaveAttribute('href', 'tel:+919810012345')
    expect(clarity.getByText(s.lockin(3))).toBeInTheDocument()
    expect(clarity.getByText(s.agreement(11))).toBeInTheDocument()
    expect(clarity.getByText(s.tokenNote)).toBeInTheDocument()
    expect(clarity.getByRole('link', { name: s.payments })).toHaveAttribute('href', '/payments')
    for (const step of s.next.requested) expect(clarity.getByText(step)).toBeInTheDocument()
    expect(screen.getByText('1 Dec 2026')).toBeInTheDocument()
    // the refund rules it was booked under
    expect(screen.getByText('Cancel 15+ days before move-in: 100% back')).toBeInTheDocument()
    expect(screen.getByText('Cancel less than 7 days before move-in: nothing back')).toBeInTheDocument()
  })

  it('says a cancelled booking gave its room back and shows no next steps', () => {
    renderList(<MemoryRouter><BookingList bookings={[{ ...requestedBooking, status: 'cancelled' }]} /></MemoryRouter>)
    expect(screen.getByText(s.status.cancelled)).toBeInTheDocument()
    expect(screen.getByText(s.cancelledHint)).toBeInTheDocument()
    expect(screen.queryByText(s.nextTitle)).toBeNull()
    expect(screen.queryByText('Cancel 15+ days before move-in: 100% back')).toBeNull()
  })

  it('congratulates on an accepted booking and gives the reason of a declined one', () => {
    const { unmount } = renderList(<MemoryRouter><BookingList bookings={[{ ...requestedBooking, status: 'accepted' }]} /></MemoryRouter>)
    expect(screen.getByText(s.acceptedHint)).toBeInTheDocument()
    unmount()
    renderList(<MemoryRouter><BookingList bookings={[{ ...requestedBooking, status: 'declined', decision_reason: 'Room under repair' }]} /></MemoryRouter>)
    expect(screen.getByText(s.status.declined)).toBeInTheDocument()
    expect(screen.getByText(s.declinedReason('Room under repair'))).toBeInTheDocument()
    expect(screen.getByText(s.declinedHint)).toBeInTheDocument()
  })

  it("says where the token is, and by when the owner answers a paid request; never 'Confirmed' before the owner accepts", () => {
    const { unmount } = renderList(<MemoryRouter><BookingList bookings={[requestedBooking]} /></MemoryRouter>)
    expect(screen.getByText(s.status.requested)).toBeInTheDocument()
    expect(screen.getByText('Token ₹1,500 held until you move in')).toBeInTheDocument()
    expect(screen.getByText('The owner has until 26 Nov 2026, 10:30 am to answer.')).toBeInTheDocument()
    expect(screen.queryByText('Confirmed', { exact: true })).toBeNull()
    expect(screen.queryByText(s.acceptedHint)).toBeNull()
    unmount()
    const cases: [Partial<Booking>, string][] = [
      [{ status: 'held', token_status: 'pending', answer_by: null, hold_expires_at: '2026-11-24T05:30:00.000Z' }, 'Token ₹1,500: to pay now'],
      [{ status: 'moved_in', token_status: 'released', answer_by: null }, 'Token ₹1,500 released to the owner at move-in'],
      [{ status: 'declined', token_status: 'refunded', refund_amount: 1500, answer_by: null }, 'Token refunded: ₹1,500'],
      [{ status: 'cancelled', token_status: 'partly_refunded', refund_amount: 750, answer_by: null }, 'Token: ₹750 of ₹1,500 refunded'],
    ]
    for (const [change, words] of cases) {
      const view = renderList(<MemoryRouter><BookingList bookings={[{ ...requestedBooking, ...change }]} /></MemoryRouter>)
      expect(screen.getByText(words)).toBeInTheDocument()
      view.unmount()
    }
  })

  it('a held booking with its date set asks for the token before the hold ends; a free request shows no token at all', () => {
    const { unmount } = renderList(<MemoryRouter><BookingList bookings={[{ ...requestedBooking, status: 'held', token_status: 'pending', answer_by: null, hold_expires_at: '2026-11-24T05:30:00.000Z' }]} /></MemoryRouter>)
    expect(screen.getByText(s.payBeforeHold)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: s.payToken('₹1,500') })).toBeEnabled()
    expect(screen.getByText(s.holdUntil('11:00 am'))).toBeInTheDocument()
    unmount()
    renderList(<MemoryRouter><BookingList bookings={[{ ...requestedBooking, token_amount: 0, token_status: 'none', answer_by: null }]} /></MemoryRouter>)
    expect(screen.queryByText(s.tokenTitle)).toBeNull()
    expect(screen.queryByText(/^Token/)).toBeNull()
    expect(screen.queryByRole('button', { name: /^Pay token/ })).toBeNull()
  })
})
