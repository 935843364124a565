import { useEffect } from 'react'
import { MoveInDateEntry } from '@basera/contract/booking'
import { MOVE_IN_MAX_DAYS } from '@basera/contract/constants'
import { addDays, todayInIndia } from '@basera/contract/dates'
import { messages } from '@basera/contract/messages'
import { Field } from '../../../components/form/field'
import { FormAlert } from '../../../components/form/form-alert'
import { fieldByMessage, showServerError } from '../../../components/form/server-error'
import { SubmitButton } from '../../../components/form/submit-button'
import { useContractForm } from '../../../components/form/use-contract-form'
import { Modal } from '../../../components/modal'
import { bookingStrings } from '../strings'
import styles from './booking.module.css'
import { useStrings } from '../../../lib/i18n'

/** The move-in date rule's sentences: a server refusal with one of them goes beside the field. */
export const MOVE_IN_DATE_REFUSALS = [messages.moveInDateRequired, messages.moveInDateInPast, messages.moveInDateTooFar] as const
const serverField = fieldByMessage<MoveInDateEntry>({ move_in_date: MOVE_IN_DATE_REFUSALS })

interface MoveInDateFormProps {
  busy: boolean
  /** Takes the valid date; a server refusal it throws shows beside the field (the date's rule) or in the form. */
  onSubmit: (date: string) => Promise<unknown>
  submitLabel: string
  initial?: string
  /** A refusal of this date that came later (the booking sheet's last step sends it): shown beside the field. */
  refusal?: string | null
}

/**
 * The move-in date on the form kit: the contract's rule (today to 90 days ahead in India), its sentence beside
 * the field, the picker limited to the same days; the server checks it too.
 */
export function MoveInDateForm({ busy, onSubmit, submitLabel, initial = '', refusal = null }: MoveInDateFormProps) {
  const t = useStrings(bookingStrings)
  const form = useContractForm(MoveInDateEntry, { defaultValues: { move_in_date: initial } })
  const { errors } = form.formState
  const today = todayInIndia()

  useEffect(() => {
    if (refusal) form.setError('move_in_date', { type: 'server', message: refusal }, { shouldFocus: true })
  }, [refusal, form])

  const submit = form.handleSubmit(async ({ move_in_date }) => {
    if (busy) return
    try {
      await onSubmit(move_in_date)
    } catch (error) {
      showServerError(form, error, serverField)
    }
  })

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <Field label={t.moveInLabel} error={errors.move_in_date?.message} hint={t.moveInNote} className={styles.field} labelClassName={styles.fieldLabel}>
        {(control) => (
          <input {...control} className={styles.input} type="date" min={today} max={addDays(today, MOVE_IN_MAX_DAYS)} required {...form.register('move_in_date')} />
        )}
      </Field>
      <FormAlert errors={errors} />
      <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
    </form>
  )
}

interface MoveInDateModalProps {
  open: boolean
  busy: boolean
  onClose: () => void
  onSubmit: (date: string) => Promise<unknown>
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
