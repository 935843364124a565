import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { bookingStrings as t } from '../strings'
import { WhoCanStay } from './who-can-stay'

describe('WhoCanStay', () => {
  it.each([
    [['GENDER_MALE'] as const, t.whoFor.men],
    [['GENDER_FEMALE'] as const, t.whoFor.women],
    [['GENDER_MALE', 'GENDER_FEMALE'] as const, t.whoFor.menAndWomen],
    [['GENDER_MALE', 'GENDER_FEMALE', 'GENDER_OTHER'] as const, t.whoFor.everyone],
  ])('says who %j is for', (genders, text) => {
    render(<WhoCanStay genders={genders} />)
    expect(screen.getByTestId('who-can-stay')).toHaveTextContent(`${t.whoCanStay}: ${text}`)
  })
})
