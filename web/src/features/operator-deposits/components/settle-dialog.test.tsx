import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DepositSettlementReply, OperatorDeposit } from '@basera/contract/leaving'
import { messages } from '@basera/contract/messages'
import { listOperatorDeposits, reviseDepositSettlement, settleDeposit } from '@basera/contract/operator-endpoints'
import { installOperatorAuth } from '../../../lib/api-client'
import { depositStrings as t } from '../strings'
import { DepositsSection } from './deposits-section'
import { SettleDialog } from './settle-dialog'

const row: OperatorDeposit = {
  bookingId: 41, property_id: 74, property_name: 'Lotus Living Boys PG, Saket', tenant_name: 'Riya Sharma', booking_status: 'moved_in',
  deposit: 1_25_000, notice_last_day: '2026-11-30', settlement: null,
  unpaid_dues: [{ due_id: 12, label: 'Rent for Nov 2026', amount: 12_500 }],
}
const settled: DepositSettlementReply = {
  success: true, message: messages.settlementProposed, bookingId: 41, property_name: row.property_name, tenant_name: row.tenant_name,
  deposit: 1_25_000, deductions: [{ amount: 4000, reason: 'Broken window', photo: null, due_id: null }], refund_amount: 1_21_000,
  move_out_date: '2026-11-25', refund_due_by: '2026-12-10', refund_status: 'not_started', refund_via: 'gateway', status: 'proposed',
  overdue: false, dispute_reason: null, proposed_at: '2026-11-25T06:00:00.000Z', responded_at: null, revised_at: null, auto_accept_on: '2026-12-02',
  refunded_at: null, refund_utr: null,
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
type Fetch = (path: string, init?: RequestInit) => Promise<Response>

function renderDialog(reply: () => Response, deposit: OperatorDeposit = row) {
  const fetch = vi.fn<Fetch>(async () => reply())
  vi.stubGlobal('fetch', fetch)
  const onClose = vi.fn()
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SettleDialog row={deposit} onClose={onClose} />
    </QueryClientProvider>,
  )
  return { fetch, onClose, dialog: screen.getByRole('dialog', { name: t.settleTitle(deposit.tenant_name) }) }
}

/** The console's deposits list, its calls answered by `fetch`. */
function renderSection(fetch: ReturnType<typeof vi.fn<Fetch>>) {
  vi.stubGlobal('fetch', fetch)
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DepositsSection />
    </QueryClientProvider>,
  )
}

/** The body of the one settleDeposit call. */
function sentBody(fetch: ReturnType<typeof vi.fn<Fetch>>): unknown {
  const calls = fetch.mock.calls.filter(([path]) => path === settleDeposit.path)
  expect(calls).toHaveLength(1)
  const [, init] = calls[0] ?? []
  expect(init?.method).toBe('POST')
  expect(init?.headers).toMatchObject({ Authorization: 'Bearer operator-token' })
  return JSON.parse(init?.body as string)
}

/** The sums: what the deposit is, what is deducted, what goes back. */
function sums(dialog: HTMLElement) {
  const value = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent
  return { held: value(t.depositHeld), deducted: value(t.deducted), refund: value(t.refundToTenant) }
}

