import { z } from 'zod'

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
