import { describe, expect, it } from 'vitest'
import { isValidRange, moveMaxHandle, moveMinHandle, SMALLEST_GAP, storedRangeOrDefault } from './price-range'

describe('price slider rules', () => {
  it('keeps the handles MORE than 500 apart', () => {
    expect(SMALLEST_GAP).toBeGreaterThan(500)
    expect(moveMinHandle({ min: 2000, max: 8000 }, 7800)).toEqual({ min: 7800, max: 7800 + SMALLEST_GAP })
    expect(moveMaxHandle({ min: 2000, max: 8000 }, 2100)).toEqual({ min: 2100 - SMALLEST_GAP, max: 2100 })
    // where the handles meet mid-range, the upper one dragged left moves (it pushes the lower one): no jam
    expect(moveMaxHandle({ min: 13200, max: 13800 }, 13000)).toEqual({ min: 13000 - SMALLEST_GAP, max: 13000 })
    expect(isValidRange({ min: 2000, max: 2500 })).toBe(false)
    expect(isValidRange({ min: 2000, max: 2501 })).toBe(true)
  })

  it('stays within 1000 to 50000', () => {
    expect(moveMinHandle({ min: 2000, max: 8000 }, 0)).toEqual({ min: 1000, max: 8000 })
    expect(moveMaxHandle({ min: 2000, max: 8000 }, 90000)).toEqual({ min: 2000, max: 50000 })
  })

  it('moves freely inside the rules', () => {
    expect(moveMinHandle({ min: 2000, max: 8000 }, 4500)).toEqual({ min: 4500, max: 8000 })
    expect(moveMaxHandle({ min: 2000, max: 8000 }, 12000)).toEqual({ min: 2000, max: 12000 })
  })

  it('uses a stored range only if min < max, else 2000-8000', () => {
    expect(storedRangeOrDefault(3000, 9000)).toEqual({ min: 3000, max: 9000 })
    expect(storedRangeOrDefault(9000, 3000)).toEqual({ min: 2000, max: 8000 })
    expect(storedRangeOrDefault(5000, 5000)).toEqual({ min: 2000, max: 8000 })
    expect(storedRangeOrDefault(null, 8000)).toEqual({ min: 2000, max: 8000 })
  })

  it('brings a stored range inside the slider', () => {
    expect(storedRangeOrDefault(1, 100000)).toEqual({ min: 1000, max: 50000 })
    expect(storedRangeOrDefault(3000, 3200)).toEqual({ min: 3000, max: 3000 + SMALLEST_GAP })
  })
})
