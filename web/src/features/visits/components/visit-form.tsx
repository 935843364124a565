import { ScheduleVisitBody, VISIT_SLOTS } from '@basera/contract/engagement'
import { todayInIndia } from '@basera/contract/dates'
import { messages } from '@basera/contract/messages'
import { Field, FieldError } from '../../../components/form/field'
import { FormAlert } from '../../../components/form/form-alert'
import { fieldByMessage, showServerError } from '../../../components/form/server-error'
import { SubmitButton } from '../../../components/form/submit-button'
import { useContractForm } from '../../../components/form/use-contract-form'
import { useStrings } from '../../../lib/i18n'
import { useRescheduleVisit } from '../api/change-visit'
import { useScheduleVisit } from '../api/schedule-visit'
import { visitStrings } from '../strings'
import styles from './schedule-visit.module.css'

type Slot = (typeof VISIT_SLOTS)[number]

export interface ScheduleVisitProps {
  propertyId: number
  propertyName: string
  address: string
}

export interface RequestedVisit {
  date: string
  slot: Slot
  message: string
}

interface VisitFormProps extends ScheduleVisitProps {
  leadId: number
  /** A visit to move instead of a new one. */
  visitId?: number
  onDone: (outcome: 'success' | 'failure', visit?: RequestedVisit) => void
}

/** When: the contract's visit date (today to today + 30 in India) and slot, the rules of asking and of moving alike. */
const VisitWhen = ScheduleVisitBody.pick({ visit_date: true, visit_slot: true })
const serverField = fieldByMessage<{ visit_date: string; visit_slot: Slot }>({ visit_date: [messages.visitDateInPast, messages.visitDateTooFar] })

/** The visit's date and time slot; in its own file, loaded when its sheet opens (it brings zod). */
export function VisitForm({ leadId, propertyId, propertyName, visitId, onDone }: VisitFormProps) {
  const s = useStrings(visitStrings)
  const today = todayInIndia()
  const form = useContractForm(VisitWhen, { defaultValues: { visit_date: '' } })
  const schedule = useScheduleVisit()
  const reschedule = useRescheduleVisit()
  const { errors } = form.formState
  const date = form.watch('visit_date')
  const slot = form.watch('visit_slot')

  const onSubmit = form.handleSubmit(async ({ visit_date, visit_slot }) => {
    try {
      const reply = visitId === undefined
        ? await schedule.mutateAsync({ leadId, propertyId, visit_date, visit_slot })
        : await reschedule.mutateAsync({ leadId, visit_id: visitId, visit_date, visit_slot })
      onDone('success', { date: visit_date, slot: visit_slot, message: reply.message })
    } catch (error) {
      // said inside the sheet, beside the date when it is about the date (a full slot, a date out of the window)
      showServerError(form, error, serverField)
    }
  })

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className={styles.intro}>{visitId === undefined ? s.intro(propertyName) : s.changeIntro(propertyName)}</p>
      <Field label={s.date} labelClassName={styles.label} className={styles.dateField} error={errors.visit_date && (date === '' ? s.dateRequired : errors.visit_date.message)}>
        {(control) => <input {...control} type="date" className={styles.input} min={today} {...form.register('visit_date')} />}
      </Field>
      <fieldset className={styles.slots} aria-describedby={errors.visit_slot ? 'visit-slot-error' : undefined}>
        <legend className={styles.label}>{s.slot}</legend>
        {VISIT_SLOTS.map((value) => (
          <label key={value} className={`${styles.slot} ${slot === value ? styles.chosen : ''}`}>
            <input type="radio" value={value} {...form.register('visit_slot')} />
            <span className={styles.slotName}>{s.slots[value]}</span>
            <span className={styles.slotHours}>{s.slotHours[value]}</span>
          </label>
        ))}
        <FieldError id="visit-slot-error" message={errors.visit_slot && s.slotRequired} />
      </fieldset>
      <FormAlert errors={errors} />
      <SubmitButton busy={schedule.isPending || reschedule.isPending}>{visitId === undefined ? s.submit : s.changeSubmit}</SubmitButton>
    </form>
  )
}
