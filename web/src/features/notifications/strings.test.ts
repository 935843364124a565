import { describe, expect, it } from 'vitest'
import { notificationStrings } from './strings'
import { notificationStrings as hindi } from './strings.hi'

describe('visit notices', () => {
  it('say the day in India and the slot hours, never an ISO date', () => {
    const details = { property_name: 'Sunrise PG', visit_date: '2026-11-29', visit_slot: 'Afternoon' as const, visit_when: 'Sun, 29 Nov, 12–4 pm' }
    expect(notificationStrings.kinds.visit_scheduled.body(details)).toBe('Sunrise PG expects you on Sun, 29 Nov, 12–4 pm.')
    const inHindi = hindi.kinds.visit_scheduled.body(details)
    expect(inHindi).toContain('दोपहर 12 – शाम 4')
    expect(inHindi).not.toContain('2026-11-29')
  })
})
