import type { PropertyDetail } from '@basera/contract/properties'
import { formatRupees } from '../../../lib/format'
import { propertyStrings } from '../strings'
import styles from './property-sections.module.css'
import { useStrings } from '../../../lib/i18n'

/** Issue 9: the lowest rent and what moving in on it costs, from the server's figures. */
export function PriceSummary({ property }: { property: PropertyDetail }) {
  const t = useStrings(propertyStrings)
  return (
    <div className={styles.priceBox}>
      <p className={styles.priceLine}>
        <strong className={styles.nowrap}>{t.fromPerMonth(formatRupees(property.minimum_rent))}</strong>
        <span aria-hidden="true"> · </span>
        <span className={`${styles.moveIn} ${styles.nowrap}`}>{t.moveInFor(formatRupees(property.move_in_total))}</span>
      </p>
      <p className={styles.refund}>{t.refundable(formatRupees(property.refundable_amount))}</p>
      <p className={styles.note}>{t.priceNote}</p>
    </div>
  )
}
