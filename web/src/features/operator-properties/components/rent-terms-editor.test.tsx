import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { rentTermsMessages } from '@basera/contract/dues'
import { updateProperty } from '@basera/contract/operator-endpoints'
import { rentTermsEditorStrings as t } from '../strings'
import { RentTermsEditor } from './rent-terms-editor'

afterEach(() => vi.unstubAllGlobals())
const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }))

function renderEditor(feeReadOnly = false, terms = { rent_day: null, late_fee: null }) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <RentTermsEditor propertyId={74} terms={terms} feeReadOnly={feeReadOnly} />
    </QueryClientProvider>,
  )
}
const sent = (fetch: ReturnType<typeof vi.fn>) => {
  const [url, init] = (fetch.mock.calls[0] ?? []) as [string, RequestInit]
  return { url, body: JSON.parse(init.body as string) as unknown }
}

describe('the rent terms editor', () => {
  it('shows what tenants read, and sends a fixed day and a late fee as the contract has them', async () => {
    const fetch = vi.fn((_url: string, _init: RequestInit) => json({ success: true, data: {} }))
    vi.stubGlobal('fetch', fetch)
    renderEditor()
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Rent due on your move-in day each month', 'No late fee'])
    await userEvent.click(screen.getByRole('radio', { name: t.fixedDay }))
    await userEvent.selectOptions(screen.getByLabelText(t.dayLabel), '5')
    await userEvent.click(screen.getByRole('radio', { name: t.chargeLateFee }))
    await userEvent.type(screen.getByLabelText(t.amountLabel), '2x00')
    await userEvent.click(screen.getByRole('button', { name: t.save }))
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    expect(sent(fetch)).toEqual({ url: updateProperty.path.replace(':propertyId', '74'), body: { rent_day: 5, late_fee: { amount: 200, grace_days: 3 } } })
  })

  it('says beside the field what is wrong, and sends nothing', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    renderEditor()
    await userEvent.click(screen.getByRole('radio', { name: t.chargeLateFee }))
    const grace = screen.getByLabelText(t.graceLabel)
    await userEvent.clear(grace)
    await userEvent.type(grace, '90')
    await userEvent.click(screen.getByRole('button', { name: t.save }))
    expect(screen.getByLabelText(t.amountLabel)).toHaveAccessibleDescription(rentTermsMessages.lateFeeAmount)
    expect(grace).toHaveAccessibleDescription(rentTermsMessages.graceDays)
    await userEvent.type(screen.getByLabelText(t.amountLabel), '150')
    expect(screen.queryByText(rentTermsMessages.lateFeeAmount)).not.toBeInTheDocument()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('a manager sets the rent day only; the late fee is shown, not editable', async () => {
    const fetch = vi.fn((_url: string, _init: RequestInit) => json({ success: true, data: {} }))
    vi.stubGlobal('fetch', fetch)
    renderEditor(true, { rent_day: 10, late_fee: { grace_days: 2, amount: 300 } } as never)
    expect(screen.getByText(t.managerNote)).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: t.chargeLateFee })).toBeDisabled()
    expect(screen.getByText('Late fee ₹300 if paid more than 2 days late')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('radio', { name: t.moveInDay }))
    await userEvent.click(screen.getByRole('button', { name: t.save }))
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    expect(sent(fetch).body).toEqual({ rent_day: null })
  })
})
