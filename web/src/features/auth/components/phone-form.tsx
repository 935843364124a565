import { useId, useState, type SubmitEvent } from 'react'
import { LoginBody, type LoginReply } from '@basera/contract/auth'
import { messages } from '@basera/contract/messages'
import { PHONE_DIGITS } from '@basera/contract/constants'
import { Button } from '../../../components/button'
import { useLogin } from '../api/login'
import { signInErrorMessage } from '../auth-errors'
import { authStrings } from '../strings'
import styles from './auth-form.module.css'

interface PhoneFormProps {
  onSent: (phoneNumber: string, reply: LoginReply) => void
}

/** Mobile number entry: +91, digits only, 10 at most; the contract's LoginBody gives the messages. */
export function PhoneForm({ onSent }: PhoneFormProps) {
  const [phone, setPhone] = useState('')
  const [error, setError] = useState<string | null>(null)
  const login = useLogin()
  const inputId = useId()
  const errorId = useId()

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault()
    if (login.isPending) return
    const parsed = LoginBody.safeParse({ phoneNumber: phone })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? messages.phoneTenDigits)
      return
    }
    login.mutate(parsed.data, {
      onSuccess: (reply) => {
        if (reply.success) onSent(parsed.data.phoneNumber, reply)
        else setError(reply.message || messages.loginFailed)
      },
      onError: (err) => setError(signInErrorMessage(err, messages.loginFailed)),
    })
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <label htmlFor={inputId} className={styles.label}>
        {authStrings.phoneLabel}
      </label>
      <div className={`${styles.phoneField} ${error ? styles.invalid : ''}`}>
        <span className={styles.prefix} aria-hidden="true">
          {authStrings.countryCode}
        </span>
        <input
          id={inputId}
          className={styles.phoneInput}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_DIGITS}
          value={phone}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setPhone(event.target.value.replace(/\D/g, '').slice(0, PHONE_DIGITS))
            setError(null)
          }}
        />
      </div>
      <p id={errorId} className={styles.error} role="alert">
        {error}
      </p>
      <Button type="submit" block busy={login.isPending}>
        {authStrings.sendCode}
      </Button>
    </form>
  )
}
