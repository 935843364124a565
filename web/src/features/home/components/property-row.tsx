import type { PropertyCard } from '@basera/contract/properties'
import type { RenderCard } from './types'
import styles from './property-row.module.css'

/** A horizontally scrolling row of compact cards (native scroll with snap points). */
interface ListProps {
  properties: readonly PropertyCard[]
  renderCard: RenderCard
  /** How many of the first cards are above the fold (their photos load at once). */
  priorityCount?: number
}

export function PropertyRow({ properties, renderCard, label, priorityCount = 0 }: ListProps & { label: string }) {
  return (
    <ul className={styles.row} aria-label={label}>
      {properties.map((property, index) => (
        <li key={property.property_id} className={styles.item}>
          {renderCard(property, 'compact', index < priorityCount)}
        </li>
      ))}
    </ul>
  )
}

/** Full cards one under another. */
export function PropertyStack({ properties, renderCard, priorityCount = 0 }: ListProps) {
  return (
    <ul className={styles.stack}>
      {properties.map((property, index) => (
        <li key={property.property_id}>{renderCard(property, 'full', index < priorityCount)}</li>
      ))}
    </ul>
  )
}
