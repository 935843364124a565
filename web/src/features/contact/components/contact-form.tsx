import { useState } from 'react'
import { ContactUsBody } from '@basera/contract/engagement'
import { TEXT_INPUT_MAX } from '@basera/contract/constants'
import { Field } from '../../../components/form/field'
import { FormAlert } from '../../../components/form/form-alert'
import { SubmitButton } from '../../../components/form/submit-button'
import { useContractForm } from '../../../components/form/use-contract-form'
import { getErrorMessage } from '../../../lib/api-client'
import { useSendContactMessage } from '../api/send-contact-message'
import { contactStrings } from '../strings'
import styles from '../../../components/form.module.css'
import { useStrings } from '../../../lib/i18n'

const MESSAGE_MAX = 2000
const EMAIL_MAX = 254

interface ContactFormProps {
  defaults?: Partial<Pick<ContactUsBody, 'name' | 'email'>>
}

/** Name, email and message, checked with the contract's ContactUsBody (the server checks the same). */
export function ContactForm({ defaults }: ContactFormProps) {
  const contactText = useStrings(contactStrings)
  const initial = { name: defaults?.name ?? '', email: defaults?.email ?? '', message: '' }
  const form = useContractForm(ContactUsBody, { defaultValues: initial })
  const [sent, setSent] = useState(false)
  const send = useSendContactMessage()
  const { errors } = form.formState

  const onSubmit = form.handleSubmit(async (body) => {
    setSent(false)
    try {
      await send.mutateAsync(body)
      form.reset(initial)
      setSent(true)
    } catch (error) {
      form.setError('root.server', { type: 'server', message: `${contactText.failed} ${getErrorMessage(error)}` })
    }
  })
  const label = (text: string) => (
    <>
      {text} <span className={styles.hint}>{contactText.required}</span>
    </>
  )

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <Field label={label(contactText.name)} error={errors.name?.message}>
        {(control) => <input {...control} className={styles.input} required maxLength={TEXT_INPUT_MAX} autoComplete="name" {...form.register('name')} />}
      </Field>
      <Field label={label(contactText.email)} error={errors.email?.message}>
        {(control) => <input {...control} className={styles.input} type="email" required maxLength={EMAIL_MAX} autoComplete="email" {...form.register('email')} />}
      </Field>
      <Field label={label(contactText.message)} error={errors.message?.message}>
        {(control) => <textarea {...control} className={styles.input} required rows={5} maxLength={MESSAGE_MAX} {...form.register('message')} />}
      </Field>
      <div role="status" aria-live="polite">
        {sent && <p className={styles.success}>{contactText.sent}</p>}
      </div>
      <FormAlert errors={errors} />
      <SubmitButton busy={send.isPending}>{contactText.send}</SubmitButton>
    </form>
  )
}
