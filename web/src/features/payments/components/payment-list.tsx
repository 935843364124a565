import type { LeadPayment } from '@basera/contract/payments'
import { formatDate, formatRupees, formatTime } from '../../../lib/format'
import { useLanguage, useStrings } from '../../../lib/i18n'
import { paymentStrings } from '../strings'
import styles from './payment-list.module.css'

/** The lead's ledger rows: what moved, how much, where it is now, when (India's time) and for which booking. */
export function PaymentList({ payments }: { payments: readonly LeadPayment[] }) {
  const t = useStrings(paymentStrings)
  const language = useLanguage()
  return (
    <ul className={styles.list}>
      {payments.map((p) => (
        <li key={`${p.booking_id}-${p.kind}-${p.at}`} className={styles.row} aria-label={`${t.kinds[p.kind]} ${formatRupees(p.amount)}`}>
          <p className={styles.kind}>{t.kinds[p.kind]}</p>
          <p className={`${styles.amount} ${p.kind === 'refund' ? styles.refund : ''}`}>{formatRupees(p.amount)}</p>
          <p className={styles.meta}>
            {p.property_name} · {t.booking(p.booking_id)}
          </p>
          <span className={styles.status}>{t.statuses[p.status]}</span>
          <p className={styles.meta}>
            {formatDate(p.at, language)}, {formatTime(p.at)}
            {p.payment_id && ` · ${t.paymentId(p.payment_id)}`}
          </p>
        </li>
      ))}
    </ul>
  )
}
