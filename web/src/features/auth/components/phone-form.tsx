import { useEffect, useId, type ChangeEvent } from 'react'
import { LoginBody, type LoginReply } from '@basera/contract/auth'
import { messages } from '@basera/contract/messages'
import { normalisePhoneInput } from '@basera/contract/phone'
import { FieldError } from '../../../components/form/field'
import { SubmitButton } from '../../../components/form/submit-button'
import { useContractForm } from '../../../components/form/use-contract-form'
import { useLogin, type SendCode } from '../api/login'
import { authStrings } from '../strings'
import styles from './auth-form.module.css'
import { useStrings } from '../../../lib/i18n'
import { getErrorMessage } from '../../../lib/api-client'

interface PhoneFormProps {
  onSent: (phoneNumber: string, reply: LoginReply) => void
  /** The call that sends the code: the tenant's login unless the operator console passes its own. */
  send?: SendCode
}

/**
 * Mobile number entry (the tenant's and the console's sign-in): +91, digits only, 10 at most (a pasted or typed
 * country code dropped); the contract's LoginBody on the form kit, its message beside the field.
 */
export function PhoneForm({ onSent, send }: PhoneFormProps) {
  const messageText = useStrings(messages)
  const authText = useStrings(authStrings)
  const login = useLogin(send)
  const inputId = useId()
  const errorId = useId()
  // checked on submit, then on each change: a half-typed number is not an error yet
  const form = useContractForm(LoginBody, { defaultValues: { phoneNumber: '' } })
  const field = form.register('phoneNumber')
  const error = form.formState.errors.phoneNumber?.message
  // the number is the one thing to type here: the field is ready on arrival
  useEffect(() => form.setFocus('phoneNumber'), [form])

  const onSubmit = form.handleSubmit(async (body) => {
    if (login.isPending) return
    try {
      const reply = await login.mutateAsync(body)
      if (reply.success) onSent(body.phoneNumber, reply)
      else form.setError('phoneNumber', { type: 'server', message: reply.message || messageText.loginFailed })
    } catch (err) {
      form.setError('phoneNumber', { type: 'server', message: getErrorMessage(err, messageText.loginFailed, messageText.loginFailed) })
    }
  })

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <label htmlFor={inputId} className={styles.label}>
        {authText.phoneLabel}
      </label>
      <div className={`${styles.phoneField} ${error ? styles.invalid : ''}`}>
        <span className={styles.prefix} aria-hidden="true">
          {authText.countryCode}
        </span>
        <input
          id={inputId}
          {...field}
          className={styles.phoneInput}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          // no maxLength: the browser would cut a pasted '+91 98765 01234' before the country code and spaces go
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            event.target.value = normalisePhoneInput(event.target.value)
            void field.onChange(event)
          }}
        />
      </div>
      <div role="alert">
        <FieldError id={errorId} message={error} />
      </div>
      <SubmitButton busy={login.isPending}>{authText.sendCode}</SubmitButton>
    </form>
  )
}
