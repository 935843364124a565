import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { RentDue } from '@basera/contract/dues'
import * as endpoints from '@basera/contract/endpoints'
import { payRentStrings as t } from '../strings'
import { DuesList } from './dues-list'

const open: RentDue = {
  due_id: 11, bookingId: 7, property_name: 'Green Leaf PG', period_start: '2026-12-05', period_end: '2027-01-04', due_date: '2026-12-05', status: 'open', total: 13720,
  lines: [{ kind: 'rent', label: 'Rent', amount: 12000 }, { kind: 'maintenance', label: 'Maintenance', amount: 1000 }, { kind: 'electricity', label: 'Electricity: 90 units × ₹8', amount: 720 }],
  paid_via: null, utr: null, paid_at: null, receipt_no: null,
}
const paid: RentDue = {
  ...open, due_id: 10, period_start: '2026-11-05', period_end: '2026-12-04', due_date: '2026-11-05', status: 'paid', total: 20500, lines: [{ kind: 'rent', label: 'Rent', amount: 20500 }],
  paid_via: 'upi_direct', utr: '412345678901', paid_at: '2026-11-06T06:30:00.000Z', receipt_no: 'BSR-202611-000010',
}
const checkout = { action: '/sandbox-gateway/checkout', fields: { order_id: 'order_9', amount: '1372000' } }

afterEach(() => vi.unstubAllGlobals())

function renderList(dues: RentDue[]) {
  const submitCheckout = vi.fn()
  const fetch = vi.fn(async () => new Response(JSON.stringify({ success: true, order_id: 'order_9', amount: 1372000, currency: 'INR', key_id: 'rzp', checkout, bookingId: 7 }), { status: 200, headers: { 'Content-Type': 'application/json' } }))
  vi.stubGlobal('fetch', fetch)
  render(<QueryClientProvider client={new QueryClient()}><DuesList dues={dues} submitCheckout={submitCheckout} /></QueryClientProvider>)
  return { submitCheckout, fetch }
}

describe('Pay rent', () => {
  it('shows each due line by line, open ones first, and pays the due itself (no amount typed) through the checkout', async () => {
    const { submitCheckout, fetch } = renderList([open, paid])
    const [toPay, done] = screen.getAllByRole('region')
    expect(within(toPay!).getByRole('heading', { name: t.openHeading })).toBeInTheDocument()
    const card = within(toPay!).getByRole('listitem', { name: t.period('5 Dec 2026', '4 Jan 2027') })
    expect(card).toHaveTextContent('Electricity: 90 units × ₹8₹720')
    expect(card).toHaveTextContent(`${t.total}₹13,720`)
    await userEvent.click(within(card).getByRole('button', { name: t.pay('₹13,720') }))
    await waitFor(() => expect(submitCheckout).toHaveBeenCalledTimes(1))
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe(endpoints.payRentDue.path)
    expect(JSON.parse(init.body as string)).toEqual({ due_id: 11 })
    const form = (submitCheckout.mock.calls[0] as [HTMLFormElement])[0]
    expect(form.getAttribute('action')).toBe(checkout.action)

    const paidCard = within(done!).getByRole('listitem')
    expect(paidCard).toHaveTextContent(`${t.paidVia.upi_direct} ${t.paidOn('6 Nov 2026')} · UTR 412345678901`)
    expect(within(paidCard).getByRole('button', { name: t.receiptLabel(t.period('5 Nov 2026', '4 Dec 2026')) })).toBeInTheDocument()
    expect(within(paidCard).queryByRole('button', { name: /^Pay/ })).toBeNull()
  })
})
