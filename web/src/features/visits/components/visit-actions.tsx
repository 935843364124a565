import { lazy, useState } from 'react'
import type { Visit } from '@basera/contract/engagement'
import { Button } from '../../../components/button'
import { Modal } from '../../../components/modal'
import { OnDemand } from '../../../components/on-demand'
import { ErrorState, Loading } from '../../../components/states'
import { toast } from '../../../components/toast'
import { getErrorMessage } from '../../../lib/api-client'
import { useStrings } from '../../../lib/i18n'
import { useCancelVisit } from '../api/change-visit'
import { visitStrings } from '../strings'
import styles from './visit-list.module.css'

const VisitForm = lazy(() => import('./visit-form').then((m) => ({ default: m.VisitForm })))

/** A visit still to come: move it to another time, or cancel it (after a confirmation). */
export function VisitActions({ visit, leadId, when }: { visit: Visit; leadId: number; when: string }) {
  const s = useStrings(visitStrings)
  const [open, setOpen] = useState<'change' | 'cancel' | null>(null)
  const cancel = useCancelVisit()
  const name = visit.property.property_name
  const close = () => {
    setOpen(null)
    cancel.reset()
  }
  const onCancel = () =>
    cancel.mutate(
      { leadId, visit_id: visit.visit_id },
      {
        onSuccess: (reply) => {
          close()
          toast.success(reply.message)
        },
      },
    )
  return (
    <div className={styles.actions}>
      <Button variant="outline" onClick={() => setOpen('change')} aria-label={s.changeLabel(name)}>
        {s.change}
      </Button>
      <Button variant="ghost" onClick={() => setOpen('cancel')} aria-label={s.cancelLabel(name)}>
        {s.cancel}
      </Button>
      <Modal open={open === 'change'} onClose={close} title={s.changeTitle} variant="sheet">
        {open === 'change' && (
          <OnDemand loading={<Loading />} failed={<ErrorState />}>
            <VisitForm
              leadId={leadId}
              visitId={visit.visit_id}
              propertyId={visit.property.property_id}
              propertyName={name}
              address={visit.property.address}
              onDone={(_outcome, moved) => {
                close()
                if (moved) toast.success(moved.message)
              }}
            />
          </OnDemand>
        )}
      </Modal>
      <Modal open={open === 'cancel'} onClose={close} title={s.cancelTitle}>
        {open === 'cancel' && (
          <>
            <p>{s.cancelBody(name, when)}</p>
            <div role="alert">{cancel.error && <p className={styles.error}>{getErrorMessage(cancel.error)}</p>}</div>
            <div className={styles.actions}>
              <Button onClick={onCancel} busy={cancel.isPending}>
                {s.cancelConfirm}
              </Button>
              <Button variant="ghost" onClick={close}>
                {s.keep}
              </Button>
            </div>
          </>
        )}
      </Modal>
    </div>
  )
}
