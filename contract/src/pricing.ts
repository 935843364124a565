import { z } from 'zod'
import { PRICE_MAX, PRICE_MIN, PRICE_MIN_GAP } from './constants.ts'
import { messages } from './messages.ts'

export const Electricity = z.discriminatedUnion('type', [
  z.object({ type: z.literal('included') }),
  z.object({ type: z.literal('metered'), rate_per_unit: z.number().int().positive() }),
])
export type Electricity = z.infer<typeof Electricity>

export const Food = z.discriminatedUnion('type', [
  z.object({ type: z.literal('included') }),
  z.object({ type: z.literal('optional'), monthly_price: z.number().int().positive() }),
  z.object({ type: z.literal('none') }),
])
export type Food = z.infer<typeof Food>

export const OneTimeFee = z.object({ name: z.string(), amount: z.number().int().min(0) })
export type OneTimeFee = z.infer<typeof OneTimeFee>

export interface ChargeInputs {
  unit_rent: number
  security_deposit_months: number
  maintenance_amount: number
  one_time_fees: readonly OneTimeFee[]
}

export type MoveInLine =
  | { kind: 'rent'; amount: number; refundable: false }
  | { kind: 'maintenance'; amount: number; refundable: false }
  | { kind: 'deposit'; amount: number; months: number; refundable: true }
  | { kind: 'fee'; name: string; amount: number; refundable: false }

export interface MoveInCost {
  lines: MoveInLine[]
  security_deposit_amount: number
  /** First month's rent + maintenance + deposit + one-time fees. */
  move_in_total: number
  /** What comes back at exit: the deposit. */
  refundable_amount: number
}

/**
 * The one computation of what a tenant pays to move in and gets back at exit, in whole rupees.
 * The server uses it for answers and agreement amounts; the web shows its lines.
 */
export function computeMoveInCost(c: ChargeInputs): MoveInCost {
  const deposit = c.unit_rent * c.security_deposit_months
  const lines: MoveInLine[] = [
    { kind: 'rent', amount: c.unit_rent, refundable: false },
    { kind: 'maintenance', amount: c.maintenance_amount, refundable: false },
    { kind: 'deposit', amount: deposit, months: c.security_deposit_months, refundable: true },
    ...c.one_time_fees.map((f) => ({ kind: 'fee' as const, name: f.name, amount: f.amount, refundable: false as const })),
  ]
  const move_in_total = lines.reduce((sum, line) => sum + line.amount, 0)
  return { lines, security_deposit_amount: deposit, move_in_total, refundable_amount: deposit }
}

// made on first use: a formatter loads locale data
let inr: Intl.NumberFormat | undefined

/** Whole rupees with Indian digit grouping, as the server words them in messages: ₹1,25,000. */
export function rupeesText(rupees: number): string {
  inr ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 })
  return inr.format(rupees)
}

/** What is wrong with a rent range a tenant filters by (the screens word each one). */
export type PriceRangeProblem = 'below_lowest' | 'above_highest' | 'min_not_below_max' | 'gap_too_small'

/**
 * The price filter's rules, in the order a person fixes them: each end from PRICE_MIN to PRICE_MAX, the minimum
 * below the maximum, and more than PRICE_MIN_GAP between them. Null when the range passes.
 */
export function priceRangeProblem(min: number, max: number): PriceRangeProblem | null {
  if (min < PRICE_MIN) return 'below_lowest'
  if (max > PRICE_MAX) return 'above_highest'
  if (min >= max) return 'min_not_below_max'
  if (max - min <= PRICE_MIN_GAP) return 'gap_too_small'
  return null
}

/** The sentence of each price problem (messages.ts, so a server refusal shows in Hindi too). */
export const PRICE_PROBLEM_MESSAGE = {
  below_lowest: 'priceBelowLowest',
  above_highest: 'priceAboveHighest',
  min_not_below_max: 'priceMinNotBelowMax',
  gap_too_small: 'priceGapTooSmall',
} as const satisfies Record<PriceRangeProblem, keyof typeof messages>

/** The field a price problem is about: the maximum when it is past the highest rent, else the minimum. */
export const priceProblemEnd = (problem: PriceRangeProblem): 'min' | 'max' => (problem === 'above_highest' ? 'max' : 'min')

/** The sentence of a range's first problem (English, as the server answers), or null when it passes. */
export function priceRangeMessage(min: number, max: number): string | null {
  const problem = priceRangeProblem(min, max)
  return problem ? messages[PRICE_PROBLEM_MESSAGE[problem]] : null
}

/**
 * The problem of a range of which one end or both may be missing (a partial profile update): both ends by
 * priceRangeProblem, one end by its limit. Null when what is given passes.
 */
export function partialRangeProblem(min: number | null, max: number | null): PriceRangeProblem | null {
  if (min !== null && max !== null) return priceRangeProblem(min, max)
  if (min !== null && min < PRICE_MIN) return 'below_lowest'
  if (max !== null && max > PRICE_MAX) return 'above_highest'
  return null
}
