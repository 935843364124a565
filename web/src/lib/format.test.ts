import { describe, expect, it } from 'vitest'
import { formatDate, formatRupees } from './format'

describe('formatRupees', () => {
  it('groups digits the Indian way, as Intl does for en-IN', () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 })
    for (const n of [0, 7, 999, 1000, 6500, 21000, 99999, 100000, 125000, 1234567, 98765432, 1234567890, 4999.6, -2500]) {
      expect(formatRupees(n), String(n)).toBe(intl.format(n))
    }
    expect(formatRupees(125000)).toBe('₹1,25,000')
  })
})

describe('formatDate', () => {
  it('shows a date as India reads it, also for a time late in the UTC day', () => {
    expect(formatDate('2026-03-12')).toBe('12 Mar 2026')
    expect(formatDate('2026-03-12T20:00:00Z')).toBe('13 Mar 2026')
  })
})
