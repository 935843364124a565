import { describe, expect, it } from 'vitest'
import { formatDate, formatMonth, formatRupees, formatTime } from './format'
import type { Language } from './i18n'

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
    expect(formatDate('2026-03-12', 'en')).toBe('12 Mar 2026')
    expect(formatDate('2026-03-12T20:00:00Z', 'en')).toBe('13 Mar 2026')
  })
})

describe('dates and times, written by hand', () => {
  // every day of two years, at times either side of midnight and noon in India
  const moments: string[] = []
  for (let day = 0; day < 731; day += 1) {
    const midnightUtc = Date.UTC(2025, 0, 1) + day * 86_400_000
    for (const minutes of [0, 29, 30, 31, 389, 390, 391, 1109, 1110, 1439]) moments.push(new Date(midnightUtc + minutes * 60_000).toISOString())
  }
  const intl = (language: Language, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(`${language}-IN`, { ...options, timeZone: 'Asia/Kolkata' })
  const month = (language: Language) => (language === 'hi' ? 'long' : 'short')

  it.each(['en', 'hi'] as const)('read as Intl writes them for %s-IN, in India', (language) => {
    const date = intl(language, { day: 'numeric', month: month(language), year: 'numeric' })
    const monthYear = intl(language, { month: month(language), year: 'numeric' })
    const time = intl(language, { hour: 'numeric', minute: '2-digit' })
    for (const moment of moments) {
      expect(formatDate(moment, language), moment).toBe(date.format(new Date(moment)))
      expect(formatMonth(moment, language), moment).toBe(monthYear.format(new Date(moment)))
      expect(formatTime(moment), moment).toBe(time.format(new Date(moment)))
    }
    expect(formatDate('2026-09-30', language)).toBe(date.format(new Date('2026-09-30T12:00:00+05:30')))
  })
})
