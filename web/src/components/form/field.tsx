import { useId, type ReactNode } from 'react'
import { localMessage } from '../../lib/i18n'
import styles from '../form.module.css'

/** What a field's control carries so that its label, hint and error reach assistive tech. */
interface FieldControlProps {
  id: string
  'aria-invalid': boolean
  'aria-describedby': string | undefined
}

interface FieldProps {
  label: ReactNode
  /** The rule's message (a contract text, shown in the reader's language). */
  error?: string | undefined
  hint?: ReactNode
  className?: string | undefined
  labelClassName?: string | undefined
  children: (control: FieldControlProps) => ReactNode
}

/** A label, its control, a hint and the error beside the field (aria-invalid, aria-describedby). */
export function Field({ label, error, hint, className, labelClassName, children }: FieldProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined
  return (
    <div className={className ?? styles.field}>
      <label htmlFor={id} className={labelClassName ?? styles.label}>
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  )
}

/** A field's error, in the reader's language; nothing when the value passes. */
export function FieldError({ id, message }: { id: string | undefined; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} className={styles.error}>
      {localMessage(message)}
    </p>
  )
}
