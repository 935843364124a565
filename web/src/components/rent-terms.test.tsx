import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LanguageContext, registerHindi } from '../lib/i18n'
import { RentTermsList, rentTermsLines } from './rent-terms'
import { rentTermsStrings } from './rent-terms-strings'
import * as hi from './rent-terms-strings.hi'

registerHindi([{ english: rentTermsStrings, hindi: hi.rentTermsStrings }])

describe('the rent terms tenants read before booking', () => {
  it.each([
    [{ rent_day: 5, late_fee: { grace_days: 3, amount: 200 } }, ['Rent due on the 5th of each month', 'Late fee ₹200 if paid more than 3 days late']],
    [{ rent_day: null, late_fee: null }, ['Rent due on your move-in day each month', 'No late fee']],
    [{ rent_day: 1, late_fee: { grace_days: 1, amount: 1500 } }, ['Rent due on the 1st of each month', 'Late fee ₹1,500 if paid more than 1 day late']],
    [{ rent_day: 22, late_fee: { grace_days: 0, amount: 100 } }, ['Rent due on the 22nd of each month', 'Late fee ₹100 if paid after the due date']],
    [{ rent_day: 13, late_fee: null }, ['Rent due on the 13th of each month', 'No late fee']],
  ])('%j reads %j', (terms, lines) => {
    expect(rentTermsLines(terms, 'en')).toEqual(lines)
  })

  it('are a titled list, in Hindi for a Hindi reader', () => {
    render(
      <LanguageContext.Provider value="hi">
        <RentTermsList terms={{ rent_day: 5, late_fee: { grace_days: 3, amount: 1200 } }} />
      </LanguageContext.Provider>,
    )
    const section = screen.getByRole('region', { name: 'किराया और लेट फ़ीस' })
    expect(within(section).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'हर महीने की 5 तारीख़ को किराया देना है',
      '3 दिन से ज़्यादा देर होने पर ₹1,200 लेट फ़ीस',
    ])
  })
})
