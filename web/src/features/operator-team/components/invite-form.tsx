import { Controller } from 'react-hook-form'
import { TEXT_INPUT_MAX } from '@basera/contract/constants'
import { InviteOperatorBody } from '@basera/contract/operator'
import { messages } from '@basera/contract/messages'
import { Field } from '../../../components/form/field'
import { FormAlert } from '../../../components/form/form-alert'
import { PhoneInput } from '../../../components/form/phone-input'
import { fieldByMessage, showServerError } from '../../../components/form/server-error'
import { SubmitButton } from '../../../components/form/submit-button'
import { useContractForm } from '../../../components/form/use-contract-form'
import { toast } from '../../../components/toast'
import { useInviteOperator } from '../api/team'
import { teamStrings as t } from '../strings'
import { PropertyPicker, type PickableProperty } from './property-picker'
import form from '../../../components/form.module.css'
import styles from './invite-form.module.css'

interface InviteFormProps {
  /** An admin invites owners; an owner invites managers. */
  role: 'owner' | 'manager'
  /** The inviting owner's properties a manager may be given. */
  properties: readonly PickableProperty[]
}

const serverField = fieldByMessage<InviteOperatorBody>({ phone: [messages.phoneTenDigits, messages.phoneIndianMobile, messages.phoneRequired] })

export function InviteForm({ role, properties }: InviteFormProps) {
  const invite = useInviteOperator()
  const values = useContractForm(InviteOperatorBody, { defaultValues: { name: '', phone: '', role, property_ids: [] } })
  const { errors } = values.formState
  const phone = values.register('phone')

  const onSubmit = values.handleSubmit(async (body) => {
    if (role === 'manager' && body.property_ids.length === 0) {
      values.setError('property_ids', { type: 'rule', message: t.chooseProperty })
      return
    }
    try {
      const reply = await invite.mutateAsync(body)
      toast.success(reply.message || t.invited(reply.data.name))
      values.reset({ name: '', phone: '', role, property_ids: [] })
    } catch (error) {
      showServerError(values, error, serverField)
    }
  })

  return (
    <form className={`${form.form} ${styles.card}`} onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className={form.hint}>{role === 'owner' ? t.inviteBodyAdmin : t.inviteBodyOwner}</p>
      <div className={styles.pair}>
        <Field label={t.name} error={errors.name?.message}>
          {(control) => <input {...control} className={form.input} autoComplete="off" maxLength={TEXT_INPUT_MAX} {...values.register('name')} />}
        </Field>
        <Field label={t.phone} error={errors.phone?.message}>
          {(control) => <PhoneInput {...control} registration={phone} className={form.input} />}
        </Field>
      </div>
      <p className={form.hint}>
        {t.role}: <strong>{t.roles[role]}</strong>
      </p>
      {role === 'manager' && (
        <Controller
          control={values.control}
          name="property_ids"
          render={({ field, fieldState }) => (
            <PropertyPicker properties={properties} chosen={(field.value ?? []).map(Number)} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
      )}
      <FormAlert errors={errors} />
      <SubmitButton busy={invite.isPending} block={false} className={styles.submit}>
        {t.invite}
      </SubmitButton>
    </form>
  )
}
