import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { moneyMessages, type PayoutAccount } from '@basera/contract/payout'
import { payoutStrings as t } from '../strings'
import { PayoutForm } from './payout-form'
import { PayoutStatus } from './payout-status'

afterEach(() => vi.unstubAllGlobals())

const account: PayoutAccount = {
  owner_operator_id: 3, legal_name: 'Asha Owner', business_type: 'individual', pan: 'ABCDE1234F', bank_account_number: 'XXXXXXXX1234', ifsc: 'HDFC0001234',
  status: 'activated', takes_payments: true, updated_at: '2026-11-27T05:00:00.000Z',
}

const renderForm = (current: PayoutAccount | null = null) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <PayoutForm account={current} />
    </QueryClientProvider>,
  )

async function fillValid() {
  await userEvent.type(screen.getByLabelText(t.legalName), 'Asha Owner')
  await userEvent.selectOptions(screen.getByLabelText(t.businessType), 'individual')
  await userEvent.type(screen.getByLabelText(t.pan), 'abcde1234f')
  await userEvent.type(screen.getByLabelText(t.accountNumber), '123456789012')
  await userEvent.type(screen.getByLabelText(t.ifsc), 'hdfc0001234')
  await userEvent.type(screen.getByLabelText(t.email), 'asha@example.in')
  await userEvent.type(screen.getByLabelText(t.street), '12 MG Road')
  await userEvent.type(screen.getByLabelText(t.city), 'Noida')
  await userEvent.type(screen.getByLabelText(t.state), 'Uttar Pradesh')
  await userEvent.type(screen.getByLabelText(t.postalCode), '201301')
}

describe('the payout account form', () => {
  it('shows each rule beside its field and sends nothing until they hold', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    renderForm()
    await userEvent.type(screen.getByLabelText(t.pan), 'ABC')
    await userEvent.click(screen.getByRole('button', { name: t.save }))
    await waitFor(() => expect(screen.getByLabelText(t.pan)).toHaveAccessibleDescription(moneyMessages.panInvalid))
    expect(screen.getByLabelText(t.ifsc)).toHaveAccessibleDescription(moneyMessages.ifscInvalid)
    expect(screen.getByLabelText(t.legalName)).toHaveAttribute('aria-invalid', 'true')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('an error goes once its field is fixed, and the inputs take no more than the rules allow', async () => {
    vi.stubGlobal('fetch', vi.fn())
    renderForm()
    const pan = screen.getByLabelText(t.pan)
    expect(pan).toHaveAttribute('maxLength', '10')
    expect(screen.getByLabelText(t.accountNumber)).toHaveAttribute('maxLength', '18')
    await userEvent.type(pan, 'ABC')
    await userEvent.click(screen.getByRole('button', { name: t.save }))
    expect(pan).toHaveAccessibleDescription(moneyMessages.panInvalid)
    await userEvent.type(pan, 'DE1234F')
    expect(pan).toHaveAttribute('aria-invalid', 'false')
    expect(screen.queryByText(moneyMessages.panInvalid)).not.toBeInTheDocument()
  })

  it("puts the server's refusal beside the field it is about", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ message: moneyMessages.accountNumberInvalid }), { status: 400, headers: { 'Content-Type': 'application/json' } }))
    vi.stubGlobal('fetch', fetch)
    renderForm()
    await fillValid()
    await userEvent.click(screen.getByRole('button', { name: t.save }))
    expect(await screen.findByText(moneyMessages.accountNumberInvalid)).toBeInTheDocument()
    expect(screen.getByLabelText(t.accountNumber)).toHaveAccessibleDescription(moneyMessages.accountNumberInvalid)
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(JSON.parse(init.body as string)).toMatchObject({ pan: 'ABCDE1234F', ifsc: 'HDFC0001234', bank_account_number: '123456789012' })
  })

  it('an account on file: its activation, and the account number only masked', () => {
    render(<PayoutStatus account={account} />)
    expect(screen.getByText(t.statuses.activated)).toBeInTheDocument()
    expect(screen.getByText('XXXXXXXX1234')).toBeInTheDocument()
    expect(screen.getByText(t.takesPayments)).toBeInTheDocument()
  })
})
