import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { messages } from '@basera/contract/messages'
import { clearAllStorage, saveSession } from '../../../lib/session'
import { savedSearchStrings as s } from '../strings'
import { SaveSearchButton } from './save-search-button'

afterEach(() => {
  vi.unstubAllGlobals()
  clearAllStorage()
})

function renderButton(min: number) {
  saveSession({ accessToken: 't', leadId: 3 })
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <SaveSearchButton leadId={3} filter={{ localityIds: [5], min, max: 9000 }} />
    </QueryClientProvider>,
  )
}

describe('Save search', () => {
  it('says beside the name that it is needed, and keeps the name to 60 characters, calling nothing', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    renderButton(2000)
    await userEvent.click(screen.getByRole('button', { name: s.save }))
    const dialog = await screen.findByRole('dialog')
    const name = await within(dialog).findByLabelText(s.nameLabel)
    expect(name).toHaveAttribute('maxLength', '60')
    await userEvent.click(within(dialog).getByRole('button', { name: s.confirm }))
    expect(name).toHaveAccessibleDescription(messages.savedSearchNameRequired)
    await userEvent.type(name, '   ')
    await userEvent.click(within(dialog).getByRole('button', { name: s.confirm }))
    expect(name).toHaveAccessibleDescription(messages.savedSearchNameRequired)
    expect(fetch).not.toHaveBeenCalled()
  })

  it("shows the server's refusal of the search's range inside the dialog, not as a toast behind it", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: messages.priceBelowLowest }), { status: 400, headers: { 'Content-Type': 'application/json' } })))
    renderButton(0)
    await userEvent.click(screen.getByRole('button', { name: s.save }))
    const dialog = await screen.findByRole('dialog')
    await userEvent.type(await within(dialog).findByLabelText(s.nameLabel), 'Near office')
    await userEvent.click(within(dialog).getByRole('button', { name: s.confirm }))
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(messages.priceBelowLowest))
  })
})
