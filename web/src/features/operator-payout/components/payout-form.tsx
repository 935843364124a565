import { useId, useState, type SubmitEvent } from 'react'
import { BUSINESS_TYPES, moneyMessages, SavePayoutAccountBody, type PayoutAccount } from '@basera/contract/payout'
import { Button } from '../../../components/button'
import { toast } from '../../../components/toast'
import { ApiError, getErrorMessage } from '../../../lib/api-client'
import { firstErrorPerField } from '../../../lib/form-errors'
import { useSavePayoutAccount } from '../api/payout'
import { payoutStrings as t } from '../strings'
import form from '../../../components/form.module.css'
import styles from './payout-form.module.css'

const FIELDS = ['legal_name', 'business_type', 'pan', 'bank_account_number', 'ifsc', 'email', 'street', 'city', 'state', 'postal_code'] as const
type Field = (typeof FIELDS)[number]
type Values = Record<Field, string>

// the server checks the same rules and answers the first one's sentence: it goes beside its field
const FIELD_OF_MESSAGE: Record<string, Field> = {
  [moneyMessages.legalNameRequired]: 'legal_name',
  [moneyMessages.businessTypeRequired]: 'business_type',
  [moneyMessages.panInvalid]: 'pan',
  [moneyMessages.accountNumberInvalid]: 'bank_account_number',
  [moneyMessages.ifscInvalid]: 'ifsc',
  [moneyMessages.emailInvalid]: 'email',
  [moneyMessages.streetRequired]: 'street',
  [moneyMessages.cityRequired]: 'city',
  [moneyMessages.stateRequired]: 'state',
  [moneyMessages.postalCodeInvalid]: 'postal_code',
}

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
  const [values, setValues] = useState<Values>(() => startFrom(account))
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const save = useSavePayoutAccount()
  const id = useId()

  const set = (field: Field, value: string) => {
    setValues((old) => ({ ...old, [field]: value }))
    setErrors((old) => ({ ...old, [field]: undefined }))
  }

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault()
    if (save.isPending) return
    setFailure(null)
    const body = { ...values, ...(ownerOperatorId ? { owner_operator_id: ownerOperatorId } : {}) }
    const parsed = SavePayoutAccountBody.safeParse(body)
    if (!parsed.success) {
      const found = firstErrorPerField(parsed.error.issues, FIELDS)
      setErrors(found)
      // keyboard and screen reader users land on the first field to fix
      const first = FIELDS.find((field) => found[field])
      if (first) document.getElementById(`${id}-${first}`)?.focus()
      return
    }
    save.mutate(parsed.data, {
      onSuccess: (reply) => {
        toast.success(reply.message ?? moneyMessages.payoutSaved)
        setValues(startFrom(reply.data))
      },
      onError: (error) => {
        const field = error instanceof ApiError ? FIELD_OF_MESSAGE[error.message] : undefined
        if (field) {
          setErrors({ [field]: error.message })
          document.getElementById(`${id}-${field}`)?.focus()
        }
        else setFailure(getErrorMessage(error))
      },
    })
  }

  const describe = (field: Field) => ({ 'aria-invalid': errors[field] ? true : undefined, 'aria-describedby': errors[field] ? `${id}-${field}-error` : field === 'bank_account_number' && account ? `${id}-kept` : undefined })
  const fieldBox = (field: Field, input: React.ReactNode, wide = false) => (
    <div className={`${form.field} ${wide ? styles.wide : ''}`}>
      <label htmlFor={`${id}-${field}`} className={form.label}>
        {LABELS[field]}
      </label>
      {input}
      {field === 'bank_account_number' && account && (
        <p id={`${id}-kept`} className={form.hint}>
          {t.accountNumberKept(account.bank_account_number)}
        </p>
      )}
      {errors[field] && (
        <p id={`${id}-${field}-error`} className={form.error}>
          {errors[field]}
        </p>
      )}
    </div>
  )
  const text = (field: Field, props: React.InputHTMLAttributes<HTMLInputElement> = {}, wide = false) =>
    fieldBox(field, <input id={`${id}-${field}`} className={form.input} value={values[field]} onChange={(e) => set(field, e.target.value)} {...props} {...describe(field)} />, wide)

  return (
    <form className={styles.card} onSubmit={onSubmit} noValidate>
      <div className={styles.grid}>
        {text('legal_name', { autoComplete: 'organization' }, true)}
        {fieldBox(
          'business_type',
          <select id={`${id}-business_type`} className={form.input} value={values.business_type} onChange={(e) => set('business_type', e.target.value)} {...describe('business_type')}>
            <option value="">{t.chooseType}</option>
            {BUSINESS_TYPES.map((type) => (
              <option key={type} value={type}>
                {t.businessTypes[type]}
              </option>
            ))}
          </select>,
        )}
        {text('pan', { autoCapitalize: 'characters', maxLength: 10, autoComplete: 'off' })}
        {text('bank_account_number', { inputMode: 'numeric', maxLength: 18, autoComplete: 'off' })}
        {text('ifsc', { autoCapitalize: 'characters', maxLength: 11, autoComplete: 'off' })}
        {text('email', { type: 'email', autoComplete: 'email' }, true)}
        {text('street', { autoComplete: 'street-address' }, true)}
        {text('city', { autoComplete: 'address-level2' })}
        {text('state', { autoComplete: 'address-level1' })}
        {text('postal_code', { inputMode: 'numeric', maxLength: 6, autoComplete: 'postal-code' })}
      </div>
      <p className={form.failure} role="alert" hidden={!failure}>
        {failure}
      </p>
      <Button type="submit" busy={save.isPending} className={styles.submit}>
        {t.save}
      </Button>
    </form>
  )
}
