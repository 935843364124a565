import { describe, expect, it } from 'vitest'
import { monthDay, periodOf, periodsDue } from './schedule.ts'

// The calendar of dues: month ends, February, a move-in on the 31st, a property's fixed rent day.

describe('when dues fall', () => {
  it('a move-in on the 31st is due on each month\'s last day when the month is shorter, and on the 31st again when it is not', () => {
    const dues = [1, 2, 3, 4].map((i) => periodOf('2027-01-31', null, i).due)
    expect(dues).toEqual(['2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31'])
    expect(periodOf('2027-01-31', null, 0)).toEqual({ index: 0, start: '2027-01-31', end: '2027-02-27', due: '2027-01-31' })
    expect(periodOf('2027-01-31', null, 1)).toMatchObject({ start: '2027-02-28', end: '2027-03-30' })
  })

  it('February of a leap year has its 29th', () => {
    expect(monthDay('2028-01-30', 1, 30)).toBe('2028-02-29')
    expect(monthDay('2027-01-30', 1, 30)).toBe('2027-02-28')
    expect(periodOf('2028-01-29', null, 1)).toEqual({ index: 1, start: '2028-02-29', end: '2028-03-28', due: '2028-02-29' })
  })

  it('periods follow each other without a gap or an overlap, across a year end', () => {
    for (const moveIn of ['2026-11-30', '2026-12-31', '2027-01-15', '2028-02-29']) {
      for (let i = 0; i < 14; i++) {
        const a = periodOf(moveIn, null, i)
        const b = periodOf(moveIn, null, i + 1)
        expect(new Date(`${b.start}T00:00:00Z`).getTime() - new Date(`${a.end}T00:00:00Z`).getTime()).toBe(86_400_000)
        expect(a.start < a.end).toBe(true)
      }
    }
  })

  it('a property\'s fixed rent day: the first period runs from move-in to the day before the next rent day', () => {
    expect(periodOf('2027-01-20', 5, 0)).toEqual({ index: 0, start: '2027-01-20', end: '2027-02-04', due: '2027-01-20' })
    expect(periodOf('2027-01-20', 5, 1)).toEqual({ index: 1, start: '2027-02-05', end: '2027-03-04', due: '2027-02-05' })
  })

  it('only periods whose date has come are due, the first left to the move-in', () => {
    expect(periodsDue('2027-01-31', null, '2027-02-27')).toEqual([])
    expect(periodsDue('2027-01-31', null, '2027-03-31').map((p) => p.due)).toEqual(['2027-02-28', '2027-03-31'])
  })
})
