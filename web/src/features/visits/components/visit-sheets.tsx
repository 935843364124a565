import { lazy, useState } from 'react'
import { Modal } from '../../../components/modal'
import { OnDemand } from '../../../components/on-demand'
import { ResultModal, type RequestResult } from '../../../components/result-modal'
import { ErrorState, Loading } from '../../../components/states'
import { formatDate } from '../../../lib/format'
import { useSession } from '../../../lib/session'
import { visitStrings } from '../strings'
import type { RequestedVisit, ScheduleVisitProps } from './visit-form'
import styles from './schedule-visit.module.css'
import { useLanguage, useStrings } from '../../../lib/i18n'

// the form and its checks (zod, through the contract's schema) load when the sheet opens, not with the property page
const VisitForm = lazy(() => import('./visit-form').then((m) => ({ default: m.VisitForm })))

interface VisitSheetsProps extends ScheduleVisitProps {
  open: boolean
  onClose: () => void
}

/** The sheets of 'Schedule a visit' (schedule-visit.tsx): the form, then what was asked and what happens next. */
export function VisitSheets({ open, onClose, propertyId, propertyName, address }: VisitSheetsProps) {
  const language = useLanguage()
  const s = useStrings(visitStrings)
  const session = useSession()
  const [result, setResult] = useState<RequestResult>(null)
  const [requested, setRequested] = useState<RequestedVisit | null>(null)

  return (
    <>
      <Modal open={open} onClose={onClose} title={s.sheetTitle} variant="sheet">
        {open && session && (
          <OnDemand loading={<Loading />} failed={<ErrorState />}>
            <VisitForm
              leadId={session.leadId}
              propertyId={propertyId}
              propertyName={propertyName}
              address={address}
              onDone={(outcome, visit) => {
                onClose()
                setRequested(visit ?? null)
                setResult(outcome)
              }}
            />
          </OnDemand>
        )}
      </Modal>
      <ResultModal
        result={result}
        onClose={() => setResult(null)}
        details={
          requested && (
            <dl className={styles.confirmation} data-testid="visit-confirmation">
              <dt>{s.confirmedWhenLabel}</dt>
              <dd>{s.confirmedWhen(formatDate(requested.date, language), s.slots[requested.slot], s.slotHours[requested.slot])}</dd>
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
