import { useEffect, type ReactNode } from 'react'
import { Controller } from 'react-hook-form'
import { TenantForm as TenantFormSchema, type TenantFormValues } from '@basera/contract/booking'
import { B2B_CHOICES, COUNTRY_CODE, FULL_NAME_MAX, GENDER_LABELS, GENDERS, OCCUPATIONS, PHONE_DIGITS, type Gender } from '@basera/contract/constants'
import { Field } from '../../../components/form/field'
import { SubmitButton } from '../../../components/form/submit-button'
import { useContractForm } from '../../../components/form/use-contract-form'
import { useAdmittedGenders } from '../admitted-genders'
import { bookingStrings } from '../strings'
import { ChoiceGroup } from './choice-group'
import styles from './booking.module.css'
import { useStrings } from '../../../lib/i18n'

export interface TenantDetails {
  fullName: string
  gender: Gender | ''
  contact_number: string
  email: string
  occupation: (typeof OCCUPATIONS)[number] | ''
  is_b2b_user: (typeof B2B_CHOICES)[number] | ''
}

interface TenantFormProps {
  initial: TenantDetails
  onValid: (details: TenantDetails) => void
  /** Choices of the booking beyond the tenant (the optional food), above Continue. */
  extra?: ReactNode
}

/** The genders offered: those the property admits (all when not known). */
function offeredGenders(admitted: readonly Gender[]): readonly Gender[] {
  return admitted.length > 0 ? GENDERS.filter((g) => admitted.includes(g)) : GENDERS
}

/**
 * Prefilled values that pass their own rule: a gender the property does not admit is not chosen for the
 * tenant (and a property for one gender has it chosen); an unchosen radio is absent, so 'required' applies.
 */
function toFormValues(d: TenantDetails, offered: readonly Gender[]): TenantFormValues {
  const only = offered.length === 1 ? offered[0] : undefined
  return {
    fullName: d.fullName,
    gender: d.gender && offered.includes(d.gender) ? d.gender : only,
    contact_number: d.contact_number,
    email: d.email,
    occupation: d.occupation || undefined,
    is_b2b_user: d.is_b2b_user || undefined,
  } as TenantFormValues
}

/** The booking details form: the contract's TenantForm rules, each error beside its field. */
export function TenantForm({ initial, onValid, extra }: TenantFormProps) {
  const t = useStrings(bookingStrings)
  const genderLabels = useStrings(GENDER_LABELS)
  const offered = offeredGenders(useAdmittedGenders())
  const genderOptions = offered.map((g) => ({ value: g, label: genderLabels[g] }))
  const occupationOptions = OCCUPATIONS.map((o) => ({ value: o, label: t.occupations[o] }))
  const b2bOptions = B2B_CHOICES.map((c) => ({ value: c, label: t.b2bChoices[c] }))
  const defaults = toFormValues(initial, offered)
  const form = useContractForm(TenantFormSchema, { defaultValues: defaults })
  const { errors } = form.formState
  // the profile (the signed-in number with it) can arrive after the sheet opened: it fills what the tenant has not typed
  const defaultsKey = JSON.stringify(defaults)
  useEffect(() => {
    form.reset(JSON.parse(defaultsKey) as TenantFormValues, { keepDirtyValues: true })
  }, [form, defaultsKey])

  const onSubmit = form.handleSubmit(onValid)

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <Field label={t.fullName} error={errors.fullName?.message} className={styles.field} labelClassName={styles.fieldLabel}>
        {(control) => <input {...control} className={styles.input} autoComplete="name" maxLength={FULL_NAME_MAX} {...form.register('fullName')} />}
      </Field>
      <Controller
        control={form.control}
        name="gender"
        render={({ field, fieldState }) => (
          <ChoiceGroup
            legend={t.gender}
            options={genderOptions}
            value={typeof field.value === 'string' ? (field.value as Gender) : ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <Field label={t.contactNumber} error={errors.contact_number?.message} hint={t.contactHint} className={styles.field} labelClassName={styles.fieldLabel}>
        {(control) => (
          <div className={styles.phoneRow}>
            <input className={`${styles.input} ${styles.cc}`} value={`+${COUNTRY_CODE}`} aria-label={t.countryCode} disabled />
            {/* the signed-in number, shown only: a disabled input gives the form no value, so it stays in the defaults */}
            <input {...control} className={styles.input} inputMode="numeric" maxLength={PHONE_DIGITS} value={initial.contact_number} disabled />
          </div>
        )}
      </Field>
      <Field label={t.email} error={errors.email?.message} className={styles.field} labelClassName={styles.fieldLabel}>
        {(control) => <input {...control} className={styles.input} type="email" inputMode="email" autoComplete="email" maxLength={254} {...form.register('email')} />}
      </Field>
      <Controller
        control={form.control}
        name="occupation"
        render={({ field, fieldState }) => (
          <ChoiceGroup legend={t.occupation} options={occupationOptions} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
        )}
      />
      <Controller
        control={form.control}
        name="is_b2b_user"
        render={({ field, fieldState }) => (
          <ChoiceGroup legend={t.b2b} hint={t.b2bHint} options={b2bOptions} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
        )}
      />
      {extra}
      <SubmitButton busy={form.formState.isSubmitting}>{t.continue}</SubmitButton>
    </form>
  )
}
