import { useState, type SubmitEvent } from 'react'
import { ScheduleVisitBody, VISIT_SLOTS } from '@basera/contract/engagement'
import { todayInIndia } from '@basera/contract/dates'
import { Button } from '../../../components/button'
import { useStrings, localMessage } from '../../../lib/i18n'
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
  onDone: (outcome: 'success' | 'failure', visit?: RequestedVisit) => void
}

/** The visit's date and time slot; in its own file, loaded when "Schedule a visit" opens (it brings zod). */
export function VisitForm({ leadId, propertyId, propertyName, onDone }: VisitFormProps) {
  const s = useStrings(visitStrings)
  const today = todayInIndia()
  const [date, setDate] = useState('')
  const [slot, setSlot] = useState<Slot | ''>('')
  const [error, setError] = useState<string | null>(null)
  const schedule = useScheduleVisit()

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault()
    if (!date) {
      setError(s.dateRequired)
      return
    }
    const parsed = ScheduleVisitBody.safeParse({ leadId, propertyId, visit_date: date, visit_slot: slot || undefined })
    if (!parsed.success) {
      setError(localMessage(parsed.error.issues[0]?.message ?? s.dateRequired))
      return
    }
    const { visit_date, visit_slot } = parsed.data
    schedule.mutate(parsed.data, {
      onSuccess: (reply) => onDone('success', { date: visit_date, slot: visit_slot, message: reply.message }),
      onError: () => onDone('failure'),
    })
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.intro}>{s.intro(propertyName)}</p>
      <label className={styles.label} htmlFor="visit-date">
        {s.date}
      </label>
      <input
        id="visit-date"
        type="date"
        className={styles.input}
        min={today}
        value={date}
        required
        onChange={(e) => {
          setDate(e.target.value)
          setError(null)
        }}
      />
      <fieldset className={styles.slots}>
        <legend className={styles.label}>{s.slot}</legend>
        {VISIT_SLOTS.map((value) => (
          <label key={value} className={`${styles.slot} ${slot === value ? styles.chosen : ''}`}>
            <input
              type="radio"
              name="visit-slot"
              value={value}
              checked={slot === value}
              onChange={() => {
                setSlot(value)
                setError(null)
              }}
            />
            <span className={styles.slotName}>{s.slots[value]}</span>
            <span className={styles.slotHours}>{s.slotHours[value]}</span>
          </label>
        ))}
      </fieldset>
      <div role="alert">{error && <p className={styles.error}>{error}</p>}</div>
      <Button type="submit" block busy={schedule.isPending}>
        {s.submit}
      </Button>
    </form>
  )
}
