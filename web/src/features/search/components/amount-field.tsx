import { useState, type KeyboardEvent } from 'react'
import { formatRupees } from '../../../lib/format'
import styles from './price-slider.module.css'

interface AmountFieldProps {
  id: string
  label: string
  value: number
  describedBy: string
  /** Gets the typed whole rupees; the caller brings them inside the limits and the gap. */
  onCommit: (rupees: number) => void
}

/** A typed amount (whole rupees): applied on Enter or on leaving the field, then shown as the range took it. */
export function AmountField({ id, label, value, describedBy, onCommit }: AmountFieldProps) {
  const [draft, setDraft] = useState<string | null>(null)
  const commit = () => {
    if (draft === null) return
    const rupees = Number(draft.replace(/\D/g, ''))
    setDraft(null)
    if (draft.trim() !== '' && Number.isFinite(rupees)) onCommit(rupees)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault()
      commit()
    }
  }
  return (
    <span className={styles.amount}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        aria-describedby={describedBy}
        // shown with India's grouping (25,000) while not being typed
        value={draft ?? formatRupees(value).replace('₹', '')}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
    </span>
  )
}
