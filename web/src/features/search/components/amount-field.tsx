import { useState, type KeyboardEvent } from 'react'
import { formatRupees } from '../../../lib/format'
import styles from './price-slider.module.css'

/** The rule's longest amount (₹50,000) has 5 digits; one more lets a typed 6-digit amount be refused in words. */
const AMOUNT_MAX_LENGTH = 6

interface AmountFieldProps {
  id: string
  label: string
  value: number
  describedBy: string
  /** What is wrong with these typed rupees, in a sentence; null when the range takes them. */
  problemOf: (rupees: number) => string | null
  /** Gets the typed whole rupees once they pass the rules. */
  onCommit: (rupees: number) => void
}

/**
 * A typed amount (whole rupees, digits only on screen): applied on Enter or on leaving the field. One that breaks
 * a rule stays as typed, with the reason beside it, until it is corrected.
 */
export function AmountField({ id, label, value, describedBy, problemOf, onCommit }: AmountFieldProps) {
  const [draft, setDraft] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const commit = () => {
    if (draft === null) return
    if (draft === '') {
      setDraft(null)
      setProblem(null)
      return
    }
    const rupees = Number(draft)
    const wrong = problemOf(rupees)
    setProblem(wrong)
    if (wrong) return
    setDraft(null)
    onCommit(rupees)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault()
      commit()
    }
  }
  const errorId = `${id}-problem`
  return (
    <span className={styles.amount}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        maxLength={AMOUNT_MAX_LENGTH}
        aria-invalid={Boolean(problem)}
        aria-describedby={problem ? `${errorId} ${describedBy}` : describedBy}
        // shown with India's grouping (25,000) while not being typed
        value={draft ?? formatRupees(value).replace('₹', '')}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      {problem && (
        <span id={errorId} className={styles.problem}>
          {problem}
        </span>
      )}
    </span>
  )
}
