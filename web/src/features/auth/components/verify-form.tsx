import { useEffect, useId, useRef, useState, type BaseSyntheticEvent } from 'react'
import { OtpEntry } from '@basera/contract/auth'
import { messages } from '@basera/contract/messages'
import { OTP_DIGITS } from '@basera/contract/constants'
import { FieldError } from '../../../components/form/field'
import { FormAlert } from '../../../components/form/form-alert'
import { showServerError } from '../../../components/form/server-error'
import { SubmitButton } from '../../../components/form/submit-button'
import { useContractForm } from '../../../components/form/use-contract-form'
import { toast } from '../../../components/toast'
import { useLogin, type SendCode } from '../api/login'
import { useVerifyOtp, type CheckCode, type VerifiedReply } from '../api/verify-otp'
import { authStrings } from '../strings'
import { useWebOtp } from '../web-otp'
import { OtpInput } from './otp-input'
import styles from './auth-form.module.css'
import { useStrings } from '../../../lib/i18n'

interface VerifyFormProps<R extends VerifiedReply> {
  phoneNumber: string
  /** Only in development: the code from the login answer, shown as a hint. */
  devCode?: string
  resendAfterSeconds: number
  onVerified: (reply: R) => void
  /** The call that checks the code (the tenant's verifyLeadOtp, or the operator console's). */
  check: CheckCode<R>
  /** The call that sends a new code: the tenant's login unless the operator console passes its own. */
  send?: SendCode
}

function useCountdown(initial: number) {
  const [left, setLeft] = useState(initial)
  useEffect(() => {
    if (left <= 0) return
    const timer = window.setTimeout(() => setLeft((s) => s - 1), 1000)
    return () => window.clearTimeout(timer)
  }, [left])
  return [left, setLeft] as const
}

// the form holds the boxes as one text, an empty box a space, so a gap stays where it is (the contract's OtpEntry)
const BLANK = ' '.repeat(OTP_DIGITS)
const boxesOf = (otp: string) => Array.from({ length: OTP_DIGITS }, (_, i) => (otp[i] ?? ' ').trim())
const otpOf = (digits: readonly string[]) => Array.from({ length: OTP_DIGITS }, (_, i) => digits[i] || ' ').join('')

/**
 * The code entry of the tenant's and the console's sign-in, on the form kit: the contract's OtpEntry checks it,
 * its sentence and the server's refusal of the code (wrong, expired, too many tries) show beside the boxes, a
 * failure of the connection or the server inside the form.
 */
export function VerifyForm<R extends VerifiedReply>({ phoneNumber, devCode, resendAfterSeconds, onVerified, send, check }: VerifyFormProps<R>) {
  const messageText = useStrings(messages)
  const authText = useStrings(authStrings)
  const form = useContractForm(OtpEntry, { mode: 'onSubmit', defaultValues: { otp: BLANK } })
  const digits = boxesOf(form.watch('otp'))
  const error = form.formState.errors.otp?.message
  const [hint, setHint] = useState(devCode)
  const [secondsLeft, setSecondsLeft] = useCountdown(resendAfterSeconds)
  const verify = useVerifyOtp(check)
  const resend = useLogin(send)
  const errorId = useId()
  // one code on its way at a time (the fourth digit, WebOTP and Verify may all ask at once)
  const sending = useRef(false)

  const setDigits = (next: readonly string[]) => {
    form.setValue('otp', otpOf(next))
    // an old message goes as the code is typed again
    form.clearErrors()
  }

  const sendCode = async ({ otp }: OtpEntry) => {
    if (sending.current) return
    sending.current = true
    try {
      const reply = await verify.mutateAsync({ phoneNumber, otp })
      if (reply.success) onVerified(reply)
      else form.setError('otp', { type: 'server', message: reply.message || messageText.otpVerificationFailed })
    } catch (err) {
      // a 4xx is about the code: beside the boxes; no answer or a 5xx: in the form
      showServerError(form, err, () => 'otp', { fallback: messageText.otpVerificationFailed, network: messageText.somethingWentWrongTryAgain })
    } finally {
      sending.current = false
    }
  }
  // made when asked (a tap, the fourth digit, WebOTP), so the latest values are checked
  const verifyCode = (event?: BaseSyntheticEvent) => form.handleSubmit(sendCode)(event)

  useWebOtp((code) => {
    setDigits(code.split(''))
    void verifyCode()
  })

  const onResend = () => {
    resend.mutate(
      { phoneNumber },
      {
        onSuccess: (reply) => {
          setHint(reply.otp)
          setSecondsLeft(reply.resend_after_seconds)
          setDigits([])
          toast.success(reply.message)
        },
        onError: (err) => showServerError(form, err, undefined, { fallback: messageText.loginFailed, network: messageText.loginFailed }),
      },
    )
  }

  return (
    <form className={styles.form} onSubmit={(event) => void verifyCode(event)} noValidate>
      <OtpInput
        digits={digits}
        invalid={Boolean(error)}
        describedBy={error ? errorId : undefined}
        onChange={setDigits}
        // the fourth digit sends the code: no extra tap
        onComplete={(next) => {
          setDigits(next)
          void verifyCode()
        }}
      />
      <div role="alert">
        <FieldError id={errorId} message={error} />
      </div>
      <FormAlert errors={form.formState.errors} />
      {hint && <p className={styles.devHint}>{authText.devCode(hint)}</p>}
      <SubmitButton busy={verify.isPending}>{authText.verify}</SubmitButton>
      <p className={styles.resend}>
        {secondsLeft > 0 ? (
          <span aria-live="polite">{authText.resendIn(secondsLeft)}</span>
        ) : (
          <button type="button" className={styles.linkButton} onClick={onResend} disabled={resend.isPending}>
            {authText.resend}
          </button>
        )}
      </p>
    </form>
  )
}
