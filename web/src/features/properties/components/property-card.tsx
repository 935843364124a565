import type { ReactNode } from 'react'
import { Link, useNavigate } from 'react-router'
import type { PropertyCard as PropertyCardData } from '@basera/contract/properties'
import { FEATURE_TAGS_SHOWN } from '@basera/contract/constants'
import { COMPACT_PHOTO_SIZES } from '@basera/contract/photos'
import { buttonClass, Button } from '../../../components/button'
import { Icon } from '../../../components/icon'
import { formatRupees } from '../../../lib/format'
import { storeSelectedProperty } from '../selected-property'
import { propertyStrings } from '../strings'
import { PhotoSlider } from './photo-slider'
import { PropertyImage } from './property-image'
import styles from './property-card.module.css'
import { listingWord } from '../../../lib/listing-words'

interface PropertyCardProps {
  property: PropertyCardData
  /** Top-right over the photo: the app layer puts the shortlist heart here. */
  action?: ReactNode
  /** 'compact' for horizontal carousels: one photo, no buttons. */
  variant?: 'full' | 'compact'
  /** Above the fold: the first photo loads at once. */
  priority?: boolean
}

function propertyPath(propertyId: number) {
  return `/property/${propertyId}`
}

export function fullAddress(p: Pick<PropertyCardData, 'address' | 'city_name' | 'pincode'>) {
  return `${p.address}, ${p.city_name} - ${p.pincode}`
}

export function PropertyCard({ property, action, variant = 'full', priority = false }: PropertyCardProps) {
  return variant === 'compact' ? (
    <CompactCard property={property} action={action} priority={priority} />
  ) : (
    <FullCard property={property} action={action} priority={priority} />
  )
}

function FullCard({ property, action, priority }: Omit<PropertyCardProps, 'variant'>) {
  const navigate = useNavigate()
  const to = propertyPath(property.property_id)
  const shownTags = property.features.slice(0, FEATURE_TAGS_SHOWN)
  const moreTags = property.features.length - shownTags.length

  const onBook = () => {
    storeSelectedProperty(property.property_id, property.property_name)
    void navigate(`${to}/rooms`)
  }

  return (
    <article className={styles.card} aria-label={property.property_name}>
      <div className={styles.media}>
        <PhotoSlider photos={property.photos} name={property.property_name} to={to} priority={priority} className={styles.photos} />
        <span className={styles.label}>{listingWord(property.furnishing)}</span>
        {action && <div className={styles.action}>{action}</div>}
      </div>
      <div className={styles.body}>
        <div className={styles.priceRow}>
          <p className={styles.price}>
            <strong>{formatRupees(property.minimum_rent)}</strong>
            {propertyStrings.perMonth}
          </p>
          <p className={styles.moveIn}>{propertyStrings.moveInFor(formatRupees(property.move_in_total))}</p>
        </div>
        <h3 className={styles.name}>
          <Link to={to}>{property.property_name}</Link>
        </h3>
        <p className={styles.address}>
          <Icon name="location" size={16} />
          <span>{fullAddress(property)}</span>
        </p>
        {shownTags.length > 0 && (
          <ul className={styles.tags}>
            {shownTags.map((f) => (
              <li key={f.feature_id}>{listingWord(f.feature_name)}</li>
            ))}
            {moreTags > 0 && <li className={styles.more}>{propertyStrings.moreTags(moreTags)}</li>}
          </ul>
        )}
        <div className={styles.buttons}>
          <a href={`tel:${propertyStrings.supportPhone}`} className={`${buttonClass('outline')} ${styles.button}`}>
            <Icon name="phone" size={18} />
            {propertyStrings.contactOwner}
          </a>
          <Button className={styles.button} onClick={onBook}>
            {propertyStrings.bookNow}
          </Button>
        </div>
      </div>
    </article>
  )
}

function CompactCard({ property, action, priority }: Omit<PropertyCardProps, 'variant'>) {
  const to = propertyPath(property.property_id)
  return (
    <article className={`${styles.card} ${styles.compact}`} aria-label={property.property_name}>
      <div className={styles.media}>
        <Link to={to} tabIndex={-1} aria-hidden="true">
          <PropertyImage src={property.photos[0]} alt="" sizes={COMPACT_PHOTO_SIZES} className={styles.compactPhoto} priority={priority} fetchPriority={priority ? 'high' : undefined} />
        </Link>
        <span className={styles.label}>{listingWord(property.furnishing)}</span>
        {action && <div className={styles.action}>{action}</div>}
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link to={to}>{property.property_name}</Link>
        </h3>
        <p className={styles.address}>
          <Icon name="location" size={14} />
          <span>{`${property.locality_name}, ${property.city_name}`}</span>
        </p>
        <p className={styles.price}>
          <strong>{formatRupees(property.minimum_rent)}</strong>
          {propertyStrings.perMonth}
        </p>
        <p className={styles.moveIn}>{propertyStrings.moveInFor(formatRupees(property.move_in_total))}</p>
      </div>
    </article>
  )
}
