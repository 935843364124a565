import type { CancellationTerms } from '@basera/contract/cancellation'
import { cancellationStrings as t } from './cancellation-strings'
import styles from './cancellation-terms.module.css'

/** Each refund rule in plain words, most notice first: "Cancel 7+ days before move-in: 100% back". */
export function cancellationLines(terms: CancellationTerms): string[] {
  return terms.map((term, i) => {
    const back = t.refundBack(term.refund_percent)
    if (term.days_before_move_in > 0) return t.cancelDaysBefore(term.days_before_move_in, back)
    const previous = terms[i - 1]
    return previous ? t.cancelFewerDays(previous.days_before_move_in, back) : t.cancelAnyTime(back)
  })
}

/** The refund rules a tenant sees before booking, and again in My Booking. */
export function CancellationTermsList({ terms, className }: { terms: CancellationTerms; className?: string }) {
  return (
    <section className={`${styles.terms} ${className ?? ''}`} aria-label={t.cancellationTitle}>
      <h3 className={styles.title}>{t.cancellationTitle}</h3>
      {terms.length === 0 ? (
        <p className={styles.none}>{t.cancellationNone}</p>
      ) : (
        <ul className={styles.list}>
          {cancellationLines(terms).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </section>
  )
}
