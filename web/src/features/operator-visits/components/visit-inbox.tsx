import { useState } from 'react'
import type { DecideVisitBody, OperatorVisit } from '@basera/contract/operator'
import { Button } from '../../../components/button'
import { ReasonDialog } from '../../../components/reason-dialog'
import { toast, toastOutcome } from '../../../components/toast'
import { formatDate } from '../../../lib/format'
import { useDecideVisit } from '../api/visits'
import { visitInboxStrings as t } from '../strings'
import { MoveVisitDialog } from './move-visit-dialog'
import table from '../../../components/data-table.module.css'
import { PhoneLink } from '../../../components/phone-link'

const tone: Partial<Record<OperatorVisit['status'], string>> = { requested: table.warn, scheduled: table.good, declined: table.bad }

/** Visit requests of the operator's properties: accept, move to another slot, or decline with a reason. */
export function VisitInbox({ visits }: { visits: readonly OperatorVisit[] }) {
  const decide = useDecideVisit()
  const [dialog, setDialog] = useState<{ kind: 'move' | 'decline'; visit: OperatorVisit } | null>(null)
  const close = () => {
    setDialog(null)
    decide.reset()
  }
  /** A dialog's decision: on success the toast and the dialog closes; a refusal stays for the dialog to show. */
  const decideIn = async (visit: OperatorVisit, body: DecideVisitBody) => {
    const reply = await decide.mutateAsync({ visitId: visit.visit_id, body })
    toast.success(reply.message)
    close()
  }
  const when = (v: OperatorVisit) => `${formatDate(v.visit_date, 'en')}, ${t.slots[v.visit_slot]}`
  const name = (v: OperatorVisit) => v.tenant_name ?? t.unnamed

  return (
    <>
      <table className={table.table}>
        <thead>
          <tr>
            <th scope="col">{t.columns.tenant}</th>
            <th scope="col">{t.columns.property}</th>
            <th scope="col">{t.columns.when}</th>
            <th scope="col">{t.columns.status}</th>
            <th scope="col">{t.columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {visits.map((v) => (
            <tr key={v.visit_id}>
              <td>
                <div className={table.strong}>{name(v)}</div>
                <PhoneLink phone={v.tenant_phone} />
                <div className={table.muted}>{t.requestedOn(formatDate(v.created_at, 'en'))}</div>
              </td>
              <td data-label={t.columns.property}>{v.property_label}</td>
              <td data-label={t.columns.when}>{when(v)}</td>
              <td data-label={t.columns.status}>
                <span className={`${table.badge} ${tone[v.status] ?? ''}`}>{t.statuses[v.status]}</span>
                {v.decision_reason && <div className={table.muted}>{t.reason(v.decision_reason)}</div>}
              </td>
              <td>
                {(v.status === 'requested' || v.status === 'scheduled') && (
                  <div className={table.actions}>
                    {v.status === 'requested' && (
                      <Button
                        onClick={() => decide.mutate({ visitId: v.visit_id, body: { decision: 'accept' } }, toastOutcome)}
                        busy={decide.isPending && decide.variables.visitId === v.visit_id && !dialog}
                        aria-label={t.acceptLabel(name(v), when(v))}
                      >
                        {t.accept}
                      </Button>
                    )}
                    <Button variant="outline" onClick={() => setDialog({ kind: 'move', visit: v })} aria-label={t.moveLabel(name(v))}>
                      {t.move}
                    </Button>
                    <Button variant="outline" onClick={() => setDialog({ kind: 'decline', visit: v })} aria-label={t.declineLabel(name(v))}>
                      {t.decline}
                    </Button>
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {dialog?.kind === 'move' && (
        <MoveVisitDialog
          visit={dialog.visit}
          onClose={close}
          onMove={(slot) => decideIn(dialog.visit, { decision: 'move', slot })}
        />
      )}
      {dialog?.kind === 'decline' && (
        <ReasonDialog
          open
          strings={{ title: t.declineTitle, body: t.declineBody(dialog.visit.tenant_name ?? t.theTenant), reasonLabel: t.reasonLabel, confirm: t.confirmDecline, cancel: t.cancel }}
          onClose={close}
          onSubmitReason={(reason) => decideIn(dialog.visit, { decision: 'decline', reason })}
        />
      )}
    </>
  )
}
