import { useState, type SubmitEvent } from 'react'
import { ContactUsBody } from '@basera/contract/engagement'
import { TEXT_INPUT_MAX } from '@basera/contract/constants'
import { Button } from '../../../components/button'
import { getErrorMessage } from '../../../lib/api-client'
import { firstErrorPerField } from '../../../lib/form-errors'
import { useSendContactMessage } from '../api/send-contact-message'
import { contactStrings } from '../strings'
import styles from '../../../components/form.module.css'
import { useStrings } from '../../../lib/i18n'

type Field = 'name' | 'email' | 'message'
type Values = Record<Field, string>
type FieldErrors = Partial<Record<Field, string>>
const FIELDS: readonly Field[] = ['name', 'email', 'message']

interface ContactFormProps {
  defaults?: Partial<Values>
}

/** Name, email and message, checked with the contract's ContactUsBody (the server checks the same). */
export function ContactForm({ defaults }: ContactFormProps) {
  const contactText = useStrings(contactStrings)
  const initial: Values = { name: defaults?.name ?? '', email: defaults?.email ?? '', message: '' }
  const [values, setValues] = useState<Values>(initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null)
  const send = useSendContactMessage()

  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    setErrors((e) => ({ ...e, [field]: undefined }))
    setOutcome(null)
  }

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault()
    const parsed = ContactUsBody.safeParse(values)
    if (!parsed.success) {
      setErrors(firstErrorPerField(parsed.error.issues, FIELDS))
      return
    }
    send.mutate(parsed.data, {
      onSuccess: () => {
        setValues(initial)
        setOutcome({ ok: true, text: contactText.sent })
      },
      onError: (error) => setOutcome({ ok: false, text: `${contactText.failed} ${getErrorMessage(error)}` }),
    })
  }

  const field = (name: Field, label: string, input: 'input' | 'textarea', type = 'text') => {
    const id = `contact-${name}`
    const errorId = `${id}-error`
    const common = {
      id,
      name,
      value: values[name],
      required: true,
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': errors[name] ? errorId : undefined,
      className: styles.input,
    }
    return (
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {label} <span className={styles.hint}>{contactText.required}</span>
        </label>
        {input === 'textarea' ? (
          <textarea {...common} rows={5} maxLength={2000} onChange={(e) => change(name, e.target.value)} />
        ) : (
          <input {...common} type={type} maxLength={TEXT_INPUT_MAX} autoComplete={name} onChange={(e) => change(name, e.target.value)} />
        )}
        {errors[name] && (
          <p id={errorId} className={styles.error}>
            {errors[name]}
          </p>
        )}
      </div>
    )
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {field('name', contactText.name, 'input')}
      {field('email', contactText.email, 'input', 'email')}
      {field('message', contactText.message, 'textarea')}
      <div role="status" aria-live="polite">
        {outcome?.ok && <p className={styles.success}>{outcome.text}</p>}
      </div>
      <div role="alert">{outcome && !outcome.ok && <p className={styles.failure}>{outcome.text}</p>}</div>
      <Button type="submit" block busy={send.isPending}>
        {contactText.send}
      </Button>
    </form>
  )
}
