import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { OperatorDueRow, OperatorDuesMonthReply } from '@basera/contract/operator-dues'
import { exportOperatorDues } from '@basera/contract/operator-endpoints'
import { installOperatorAuth } from '../../../lib/api-client'
import { componentStrings } from '../../../components/strings'
import { moneyStrings } from '../strings'
import { DuesSection, shiftMonth } from './dues-section'

const t = moneyStrings.dues

const row: OperatorDueRow = {
  due_id: 1, bookingId: 7, tenant_name: 'Riya Sharma', property_id: 74, property_label: 'Lotus Living Boys PG, Saket', room: 'Double Sharing',
  period_start: '2026-11-05', period_end: '2026-12-04', due_date: '2026-11-05', total: 12_500, status: 'paid', days_late: 0,
  paid_via: 'upi_direct', utr: '412345678901', paid_on: '2026-11-06', receipt_no: 'BSR-202611-000001',
}
const empty = { count: 0, amount: 0 }
const reply: OperatorDuesMonthReply = {
  success: true, month: '2026-11',
  summary: [
    { property_id: 74, property_label: 'Lotus Living Boys PG, Saket', expected: 21_500, received_online: 0, received_offline: 12_500, outstanding: 9000, late_count: 1,
      ageing: { days_1_7: empty, days_8_30: { count: 1, amount: 9000 }, days_31_plus: empty } },
    { property_id: 75, property_label: 'Green Leaf PG, Malviya Nagar', expected: 1_05_000, received_online: 0, received_offline: 0, outstanding: 1_05_000, late_count: 0,
      ageing: { days_1_7: empty, days_8_30: empty, days_31_plus: empty } },
  ],
  totals: { expected: 1_26_500, received_online: 0, received_offline: 12_500, outstanding: 1_14_000, late_count: 1, ageing: { days_1_7: empty, days_8_30: { count: 1, amount: 9000 }, days_31_plus: empty } },
  data: [
    row,
    { ...row, due_id: 2, bookingId: 8, tenant_name: 'Asha Verma', total: 9000, status: 'late', days_late: 12, paid_via: null, utr: null, paid_on: null, receipt_no: null },
    { ...row, due_id: 3, bookingId: 9, tenant_name: 'Meera Iyer', property_id: 75, property_label: 'Green Leaf PG, Malviya Nagar', due_date: '2026-11-30', total: 1_05_000, status: 'open', paid_via: null, utr: null, paid_on: null, receipt_no: null },
  ],
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

function renderSection(fetch: ReturnType<typeof vi.fn>, onMonthChange = vi.fn()) {
  vi.stubGlobal('fetch', fetch)
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DuesSection month="2026-11" thisMonth="2026-11" onMonthChange={onMonthChange} propertyId={undefined} />
    </QueryClientProvider>,
  )
  return onMonthChange
}

beforeEach(() => installOperatorAuth({ token: () => 'operator-token', expired: () => undefined }))
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the Money screen\'s dues', () => {
  it('shows the month\'s sums, each property\'s dues with status chips, days late and the UTR of a payment made to the owner', async () => {
    renderSection(vi.fn(async () => json(reply)))
    const section = await screen.findByRole('region', { name: t.title })
    const sums = await within(section).findByLabelText(t.totals)
    expect(within(sums).getByText('₹1,26,500')).toBeInTheDocument()
    expect(within(sums).getByText(t.receivedHint('₹0', '₹12,500'))).toBeInTheDocument()
    expect(within(sums).getByText('₹1,14,000')).toBeInTheDocument()
    expect(within(section).getByLabelText(t.ageing)).toHaveTextContent(`${t.buckets.days_8_30} ${t.bucketAmount('₹9,000', 1)}`)

    const saket = within(section).getByRole('region', { name: 'Lotus Living Boys PG, Saket' })
    const riya = within(saket).getByRole('row', { name: 'Riya Sharma, Nov 2026' })
    expect(within(riya).getByText(t.statuses.paid)).toBeInTheDocument()
    expect(within(riya).getByText(t.utr('412345678901'))).toBeInTheDocument()
    expect(within(riya).getByText(`${moneyStrings.paidVia.upi_direct} ${t.paidOn('6 Nov 2026')}`)).toBeInTheDocument()
    expect(within(saket).getByRole('row', { name: 'Asha Verma, Nov 2026' })).toHaveTextContent(t.daysLate(12))
    const malviya = within(section).getByRole('region', { name: 'Green Leaf PG, Malviya Nagar' })
    expect(within(malviya).getByRole('row', { name: 'Meera Iyer, Nov 2026' })).toHaveTextContent(t.statuses.open)
    expect(within(malviya).queryByText('Riya Sharma')).not.toBeInTheDocument()
  })

  it('says when a month has no dues', async () => {
    renderSection(vi.fn(async () => json({ ...reply, summary: [], data: [] })))
    expect(await screen.findByText(t.empty)).toBeInTheDocument()
    expect(screen.queryByLabelText(t.totals)).not.toBeInTheDocument()
  })

  it('offers Retry when the list fails', async () => {
    renderSection(vi.fn(async () => json({ message: 'We could not reach the database. Please try again in a minute.' }, 503)))
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the database. Please try again in a minute.')
    expect(screen.getByRole('button', { name: componentStrings.retry })).toBeInTheDocument()
  })

  it('exports the month as CSV with the console\'s token, and changes month from the picker', async () => {
    const saved: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { saved.push(this.download) })
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:dues'), revokeObjectURL: vi.fn() }))
    const fetch = vi.fn<(path: string, init?: RequestInit) => Promise<Response>>(async (path) => (path.startsWith(exportOperatorDues.path) ? new Response('\uFEFFTenant\r\n', { headers: { 'Content-Type': 'text/csv' } }) : json(reply)))
    const onMonthChange = renderSection(fetch)
    await screen.findByRole('region', { name: 'Lotus Living Boys PG, Saket' })
    await userEvent.click(screen.getByRole('button', { name: t.exportLabel('Nov 2026') }))
    await vi.waitFor(() => expect(saved).toEqual(['basera-dues-2026-11.csv']))
    const [path, init] = fetch.mock.calls.find(([p]) => p.startsWith(exportOperatorDues.path)) ?? []
    expect(path).toBe(`${exportOperatorDues.path}?month=2026-11`)
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer operator-token' })

    await userEvent.selectOptions(screen.getByLabelText(t.month), 'Oct 2026')
    expect(onMonthChange).toHaveBeenCalledWith('2026-10')
  })

  it('counts months across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01')
    expect(shiftMonth('2026-01', -1)).toBe('2025-12')
    expect(shiftMonth('2026-11', -24)).toBe('2024-11')
  })
})
