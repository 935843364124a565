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
  it('takes typed amounts, shown with Indian grouping, kept inside the limits and more than 500 apart', async () => {
    render(<Harness initial={{ min: 2000, max: 8000 }} />)
    expect(typed(searchStrings.minTyped).value).toBe('2,000')

    await userEvent.clear(typed(searchStrings.maxTyped))
    await userEvent.type(typed(searchStrings.maxTyped), '25000{Enter}')
    expect(typed(searchStrings.maxTyped).value).toBe('25,000')
    expect(slider(searchStrings.maxPrice).value).toBe('25000')

    // below the lowest rent: the lowest
    await userEvent.clear(typed(searchStrings.minTyped))
    await userEvent.type(typed(searchStrings.minTyped), '300')
    fireEvent.blur(typed(searchStrings.minTyped))
    expect(slider(searchStrings.minPrice).value).toBe('1000')

    // too close to the other end: stops more than 500 away
    await userEvent.clear(typed(searchStrings.minTyped))
    await userEvent.type(typed(searchStrings.minTyped), '24800{Enter}')
    expect(slider(searchStrings.minPrice).value).toBe('24400')

    // past the highest rent: the highest
    await userEvent.clear(typed(searchStrings.maxTyped))
    await userEvent.type(typed(searchStrings.maxTyped), '90000{Enter}')
    expect(slider(searchStrings.maxPrice).value).toBe('50000')
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
