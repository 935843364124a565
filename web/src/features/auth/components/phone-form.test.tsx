import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { messages } from '@basera/contract/messages'
import { authStrings } from '../strings'
import { PhoneForm } from './phone-form'
import { bodyOf, renderWithQuery, stubFetch } from './render.test-utils'

afterEach(() => vi.unstubAllGlobals())

const loginReply = { success: true, otp: '0427', phoneNumber: '9876543210', message: 'OTP sent successfully', resend_after_seconds: 30 }

describe('PhoneForm', () => {
  it('empty → required; short → 10 digits; the error clears when edited', async () => {
    const fetch = stubFetch()
    renderWithQuery(<PhoneForm onSent={vi.fn()} />)
    const submit = screen.getByRole('button', { name: authStrings.sendCode })
    await userEvent.click(submit)
    expect(screen.getByRole('alert')).toHaveTextContent(messages.phoneRequired)
    const input = screen.getByLabelText(authStrings.phoneLabel)
    await userEvent.type(input, '98765')
    expect(screen.getByRole('alert')).toHaveTextContent('')
    await userEvent.click(submit)
    expect(screen.getByRole('alert')).toHaveTextContent(messages.phoneTenDigits)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('keeps digits only and at most 10', async () => {
    stubFetch()
    renderWithQuery(<PhoneForm onSent={vi.fn()} />)
    const input = screen.getByLabelText(authStrings.phoneLabel)
    await userEvent.type(input, '98a76-5432109999')
    expect(input).toHaveValue('9876543210')
  })

  it('sends the number and reports the answer', async () => {
    const fetch = stubFetch({ body: loginReply })
    const onSent = vi.fn()
    renderWithQuery(<PhoneForm onSent={onSent} />)
    await userEvent.type(screen.getByLabelText(authStrings.phoneLabel), '9876543210')
    await userEvent.click(screen.getByRole('button', { name: authStrings.sendCode }))
    await waitFor(() => expect(onSent).toHaveBeenCalledWith('9876543210', loginReply))
    expect(bodyOf(fetch)).toEqual({ phoneNumber: '9876543210' })
  })

  it("shows the server's message, else 'Login failed'", async () => {
    stubFetch({ status: 429, body: { message: messages.tooManyRequests } }, { status: 500, body: {} })
    renderWithQuery(<PhoneForm onSent={vi.fn()} />)
    await userEvent.type(screen.getByLabelText(authStrings.phoneLabel), '9876543210')
    await userEvent.click(screen.getByRole('button', { name: authStrings.sendCode }))
    expect(await screen.findByText(messages.tooManyRequests)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: authStrings.sendCode }))
    expect(await screen.findByText(messages.loginFailed)).toBeInTheDocument()
  })
})
