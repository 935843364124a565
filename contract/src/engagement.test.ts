import { describe, expect, it } from 'vitest'
import { callbackDueDate, visitSlotHoursText, visitWhenText } from './engagement.ts'

describe('visit slot hours, from one place', () => {
  it('say the hours as people do', () => {
    expect(visitSlotHoursText('Morning')).toBe('9 am–12 pm')
    expect(visitSlotHoursText('Afternoon')).toBe('12–4 pm')
    expect(visitSlotHoursText('Evening')).toBe('4–8 pm')
  })
  it('a visit reads as an Indian date and the hours', () => {
    expect(visitWhenText('2026-11-29', 'Afternoon')).toBe('Sun, 29 Nov, 12–4 pm')
    expect(visitWhenText('2026-11-28', 'Morning')).toBe('Sat, 28 Nov, 9 am–12 pm')
  })
})

describe('callbackDueDate: the next working day (Monday to Saturday) in India', () => {
  it.each([
    ['2026-11-27T06:00:00Z', '2026-11-28'], // Friday → Saturday
    ['2026-11-28T06:00:00Z', '2026-11-30'], // Saturday → Monday
    ['2026-11-29T06:00:00Z', '2026-11-30'], // Sunday → Monday
    ['2026-11-28T19:00:00Z', '2026-11-30'], // 00:30 Sunday in India → Monday
  ])('%s → %s', (now, due) => {
    expect(callbackDueDate(new Date(now))).toBe(due)
  })
})
