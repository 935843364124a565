import { describe, expect, it } from 'vitest'
import { dateText, dateTimeText, dayText, formatRupees, monthInIndia, monthText } from './india-text.ts'

describe('india-text', () => {
  it('groups rupees the Indian way', () => {
    expect(formatRupees(9500)).toBe('₹9,500')
    expect(formatRupees(125000)).toBe('₹1,25,000')
    expect(formatRupees(10000000)).toBe('₹1,00,00,000')
    expect(formatRupees(500)).toBe('₹500')
    expect(formatRupees(-500)).toBe('-₹500')
  })
  it('writes months, days and instants as India reads them', () => {
    expect(monthText('2030-01')).toBe('Jan 2030')
    expect(monthText('2026-09-14')).toBe('Sept 2026')
    expect(dateText('2026-12-05')).toBe('5 Dec 2026')
    expect(dayText('2026-11-28')).toBe('Sat, 28 Nov')
    expect(dayText('2026-11-28', true)).toBe('Sat, 28 Nov 2026')
    // 23:10 UTC is 4:40 the next morning in India
    expect(dateTimeText('2026-11-10T23:10:13.087Z')).toBe('11 Nov 2026, 4:40 am')
    expect(dateTimeText('2026-11-27T20:26:21.960Z')).toBe('28 Nov 2026, 1:56 am')
    expect(dateTimeText('2026-11-27T06:30:00.000Z')).toBe('27 Nov 2026, 12:00 pm')
  })
  it('knows the month in India late in the UTC evening', () => {
    expect(monthInIndia(new Date('2026-11-30T19:00:00Z'))).toBe('2026-12')
    expect(monthInIndia(new Date('2026-11-30T18:00:00Z'))).toBe('2026-11')
  })
})
