import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { Icon } from './icon'
import { componentStrings } from './strings'
import { useModalAlerts } from './toast'
import styles from './modal.module.css'
import { useStrings } from '../lib/i18n'

export interface ModalProps {
  open: boolean
  onClose: () => void
  title: ReactNode
  children: ReactNode
  /** Bottom sheet on phones (forms), centred card otherwise (alerts). */
  variant?: 'sheet' | 'dialog'
  /** A step of a flow shown in one modal: a new step starts without the last step's error. */
  step?: string
}

/** An accessible modal on the native <dialog>: focus trap, Escape and backdrop close it; errors raised while it is open show inside it. */
export function Modal({ open, onClose, title, children, variant = 'dialog', step }: ModalProps) {
  const componentText = useStrings(componentStrings)
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const [alert, setAlert] = useState<string | null>(null)
  // an error belongs to the time the modal was open: opened again, it starts clean
  const [wasOpen, setWasOpen] = useState(open)
  const [wasStep, setWasStep] = useState(step)
  if (wasOpen !== open || wasStep !== step) {
    setWasOpen(open)
    setWasStep(step)
    setAlert(null)
  }
  useModalAlerts(open, setAlert)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop closes; the keyboard closes with Escape (onCancel)
    <dialog
      ref={ref}
      className={`${styles.dialog} ${variant === 'sheet' ? styles.sheet : ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose()
      }}
    >
      <div className={styles.body}>
        <div className={styles.top}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={componentText.close}>
            <Icon name="close" />
          </button>
        </div>
        {alert && (
          <p className={styles.alert} role="alert">
            {alert}
          </p>
        )}
        {children}
      </div>
    </dialog>
  )
}
