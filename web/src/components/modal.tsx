import { useEffect, useId, useRef, type ReactNode } from 'react'
import { Icon } from './icon'
import { componentStrings } from './strings'
import { ModalToaster } from './toast'
import styles from './modal.module.css'

interface ModalProps {
  open: boolean
  onClose: () => void
  title: ReactNode
  children: ReactNode
  /** Bottom sheet on phones (forms), centred card otherwise (alerts). */
  variant?: 'sheet' | 'dialog'
}

/** An accessible modal on the native <dialog>: focus trap, Escape and backdrop close it; toasts raised while it is open show inside it. */
export function Modal({ open, onClose, title, children, variant = 'dialog' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const toasterId = useId()

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
          <button type="button" className={styles.close} onClick={onClose} aria-label={componentStrings.close}>
            <Icon name="close" />
          </button>
        </div>
        {children}
      </div>
      {open && <ModalToaster id={toasterId} />}
    </dialog>
  )
}
