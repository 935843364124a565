import { useEffect, useId, useState, type SubmitEvent } from 'react'
import type { VerifyOtpReply } from '@basera/contract/auth'
import { messages } from '@basera/contract/messages'
import { OTP_DIGITS } from '@basera/contract/constants'
import { Button } from '../../../components/button'
import { toast } from '../../../components/toast'
import { useLogin } from '../api/login'
import { useVerifyOtp } from '../api/verify-otp'
import { signInErrorMessage } from '../auth-errors'
import { authStrings } from '../strings'
import { OtpInput } from './otp-input'
import styles from './auth-form.module.css'

interface VerifyFormProps {
  phoneNumber: string
  /** Only in development: the code from the login answer, shown as a hint. */
  devCode?: string
  resendAfterSeconds: number
  onVerified: (reply: VerifyOtpReply) => void
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

export function VerifyForm({ phoneNumber, devCode, resendAfterSeconds, onVerified }: VerifyFormProps) {
  const [digits, setDigits] = useState<string[]>(() => Array.from({ length: OTP_DIGITS }, () => ''))
  const [error, setError] = useState<string | null>(null)
  const [hint, setHint] = useState(devCode)
  const [secondsLeft, setSecondsLeft] = useCountdown(resendAfterSeconds)
  const verify = useVerifyOtp()
  const resend = useLogin()
  const errorId = useId()

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault()
    if (verify.isPending) return
    if (digits.some((d) => !/^\d$/.test(d))) {
      setError(messages.otpAllDigits)
      return
    }
    verify.mutate(
      { phoneNumber, otp: digits.join('') },
      {
        onSuccess: (reply) => {
          if (reply.success) onVerified(reply)
          else setError(reply.message || messages.otpVerificationFailed)
        },
        onError: (err) => setError(signInErrorMessage(err, messages.otpVerificationFailed, messages.somethingWentWrongTryAgain)),
      },
    )
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
        onError: (err) => setError(signInErrorMessage(err, messages.loginFailed)),
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
      />
      <p id={errorId} className={styles.error} role="alert">
        {error}
      </p>
      {hint && <p className={styles.devHint}>{authStrings.devCode(hint)}</p>}
      <Button type="submit" block busy={verify.isPending}>
        {authStrings.verify}
      </Button>
      <p className={styles.resend}>
        {secondsLeft > 0 ? (
          <span aria-live="polite">{authStrings.resendIn(secondsLeft)}</span>
        ) : (
          <button type="button" className={styles.linkButton} onClick={onResend} disabled={resend.isPending}>
            {authStrings.resend}
          </button>
        )}
      </p>
    </form>
  )
}
