import type { RoomOption } from '@basera/contract/properties'
import type { CancellationTerms } from '@basera/contract/cancellation'
import { CancellationTermsList } from '../../../components/cancellation-terms'
import { Button } from '../../../components/button'
import { formatRupees } from '../../../lib/format'
import { electricityText, foodText } from '../charges'
import { bookingStrings } from '../strings'
import { MoveInBreakdown } from './move-in-breakdown'
import styles from './booking.module.css'
import { useLanguage, useStrings } from '../../../lib/i18n'

interface BookingSummaryProps {
  propertyName: string
  option: RoomOption
  cancellationTerms: CancellationTerms
  busy: boolean
  onConfirm: () => void
  onBack: () => void
}

/** What the tenant pays and gets back, before anything is booked: every number from the server. */
export function BookingSummary({ propertyName, option, cancellationTerms, busy, onConfirm, onBack }: BookingSummaryProps) {
  const language = useLanguage()
  const t = useStrings(bookingStrings)
  return (
    <div className={styles.summary}>
      <dl className={styles.summaryFacts}>
        <div className={styles.line}>
          <dt>{t.room}</dt>
          <dd>
            {t.sharing(option.room_type_name)} · {propertyName}
          </dd>
        </div>
        <div className={styles.line}>
          <dt>{t.rent}</dt>
          <dd>{formatRupees(option.unit_rent)}</dd>
        </div>
        <div className={styles.line}>
          <dt>{t.electricity}</dt>
          <dd>{electricityText(option, language)}</dd>
        </div>
        <div className={styles.line}>
          <dt>{t.food}</dt>
          <dd>{foodText(option, language)}</dd>
        </div>
        <div className={styles.line}>
          <dt>{t.termsLabel}</dt>
          <dd>
            {t.lockin(option.lockinperiod_months)} · {t.agreementMonths(option.agreement_duration_months)}
          </dd>
        </div>
      </dl>
      <MoveInBreakdown option={option} />
      <CancellationTermsList terms={cancellationTerms} />
      <p className={styles.hint}>{t.holdNote}</p>
      <div className={styles.summaryButtons}>
        <Button variant="outline" onClick={onBack} disabled={busy}>
          {t.back}
        </Button>
        <Button onClick={onConfirm} busy={busy}>
          {t.confirm}
        </Button>
      </div>
    </div>
  )
}
