import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { messages } from '@basera/contract/messages'
import { bookingStrings as t } from '../strings'
import { PageToaster } from '../../../components/page-toaster'
import { TenantForm, type TenantDetails } from './tenant-form'

const empty: TenantDetails = { fullName: '', gender: '', contact_number: '9876543210', email: '', occupation: '', is_b2b_user: '' }

function renderForm(initial: TenantDetails = empty) {
  const onValid = vi.fn()
  render(
    <>
      <TenantForm initial={initial} onValid={onValid} />
      <PageToaster />
    </>,
  )
  return onValid
}

const submit = () => userEvent.click(screen.getByRole('button', { name: t.continue }))

async function expectToast(text: string) {
  expect(await screen.findByText(text)).toBeInTheDocument()
}

describe('booking details form', () => {
  it('shows one toast with the first failing rule, in the spec order', async () => {
    const onValid = renderForm()
    const name = screen.getByLabelText(t.fullName)
    const email = screen.getByLabelText(t.email)

    await submit()
    await expectToast(messages.fullNameRequired)
    await userEvent.type(name, 'Ab')
    await submit()
    await expectToast(messages.fullNameMin)
    await userEvent.clear(name)
    await userEvent.type(name, 'Abcdefghijklmnop')
    await submit()
    await expectToast(messages.fullNameMax)
    await userEvent.clear(name)
    await userEvent.type(name, 'Riya Sharma')
    await submit()
    await expectToast(messages.genderRequired)
    await userEvent.click(screen.getByRole('radio', { name: 'Female' }))
    await submit()
    await expectToast(messages.emailRequired)
    await userEvent.type(email, 'riya@')
    await submit()
    await expectToast(messages.emailInvalid)
    await userEvent.type(email, 'example.com')
    await submit()
    await expectToast(messages.occupationRequired)
    await userEvent.click(screen.getByRole('radio', { name: 'Working' }))
    await submit()
    await expectToast(messages.b2bRequired)
    expect(onValid).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('radio', { name: 'No' }))
    await submit()
    expect(onValid).toHaveBeenCalledWith({
      fullName: 'Riya Sharma',
      gender: 'GENDER_FEMALE',
      contact_number: '9876543210',
      email: 'riya@example.com',
      occupation: 'Working',
      is_b2b_user: 'No',
    })
  })

  it('checks the contact number after gender: required, then 10 digits', async () => {
    renderForm({ ...empty, fullName: 'Riya', gender: 'GENDER_FEMALE', contact_number: '' })
    await submit()
    await expectToast(messages.contactRequired)
  })

  it('rejects a short contact number', async () => {
    renderForm({ ...empty, fullName: 'Riya', gender: 'GENDER_FEMALE', contact_number: '98765' })
    await submit()
    await expectToast(messages.contactTenDigits)
  })

  it('keeps the contact number disabled, with country code 91', () => {
    renderForm()
    expect(screen.getByLabelText(t.contactNumber)).toBeDisabled()
    expect(screen.getByLabelText(t.contactNumber)).toHaveValue('9876543210')
    expect(screen.getByLabelText(t.countryCode)).toHaveValue('+91')
  })
})
