import type { CancellationTerms } from '@basera/contract/cancellation'
import { cancellationStrings } from './cancellation-strings'
import styles from './cancellation-terms.module.css'
import { stringsIn, useLanguage, useStrings, type Language } from '../lib/i18n'

/** Each refund rule in plain words, most notice first: "Cancel 7+ days before move-in: 100% back". */
export function cancellationLines(terms: CancellationTerms, language: Language): string[] {
  const t = stringsIn(cancellationStrings, language)
  return terms.map((term, i) => {
    const back = t.refundBack(term.refund_percent)
    if (term.days_before_move_in > 0) return t.cancelDaysBefore(term.days_before_move_in, back)
    const previous = terms[i - 1]
    return previous ? t.cancelFewerDays(previous.days_before_move_in, back) : t.cancelAnyTime(back)
  })
}

/** The refund rules a tenant sees before booking, and again in My Booking. */
export function CancellationTermsList({ terms, className }: { terms: CancellationTerms; className?: string }) {
  const t = useStrings(cancellationStrings)
  const language = useLanguage()
  return (
    <section className={`${styles.terms} ${className ?? ''}`} aria-label={t.cancellationTitle}>
      <h3 className={styles.title}>{t.cancellationTitle}</h3>
      {terms.length === 0 ? (
        <p className={styles.none}>{t.cancellationNone}</p>
      ) : (
        <ul className={styles.list}>
          {cancellationLines(terms, language).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </section>
  )
}