beforeEach(() => installOperatorAuth({ token: () => 'operator-token', expired: () => undefined }))
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('settling a deposit (console)', () => {
  it('adds and removes deduction lines, works the refund out as the owner types, and sends the lines with the move-out date', async () => {
    const { fetch, onClose, dialog } = renderDialog(() => json(settled))
    expect(sums(dialog)).toEqual({ held: '₹1,25,000', deducted: '−₹0', refund: '₹1,25,000' })

    await userEvent.type(within(dialog).getByLabelText(`${t.amount} 1`), '4000')
    await userEvent.type(within(dialog).getByLabelText(`${t.reason} 1`), 'Broken window')
    expect(sums(dialog)).toEqual({ held: '₹1,25,000', deducted: '−₹4,000', refund: '₹1,21,000' })

    await userEvent.click(within(dialog).getByRole('button', { name: t.addDeduction }))
    // only digits go in the amount
    await userEvent.type(within(dialog).getByLabelText(`${t.amount} 2`), '1,500x')
    expect(within(dialog).getByLabelText(`${t.amount} 2`)).toHaveValue('1500')
    await userEvent.type(within(dialog).getByLabelText(`${t.reason} 2`), 'Deep cleaning')
    expect(sums(dialog)).toEqual({ held: '₹1,25,000', deducted: '−₹5,500', refund: '₹1,19,500' })

    await userEvent.click(within(dialog).getByRole('button', { name: t.addDeduction }))
    await userEvent.type(within(dialog).getByLabelText(`${t.amount} 3`), '99999')
    await userEvent.type(within(dialog).getByLabelText(`${t.reason} 3`), 'Typed by mistake')
    expect(sums(dialog).refund).toBe('₹19,501')
    await userEvent.click(within(dialog).getByRole('button', { name: t.removeLine(3) }))
    expect(within(dialog).queryByLabelText(`${t.amount} 3`)).not.toBeInTheDocument()
    expect(sums(dialog)).toEqual({ held: '₹1,25,000', deducted: '−₹5,500', refund: '₹1,19,500' })

    // a blank line added and left blank is not sent
    await userEvent.click(within(dialog).getByRole('button', { name: t.addDeduction }))
    fireEvent.change(within(dialog).getByLabelText(t.moveOut), { target: { value: '2026-11-25' } })
    await userEvent.click(within(dialog).getByRole('button', { name: t.sendSettlement }))

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
    expect(sentBody(fetch)).toEqual({
      bookingId: 41, move_out_date: '2026-11-25',
      deductions: [
        { amount: 4000, reason: 'Broken window' },
        { amount: 1500, reason: 'Deep cleaning' },
      ],
    })
  })

  it('removing the first line keeps the others, renumbered', async () => {
    const { fetch, dialog } = renderDialog(() => json(settled))
    await userEvent.type(within(dialog).getByLabelText(`${t.amount} 1`), '700')
    await userEvent.type(within(dialog).getByLabelText(`${t.reason} 1`), 'Lost key')
    await userEvent.click(within(dialog).getByRole('button', { name: t.addDeduction }))
    await userEvent.type(within(dialog).getByLabelText(`${t.amount} 2`), '2500')
    await userEvent.type(within(dialog).getByLabelText(`${t.reason} 2`), 'Paint')
    await userEvent.click(within(dialog).getByRole('button', { name: t.removeLine(1) }))
    expect(within(dialog).getByLabelText(`${t.amount} 1`)).toHaveValue('2500')
    expect(within(dialog).getByLabelText(`${t.reason} 1`)).toHaveValue('Paint')
    expect(sums(dialog)).toEqual({ held: '₹1,25,000', deducted: '−₹2,500', refund: '₹1,22,500' })
    await userEvent.click(within(dialog).getByRole('button', { name: t.sendSettlement }))
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    const body = sentBody(fetch) as { deductions: unknown[]; move_out_date: string }
    expect(body.deductions).toEqual([{ amount: 2500, reason: 'Paint' }])
    // the move-out date starts at today, India's calendar
    expect(body.move_out_date).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date()))
  })

  it('an unpaid due offered as a line deducts its whole amount, and goes with its due_id; unticked, it is gone', async () => {
    const { fetch, dialog } = renderDialog(() => json(settled))
    const due = within(dialog).getByRole('checkbox', { name: t.deductDue('Rent for Nov 2026', '₹12,500') })
    expect(due).not.toBeChecked()
    await userEvent.click(due)
    expect(due).toBeChecked()
    expect(sums(dialog)).toEqual({ held: '₹1,25,000', deducted: '−₹12,500', refund: '₹1,12,500' })
    // the due is not one of the lines typed by hand
    expect(within(dialog).queryByLabelText(`${t.amount} 2`)).not.toBeInTheDocument()
    await userEvent.click(due)
    expect(sums(dialog).deducted).toBe('−₹0')
    await userEvent.click(due)
    await userEvent.type(within(dialog).getByLabelText(`${t.amount} 1`), '3000')
    await userEvent.type(within(dialog).getByLabelText(`${t.reason} 1`), 'Mattress')
    expect(sums(dialog)).toEqual({ held: '₹1,25,000', deducted: '−₹15,500', refund: '₹1,09,500' })
    await userEvent.click(within(dialog).getByRole('button', { name: t.sendSettlement }))
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    expect((sentBody(fetch) as { deductions: unknown[] }).deductions).toEqual([
      { amount: 3000, reason: 'Mattress' },
      { amount: 12_500, reason: 'Rent for Nov 2026', due_id: 12 },
    ])
  })

  it('says when the deductions are more than the deposit', async () => {
    const { dialog } = renderDialog(() => json(settled), { ...row, deposit: 5000, unpaid_dues: [] })
    expect(within(dialog).queryByText(t.unpaidHeading)).not.toBeInTheDocument()
    await userEvent.type(within(dialog).getByLabelText(`${t.amount} 1`), '5001')
    expect(within(dialog).getByText(t.overDeposit)).toBeInTheDocument()
    await userEvent.clear(within(dialog).getByLabelText(`${t.amount} 1`))
    await userEvent.type(within(dialog).getByLabelText(`${t.amount} 1`), '5000')
    expect(within(dialog).queryByText(t.overDeposit)).not.toBeInTheDocument()
    expect(sums(dialog).refund).toBe('₹0')
  })

  it.each([
    [400, messages.deductionsAboveDeposit('₹1,25,000')],
    [409, messages.settlementExists],
  ])('shows the server\'s %i message in the dialog and stays open', async (status, message) => {
    const { fetch, onClose, dialog } = renderDialog(() => json({ success: false, message }, status))
    await userEvent.type(within(dialog).getByLabelText(`${t.amount} 1`), '4000')
    await userEvent.type(within(dialog).getByLabelText(`${t.reason} 1`), 'Broken window')
    await userEvent.click(within(dialog).getByRole('button', { name: t.sendSettlement }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message)
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(onClose).not.toHaveBeenCalled()
    expect(within(dialog).getByLabelText(`${t.reason} 1`)).toHaveValue('Broken window')
  })
})

