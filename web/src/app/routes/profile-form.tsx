import type { ChangeEvent } from 'react'
import { Link } from 'react-router'
import { CITIES, FULL_NAME_MAX, GENDER_LABELS, GENDERS, PRICE_MAX, type Gender } from '@basera/contract/constants'
import { todayInIndia } from '@basera/contract/dates'
import { UpdateLeadProfileBody, type LeadProfile } from '@basera/contract/leads'
import { messages } from '@basera/contract/messages'
import { Field } from '../../components/form/field'
import { FormAlert } from '../../components/form/form-alert'
import { fieldByMessage, showServerError } from '../../components/form/server-error'
import { SubmitButton } from '../../components/form/submit-button'
import { useContractForm } from '../../components/form/use-contract-form'
import { toast } from '../../components/toast'
import { useUpdateLeadProfile, type LeadProfileChanges } from '../../features/profile/api/update-lead-profile'
import { profileStrings } from './profile-strings'
import styles from './profile.module.css'
import { useStrings } from '../../lib/i18n'

// as many digits as the highest rent the price rules allow (₹50,000: 5)
const BUDGET_DIGITS = String(PRICE_MAX).length
const rupeesOrEmpty = (value: unknown) => (value === '' || value === null || value === undefined ? '' : Number(value))
const isGender = (value: unknown): value is Gender => GENDERS.some((g) => g === value)
/** Digits only on screen, whatever is typed or pasted. */
const keepDigits = (event: ChangeEvent<HTMLInputElement>) => {
  event.target.value = event.target.value.replace(/\D/g, '').slice(0, BUDGET_DIGITS)
}

const serverField = fieldByMessage<UpdateLeadProfileBody>({
  full_name: [messages.fullNameRequired, messages.fullNameMin, messages.fullNameMax],
  email: [messages.emailInvalid],
  dob: [messages.dobInFuture, messages.dobTooYoung, messages.dobTooOld],
  // the server checks the range an update leaves (one end against the stored other): said beside the end it is about
  pref_budget_min_range: [messages.priceBelowLowest, messages.priceMinNotBelowMax, messages.priceGapTooSmall],
  pref_budget_max_range: [messages.priceAboveHighest],
})

/** The tenant profile form (spec: profile edit); the contract's UpdateLeadProfileBody, each error beside its field. */
export function ProfileForm({ profile }: { profile: LeadProfile }) {
  const messageText = useStrings(messages)
  const s = useStrings(profileStrings)
  const genderLabels = useStrings(GENDER_LABELS)
  const update = useUpdateLeadProfile()
  const form = useContractForm(UpdateLeadProfileBody, {
    defaultValues: {
      leadId: profile.leadId,
      full_name: profile.full_name ?? '',
      email: profile.email ?? '',
      dob: profile.dob ?? '',
      gender: profile.gender,
      pref_city_id: profile.pref_city_id ?? undefined,
      pref_budget_min_range: profile.pref_budget_min_range ?? '',
      pref_budget_max_range: profile.pref_budget_max_range ?? '',
    },
  })
  const { errors } = form.formState
  const cityId = form.watch('pref_city_id')
  const gender = form.watch('gender')
  const cityChanged = cityId !== undefined && cityId !== profile.pref_city_id
  const digitsField = (name: 'pref_budget_min_range' | 'pref_budget_max_range') => {
    const field = form.register(name, { setValueAs: rupeesOrEmpty })
    return { ...field, onChange: (event: ChangeEvent<HTMLInputElement>) => { keepDigits(event); void field.onChange(event) } }
  }

  const onSubmit = form.handleSubmit(async (valid) => {
    const changes: LeadProfileChanges = {
      full_name: valid.full_name,
      email: valid.email,
      dob: valid.dob,
      pref_budget_min_range: valid.pref_budget_min_range,
      pref_budget_max_range: valid.pref_budget_max_range,
    }
    if (isGender(valid.gender)) changes.gender = valid.gender
    if (valid.pref_city_id !== undefined && cityChanged) {
      changes.pref_city_id = valid.pref_city_id
      // a locality belongs to one city: a new city starts without one
      changes.pref_locality_id = ''
    }
    try {
      await update.mutateAsync(changes)
      toast.success(messageText.profileUpdated)
    } catch (error) {
      showServerError(form, error, serverField)
    }
  })

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{s.about}</legend>
        <label className={styles.field}>
          <span>{s.phone}</span>
          <input className={styles.input} value={`+91 ${profile.phone_number}`} disabled />
        </label>
        <Field label={s.fullName} error={errors.full_name?.message} className={styles.field} labelClassName="">
          {(control) => <input {...control} className={styles.input} maxLength={FULL_NAME_MAX} autoComplete="name" {...form.register('full_name')} />}
        </Field>
        <Field label={s.email} error={errors.email?.message} className={styles.field} labelClassName="">
          {(control) => <input {...control} className={styles.input} type="email" maxLength={254} autoComplete="email" {...form.register('email')} />}
        </Field>
        <Field label={s.dob} error={errors.dob?.message} className={styles.field} labelClassName="">
          {(control) => <input {...control} className={styles.input} type="date" max={todayInIndia()} {...form.register('dob')} />}
        </Field>
        <fieldset className={styles.radios}>
          <legend>{s.gender}</legend>
          {GENDERS.map((value) => (
            <label key={value} className={`${styles.radio} ${gender === value ? styles.checked : ''}`}>
              <input type="radio" value={value} {...form.register('gender')} />
              {genderLabels[value]}
            </label>
          ))}
        </fieldset>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{s.preferences}</legend>
        <Field label={s.city} className={styles.field} labelClassName="">
          {(control) => (
            <select {...control} className={styles.input} {...form.register('pref_city_id', { setValueAs: (v: string) => (v === '' ? undefined : Number(v)) })}>
              {cityId === undefined && <option value="">{s.chooseCity}</option>}
              {CITIES.map((c) => (
                <option key={c.city_id} value={c.city_id}>
                  {c.city_name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className={styles.field}>
          <label htmlFor="profile-locality">{s.locality}</label>
          <div className={styles.withLink}>
            <input id="profile-locality" className={styles.input} value={cityChanged ? '' : (profile.pref_locality_name ?? s.noLocality)} disabled />
            <Link to="/localities" className={styles.change} aria-label={s.changeLocality}>
              {s.change}
            </Link>
          </div>
          {cityChanged && <p className={styles.hint}>{s.cityChangedHint}</p>}
        </div>
        <div className={styles.pair}>
          <Field label={s.budgetMin} error={errors.pref_budget_min_range?.message} className={styles.field} labelClassName="">
            {(control) => <input {...control} className={styles.input} inputMode="numeric" maxLength={BUDGET_DIGITS} {...digitsField('pref_budget_min_range')} />}
          </Field>
          <Field label={s.budgetMax} error={errors.pref_budget_max_range?.message} className={styles.field} labelClassName="">
            {(control) => <input {...control} className={styles.input} inputMode="numeric" maxLength={BUDGET_DIGITS} {...digitsField('pref_budget_max_range')} />}
          </Field>
        </div>
      </fieldset>
      <FormAlert errors={errors} />
      <div className={styles.saveBar}>
        <SubmitButton busy={update.isPending}>{s.save}</SubmitButton>
      </div>
    </form>
  )
}
