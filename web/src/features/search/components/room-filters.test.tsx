import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import { parseSearchParams, type SearchFilter } from '@basera/contract/search-filter'
import { searchPath } from '@basera/contract/search-link'
import { roomFilterStrings as text } from '../room-strings'
import { FilterChips } from './filter-chips'
import { RoomFilters, type RoomChoices } from './room-filters'

function Harness({ seen }: { seen: (choices: RoomChoices) => void }) {
  const [choices, setChoices] = useState<RoomChoices>({})
  return <RoomFilters value={choices} onChange={(next) => { setChoices(next); seen(next) }} today="2026-11-28" />
}

describe('RoomFilters', () => {
  it('makes each room choice with one tap, in the filter\'s own shape, and undoes it with another', async () => {
    let last: RoomChoices = {}
    render(<Harness seen={(c) => { last = c }} />)
    await userEvent.click(screen.getByRole('checkbox', { name: text.sharingChoice[4] }))
    await userEvent.click(screen.getByRole('checkbox', { name: text.sharingChoice[1] }))
    expect(last.sharing).toEqual([1, 4])
    await userEvent.click(screen.getByRole('checkbox', { name: text.food }))
    await userEvent.click(screen.getByRole('checkbox', { name: text.ac }))
    await userEvent.selectOptions(screen.getByLabelText(text.furnishing), text.furnishingChoice.semi_furnished)
    expect(last).toEqual({ sharing: [1, 4], food: true, ac: true, furnishing: 'semi_furnished' })
    await userEvent.click(screen.getByRole('checkbox', { name: text.ac }))
    await userEvent.click(screen.getByRole('checkbox', { name: text.sharingChoice[1] }))
    await userEvent.click(screen.getByRole('checkbox', { name: text.sharingChoice[4] }))
    expect(last).toEqual({ food: true, furnishing: 'semi_furnished' })
  })
})

function Where() {
  const location = useLocation()
  return <output data-testid="where">{location.search}</output>
}

describe('FilterChips', () => {
  const filter: SearchFilter = { localityIds: [5], min: 2000, max: 12000, sharing: [1, 2], food: true, ac: true, bathroom: true, availableFrom: '2026-12-20' }

  it('shows one chip per choice; a tap opens the same search without that one choice', async () => {
    render(
      <MemoryRouter initialEntries={[searchPath(filter)]}>
        <Routes>
          <Route path="/search" element={<><ChipsFromUrl /><Where /></>} />
        </Routes>
      </MemoryRouter>,
    )
    const chips = within(screen.getByRole('list', { name: text.chipsLabel }))
    expect(chips.getAllByRole('link')).toHaveLength(6)
    await userEvent.click(chips.getByRole('link', { name: text.remove(text.ac) }))
    const after = parseSearchParams(new URLSearchParams(screen.getByTestId('where').textContent))
    expect(after).toEqual({ localityIds: [5], min: 2000, max: 12000, sharing: [1, 2], food: true, bathroom: true, availableFrom: '2026-12-20' })
    await userEvent.click(screen.getByRole('link', { name: text.remove(text.sharingChip[1]) }))
    expect(parseSearchParams(new URLSearchParams(screen.getByTestId('where').textContent)).sharing).toEqual([2])
  })
})

function ChipsFromUrl() {
  const location = useLocation()
  return <FilterChips filter={parseSearchParams(new URLSearchParams(location.search))} />
}