describe('the console\'s deposits list', () => {
  it('shows each deposit, its notice and refund clock, marks an overdue refund, and opens the settle dialog for a moved-in tenant', async () => {
    const overdue: OperatorDeposit = {
      ...row, bookingId: 42, tenant_name: 'Asha Verma', booking_status: 'moved_out', deposit: 20_000, notice_last_day: null, unpaid_dues: [],
      settlement: { ...settled, bookingId: 42, tenant_name: 'Asha Verma', deposit: 20_000, refund_amount: 16_000, status: 'accepted', refund_status: 'pending', refund_due_by: '2026-11-10', overdue: true },
    }
    const fetch = vi.fn<Fetch>(async () => json({ success: true, data: [row, overdue] }))
    renderSection(fetch)
    const riya = (await screen.findByText('Riya Sharma')).closest('tr') as HTMLElement
    expect(fetch.mock.calls[0]?.[0]).toBe(listOperatorDeposits.path)
    expect(riya).toHaveTextContent('₹1,25,000')
    expect(riya).toHaveTextContent(t.lastDay('30 Nov 2026'))
    expect(riya).toHaveTextContent(t.notSettled)
    const asha = screen.getByText('Asha Verma').closest('tr') as HTMLElement
    expect(asha).toHaveTextContent(t.noNotice)
    expect(asha).toHaveTextContent(t.statuses.accepted)
    expect(asha).toHaveTextContent('₹16,000')
    expect(within(asha).getByText(t.overdue('10 Nov 2026'))).toHaveClass('overdue')
    expect(within(asha).queryByRole('button', { name: t.settleFor('Asha Verma') })).not.toBeInTheDocument()

    await userEvent.click(within(riya).getByRole('button', { name: t.settleFor('Riya Sharma') }))
    expect(screen.getByRole('dialog', { name: t.settleTitle('Riya Sharma') })).toBeInTheDocument()
  })
})

