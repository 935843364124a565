import { useState, type SubmitEvent } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { ScheduleVisitBody, VISIT_SLOTS } from '@basera/contract/engagement'
import { todayInIndia } from '@basera/contract/dates'
import { Button } from '../../../components/button'
import { Icon } from '../../../components/icon'
import { Modal } from '../../../components/modal'
import { ResultModal, type RequestResult } from '../../../components/result-modal'
import { useSession } from '../../../lib/session'
import { useScheduleVisit } from '../api/schedule-visit'
import { visitStrings as s } from '../strings'
import styles from './schedule-visit.module.css'

type Slot = (typeof VISIT_SLOTS)[number]

interface ScheduleVisitProps {
  propertyId: number
  propertyName: string
}

/** 'Schedule a visit': a sheet with a date (today or later, in India) and a time slot. */
export function ScheduleVisit({ propertyId, propertyName }: ScheduleVisitProps) {
  const session = useSession()
  const navigate = useNavigate()
  const location = useLocation()
  const [open, setOpen] = useState(false)
  const [result, setResult] = useState<RequestResult>(null)

  const onOpen = () => {
    if (!session) void navigate(`/login?next=${encodeURIComponent(location.pathname + location.search)}`)
    else setOpen(true)
  }

  return (
    <>
      <Button variant="outline" onClick={onOpen}>
        <Icon name="calendar" size={18} />
        {s.schedule}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={s.sheetTitle} variant="sheet">
        {open && session && (
          <VisitForm
            leadId={session.leadId}
            propertyId={propertyId}
            propertyName={propertyName}
            onDone={(outcome) => {
              setOpen(false)
              setResult(outcome)
            }}
          />
        )}
      </Modal>
      <ResultModal result={result} onClose={() => setResult(null)} />
    </>
  )
}

interface VisitFormProps extends ScheduleVisitProps {
  leadId: number
  onDone: (outcome: 'success' | 'failure') => void
}

function VisitForm({ leadId, propertyId, propertyName, onDone }: VisitFormProps) {
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
      setError(parsed.error.issues[0]?.message ?? s.dateRequired)
      return
    }
    schedule.mutate(parsed.data, { onSuccess: () => onDone('success'), onError: () => onDone('failure') })
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
