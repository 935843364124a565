import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { authStrings } from '../strings'
import { PhoneForm } from './phone-form'
import { renderWithQuery } from './render.test-utils'

const field = () => screen.getByLabelText(authStrings.phoneLabel)

describe('the mobile number field', () => {
  it('never shows a letter, typed into an empty field or after digits', async () => {
    renderWithQuery(<PhoneForm onSent={() => undefined} />)
    await userEvent.type(field(), 'abc😀')
    expect(field()).toHaveValue('')
    await userEvent.type(field(), '98a7')
    expect(field()).toHaveValue('987')
  })

  it('takes a pasted "+91 98765 01234" as 9876501234, the country code and spaces dropped before the length limit', async () => {
    renderWithQuery(<PhoneForm onSent={() => undefined} />)
    await userEvent.click(field())
    await userEvent.paste('+91 98765 01234')
    expect(field()).toHaveValue('9876501234')
  })

  it('ends at 9876501234 when "+91 98765 01234" is typed key by key, never at someone else\'s 9198765012', async () => {
    renderWithQuery(<PhoneForm onSent={() => undefined} />)
    await userEvent.type(field(), '+91 98765 01234')
    expect(field()).toHaveValue('9876501234')
  })

  it('takes a phone\'s autofill of a whole international number in one change', () => {
    renderWithQuery(<PhoneForm onSent={() => undefined} />)
    fireEvent.change(field(), { target: { value: '+919876501234' } })
    expect(field()).toHaveValue('9876501234')
  })
})
