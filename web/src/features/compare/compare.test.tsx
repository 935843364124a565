import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import type { PropertyDetail, RoomOption } from '@basera/contract/properties'
import { compareRows, type Compared } from './compare-rows'
import { CompareButton } from './components/compare-button'
import { pick, unpick, usePicked } from './compare-store'
import { compareStrings as t } from './strings'

function item(id: number, over: Partial<PropertyDetail>, room: Partial<RoomOption> = {}): Compared {
  const detail = {
    property_id: id, property_name: `PG ${id}`, locality_name: 'Sector 62', minimum_rent: 8000, move_in_total: 25000, refundable_amount: 16000,
    noticeperiod_months: 1, review_count: 4, rating: 4.2, nearest_metro: { name: 'Noida Sector 62', line: 'Blue Line', distance_km: 1.2, walk_minutes: 16 },
    cancellation_terms: [{ days_before_move_in: 7, refund_percent: 100 }, { days_before_move_in: 0, refund_percent: 0 }],
    ...over,
  } as PropertyDetail
  const option = {
    unit_rent: detail.minimum_rent, maintenance_amount: 500, lockinperiod_months: 3, available_rooms: 2, availability_confirmed_at: '2026-03-01T10:00:00.000Z',
    food: { type: 'included' }, electricity: { type: 'metered', rate_per_unit: 9 }, ...room,
  } as RoomOption
  return { detail, rooms: [option] }
}

describe('compareRows', () => {
  it('marks the lowest money and months, the nearest metro and the highest rating; a row where all agree has no best', () => {
    const rows = compareRows([
      item(1, { minimum_rent: 9000, move_in_total: 30000 }, { maintenance_amount: 0 }),
      item(2, { minimum_rent: 7000, nearest_metro: { name: 'Botanical Garden', line: 'Blue / Magenta Line', distance_km: 0.4, walk_minutes: 6 } }),
      item(3, { minimum_rent: 7000, rating: 4.8 }, { lockinperiod_months: 1 }),
    ], 'en')
    const best = Object.fromEntries(rows.map((r) => [r.key, r.best]))
    expect(best).toMatchObject({ rent: [1, 2], moveIn: [1, 2], maintenance: [0], lockIn: [2], metro: [1], rating: [2], notice: [], deposit: [] })
    const byKey = Object.fromEntries(rows.map((r) => [r.key, r.cells]))
    expect(byKey.rent).toEqual([['₹9,000'], ['₹7,000'], ['₹7,000']])
    expect(byKey.maintenance?.[0]).toEqual(['None'])
    expect(byKey.metro?.[1]).toEqual(['0.4 km to Botanical Garden · 6 min walk'])
    expect(byKey.refund?.[0]).toEqual(['Cancel 7+ days before move-in: 100% back', 'Cancel less than 7 days before move-in: nothing back'])
    expect(rows.map((r) => r.key)).toEqual(['rent', 'moveIn', 'deposit', 'maintenance', 'food', 'electricity', 'notice', 'lockIn', 'metro', 'rating', 'availability', 'refund'])
  })
})

function Picked() {
  return <p data-testid="picked">{usePicked().map((p) => p.name).join(', ')}</p>
}

describe('CompareButton', () => {
  beforeEach(() => [1, 2, 3, 4, 9].forEach(unpick))

  it('picks up to three; a fourth asks which one to replace', async () => {
    for (const id of [1, 2, 3]) pick({ id, name: `PG ${id}` })
    render(
      <>
        <CompareButton property={{ id: 4, name: 'PG 4' }} />
        <Picked />
      </>,
    )
    await userEvent.click(screen.getByRole('button', { name: t.compare }))
    const dialog = await screen.findByRole('dialog', { name: t.replaceTitle })
    expect(within(dialog).getByText(t.replaceBody('PG 4'))).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: t.replace('PG 2') }))
    expect(screen.getByTestId('picked')).toHaveTextContent('PG 1, PG 4, PG 3')
    expect(screen.getByRole('button', { name: t.added })).toHaveAttribute('aria-pressed', 'true')
  })

  it('a second tap takes the property out again', async () => {
    render(
      <>
        <CompareButton property={{ id: 9, name: 'PG 9' }} />
        <Picked />
      </>,
    )
    await userEvent.click(screen.getByRole('button', { name: t.compare }))
    expect(screen.getByTestId('picked')).toHaveTextContent('PG 9')
    await userEvent.click(screen.getByRole('button', { name: t.added }))
    expect(screen.getByTestId('picked')).toHaveTextContent('')
  })
})
