import { describe, expect, it } from 'vitest'
import { bookingStrings } from './strings.hi'
import { bookingListStrings } from './list-strings.hi'

describe('Hindi months', () => {
  it('reads "2 महीने" on the room card as on My Booking, never "महीनों"', () => {
    expect(bookingStrings.lockin(2)).toBe('लॉक-इन: 2 महीने')
    expect(bookingStrings.agreementMonths(11)).toBe('एग्रीमेंट: 11 महीने')
    expect(bookingStrings.deposit(2)).not.toContain('महीनों')
    expect(bookingListStrings.agreement(11)).toBe('एग्रीमेंट: 11 महीने')
  })
})
