import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TeamMember } from '@basera/contract/operator'
import { removeTeamMember, updateTeamMember } from '@basera/contract/operator-endpoints'
import { teamStrings as t } from '../strings'
import { TeamList } from './team-list'

const manager: TeamMember = { operator_id: 12, name: 'Ravi', phone: '9876501234', role: 'manager', property_ids: [1], invited_by: 7, created_at: '2026-11-01T10:00:00.000Z' }
const properties = [
  { property_id: 1, property_label: 'Lotus Living Boys PG, Saket' },
  { property_id: 2, property_label: 'Lotus Living Boys PG, Malviya Nagar' },
]
const reply = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }))

function renderList(withActions = true) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <TeamList members={[manager]} properties={withActions ? properties : null} />
    </QueryClientProvider>,
  )
}

afterEach(() => vi.unstubAllGlobals())

describe('team: a manager changed or removed', () => {
  it('removes a manager only after the confirmation', async () => {
    const fetchMock = vi.fn((_url: string, _init: RequestInit) => reply({ success: true, message: 'Ravi was removed.', operator_id: 12, signed_out: true }))
    vi.stubGlobal('fetch', fetchMock)
    renderList()
    await userEvent.click(screen.getByRole('button', { name: t.removeLabel('Ravi') }))
    const dialog = await screen.findByRole('dialog', { name: t.removeTitle('Ravi') })
    expect(fetchMock).not.toHaveBeenCalled()
    await userEvent.click(within(dialog).getByRole('button', { name: t.removeConfirm }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe(removeTeamMember.path.replace(':operatorId', '12'))
    expect(init?.method).toBe('DELETE')
  })

  it('changes which properties a manager runs, each named with its locality', async () => {
    const fetchMock = vi.fn((_url: string, _init: RequestInit) => reply({ success: true, message: 'Saved', data: { ...manager, property_ids: [1, 2] } }))
    vi.stubGlobal('fetch', fetchMock)
    renderList()
    await userEvent.click(screen.getByRole('button', { name: t.changePropertiesOf('Ravi') }))
    const dialog = await screen.findByRole('dialog', { name: t.changePropertiesOf('Ravi') })
    expect(within(dialog).getByRole('checkbox', { name: 'Lotus Living Boys PG, Saket' })).toBeChecked()
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Lotus Living Boys PG, Malviya Nagar' }))
    await userEvent.click(within(dialog).getByRole('button', { name: t.saveProperties }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe(updateTeamMember.path.replace(':operatorId', '12'))
    expect(JSON.parse(init?.body as string)).toEqual({ property_ids: [1, 2] })
  })

  it('refuses to leave a manager with no property (that is removing them)', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    renderList()
    await userEvent.click(screen.getByRole('button', { name: t.changePropertiesOf('Ravi') }))
    const dialog = await screen.findByRole('dialog', { name: t.changePropertiesOf('Ravi') })
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Lotus Living Boys PG, Saket' }))
    await userEvent.click(within(dialog).getByRole('button', { name: t.saveProperties }))
    expect(await within(dialog).findByRole('group', { name: t.properties })).toHaveAttribute('aria-invalid', 'true')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('offers no change to a caller who changes nobody (a manager)', () => {
    renderList(false)
    expect(screen.queryByRole('button', { name: t.removeLabel('Ravi') })).not.toBeInTheDocument()
  })
})
