import { useId, useState, type SubmitEvent } from 'react'
import { VISIT_SLOTS } from '@basera/contract/engagement'
import { VisitSlot, type OperatorVisit } from '@basera/contract/operator'
import { Button } from '../../../components/button'
import { Modal } from '../../../components/modal'
import { visitInboxStrings as t } from '../strings'
import form from '../../../components/form.module.css'

interface MoveVisitDialogProps {
  visit: OperatorVisit
  busy: boolean
  error: string | null
  onClose: () => void
  onMove: (slot: VisitSlot) => void
}

/** Another date and time of day for a visit (the server checks the slot's capacity). */
export function MoveVisitDialog({ visit, busy, error, onClose, onMove }: MoveVisitDialogProps) {
  const [date, setDate] = useState(visit.visit_date.slice(0, 10))
  const [slot, setSlot] = useState<VisitSlot['visit_slot']>(visit.visit_slot)
  const [invalid, setInvalid] = useState<string | null>(null)
  const id = useId()
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault()
    const parsed = VisitSlot.safeParse({ visit_date: date, visit_slot: slot })
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? null)
      return
    }
    onMove(parsed.data)
  }
  return (
    <Modal open onClose={onClose} title={t.moveTitle}>
      <form className={form.form} onSubmit={onSubmit} noValidate>
        <p>{t.moveBody(visit.tenant_name ?? t.theTenant)}</p>
        <div className={form.field}>
          <label htmlFor={`${id}-date`} className={form.label}>
            {t.date}
          </label>
          <input id={`${id}-date`} type="date" className={form.input} value={date} onChange={(e) => { setDate(e.target.value); setInvalid(null) }} />
        </div>
        <div className={form.field}>
          <label htmlFor={`${id}-slot`} className={form.label}>
            {t.slot}
          </label>
          <select id={`${id}-slot`} className={form.input} value={slot} onChange={(e) => setSlot(e.target.value as VisitSlot['visit_slot'])}>
            {VISIT_SLOTS.map((s) => (
              <option key={s} value={s}>
                {t.slots[s]}
              </option>
            ))}
          </select>
        </div>
        <p className={form.error} role="alert">
          {invalid ?? error}
        </p>
        <Button type="submit" busy={busy} block>
          {t.confirmMove}
        </Button>
        <Button variant="ghost" onClick={onClose} block>
          {t.cancel}
        </Button>
      </form>
    </Modal>
  )
}
