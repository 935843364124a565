import { useId } from 'react'
import { FieldError } from '../../../components/form/field'
import styles from './booking.module.css'

interface ChoiceGroupProps<T extends string> {
  legend: string
  options: ReadonlyArray<{ value: T; label: string }>
  value: T | ''
  onChange: (value: T) => void
  hint?: string
  /** The rule's message, shown under the choices and tied to the group. */
  error?: string | undefined
  onBlur?: () => void
}

/** A set of native radios shown as segmented buttons (a real radio group for assistive tech). */
export function ChoiceGroup<T extends string>({ legend, options, value, onChange, hint, error, onBlur }: ChoiceGroupProps<T>) {
  const name = useId()
  const errorId = error ? `${name}-error` : undefined
  return (
    <fieldset className={styles.choices} aria-describedby={errorId} aria-invalid={Boolean(error) || undefined}>
      <legend className={styles.fieldLabel}>{legend}</legend>
      {hint && <p className={styles.hint}>{hint}</p>}
      <div className={styles.choiceRow} role="radiogroup" aria-label={legend}>
        {options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} onBlur={onBlur} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  )
}
