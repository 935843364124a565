import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { messages } from '@basera/contract/messages'
import { authStrings } from '../strings'
import { bodyOf, renderWithQuery, stubFetch } from './render.test-utils'
import { VerifyForm } from './verify-form'
import { verifyLeadOtp } from '../api/verify-otp'

afterEach(() => vi.unstubAllGlobals())

const boxes = () => [1, 2, 3, 4].map((n) => screen.getByLabelText(authStrings.digitLabel(n)))
const verifyButton = () => screen.getByRole('button', { name: authStrings.verify })

function renderForm(onVerified = vi.fn(), devCode?: string) {
  renderWithQuery(<VerifyForm phoneNumber="9876543210" devCode={devCode} resendAfterSeconds={30} onVerified={onVerified} check={verifyLeadOtp} />)
  return onVerified
}

describe('VerifyForm', () => {
  it('fills the boxes with the code the phone reads from the SMS (WebOTP), asking with the sms transport', async () => {
    stubFetch()
    const get = vi.fn().mockResolvedValue({ type: 'otp', id: '', code: '4821' })
    vi.stubGlobal('OTPCredential', function OTPCredential() { return undefined })
    Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true })
    renderForm()
    await waitFor(() => expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['4', '8', '2', '1']))
    expect(get).toHaveBeenCalledWith(expect.objectContaining({ otp: { transport: ['sms'] } }))
    Reflect.deleteProperty(navigator, 'credentials')
  })

  it('needs all 4 digits: the contract\'s sentence beside the boxes, gone as the code is typed again', async () => {
    const fetch = stubFetch()
    renderForm()
    await userEvent.type(boxes()[0]!, '12')
    await userEvent.click(verifyButton())
    for (const box of boxes()) {
      expect(box).toHaveAccessibleDescription(messages.otpAllDigits)
      expect(box).toHaveAttribute('aria-invalid', 'true')
      expect(box).toHaveAttribute('inputMode', 'numeric')
    }
    expect(fetch).not.toHaveBeenCalled()
    // a gap in the middle is a missing digit too, not a shorter code
    await userEvent.click(boxes()[3]!)
    await userEvent.keyboard('9')
    expect(boxes()[0]).not.toHaveAccessibleDescription(messages.otpAllDigits)
    await userEvent.click(verifyButton())
    expect(boxes()[0]).toHaveAccessibleDescription(messages.otpAllDigits)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('puts the server\'s refusal of the code beside the boxes, and a failed connection in the form', async () => {
    stubFetch({ status: 400, body: { message: messages.otpExpired } }, new TypeError('offline'))
    renderForm()
    await userEvent.click(boxes()[0]!)
    await userEvent.keyboard('1234')
    await waitFor(() => expect(boxes()[0]).toHaveAccessibleDescription(messages.otpExpired))
    await userEvent.click(verifyButton())
    const failure = await screen.findByText(messages.somethingWentWrongTryAgain)
    // not beside the code: the code may be right
    expect(boxes()[0]).not.toHaveAccessibleDescription(messages.somethingWentWrongTryAgain)
    expect(failure.closest('form')).not.toBeNull()
  })

  it('moves focus forward on entry and back on backspace', async () => {
    stubFetch()
    renderForm()
    const [first, second, third] = boxes()
    await userEvent.click(first!)
    await userEvent.keyboard('12')
    expect(third).toHaveFocus()
    await userEvent.keyboard('{Backspace}')
    expect(second).toHaveFocus()
    expect(second).toHaveValue('')
  })

  it('a paste of 4 digits fills every box', () => {
    stubFetch()
    renderForm()
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => ' 4 3 2 1' } })
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['4', '3', '2', '1'])
  })

  it('verifies the typed digits, not the development code', async () => {
    const reply = { success: true, accessToken: 't', lead_profile_id: 3, phoneNumber: '9876543210', full_profile: {}, message: 'ok' }
    const fetch = stubFetch({ body: reply })
    const onVerified = renderForm(vi.fn(), '1111')
    expect(screen.getByText(authStrings.devCode('1111'))).toBeInTheDocument()
    await userEvent.click(boxes()[0]!)
    await userEvent.keyboard('0427')
    await userEvent.click(verifyButton())
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith(reply))
    expect(bodyOf(fetch)).toEqual({ phoneNumber: '9876543210', otp: '0427' })
  })

  it("shows the server's message, the fallback, and the network text", async () => {
    stubFetch({ status: 400, body: { message: messages.otpWrong } }, { status: 500, body: {} }, new TypeError('offline'))
    renderForm()
    await userEvent.click(boxes()[0]!)
    // the fourth digit sends the code without a tap
    await userEvent.keyboard('1234')
    expect(await screen.findByText(messages.otpWrong)).toBeInTheDocument()
    await userEvent.click(verifyButton())
    expect(await screen.findByText(messages.otpVerificationFailed)).toBeInTheDocument()
    await userEvent.click(verifyButton())
    expect(await screen.findByText(messages.somethingWentWrongTryAgain)).toBeInTheDocument()
  })

  it('shows a countdown before the resend link', () => {
    stubFetch()
    renderForm()
    expect(screen.getByText(authStrings.resendIn(30))).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: authStrings.resend })).not.toBeInTheDocument()
  })
})

describe('VerifyForm arrival', () => {
  it('focuses the first box on arrival', () => {
    stubFetch()
    renderForm()
    expect(boxes()[0]).toHaveFocus()
  })
})

describe('VerifyForm retyping', () => {
  it('retyping the same digits over a wrong code still moves through the boxes', async () => {
    stubFetch()
    renderForm()
    await userEvent.click(boxes()[0]!)
    await userEvent.keyboard('0000')
    await userEvent.click(boxes()[0]!)
    await userEvent.keyboard('0980')
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['0', '9', '8', '0'])
  })
})
