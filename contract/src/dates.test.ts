import { describe, expect, it } from 'vitest'
import { addDays, ageOn, daysAgo, daysBetween, isBeforeTodayInIndia, isPastMoveInLimit, todayInIndia } from './dates.ts'
import { IsoDate } from './common.ts'

describe('todayInIndia', () => {
  it('is already tomorrow in India late in the UTC evening', () => {
    // 20:00 UTC is 01:30 next day in Asia/Kolkata (UTC+5:30)
    expect(todayInIndia(new Date('2026-03-10T20:00:00Z'))).toBe('2026-03-11')
    expect(todayInIndia(new Date('2026-03-10T18:29:00Z'))).toBe('2026-03-10')
  })
  it('compares calendar dates in India', () => {
    const now = new Date('2026-03-10T20:00:00Z')
    expect(isBeforeTodayInIndia('2026-03-10', now)).toBe(true)
    expect(isBeforeTodayInIndia('2026-03-11', now)).toBe(false)
  })
})

describe('daysAgo', () => {
  it('counts whole days and never goes negative', () => {
    const now = new Date('2026-03-10T12:00:00Z')
    expect(daysAgo('2026-03-07T13:00:00Z', now)).toBe(2)
    expect(daysAgo('2026-03-11T00:00:00Z', now)).toBe(0)
  })
})

describe('ageOn', () => {
  it('counts a year on the birthday, not before', () => {
    expect(ageOn('2010-03-11', '2026-03-10')).toBe(15)
    expect(ageOn('2010-03-11', '2026-03-11')).toBe(16)
    expect(ageOn('1926-03-11', '2026-03-11')).toBe(100)
    expect(ageOn('1926-03-10', '2027-03-09')).toBe(100)
    expect(ageOn('1926-03-10', '2027-03-10')).toBe(101)
    expect(ageOn('2008-02-29', '2024-02-28')).toBe(15)
  })
})

describe('move-in dates within reason', () => {
  it('today to 90 days ahead in Asia/Kolkata, inclusive', () => {
    const now = new Date('2026-03-10T20:00:00Z') // already 11 March in India
    expect(isPastMoveInLimit(addDays('2026-03-11', 90), now)).toBe(false)
    expect(isPastMoveInLimit(addDays('2026-03-11', 91), now)).toBe(true)
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(daysBetween('2026-03-11', '2026-03-25')).toBe(14)
    expect(daysBetween('2026-03-11', '2026-03-10')).toBe(-1)
  })
})

describe('IsoDate: a real calendar date as YYYY-MM-DD', () => {
  it('takes the days of the calendar, leap days of leap years only', () => {
    for (const day of ['2027-01-31', '2024-02-29', '2000-02-29', '2027-04-30', '2027-12-31', '0001-01-01']) {
      expect(IsoDate.safeParse(day).success, day).toBe(true)
    }
  })
  it('refuses days that do not exist, with the message forms show', () => {
    for (const day of ['2027-02-29', '1900-02-29', '2100-02-29', '2027-04-31', '2027-13-01', '2027-00-10', '2027-01-00', '2027-01-32']) {
      const result = IsoDate.safeParse(day)
      expect(result.success, day).toBe(false)
      expect(result.error?.issues[0]?.message).toBe('Date must be a real date')
    }
  })
  it('refuses other shapes', () => {
    for (const text of ['2027-1-01', '27-01-01', '2027/01/01', '2027-01-01T00:00:00Z', '']) {
      expect(IsoDate.safeParse(text).error?.issues[0]?.message, text).toBe('Date must be YYYY-MM-DD')
    }
  })
})
