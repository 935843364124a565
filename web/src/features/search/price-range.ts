import { DEFAULT_PRICE_RANGE, PRICE_MAX, PRICE_MIN, PRICE_MIN_GAP } from '@basera/contract/constants'
import { priceRangeProblem } from '@basera/contract/pricing'

export interface PriceRange {
  min: number
  max: number
}

export const PRICE_STEP = 100
/** The smallest gap the handles may show: MORE than PRICE_MIN_GAP, on the slider's step. */
export const SMALLEST_GAP = (Math.floor(PRICE_MIN_GAP / PRICE_STEP) + 1) * PRICE_STEP

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value))

// A handle pushes the other one along rather than stopping at it: where the two meet, whichever is drawn on top
// moves both ways, so a drag never lands on a handle that cannot move (the thumbs used to jam mid-range).

/** Moving the lower handle: it pushes the upper one to keep more than 500 between them. */
export function moveMinHandle(range: PriceRange, value: number): PriceRange {
  const min = clamp(value, PRICE_MIN, PRICE_MAX - SMALLEST_GAP)
  return { min, max: Math.max(range.max, min + SMALLEST_GAP) }
}

/** Moving the upper handle: it pushes the lower one to keep more than 500 between them. */
export function moveMaxHandle(range: PriceRange, value: number): PriceRange {
  const max = clamp(value, PRICE_MIN + SMALLEST_GAP, PRICE_MAX)
  return { min: Math.min(range.min, max - SMALLEST_GAP), max }
}

export function isValidRange(range: PriceRange): boolean {
  return priceRangeProblem(range.min, range.max) === null
}

/** A stored range is used only if min < max (spec section 4), brought inside the slider's rules. */
export function storedRangeOrDefault(min: number | null | undefined, max: number | null | undefined): PriceRange {
  if (typeof min !== 'number' || typeof max !== 'number' || !(min < max)) return { ...DEFAULT_PRICE_RANGE }
  const low = clamp(min, PRICE_MIN, PRICE_MAX - SMALLEST_GAP)
  return { min: low, max: clamp(max, low + SMALLEST_GAP, PRICE_MAX) }
}
