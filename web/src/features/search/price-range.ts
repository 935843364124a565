import { DEFAULT_PRICE_RANGE, PRICE_MAX, PRICE_MIN, PRICE_MIN_GAP } from '@basera/contract/constants'

export interface PriceRange {
  min: number
  max: number
}

export const PRICE_STEP = 100
/** The smallest gap the handles may show: MORE than PRICE_MIN_GAP, on the slider's step. */
export const SMALLEST_GAP = (Math.floor(PRICE_MIN_GAP / PRICE_STEP) + 1) * PRICE_STEP

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value))

/** Moving the lower handle: it stops where the gap would become 500 or less. */
export function moveMinHandle(range: PriceRange, value: number): PriceRange {
  return { min: clamp(value, PRICE_MIN, range.max - SMALLEST_GAP), max: range.max }
}

/** Moving the upper handle: it stops where the gap would become 500 or less. */
export function moveMaxHandle(range: PriceRange, value: number): PriceRange {
  return { min: range.min, max: clamp(value, range.min + SMALLEST_GAP, PRICE_MAX) }
}

export function isValidRange(range: PriceRange): boolean {
  return range.min >= PRICE_MIN && range.max <= PRICE_MAX && range.max - range.min > PRICE_MIN_GAP
}

/** A stored range is used only if min < max (spec section 4), brought inside the slider's rules. */
export function storedRangeOrDefault(min: number | null | undefined, max: number | null | undefined): PriceRange {
  if (typeof min !== 'number' || typeof max !== 'number' || !(min < max)) return { ...DEFAULT_PRICE_RANGE }
  const low = clamp(min, PRICE_MIN, PRICE_MAX - SMALLEST_GAP)
  return moveMaxHandle({ min: low, max: PRICE_MAX }, max)
}
