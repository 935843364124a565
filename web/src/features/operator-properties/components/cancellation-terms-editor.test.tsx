import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cancellationMessages } from '@basera/contract/cancellation'
import { updateProperty } from '@basera/contract/operator-endpoints'
import { cancellationEditorStrings as t } from '../strings'
import { CancellationTermsEditor } from './cancellation-terms-editor'

afterEach(() => vi.unstubAllGlobals())
const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }))

function renderEditor(terms = [{ days_before_move_in: 15, refund_percent: 100 }]) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <CancellationTermsEditor propertyId={74} terms={terms} readOnly={false} />
    </QueryClientProvider>,
  )
}

describe('the cancellation terms editor', () => {
  it('says beside the rule what is wrong with it, and the error goes once fixed', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    renderEditor()
    await userEvent.click(screen.getByRole('button', { name: t.add }))
    const days = screen.getByLabelText(t.daysLabel(2))
    const percent = screen.getByLabelText(t.percentLabel(2))
    expect(percent).toHaveAttribute('maxLength', '3')
    await userEvent.type(days, '7')
    await userEvent.click(screen.getByRole('button', { name: t.save }))
    expect(percent).toHaveAccessibleDescription(cancellationMessages.percent)
    // a refund above 100% is refused beside it too
    await userEvent.type(percent, '120')
    expect(percent).toHaveValue('120')
    expect(percent).toHaveAccessibleDescription(cancellationMessages.percent)
    await userEvent.clear(percent)
    await userEvent.type(percent, '50')
    expect(percent).toHaveAttribute('aria-invalid', 'false')
    expect(screen.queryByText(cancellationMessages.percent)).not.toBeInTheDocument()
    // more days on a later rule: said on its days
    await userEvent.clear(days)
    await userEvent.type(days, '20')
    await userEvent.click(screen.getByRole('button', { name: t.save }))
    expect(days).toHaveAccessibleDescription(cancellationMessages.order)
    expect(fetch).not.toHaveBeenCalled()
  })

  it("a good set of rules sends the contract's body; the server's refusal is said inside the form", async () => {
    const fetch = vi.fn((_url: string, _init: RequestInit) => json({ message: 'Only the owner can change refund rules.' }, 403))
    vi.stubGlobal('fetch', fetch)
    renderEditor()
    await userEvent.click(screen.getByRole('button', { name: t.add }))
    await userEvent.type(screen.getByLabelText(t.daysLabel(2)), '3')
    await userEvent.type(screen.getByLabelText(t.percentLabel(2)), '40')
    await userEvent.click(screen.getByRole('button', { name: t.save }))
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe(updateProperty.path.replace(':propertyId', '74'))
    expect(JSON.parse(init?.body as string)).toEqual({ cancellation_terms: [{ days_before_move_in: 15, refund_percent: 100 }, { days_before_move_in: 3, refund_percent: 40 }] })
    expect(await screen.findByText('Only the owner can change refund rules.')).toBeInTheDocument()
  })
})
