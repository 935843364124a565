import type { PropertyCard } from '@basera/contract/properties'
import type { RenderCard } from './types'
import styles from './property-row.module.css'

/** A horizontally scrolling row of compact cards (native scroll with snap points). */
export function PropertyRow({ properties, renderCard, label }: { properties: readonly PropertyCard[]; renderCard: RenderCard; label: string }) {
  return (
    <ul className={styles.row} aria-label={label}>
      {properties.map((property) => (
        <li key={property.property_id} className={styles.item}>
          {renderCard(property, 'compact')}
        </li>
      ))}
    </ul>
  )
}

/** Full cards one under another. */
export function PropertyStack({ properties, renderCard }: { properties: readonly PropertyCard[]; renderCard: RenderCard }) {
  return (
    <ul className={styles.stack}>
      {properties.map((property) => (
        <li key={property.property_id}>{renderCard(property, 'full')}</li>
      ))}
    </ul>
  )
}
