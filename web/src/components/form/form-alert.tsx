import type { FieldErrors } from 'react-hook-form'
import styles from '../form.module.css'

/** The form-level message (a server answer that names no field), inside the form, read out when it appears. */
export function FormAlert({ errors }: { errors: FieldErrors }) {
  const message = errors.root?.server?.message
  return <div role="alert">{message && <p className={styles.failure}>{message}</p>}</div>
}
