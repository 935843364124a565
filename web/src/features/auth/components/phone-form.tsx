import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react'
import { LoginBody, type LoginReply } from '@basera/contract/auth'
import { messages } from '@basera/contract/messages'
import { normalisePhoneInput } from '@basera/contract/phone'
import { Button } from '../../../components/button'
import { useLogin, type SendCode } from '../api/login'
import { authStrings } from '../strings'
import styles from './auth-form.module.css'
import { useStrings, localMessage } from '../../../lib/i18n'
import { getErrorMessage } from '../../../lib/api-client'

interface PhoneFormProps {
  onSent: (phoneNumber: string, reply: LoginReply) => void
  /** The call that sends the code: the tenant's login unless the operator console passes its own. */
  send?: SendCode
}

/** Mobile number entry: +91, digits only, 10 at most (a pasted or typed country code dropped); the contract's LoginBody gives the messages. */
export function PhoneForm({ onSent, send }: PhoneFormProps) {
  const messageText = useStrings(messages)
  const authText = useStrings(authStrings)
  const [phone, setPhone] = useState('')
  const [error, setError] = useState<string | null>(null)
  const login = useLogin(send)
  const inputId = useId()
  const errorId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  // the number is the one thing to type here: the field is ready on arrival
  useEffect(() => inputRef.current?.focus(), [])

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault()
    if (login.isPending) return
    const parsed = LoginBody.safeParse({ phoneNumber: phone })
    if (!parsed.success) {
      setError(localMessage(parsed.error.issues[0]?.message ?? messageText.phoneTenDigits))
      return
    }
    login.mutate(parsed.data, {
      onSuccess: (reply) => {
        if (reply.success) onSent(parsed.data.phoneNumber, reply)
        else setError(reply.message || messageText.loginFailed)
      },
      onError: (err) => setError(getErrorMessage(err, messageText.loginFailed, messageText.loginFailed)),
    })
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <label htmlFor={inputId} className={styles.label}>
        {authText.phoneLabel}
      </label>
      <div className={`${styles.phoneField} ${error ? styles.invalid : ''}`}>
        <span className={styles.prefix} aria-hidden="true">
          {authText.countryCode}
        </span>
        <input
          id={inputId}
          ref={inputRef}
          className={styles.phoneInput}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          // no maxLength: the browser would cut a pasted '+91 98765 01234' before the country code and spaces go
          value={phone}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setPhone(normalisePhoneInput(event.target.value))
            setError(null)
          }}
        />
      </div>
      <p id={errorId} className={styles.error} role="alert">
        {error}
      </p>
      <Button type="submit" block busy={login.isPending}>
        {authText.sendCode}
      </Button>
    </form>
  )
}
