import { Button } from '../../../components/button'
import { Icon } from '../../../components/icon'
import { Modal } from '../../../components/modal'
import { localityStrings } from '../strings'
import styles from './localities.module.css'
import { useStrings } from '../../../lib/i18n'

interface LocationModalProps {
  open: boolean
  busy?: boolean
  onAllow: () => void
  onDeny: () => void
}

/** 'Allow your location': Allow reads the position once; Don't Allow just closes. */
export function LocationModal({ open, busy = false, onAllow, onDeny }: LocationModalProps) {
  const localityText = useStrings(localityStrings)
  return (
    <Modal open={open} onClose={onDeny} title={localityText.allowTitle}>
      <div className={styles.modalBody}>
        <span className={styles.modalIcon}>
          <Icon name="crosshair" size={32} />
        </span>
        <p>{localityText.allowBody}</p>
        <div className={styles.modalButtons}>
          <Button variant="outline" onClick={onDeny}>
            {localityText.dontAllow}
          </Button>
          <Button onClick={onAllow} busy={busy}>
            {localityText.allow}
          </Button>
        </div>
      </div>
    </Modal>
  )
}
