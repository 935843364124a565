import { useEffect, useId, useState, type SubmitEvent } from 'react'
import { messages } from '@basera/contract/messages'
import { OTP_DIGITS } from '@basera/contract/constants'
import { Button } from '../../../components/button'
import { toast } from '../../../components/toast'
import { useLogin, type SendCode } from '../api/login'
import { useVerifyOtp, type CheckCode, type VerifiedReply } from '../api/verify-otp'
import { authStrings } from '../strings'
import { useWebOtp } from '../web-otp'
import { OtpInput } from './otp-input'
import styles from './auth-form.module.css'
import { getErrorMessage } from '../../../lib/api-client'
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

export function VerifyForm<R extends VerifiedReply>({ phoneNumber, devCode, resendAfterSeconds, onVerified, send, check }: VerifyFormProps<R>) {
  const messageText = useStrings(messages)
  const authText = useStrings(authStrings)
  const [digits, setDigits] = useState<string[]>(() => Array.from({ length: OTP_DIGITS }, () => ''))
  const [error, setError] = useState<string | null>(null)
  const [hint, setHint] = useState(devCode)
  const [secondsLeft, setSecondsLeft] = useCountdown(resendAfterSeconds)
  const verify = useVerifyOtp(check)
  const resend = useLogin(send)
  const errorId = useId()
  const complete = (code: readonly string[]) => code.length === OTP_DIGITS && code.every((d) => /^\d$/.test(d))

  const verifyCode = (code: readonly string[]) => {
    if (verify.isPending) return
    if (!complete(code)) {
      setError(messageText.otpAllDigits)
      return
    }
    verify.mutate(
      { phoneNumber, otp: code.join('') },
      {
        onSuccess: (reply) => {
          if (reply.success) onVerified(reply)
          else setError(reply.message || messageText.otpVerificationFailed)
        },
        onError: (err) => setError(getErrorMessage(err, messageText.otpVerificationFailed, messageText.somethingWentWrongTryAgain)),
      },
    )
  }

  useWebOtp((code) => {
    setDigits(code.split(''))
    setError(null)
    verifyCode(code.split(''))
  })

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault()
    verifyCode(digits)
  }

  const onResend = () => {
    resend.mutate(
      { phoneNumber },
      {
        onSuccess: (reply) => {
          setHint(reply.otp)
          setSecondsLeft(reply.resend_after_seconds)
          setDigits(digits.map(() => ''))
          setError(null)
          toast.success(reply.message)
        },
        onError: (err) => setError(getErrorMessage(err, messageText.loginFailed, messageText.loginFailed)),
      },
    )
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <OtpInput
        digits={digits}
        invalid={Boolean(error)}
        describedBy={errorId}
        onChange={(next) => {
          setDigits(next)
          setError(null)
        }}
        // the fourth digit sends the code: no extra tap
        onComplete={verifyCode}
      />
      <p id={errorId} className={styles.error} role="alert">
        {error}
      </p>
      {hint && <p className={styles.devHint}>{authText.devCode(hint)}</p>}
      <Button type="submit" block busy={verify.isPending}>
        {authText.verify}
      </Button>
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