describe('revising a disputed settlement', () => {
  it('the list offers Revise for a disputed settlement only; the dialog starts from its deductions and sends the changed ones, and the row then shows the revision', async () => {
    const disputed: OperatorDeposit = {
      ...row, booking_status: 'moved_out', unpaid_dues: [],
      settlement: {
        ...settled, status: 'disputed', dispute_reason: 'The window was cracked when I came', responded_at: '2026-11-26T06:00:00.000Z', auto_accept_on: null,
        deductions: [{ amount: 4000, reason: 'Broken window', photo: null, due_id: null }, { amount: 12_500, reason: 'Rent for Nov 2026', photo: null, due_id: 12 }],
        refund_amount: 1_08_500,
      },
    }
    const proposed: OperatorDeposit = { ...row, bookingId: 43, tenant_name: 'Asha Verma', booking_status: 'moved_out', unpaid_dues: [], settlement: { ...settled, bookingId: 43, tenant_name: 'Asha Verma' } }
    const revisedAt = '2026-11-27T06:00:00.000Z'
    const revised: OperatorDeposit = {
      ...disputed,
      settlement: { ...settled, dispute_reason: disputed.settlement?.dispute_reason ?? null, revised_at: revisedAt, refund_amount: 1_10_500, deductions: [{ amount: 2000, reason: 'Broken window', photo: null, due_id: null }, { amount: 12_500, reason: 'Rent for Nov 2026', photo: null, due_id: 12 }] },
    }
    let sent = false
    const fetch = vi.fn<Fetch>(async (path) => {
      if (path === reviseDepositSettlement.path) {
        sent = true
        return json({ success: true, message: messages.settlementRevised, ...revised.settlement })
      }
      return json({ success: true, data: [sent ? revised : disputed, proposed] })
    })
    renderSection(fetch)
    const riya = (await screen.findByText('Riya Sharma')).closest('tr') as HTMLElement
    expect(riya).toHaveTextContent(t.statuses.disputed)
    expect(riya).toHaveTextContent(t.disputeReason('The window was cracked when I came'))
    const asha = screen.getByText('Asha Verma').closest('tr') as HTMLElement
    expect(within(asha).queryByRole('button', { name: t.reviseFor('Asha Verma') }), 'a proposal awaiting the tenant is not revised').not.toBeInTheDocument()

    await userEvent.click(within(riya).getByRole('button', { name: t.reviseFor('Riya Sharma') }))
    const dialog = screen.getByRole('dialog', { name: t.reviseTitle('Riya Sharma') })
    expect(dialog).toHaveTextContent(t.reviseDispute('The window was cracked when I came'))
    expect(dialog).toHaveTextContent(t.reviseHow)
    expect(within(dialog).queryByLabelText(t.moveOut), 'the move-out date stays as settled').not.toBeInTheDocument()
    const amount = within(dialog).getByLabelText(`${t.amount} 1`)
    expect(amount).toHaveValue('4000')
    expect(within(dialog).getByLabelText(`${t.reason} 1`)).toHaveValue('Broken window')
    expect(within(dialog).getByRole('checkbox', { name: t.deductDue('Rent for Nov 2026', '₹12,500') })).toBeChecked()
    expect(sums(dialog)).toEqual({ held: '₹1,25,000', deducted: '−₹16,500', refund: '₹1,08,500' })

    await userEvent.clear(amount)
    await userEvent.type(amount, '2000')
    expect(sums(dialog).refund).toBe('₹1,10,500')
    await userEvent.click(within(dialog).getByRole('button', { name: t.sendRevised }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const calls = fetch.mock.calls.filter(([path]) => path === reviseDepositSettlement.path)
    expect(calls).toHaveLength(1)
    expect(JSON.parse(calls[0]?.[1]?.body as string)).toEqual({
      bookingId: 41, deductions: [{ amount: 2000, reason: 'Broken window' }, { amount: 12_500, reason: 'Rent for Nov 2026', due_id: 12 }],
    })
    const after = (await screen.findByText(t.revisedOn('27 Nov 2026'))).closest('tr') as HTMLElement
    expect(after).toHaveTextContent(t.statuses.proposed)
    expect(within(after).queryByRole('button', { name: t.reviseFor('Riya Sharma') })).not.toBeInTheDocument()
  })
})
