import type { OperatorBooking } from '@basera/contract/operator'
import { Button } from '../../../components/button'
import { Modal } from '../../../components/modal'
import { formatRupees } from '../../../lib/format'
import { bookingInboxStrings as t } from '../strings'
import form from '../../../components/form.module.css'

interface MovedInDialogProps {
  booking: OperatorBooking
  busy: boolean
  /** The server's sentence when it refused (before the move-in date, say). */
  error: string | null
  onConfirm: () => void
  onClose: () => void
}

/** "Mark moved in" asks first: it releases the token held for the booking to the owner, and cannot be undone. */
export function MovedInDialog({ booking, busy, error, onConfirm, onClose }: MovedInDialogProps) {
  const holdsToken = booking.token_status === 'held'
  return (
    <Modal open onClose={onClose} title={t.movedInTitle(booking.tenant_name)}>
      <div className={form.form}>
        <p>{holdsToken ? t.movedInReleases(formatRupees(booking.token_amount)) : t.movedInBody}</p>
        {error && (
          <p className={form.failure} role="alert">
            {error}
          </p>
        )}
        <Button busy={busy} block onClick={onConfirm}>
          {t.confirmMovedIn}
        </Button>
        <Button variant="ghost" onClick={onClose} block>
          {t.cancel}
        </Button>
      </div>
    </Modal>
  )
}
