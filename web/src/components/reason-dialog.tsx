import { useId, useState, type SubmitEvent } from 'react'
import { Button } from './button'
import { Modal } from './modal'
import form from './form.module.css'

interface ReasonDialogStrings {
  title: string
  body: string
  reasonLabel: string
  reasonRequired: string
  confirm: string
  cancel: string
}

interface ReasonDialogProps {
  open: boolean
  strings: ReasonDialogStrings
  busy: boolean
  /** The server's message of a failed attempt. */
  error: string | null
  onClose: () => void
  onSubmitReason: (reason: string) => void
}

/** Asks for a reason before an action the other person will read it with (declining a booking or a visit). */
export function ReasonDialog({ open, strings, busy, error, onClose, onSubmitReason }: ReasonDialogProps) {
  const [reason, setReason] = useState('')
  const [missing, setMissing] = useState(false)
  const id = useId()
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault()
    if (reason.trim() === '') {
      setMissing(true)
      return
    }
    onSubmitReason(reason.trim())
  }
  return (
    <Modal open={open} onClose={onClose} title={strings.title}>
      <form className={form.form} onSubmit={onSubmit} noValidate>
        <p>{strings.body}</p>
        <div className={form.field}>
          <label htmlFor={id} className={form.label}>
            {strings.reasonLabel}
          </label>
          <textarea
            id={id}
            className={form.input}
            rows={3}
            maxLength={300}
            value={reason}
            aria-invalid={missing || undefined}
            aria-describedby={`${id}-error`}
            onChange={(e) => {
              setReason(e.target.value)
              setMissing(false)
            }}
          />
          <p id={`${id}-error`} className={form.error} role="alert">
            {missing ? strings.reasonRequired : error}
          </p>
        </div>
        <Button type="submit" busy={busy} block>
          {strings.confirm}
        </Button>
        <Button variant="ghost" onClick={onClose} block>
          {strings.cancel}
        </Button>
      </form>
    </Modal>
  )
}
