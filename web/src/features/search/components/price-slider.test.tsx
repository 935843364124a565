import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import type { PriceRange } from '../price-range'
import { searchStrings } from '../strings'
import { PriceSlider } from './price-slider'

function Harness({ initial }: { initial: PriceRange }) {
  const [range, setRange] = useState(initial)
  return <PriceSlider value={range} onChange={setRange} />
}

const typed = (label: string) => screen.getByLabelText<HTMLInputElement>(label)
const slider = (label: string) => screen.getByRole<HTMLInputElement>('slider', { name: label })

describe('PriceSlider', () => {
  it('takes typed amounts, shown with Indian grouping; one that breaks a rule stays as typed with the reason beside it', async () => {
    render(<Harness initial={{ min: 2000, max: 8000 }} />)
    expect(typed(searchStrings.minTyped).value).toBe('2,000')

    await userEvent.clear(typed(searchStrings.maxTyped))
    await userEvent.type(typed(searchStrings.maxTyped), '25000{Enter}')
    expect(typed(searchStrings.maxTyped).value).toBe('25,000')
    expect(slider(searchStrings.maxPrice).value).toBe('25000')

    // letters never show
    const min = typed(searchStrings.minTyped)
    await userEvent.clear(min)
    await userEvent.type(min, 'abc😀3')
    expect(min.value).toBe('3')

    // below the lowest rent: said, kept as typed, the range unchanged
    await userEvent.type(min, '00')
    fireEvent.blur(min)
    expect(min.value).toBe('300')
    expect(min).toHaveAccessibleDescription(expect.stringContaining('The lowest rent to search from is ₹1,000.'))
    expect(slider(searchStrings.minPrice).value).toBe('2000')

    // a minimum above the maximum never silently becomes another number
    await userEvent.clear(min)
    await userEvent.type(min, '30000{Enter}')
    expect(min.value).toBe('30000')
    expect(min).toHaveAccessibleDescription(expect.stringContaining('The minimum must be below the maximum.'))
    expect(slider(searchStrings.minPrice).value).toBe('2000')

    // too close to the other end
    await userEvent.clear(min)
    await userEvent.type(min, '24800{Enter}')
    expect(min).toHaveAccessibleDescription(expect.stringContaining('more than ₹500 apart.'))

    // corrected: applied, and the reason goes
    await userEvent.clear(min)
    await userEvent.type(min, '4000{Enter}')
    expect(slider(searchStrings.minPrice).value).toBe('4000')
    expect(min).toHaveAttribute('aria-invalid', 'false')
    expect(min.value).toBe('4,000')

    // past the highest rent
    await userEvent.clear(typed(searchStrings.maxTyped))
    await userEvent.type(typed(searchStrings.maxTyped), '90000{Enter}')
    expect(typed(searchStrings.maxTyped)).toHaveAccessibleDescription(expect.stringContaining('The highest rent to search up to is ₹50,000.'))
    expect(slider(searchStrings.maxPrice).value).toBe('25000')
  })

  it('never jams where the handles meet: dragging the upper one down pushes the lower one', () => {
    render(<Harness initial={{ min: 13200, max: 13800 }} />)
    fireEvent.change(slider(searchStrings.maxPrice), { target: { value: '12000' } })
    expect(slider(searchStrings.maxPrice).value).toBe('12000')
    expect(Number(slider(searchStrings.minPrice).value)).toBeLessThan(12000 - 500)
  })

  // both handles at the top end: only the lower one can move, so it must take the touch (it is drawn on top)
  it('puts the handle that can still move on top where the two meet', () => {
    const { unmount } = render(<Harness initial={{ min: 49400, max: 50000 }} />)
    const stack = (label: string) => Number(slider(label).style.zIndex)
    expect(stack(searchStrings.minPrice)).toBeGreaterThan(stack(searchStrings.maxPrice))
    unmount()

    render(<Harness initial={{ min: 1000, max: 1600 }} />)
    expect(stack(searchStrings.maxPrice)).toBeGreaterThan(stack(searchStrings.minPrice))
  })
})
