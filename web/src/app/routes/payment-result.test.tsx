import { render, screen, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Booking } from '@basera/contract/booking'
import * as endpoints from '@basera/contract/endpoints'
import { messages } from '@basera/contract/messages'
import { bookingListStrings as s } from '../../features/booking/list-strings'
import { paymentStrings as t } from '../../features/payments/strings'
import { clearAllStorage, saveSession } from '../../lib/session'
import { PaymentFailedScreen, PaymentSuccessScreen } from './payment-result'

afterEach(() => {
  vi.unstubAllGlobals()
  clearAllStorage()
})

const booking = {
  bookingId: 88, property_name: 'Green Leaf PG', room_type_name: 'Double', status: 'requested', token_amount: 2000, token_status: 'held', refund_amount: 0,
  answer_by: '2026-11-30T02:08:00.000Z', hold_expires_at: null, move_in_date: '2026-11-28',
} as Partial<Booking>

const callback = { razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'a'.repeat(64) }
const successUrl = `/payment-success?${new URLSearchParams({ ...callback, booking_id: '88' }).toString()}`

/** Answers each call of `path` with the next reply (the last one again once they run out). */
function stub(replies: Record<string, Array<{ status?: number; body: unknown }>>) {
  const mock = vi.fn(async (url: string) => {
    const list = replies[url] ?? []
    const next = list.length > 1 ? list.shift()! : list[0]
    if (!next) throw new TypeError('offline')
    return new Response(JSON.stringify(next.body), { status: next.status ?? 200, headers: { 'Content-Type': 'application/json' } })
  })
  vi.stubGlobal('fetch', mock)
  return mock
}

function renderAt(url: string) {
  saveSession({ accessToken: 't', leadId: 5 })
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/payment-success" element={<PaymentSuccessScreen />} />
          <Route path="/payment-failed" element={<PaymentFailedScreen />} />
          <Route path="/bookings" element={<h1>My Booking page</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('/payment-success', () => {
  it("verifies the checkout's callback and shows the booking's real outcome: Requested, the token held, the owner's deadline", async () => {
    const fetch = stub({ [endpoints.verifyPayment.path]: [{ body: { success: true, payment_status: 'captured', message: messages.paymentCaptured, booking } }] })
    renderAt(successUrl)
    expect(await screen.findByRole('heading', { name: s.status.requested })).toBeInTheDocument()
    expect(screen.getByText(messages.paymentCaptured)).toBeInTheDocument()
    expect(screen.getByText('Token ₹2,000 held until you move in')).toBeInTheDocument()
    expect(screen.getByText('The owner has until 30 Nov 2026, 7:38 am to answer.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: t.seePayments })).toHaveAttribute('href', '/payments')
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(JSON.parse(init.body as string)).toEqual(callback)
  })

  it('says Payment pending while the gateway has not decided, and asks again until it has', async () => {
    stub({
      [endpoints.verifyPayment.path]: [
        { body: { success: true, payment_status: 'pending', message: messages.paymentPending, booking: { ...booking, status: 'held', token_status: 'pending', answer_by: null } } },
        { body: { success: true, payment_status: 'captured', message: messages.paymentCaptured, booking } },
      ],
    })
    renderAt(successUrl)
    expect(await screen.findByRole('heading', { name: t.pendingTitle })).toBeInTheDocument()
    expect(screen.getByText(messages.paymentPending)).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('heading', { name: s.status.requested })).toBeInTheDocument(), { timeout: 6_000 })
  })

  it("shows the server's sentence when the callback does not verify", async () => {
    stub({ [endpoints.verifyPayment.path]: [{ status: 400, body: { message: messages.paymentNotVerified } }] })
    renderAt(successUrl)
    expect(await screen.findByRole('heading', { name: t.notVerifiedTitle })).toBeInTheDocument()
    expect(screen.getByText(messages.paymentNotVerified)).toBeInTheDocument()
  })

  it('without a callback (an old link) goes to My Booking', () => {
    stub({})
    renderAt('/payment-success')
    expect(screen.getByRole('heading', { name: 'My Booking page' })).toBeInTheDocument()
  })
})

describe('/payment-failed', () => {
  const failedUrl = `/payment-failed?${new URLSearchParams({ razorpay_order_id: 'order_1', error_description: 'Payment declined by the bank', booking_id: '88' }).toString()}`
  const held = { ...booking, status: 'held', token_status: 'pending', answer_by: null, hold_expires_at: '2026-11-28T02:38:00.000Z' }

  it('says nothing was taken, what the gateway said, and offers Retry while the room is held', async () => {
    stub({ [endpoints.getBookings.path]: [{ body: { success: true, data: [held] } }] })
    renderAt(failedUrl)
    expect(await screen.findByRole('heading', { name: t.failedTitle })).toBeInTheDocument()
    expect(screen.getByText(messages.paymentFailedRetry)).toBeInTheDocument()
    expect(screen.getByText(t.gatewaySaid('Payment declined by the bank'))).toBeInTheDocument()
    expect(screen.getByText(s.holdUntil('8:08 am'))).toBeInTheDocument()
    expect(screen.getByRole('button', { name: t.retry })).toBeEnabled()
  })

  it('offers no Retry once the hold has ended', async () => {
    stub({ [endpoints.getBookings.path]: [{ body: { success: true, data: [{ ...held, status: 'expired', token_status: 'none' }] } }] })
    renderAt(failedUrl)
    expect(await screen.findByText(t.holdEnded)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: t.retry })).toBeNull()
  })
})
