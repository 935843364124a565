import { describe, expect, it } from 'vitest'
import { computeMoveInCost } from './pricing.ts'

describe('computeMoveInCost', () => {
  it('adds first month, maintenance, deposit and one-time fees; the deposit comes back', () => {
    const cost = computeMoveInCost({
      unit_rent: 8500,
      security_deposit_months: 2,
      maintenance_amount: 750,
      one_time_fees: [
        { name: 'Agreement fee', amount: 1000 },
        { name: 'Token amount', amount: 2000 },
      ],
    })
    // 8,500 + 750 + 17,000 + 1,000 + 2,000
    expect(cost.move_in_total).toBe(29_250)
    expect(cost.security_deposit_amount).toBe(17_000)
    expect(cost.refundable_amount).toBe(17_000)
    expect(cost.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['rent', 8500],
      ['maintenance', 750],
      ['deposit', 17_000],
      ['fee', 1000],
      ['fee', 2000],
    ])
  })

  it('has no deposit line value and nothing refundable when the deposit is zero months', () => {
    const cost = computeMoveInCost({ unit_rent: 6000, security_deposit_months: 0, maintenance_amount: 0, one_time_fees: [] })
    expect(cost.move_in_total).toBe(6000)
    expect(cost.refundable_amount).toBe(0)
  })

  it('keeps the lines summing to the total', () => {
    const cost = computeMoveInCost({ unit_rent: 12_345, security_deposit_months: 3, maintenance_amount: 1500, one_time_fees: [{ name: 'Agreement fee', amount: 499 }] })
    expect(cost.lines.reduce((s, l) => s + l.amount, 0)).toBe(cost.move_in_total)
    expect(cost.move_in_total).toBe(12_345 + 1500 + 37_035 + 499)
  })
})
