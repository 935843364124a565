import { useId } from 'react'
import { GENDER_LABELS, GENDERS, type Gender } from '@basera/contract/constants'
import styles from './gender-radios.module.css'
import { useStrings } from '../../../lib/i18n'

interface GenderRadiosProps {
  legend: string
  value: Gender | null
  onChange: (gender: Gender) => void
  name?: string
}

/** Male / Female / Other as native radios in a fieldset (arrow keys move between them). */
export function GenderRadios({ legend, value, onChange, name }: GenderRadiosProps) {
  const genderLabels = useStrings(GENDER_LABELS)
  const id = useId()
  const groupName = name ?? `gender-${id}`
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options} role="radiogroup" aria-label={legend}>
        {GENDERS.map((gender) => (
          <label key={gender} className={styles.option}>
            <input type="radio" name={groupName} value={gender} checked={value === gender} onChange={() => onChange(gender)} />
            <span>{genderLabels[gender]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
