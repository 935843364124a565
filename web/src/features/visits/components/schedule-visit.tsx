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
import { formatDate } from '../../../lib/format'
import { localMessage } from '../../../lib/i18n'

type Slot = (typeof VISIT_SLOTS)[number]

interface ScheduleVisitProps {
  propertyId: number
  propertyName: string
  address: string
}

interface Requested {
  date: string
  slot: Slot
  message: string
}

/** 'Schedule a visit': a sheet with a date (today or later, in India) and a time slot. */
export function ScheduleVisit({ propertyId, propertyName, address }: ScheduleVisitProps) {
  const session = useSession()
  const navigate = useNavigate()
  const location = useLocation()
  const [open, setOpen] = useState(false)
  const [result, setResult] = useState<RequestResult>(null)
  const [requested, setRequested] = useState<Requested | null>(null)

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
            address={address}
            onDone={(outcome, visit) => {
              setOpen(false)
              setRequested(visit ?? null)
              setResult(outcome)
            }}
          />
        )}
      </Modal>
      <ResultModal
        result={result}
        onClose={() => setResult(null)}
        details={
          requested && (
            <dl className={styles.confirmation} data-testid="visit-confirmation">
              <dt>{s.confirmedWhenLabel}</dt>
              <dd>{s.confirmedWhen(formatDate(requested.date), s.slots[requested.slot], s.slotHours[requested.slot])}</dd>
              <dt>{s.confirmedWhere}</dt>
              <dd>{`${propertyName}, ${address}`}</dd>
              <dd className={styles.note}>{requested.message}</dd>
            </dl>
          )
        }
      />
    </>
  )
}

interface VisitFormProps extends ScheduleVisitProps {
  leadId: number
  onDone: (outcome: 'success' | 'failure', visit?: Requested) => void
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
