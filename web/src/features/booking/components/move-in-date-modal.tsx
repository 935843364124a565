import { useId, useState, type SubmitEvent } from 'react'
import { todayInIndia } from '@basera/contract/dates'
import { messages } from '@basera/contract/messages'
import { Button } from '../../../components/button'
import { Modal } from '../../../components/modal'
import { toast } from '../../../components/toast'
import { bookingStrings } from '../strings'
import styles from './booking.module.css'
import { useStrings } from '../../../lib/i18n'

interface MoveInDateFormProps {
  busy: boolean
  onSubmit: (date: string) => void
  submitLabel: string
  initial?: string
}

/** The move-in date: required, today in India at the earliest (the server checks it too). */
export function MoveInDateForm({ busy, onSubmit, submitLabel, initial = '' }: MoveInDateFormProps) {
  const messageText = useStrings(messages)
  const t = useStrings(bookingStrings)
  const [date, setDate] = useState(initial)
  const id = useId()
  const today = todayInIndia()

  const submit = (event: SubmitEvent) => {
    event.preventDefault()
    if (busy) return
    if (!date) {
      toast.error(messageText.moveInDateRequired)
      return
    }
    if (date < today) {
      toast.error(messageText.moveInDateInPast)
      return
    }
    onSubmit(date)
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.field}>
        <label htmlFor={id} className={styles.fieldLabel}>
          {t.moveInLabel}
        </label>
        <input id={id} className={styles.input} type="date" min={today} required value={date} onChange={(e) => setDate(e.target.value)} />
      </div>
      <p className={styles.hint}>{t.moveInNote}</p>
      <Button type="submit" block busy={busy}>
        {submitLabel}
      </Button>
    </form>
  )
}

interface MoveInDateModalProps {
  open: boolean
  busy: boolean
  onClose: () => void
  onSubmit: (date: string) => void
  /** For changing a requested booking's date (My Booking); the booking flow's own words otherwise. */
  labels?: { title: string; submit: string }
}

/** The move-in date in a sheet of its own (My Booking: set it on a held booking, or change it). */
export function MoveInDateModal({ open, busy, onClose, onSubmit, labels }: MoveInDateModalProps) {
  const t = useStrings(bookingStrings)
  return (
    <Modal open={open} onClose={onClose} title={labels?.title ?? t.moveInTitle} variant="sheet">
      <MoveInDateForm busy={busy} onSubmit={onSubmit} submitLabel={labels?.submit ?? t.moveInSubmit} />
    </Modal>
  )
}
