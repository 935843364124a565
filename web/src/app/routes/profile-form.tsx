import { useState, type SubmitEvent } from 'react'
import { Link } from 'react-router'
import { CITIES, TEXT_INPUT_MAX } from '@basera/contract/constants'
import { todayInIndia } from '@basera/contract/dates'
import { UpdateLeadProfileBody, type LeadProfile } from '@basera/contract/leads'
import { messages } from '@basera/contract/messages'
import { Button } from '../../components/button'
import { toast, toastOutcome } from '../../components/toast'
import { useUpdateLeadProfile, type LeadProfileChanges } from '../../features/profile/api/update-lead-profile'
import { profileStrings } from './profile-strings'
import styles from './profile.module.css'
import { useStrings, localMessage } from '../../lib/i18n'

type Gender = 'GENDER_MALE' | 'GENDER_FEMALE'
const digits = (value: string) => value.replace(/\D/g, '').slice(0, 7)
const text = (value: number | string | null) => (value === null ? '' : String(value))

/** The tenant profile form (spec: profile edit); checked with the contract's UpdateLeadProfileBody. */
export function ProfileForm({ profile }: { profile: LeadProfile }) {
  const messageText = useStrings(messages)
  const s = useStrings(profileStrings)
  const [fullName, setFullName] = useState(profile.full_name ?? '')
  const [email, setEmail] = useState(profile.email ?? '')
  const [dob, setDob] = useState(profile.dob ?? '')
  const [gender, setGender] = useState<string>(profile.gender)
  const [cityId, setCityId] = useState(text(profile.pref_city_id))
  const [min, setMin] = useState(text(profile.pref_budget_min_range))
  const [max, setMax] = useState(text(profile.pref_budget_max_range))
  const [error, setError] = useState<string | null>(null)
  const update = useUpdateLeadProfile()
  const cityChanged = cityId !== text(profile.pref_city_id)

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault()
    const changes: LeadProfileChanges = {
      full_name: fullName,
      email,
      dob,
      pref_budget_min_range: min === '' ? '' : Number(min),
      pref_budget_max_range: max === '' ? '' : Number(max),
    }
    if (gender === 'GENDER_MALE' || gender === 'GENDER_FEMALE') changes.gender = gender
    if (cityId && cityChanged) {
      changes.pref_city_id = Number(cityId)
      // a locality belongs to one city: a new city starts without one
      changes.pref_locality_id = ''
    }
    const parsed = UpdateLeadProfileBody.safeParse({ ...changes, leadId: profile.leadId })
    if (!parsed.success) {
      setError(localMessage(parsed.error.issues[0]?.message ?? messageText.invalidRequest))
      return
    }
    setError(null)
    update.mutate(changes, {
      onSuccess: () => toast.success(messageText.profileUpdated),
      onError: toastOutcome.onError,
    })
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{s.about}</legend>
        <label className={styles.field}>
          <span>{s.phone}</span>
          <input className={styles.input} value={`+91 ${profile.phone_number}`} disabled />
        </label>
        <label className={styles.field}>
          <span>{s.fullName}</span>
          <input className={styles.input} value={fullName} maxLength={TEXT_INPUT_MAX} autoComplete="name" onChange={(e) => setFullName(e.target.value)} />
        </label>
        <label className={styles.field}>
          <span>{s.email}</span>
          <input className={styles.input} type="email" value={email} maxLength={254} autoComplete="email" onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label className={styles.field}>
          <span>{s.dob}</span>
          <input className={styles.input} type="date" value={dob} max={todayInIndia()} onChange={(e) => setDob(e.target.value)} />
        </label>
        <fieldset className={styles.radios}>
          <legend>{s.gender}</legend>
          {(['GENDER_MALE', 'GENDER_FEMALE'] as const satisfies readonly Gender[]).map((value) => (
            <label key={value} className={`${styles.radio} ${gender === value ? styles.checked : ''}`}>
              <input type="radio" name="gender" value={value} checked={gender === value} onChange={() => setGender(value)} />
              {value === 'GENDER_MALE' ? s.male : s.female}
            </label>
          ))}
        </fieldset>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{s.preferences}</legend>
        <label className={styles.field}>
          <span>{s.city}</span>
          <select className={styles.input} value={cityId} onChange={(e) => setCityId(e.target.value)}>
            {cityId === '' && <option value="">{s.chooseCity}</option>}
            {CITIES.map((c) => (
              <option key={c.city_id} value={c.city_id}>
                {c.city_name}
              </option>
            ))}
          </select>
        </label>
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
          <label className={styles.field}>
            <span>{s.budgetMin}</span>
            <input className={styles.input} inputMode="numeric" value={min} onChange={(e) => setMin(digits(e.target.value))} />
          </label>
          <label className={styles.field}>
            <span>{s.budgetMax}</span>
            <input className={styles.input} inputMode="numeric" value={max} onChange={(e) => setMax(digits(e.target.value))} />
          </label>
        </div>
      </fieldset>
      <div role="alert">{error && <p className={styles.error}>{error}</p>}</div>
      <div className={styles.saveBar}>
        <Button type="submit" block busy={update.isPending}>
          {s.save}
        </Button>
      </div>
    </form>
  )
}
