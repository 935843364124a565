import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { addDays, todayInIndia } from '@basera/contract/dates'
import { messages } from '@basera/contract/messages'
import { operatorMessages, type OperatorVisit } from '@basera/contract/operator'
import { decideVisit } from '@basera/contract/operator-endpoints'
import { visitInboxStrings as t } from '../strings'
import { VisitInbox } from './visit-inbox'

afterEach(() => vi.unstubAllGlobals())

const visit: OperatorVisit = {
  visit_id: 21, status: 'requested', property_id: 74, property_name: 'Lotus Living Boys PG', property_label: 'Lotus Living Boys PG, Saket',
  visit_date: addDays(todayInIndia(), 2), visit_slot: 'Morning', visit_when: 'Mon, 30 Nov, 9 am–12 pm', tenant_name: 'Riya Sharma', tenant_phone: '9876543210',
  decision_reason: null, created_at: '2026-11-24T05:00:00.000Z',
}
const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }))

function renderInbox(visits: OperatorVisit[] = [visit]) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <VisitInbox visits={visits} />
    </QueryClientProvider>,
  )
}
const openMove = async () => {
  await userEvent.click(screen.getByRole('button', { name: t.moveLabel('Riya Sharma') }))
  return screen.getByRole('dialog', { name: t.moveTitle })
}

describe('the visits inbox', () => {
  it("names the property with its locality (an owner's two \"Lotus Living Boys PG\" read apart)", () => {
    renderInbox([visit, { ...visit, visit_id: 22, property_id: 75, property_label: 'Lotus Living Boys PG, Malviya Nagar' }])
    const [, first, second] = screen.getAllByRole('row')
    expect(within(first!).getByText('Lotus Living Boys PG, Saket')).toBeInTheDocument()
    expect(within(second!).getByText('Lotus Living Boys PG, Malviya Nagar')).toBeInTheDocument()
  })

  it('moving a visit: a date past the 30-day window is refused beside the date, and goes once fixed', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    renderInbox()
    const dialog = await openMove()
    const date = within(dialog).getByLabelText(t.date)
    expect(date).toHaveValue(visit.visit_date)
    await userEvent.clear(date)
    await userEvent.type(date, addDays(todayInIndia(), 40))
    await userEvent.click(within(dialog).getByRole('button', { name: t.confirmMove }))
    expect(date).toHaveAccessibleDescription(messages.visitDateTooFar)
    await userEvent.clear(date)
    await userEvent.type(date, addDays(todayInIndia(), 5))
    expect(date).toHaveAttribute('aria-invalid', 'false')
    expect(fetch).not.toHaveBeenCalled()
  })

  it("a full slot (the server's 409) is said beside the date inside the dialog; a good move sends the contract's body", async () => {
    const fetch = vi.fn((_url: string, _init: RequestInit) => json({ message: operatorMessages.visitSlotFull }, 409))
    vi.stubGlobal('fetch', fetch)
    renderInbox()
    const dialog = await openMove()
    const day = addDays(todayInIndia(), 3)
    await userEvent.clear(within(dialog).getByLabelText(t.date))
    await userEvent.type(within(dialog).getByLabelText(t.date), day)
    await userEvent.selectOptions(within(dialog).getByLabelText(t.slot), 'Evening')
    await userEvent.click(within(dialog).getByRole('button', { name: t.confirmMove }))
    expect(await within(dialog).findByText(operatorMessages.visitSlotFull)).toBeInTheDocument()
    expect(within(dialog).getByLabelText(t.date)).toHaveAccessibleDescription(operatorMessages.visitSlotFull)
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe(decideVisit.path.replace(':visitId', '21'))
    expect(JSON.parse(init?.body as string)).toEqual({ decision: 'move', slot: { visit_date: day, visit_slot: 'Evening' } })
  })

  it('declining needs a reason beside the field, then sends it', async () => {
    const fetch = vi.fn((_url: string, _init: RequestInit) => json({ success: true, message: operatorMessages.visitDeclined, data: { ...visit, status: 'declined' } }))
    vi.stubGlobal('fetch', fetch)
    renderInbox()
    await userEvent.click(screen.getByRole('button', { name: t.declineLabel('Riya Sharma') }))
    const dialog = screen.getByRole('dialog', { name: t.declineTitle })
    await userEvent.click(within(dialog).getByRole('button', { name: t.confirmDecline }))
    const reason = within(dialog).getByLabelText(t.reasonLabel)
    expect(reason).toHaveAccessibleDescription(operatorMessages.reasonRequired)
    await userEvent.type(reason, 'The warden is away that day')
    await userEvent.click(within(dialog).getByRole('button', { name: t.confirmDecline }))
    expect(JSON.parse(fetch.mock.calls[0]?.[1]?.body as string)).toEqual({ decision: 'decline', reason: 'The warden is away that day' })
    // decided: the dialog closes
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t.declineTitle })).not.toBeInTheDocument())
  })
})
