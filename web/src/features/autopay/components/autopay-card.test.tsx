import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Autopay } from '@basera/contract/autopay'
import * as endpoints from '@basera/contract/endpoints'
import { autopayStrings as t } from '../strings'
import { AutopayCards } from './autopay-card'

const active: Autopay = {
  bookingId: 7, status: 'active', max_amount: 19_200, next_debit: { due_id: 12, amount: 12_800, date: '2026-12-28' },
  notice: { due_id: 12, amount: 12_800, debit_on: '2026-12-28', sent_at: '2026-12-27T03:30:00.000Z', state: 'notified' },
}
const checkout = { action: '/sandbox-gateway/v1/checkout/embedded', fields: { order_id: 'order_9', recurring: '1' } }

afterEach(() => vi.unstubAllGlobals())

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })

function renderCard(first: Autopay) {
  let current = first
  const fetch = vi.fn(async (url: string) => {
    if (url === endpoints.startAutopay.path) return json({ success: true, order_id: 'order_9', amount: 100, currency: 'INR', key_id: 'rzp', checkout, bookingId: 7 })
    if (url === endpoints.cancelAutopay.path) {
      current = { ...current, status: 'cancelled', next_debit: null }
      return json({ success: true, message: 'AutoPay is cancelled.', data: current })
    }
    return json({ success: true, data: current })
  })
  vi.stubGlobal('fetch', fetch)
  const submitCheckout = vi.fn()
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}><AutopayCards bookingIds={[7, 7]} submitCheckout={submitCheckout} /></QueryClientProvider>
    </MemoryRouter>,
  )
  return { fetch, submitCheckout }
}

describe('UPI AutoPay card', () => {
  it('off: says what AutoPay is and sets it up through the checkout (the mandate\'s)', async () => {
    const { fetch, submitCheckout } = renderCard({ bookingId: 7, status: 'none', max_amount: null, next_debit: null, notice: null })
    const card = await screen.findByRole('region', { name: t.title })
    expect(card).toHaveTextContent(t.what)
    await userEvent.click(within(card).getByRole('button', { name: t.setUp }))
    await waitFor(() => expect(submitCheckout).toHaveBeenCalledTimes(1))
    const call = fetch.mock.calls.find(([url]) => url === endpoints.startAutopay.path) as unknown as [string, RequestInit]
    expect(JSON.parse(call[1].body as string)).toEqual({ bookingId: 7 })
    expect((submitCheckout.mock.calls[0] as [HTMLFormElement])[0].getAttribute('action')).toBe(checkout.action)
  })

  it('active: its limit, the next debit and the pre-debit notice; cancel asks first, then cancels', async () => {
    const { fetch } = renderCard(active)
    const card = await screen.findByRole('region', { name: t.title })
    expect(card).toHaveTextContent(t.maxAmount('₹19,200'))
    expect(card).toHaveTextContent(t.nextDebit('₹12,800', '28 Dec 2026'))
    expect(within(card).getByRole('note')).toHaveTextContent(t.notice('₹12,800', '28 Dec 2026'))
    await userEvent.click(within(card).getByRole('button', { name: t.cancel }))
    expect(fetch.mock.calls.some(([url]) => url === endpoints.cancelAutopay.path)).toBe(false)
    await userEvent.click(within(card).getByRole('button', { name: t.confirmNo }))
    await userEvent.click(within(card).getByRole('button', { name: t.cancel }))
    await userEvent.click(within(card).getByRole('button', { name: t.confirmYes }))
    await waitFor(() => expect(within(card).getByRole('button', { name: t.setUpAgain })).toBeInTheDocument())
    expect(card).toHaveTextContent(t.cancelled)
  })
})
