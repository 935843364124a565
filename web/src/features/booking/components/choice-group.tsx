import { useId } from 'react'
import styles from './booking.module.css'

interface ChoiceGroupProps<T extends string> {
  legend: string
  options: ReadonlyArray<{ value: T; label: string }>
  value: T | ''
  onChange: (value: T) => void
  hint?: string
}

/** A set of native radios shown as segmented buttons (a real radio group for assistive tech). */
export function ChoiceGroup<T extends string>({ legend, options, value, onChange, hint }: ChoiceGroupProps<T>) {
  const name = useId()
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.fieldLabel}>{legend}</legend>
      {hint && <p className={styles.hint}>{hint}</p>}
      <div className={styles.choiceRow} role="radiogroup" aria-label={legend}>
        {options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
