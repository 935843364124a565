import { useId, useState, type SubmitEvent } from 'react'
import { firstTenantFormError, type TenantFormValues } from '@basera/contract/booking'
import { B2B_CHOICES, COUNTRY_CODE, GENDER_LABELS, GENDERS, OCCUPATIONS, PHONE_DIGITS, TEXT_INPUT_MAX, type Gender } from '@basera/contract/constants'
import { Button } from '../../../components/button'
import { bookingStrings } from '../strings'
import { ChoiceGroup } from './choice-group'
import { toast } from '../../../components/toast'
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
}


/** The contract's form values; an unchosen radio is absent, so the 'required' message applies. */
function toFormValues(d: TenantDetails): Partial<TenantFormValues> {
  return {
    fullName: d.fullName,
    gender: d.gender || undefined,
    contact_number: d.contact_number,
    email: d.email,
    occupation: d.occupation || undefined,
    is_b2b_user: d.is_b2b_user || undefined,
  }
}

/** The booking details form: one toast with the first failing rule, in the spec's order. */
export function TenantForm({ initial, onValid }: TenantFormProps) {
  const t = useStrings(bookingStrings)
  const genderLabels = useStrings(GENDER_LABELS)
  const genderOptions = GENDERS.map((g) => ({ value: g, label: genderLabels[g] }))
  const occupationOptions = OCCUPATIONS.map((o) => ({ value: o, label: t.occupations[o] }))
  const b2bOptions = B2B_CHOICES.map((c) => ({ value: c, label: t.b2bChoices[c] }))
  const [details, setDetails] = useState(initial)
  const id = useId()
  const set = <K extends keyof TenantDetails>(key: K, value: TenantDetails[K]) => setDetails((d) => ({ ...d, [key]: value }))

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault()
    const error = firstTenantFormError(toFormValues(details))
    if (error) {
      toast.error(error)
      return
    }
    onValid(details)
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={styles.field}>
        <label htmlFor={`${id}-name`} className={styles.fieldLabel}>
          {t.fullName}
        </label>
        <input
          id={`${id}-name`}
          className={styles.input}
          autoComplete="name"
          maxLength={TEXT_INPUT_MAX}
          value={details.fullName}
          onChange={(e) => set('fullName', e.target.value)}
        />
      </div>
      <ChoiceGroup legend={t.gender} options={genderOptions} value={details.gender} onChange={(g) => set('gender', g)} />
      <div className={styles.field}>
        <span className={styles.fieldLabel} id={`${id}-phone-label`}>
          {t.contactNumber}
        </span>
        <div className={styles.phoneRow}>
          <label htmlFor={`${id}-cc`} className="visually-hidden">
            {t.countryCode}
          </label>
          <input id={`${id}-cc`} className={`${styles.input} ${styles.cc}`} value={`+${COUNTRY_CODE}`} disabled />
          <label htmlFor={`${id}-phone`} className="visually-hidden">
            {t.contactNumber}
          </label>
          <input
            id={`${id}-phone`}
            className={styles.input}
            inputMode="numeric"
            maxLength={PHONE_DIGITS}
            value={details.contact_number}
            disabled
            aria-describedby={`${id}-phone-hint`}
            onChange={(e) => set('contact_number', e.target.value.replace(/\D/g, '').slice(0, PHONE_DIGITS))}
          />
        </div>
        <p id={`${id}-phone-hint`} className={styles.hint}>
          {t.contactHint}
        </p>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-email`} className={styles.fieldLabel}>
          {t.email}
        </label>
        <input
          id={`${id}-email`}
          className={styles.input}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          value={details.email}
          onChange={(e) => set('email', e.target.value)}
        />
      </div>
      <ChoiceGroup legend={t.occupation} options={occupationOptions} value={details.occupation} onChange={(o) => set('occupation', o)} />
      <ChoiceGroup legend={t.b2b} hint={t.b2bHint} options={b2bOptions} value={details.is_b2b_user} onChange={(c) => set('is_b2b_user', c)} />
      <Button type="submit" block>
        {t.continue}
      </Button>
    </form>
  )
}
