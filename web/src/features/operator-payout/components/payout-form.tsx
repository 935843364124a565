import { type InputHTMLAttributes } from 'react'
import { BUSINESS_TYPES, moneyMessages, SavePayoutAccountBody, type PayoutAccount } from '@basera/contract/payout'
import { Field } from '../../../components/form/field'
import { FormAlert } from '../../../components/form/form-alert'
import { fieldByMessage, showServerError } from '../../../components/form/server-error'
import { SubmitButton } from '../../../components/form/submit-button'
import { useContractForm } from '../../../components/form/use-contract-form'
import { toast } from '../../../components/toast'
import { useSavePayoutAccount } from '../api/payout'
import { payoutStrings as t } from '../strings'
import form from '../../../components/form.module.css'
import styles from './payout-form.module.css'

type Field = Exclude<keyof SavePayoutAccountBody, 'owner_operator_id'>
type Values = Record<Field, string>

// the server checks the same rules and answers the first one's sentence: it goes beside its field
const serverField = fieldByMessage<SavePayoutAccountBody>({
  legal_name: [moneyMessages.legalNameRequired],
  business_type: [moneyMessages.businessTypeRequired],
  pan: [moneyMessages.panInvalid],
  bank_account_number: [moneyMessages.accountNumberInvalid],
  ifsc: [moneyMessages.ifscInvalid],
  email: [moneyMessages.emailInvalid],
  street: [moneyMessages.streetRequired],
  city: [moneyMessages.cityRequired],
  state: [moneyMessages.stateRequired],
  postal_code: [moneyMessages.postalCodeInvalid],
})

const LABELS: Record<Field, string> = {
  legal_name: t.legalName,
  business_type: t.businessType,
  pan: t.pan,
  bank_account_number: t.accountNumber,
  ifsc: t.ifsc,
  email: t.email,
  street: t.street,
  city: t.city,
  state: t.state,
  postal_code: t.postalCode,
}

const startFrom = (account: PayoutAccount | null): Values => ({
  legal_name: account?.legal_name ?? '',
  business_type: account?.business_type ?? '',
  pan: account?.pan ?? '',
  // the gateway keeps the number; we only ever show it masked, so a change asks for all of it again
  bank_account_number: '',
  ifsc: account?.ifsc ?? '',
  email: '',
  street: '',
  city: '',
  state: '',
  postal_code: '',
})

interface PayoutFormProps {
  account: PayoutAccount | null
  /** An admin saves for an owner. */
  ownerOperatorId?: number
}

/** The owner's payout account: every field checked by the contract's rules here, then by the server and the gateway. */
export function PayoutForm({ account, ownerOperatorId }: PayoutFormProps) {
  const save = useSavePayoutAccount()
  // '' for an unchosen business type: the contract's rule names it
  const values = useContractForm(SavePayoutAccountBody, { defaultValues: startFrom(account) as SavePayoutAccountBody })
  const { errors, isSubmitting } = values.formState

  const onSubmit = values.handleSubmit(async (body) => {
    try {
      const reply = await save.mutateAsync({ ...body, ...(ownerOperatorId ? { owner_operator_id: ownerOperatorId } : {}) })
      toast.success(reply.message ?? moneyMessages.payoutSaved)
      values.reset(startFrom(reply.data) as SavePayoutAccountBody)
    } catch (error) {
      showServerError(values, error, serverField)
    }
  })

  const text = (field: Field, props: InputHTMLAttributes<HTMLInputElement>, wide = false) => (
    <Field
      label={LABELS[field]}
      error={errors[field]?.message}
      className={`${form.field} ${wide ? styles.wide : ''}`}
      hint={field === 'bank_account_number' && account ? t.accountNumberKept(account.bank_account_number) : undefined}
    >
      {(control) => <input {...control} className={form.input} {...props} {...values.register(field)} />}
    </Field>
  )

  return (
    <form className={styles.card} onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className={styles.grid}>
        {text('legal_name', { autoComplete: 'organization', maxLength: 200 }, true)}
        <Field label={LABELS.business_type} error={errors.business_type?.message}>
          {(control) => (
            <select {...control} className={form.input} {...values.register('business_type')}>
              <option value="">{t.chooseType}</option>
              {BUSINESS_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t.businessTypes[type]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {text('pan', { autoCapitalize: 'characters', maxLength: 10, autoComplete: 'off' })}
        {text('bank_account_number', { inputMode: 'numeric', maxLength: 18, autoComplete: 'off' })}
        {text('ifsc', { autoCapitalize: 'characters', maxLength: 11, autoComplete: 'off' })}
        {text('email', { type: 'email', autoComplete: 'email', maxLength: 254 }, true)}
        {text('street', { autoComplete: 'street-address', maxLength: 100 }, true)}
        {text('city', { autoComplete: 'address-level2', maxLength: 100 })}
        {text('state', { autoComplete: 'address-level1', maxLength: 100 })}
        {text('postal_code', { inputMode: 'numeric', maxLength: 6, autoComplete: 'postal-code' })}
      </div>
      <FormAlert errors={errors} />
      <SubmitButton busy={isSubmitting} block={false} className={styles.submit}>
        {t.save}
      </SubmitButton>
    </form>
  )
}
