import { Link } from 'react-router'
import type { Feature } from '@basera/contract/properties'
import { AMENITIES_SHOWN } from '@basera/contract/constants'
import { propertyStrings } from '../strings'
import { AmenityIcon } from './amenity-icon'
import styles from './property-sections.module.css'
import { listingWord } from '../../../lib/listing-words'
import { useLanguage, useStrings } from '../../../lib/i18n'

interface AmenityGridProps {
  features: Feature[]
  /** 'View all' target; without it every amenity is listed. */
  allTo?: string
}

export function AmenityList({ features, limit }: { features: Feature[]; limit?: number }) {
  const language = useLanguage()
  return (
    <ul className={styles.amenities}>
      {features.slice(0, limit).map((f) => (
        <li key={f.feature_id}>
          <span className={styles.amenityIcon}>
            <AmenityIcon name={f.icon} />
          </span>
          {listingWord(f.feature_name, language)}
        </li>
      ))}
    </ul>
  )
}

/** The first 6 amenities with icons and 'View all'. */
export function AmenityGrid({ features, allTo }: AmenityGridProps) {
  const t = useStrings(propertyStrings)
  if (features.length === 0) return null
  return (
    <section className={styles.section} aria-labelledby="amenities-title">
      <div className={styles.titleRow}>
        <h2 id="amenities-title" className={styles.title}>
          {t.amenities}
        </h2>
        {allTo && features.length > AMENITIES_SHOWN && (
          <Link to={allTo} className={styles.viewAll}>
            {t.viewAll} ({features.length})
          </Link>
        )}
      </div>
      <AmenityList features={features} limit={allTo ? AMENITIES_SHOWN : undefined} />
    </section>
  )
}
