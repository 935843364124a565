import type { RoomOption } from '@basera/contract/properties'
import { formatRupees } from '../../../lib/format'
import { moveInLines } from '../charges'
import { bookingStrings } from '../strings'
import styles from './booking.module.css'
import { useLanguage, useStrings } from '../../../lib/i18n'

/** Every line of the move-in amount, the total and the refundable part: all server figures. */
export function MoveInBreakdown({ option }: { option: RoomOption }) {
  const language = useLanguage()
  const t = useStrings(bookingStrings)
  return (
    <div className={styles.breakdown}>
      <dl>
        {moveInLines(option, language).map((line) => (
          <div key={line.label} className={styles.line}>
            <dt>{line.label}</dt>
            <dd>{formatRupees(line.amount)}</dd>
          </div>
        ))}
        <div className={`${styles.line} ${styles.totalLine}`}>
          <dt>{t.total}</dt>
          <dd>{formatRupees(option.move_in_total)}</dd>
        </div>
      </dl>
      <p className={styles.refundable}>{t.refundable(formatRupees(option.refundable_amount))}</p>
    </div>
  )
}
