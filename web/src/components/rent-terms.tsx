import type { RentTerms } from '@basera/contract/dues'
import { formatRupees } from '../lib/format'
import { stringsIn, useLanguage, useStrings, type Language } from '../lib/i18n'
import { rentTermsStrings } from './rent-terms-strings'
import styles from './cancellation-terms.module.css'

/** When rent falls due and what paying late costs, in plain words: "Rent due on the 5th of each month", "No late fee". */
export function rentTermsLines(terms: RentTerms, language: Language): [string, string] {
  const t = stringsIn(rentTermsStrings, language)
  return [
    terms.rent_day === null ? t.rentDueOnMoveInDay : t.rentDueOnDay(terms.rent_day),
    terms.late_fee === null ? t.noLateFee : t.lateFee(formatRupees(terms.late_fee.amount), terms.late_fee.grace_days),
  ]
}

/** The rent terms a tenant reads before booking (beside the refund rules), and again in the booking summary. */
export function RentTermsList({ terms, className }: { terms: RentTerms; className?: string }) {
  const t = useStrings(rentTermsStrings)
  const language = useLanguage()
  return (
    <section className={`${styles.terms} ${className ?? ''}`} aria-label={t.rentTermsTitle}>
      <h3 className={styles.title}>{t.rentTermsTitle}</h3>
      <ul className={styles.list}>
        {rentTermsLines(terms, language).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  )
}
