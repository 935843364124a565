import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Gender } from '@basera/contract/constants'
import { FULL_NAME_MAX } from '@basera/contract/constants'
import { messages } from '@basera/contract/messages'
import { AdmittedGenders } from '../admitted-genders'
import { bookingStrings as t } from '../strings'
import { TenantForm, type TenantDetails } from './tenant-form'

const empty: TenantDetails = { fullName: '', gender: '', contact_number: '9876543210', email: '', occupation: '', is_b2b_user: '' }

function renderForm(initial: TenantDetails = empty, admitted: readonly Gender[] = []) {
  const onValid = vi.fn()
  render(
    <AdmittedGenders.Provider value={admitted}>
      <TenantForm initial={initial} onValid={onValid} />
    </AdmittedGenders.Provider>,
  )
  return onValid
}

const submit = () => userEvent.click(screen.getByRole('button', { name: t.continue }))
const group = (legend: string) => screen.getByRole('group', { name: legend })

describe('booking details form', () => {
  it('shows each failing rule beside its field, and takes the details once all pass', async () => {
    const onValid = renderForm()
    await submit()
    const name = screen.getByLabelText(t.fullName)
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription(messages.fullNameRequired)
    expect(within(group(t.gender)).getByText(messages.genderRequired)).toBeInTheDocument()
    expect(screen.getByLabelText(t.email)).toHaveAccessibleDescription(messages.emailRequired)
    expect(within(group(t.occupation)).getByText(messages.occupationRequired)).toBeInTheDocument()
    expect(within(group(t.b2b)).getByText(messages.b2bRequired)).toBeInTheDocument()
    expect(onValid).not.toHaveBeenCalled()

    await userEvent.type(name, 'Riya Sharma')
    await userEvent.click(screen.getByRole('radio', { name: 'Female' }))
    await userEvent.type(screen.getByLabelText(t.email), 'riya@example.com')
    await userEvent.click(screen.getByRole('radio', { name: 'Working' }))
    await userEvent.click(screen.getByRole('radio', { name: 'No' }))
    // an old error goes as soon as the value is fixed
    expect(screen.queryByText(messages.fullNameRequired)).not.toBeInTheDocument()
    expect(name).toHaveAttribute('aria-invalid', 'false')
    await submit()
    expect(onValid).toHaveBeenCalledWith({
      fullName: 'Riya Sharma',
      gender: 'GENDER_FEMALE',
      contact_number: '9876543210',
      email: 'riya@example.com',
      occupation: 'Working',
      is_b2b_user: 'No',
    }, expect.anything())
  })

  it('takes no more characters than the name rule allows, and says why a prefilled long name fails', async () => {
    renderForm({ ...empty, fullName: 'Abhishek Kumar Sharma' })
    const name = screen.getByLabelText(t.fullName)
    expect(name).toHaveAttribute('maxLength', String(FULL_NAME_MAX))
    await submit()
    expect(name).toHaveAccessibleDescription(messages.fullNameMax)
    await userEvent.clear(name)
    await userEvent.type(name, 'Abhishek Kumar Sharma')
    expect(name).toHaveValue('Abhishek Kumar ')
  })

  it('says an invalid email beside the field', async () => {
    renderForm({ ...empty, fullName: 'Riya' })
    await userEvent.type(screen.getByLabelText(t.email), 'riya@')
    await submit()
    expect(screen.getByLabelText(t.email)).toHaveAccessibleDescription(messages.emailInvalid)
  })

  it('offers only the genders the property admits, and chooses the only one', () => {
    renderForm(empty, ['GENDER_MALE'])
    expect(screen.queryByRole('radio', { name: 'Female' })).not.toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked()
  })

  it('prefills the profile gender when the property admits it, and not otherwise', () => {
    const { unmount } = render(
      <AdmittedGenders.Provider value={['GENDER_MALE', 'GENDER_FEMALE']}>
        <TenantForm initial={{ ...empty, gender: 'GENDER_FEMALE' }} onValid={vi.fn()} />
      </AdmittedGenders.Provider>,
    )
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked()
    unmount()
    renderForm({ ...empty, gender: 'GENDER_OTHER' }, ['GENDER_MALE', 'GENDER_FEMALE'])
    expect(screen.getByRole('radio', { name: 'Male' })).not.toBeChecked()
    expect(screen.getByRole('radio', { name: 'Female' })).not.toBeChecked()
  })

  it('keeps the contact number disabled, with country code 91', () => {
    renderForm()
    expect(screen.getByLabelText(t.contactNumber)).toBeDisabled()
    expect(screen.getByLabelText(t.contactNumber)).toHaveValue('9876543210')
    expect(screen.getByLabelText(t.countryCode)).toHaveValue('+91')
  })

  it('takes the signed-in number and the profile when they arrive after the form opened, keeping what was typed', async () => {
    const onValid = vi.fn()
    const loading: TenantDetails = { ...empty, contact_number: '' }
    const form = (initial: TenantDetails) => (
      <AdmittedGenders.Provider value={[]}>
        <TenantForm initial={initial} onValid={onValid} />
      </AdmittedGenders.Provider>
    )
    const { rerender } = render(form(loading))
    await userEvent.type(screen.getByLabelText(t.fullName), 'Riya Sharma')
    rerender(form({ ...loading, fullName: 'Riya S', contact_number: '9876543210', email: 'riya@example.in' }))
    expect(screen.getByLabelText(t.fullName)).toHaveValue('Riya Sharma')
    expect(screen.getByLabelText(t.email)).toHaveValue('riya@example.in')
    await userEvent.click(screen.getByRole('radio', { name: 'Female' }))
    await userEvent.click(screen.getByRole('radio', { name: 'Working' }))
    await userEvent.click(screen.getByRole('radio', { name: 'No' }))
    await submit()
    expect(screen.queryByText(messages.contactRequired)).toBeNull()
    expect(onValid).toHaveBeenCalledWith(expect.objectContaining({ fullName: 'Riya Sharma', contact_number: '9876543210', email: 'riya@example.in' }), expect.anything())
  })
})
