import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import * as endpoints from '@basera/contract/endpoints'
import { payRentStrings } from '../strings'
import { PayRentForm } from './pay-rent-form'

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <PayRentForm leadId={4} bookings={[{ bookingId: 9, label: 'Sunrise PG · Double Sharing' }]} />
    </QueryClientProvider>,
  )
}

const submit = () => userEvent.click(screen.getByRole('button', { name: payRentStrings.submit }))

afterEach(() => vi.unstubAllGlobals())

describe('PayRentForm', () => {
  it('needs a name and an amount', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    renderForm()
    await submit()
    expect(screen.getByLabelText(payRentStrings.payerName)).toHaveAccessibleDescription('Name is required')
    expect(screen.getByLabelText(payRentStrings.amount)).toHaveAccessibleDescription(`${payRentStrings.amountHint} Amount is required`)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('keeps the amount to digits and refuses zero', async () => {
    vi.stubGlobal('fetch', vi.fn())
    renderForm()
    const amount = screen.getByLabelText(payRentStrings.amount)
    await userEvent.type(amount, '8,5a00')
    expect(amount).toHaveValue('8500')
    await userEvent.clear(amount)
    await userEvent.type(amount, '0')
    await userEvent.type(screen.getByLabelText(payRentStrings.payerName), 'Riya')
    await submit()
    expect(screen.getByText('Amount must be at least ₹1')).toBeInTheDocument()
  })

  it('checks an optional UPI ID only when given', async () => {
    vi.stubGlobal('fetch', vi.fn())
    renderForm()
    await userEvent.type(screen.getByLabelText(payRentStrings.payerName), 'Riya')
    await userEvent.type(screen.getByLabelText(payRentStrings.amount), '8500')
    await userEvent.type(screen.getByLabelText(/Your UPI ID/), 'riya@')
    await submit()
    expect(screen.getByLabelText(/Your UPI ID/)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText('Enter a valid UPI ID')).toBeInTheDocument()
  })

  it('records a valid request and says honestly that payment is not online yet', async () => {
    const fetchMock = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(reply(200, { success: true, message: 'ok', request_id: 1 })))
    vi.stubGlobal('fetch', fetchMock)
    renderForm()
    await userEvent.type(screen.getByLabelText(payRentStrings.payerName), 'Riya')
    await userEvent.type(screen.getByLabelText(payRentStrings.amount), '8500')
    await userEvent.type(screen.getByLabelText(/Your UPI ID/), 'riya@okaxis')
    await submit()
    expect(await screen.findByText(payRentStrings.recorded)).toBeInTheDocument()
    const body: unknown = JSON.parse(fetchMock.mock.calls[0]?.[1].body as string)
    expect(body).toMatchObject({ leadId: 4, bookingId: 9, payer_name: 'Riya', amount: 8500, upi_id: 'riya@okaxis' })
    expect(fetchMock.mock.calls[0]?.[0]).toBe(endpoints.requestRentPayment.path)
  })
})
