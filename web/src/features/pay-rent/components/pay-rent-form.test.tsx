import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import * as endpoints from '@basera/contract/endpoints'
import { messages } from '@basera/contract/messages'
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
    expect(screen.getByLabelText(payRentStrings.amount)).toHaveAccessibleDescription(expect.stringContaining('Amount is required'))
    expect(screen.getByLabelText(payRentStrings.amount)).toHaveAccessibleDescription(expect.stringContaining(payRentStrings.amountHint))
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

  it("puts the server's refusal beside the field it names: the amount above the booking's monthly rent", async () => {
    const tooMuch = messages.rentAboveMonthly('₹9,500', '₹9,000', '₹500')
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(reply(400, { message: tooMuch, field: 'amount' }))))
    renderForm()
    await userEvent.type(screen.getByLabelText(payRentStrings.payerName), 'Riya')
    const amount = screen.getByLabelText(payRentStrings.amount)
    await userEvent.type(amount, '95000')
    await submit()
    await waitFor(() => expect(amount).toHaveAccessibleDescription(expect.stringContaining(tooMuch)))
    expect(amount).toHaveAttribute('aria-invalid', 'true')
    expect(amount).toHaveAttribute('maxLength', '7')
    // fixed, the old sentence goes
    await userEvent.clear(amount)
    await userEvent.type(amount, '9500')
    expect(amount).not.toHaveAccessibleDescription(expect.stringContaining(tooMuch))
  })

  it('shows a failure that names no field inside the form', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(reply(403, { message: messages.forbidden }))))
    renderForm()
    await userEvent.type(screen.getByLabelText(payRentStrings.payerName), 'Riya')
    await userEvent.type(screen.getByLabelText(payRentStrings.amount), '8500')
    await submit()
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.forbidden)
  })
})
