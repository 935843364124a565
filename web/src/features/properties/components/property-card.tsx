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
import { scrollAnchor } from '../../../lib/scroll-anchor'
import { useLanguage, useStrings } from '../../../lib/i18n'

interface PropertyCardProps {
  property: PropertyCardData
  /** Top-right over the photo: the app layer puts the shortlist heart here. */
  action?: ReactNode
  /** 'compact' for horizontal carousels: one photo, no buttons. */
  variant?: 'full' | 'compact'
  /** Above the fold: the first photo loads at once. */
  priority?: boolean
  /** The place a search was near: the card says how far it is. */
  distanceFrom?: string
  /** Under the card's facts: the app layer puts the Compare action here. */
  extra?: ReactNode
}

function propertyPath(propertyId: number) {
  return `/property/${propertyId}`
}

export function fullAddress(p: Pick<PropertyCardData, 'address' | 'city_name' | 'pincode'>) {
  return `${p.address}, ${p.city_name} - ${p.pincode}`
}

export function PropertyCard({ variant = 'full', ...props }: PropertyCardProps) {
  return variant === 'compact' ? <CompactCard {...props} /> : <FullCard {...props} />
}

/** A metro train, drawn here and not in the shared icon set: only screens with property cards load it. */
function MetroIcon({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M8 3h8a3 3 0 013 3v8a3 3 0 01-3 3H8a3 3 0 01-3-3V6a3 3 0 013-3zM5 10h14M9 17l-2 4M15 17l2 4M9 13.5h.01M15 13.5h.01" />
    </svg>
  )
}

/** "1.2 km to Noida Sector 62 metro · 16 min walk" (straight line, walking at 4.5 km/h). */
export function MetroLine({ property, className }: { property: Pick<PropertyCardData, 'nearest_metro'>; className?: string }) {
  const propertyText = useStrings(propertyStrings)
  const metro = property.nearest_metro
  if (!metro) return null
  return (
    <p className={`${styles.address} ${className ?? ''}`}>
      <MetroIcon size={16} />
      <span>{propertyText.metroDistance(metro.distance_km.toFixed(1), metro.name, metro.walk_minutes)}</span>
    </p>
  )
}

function FullCard({ property, action, priority, distanceFrom, extra }: Omit<PropertyCardProps, 'variant'>) {
  const language = useLanguage()
  const propertyText = useStrings(propertyStrings)
  const navigate = useNavigate()
  const to = propertyPath(property.property_id)
  const shownTags = property.features.slice(0, FEATURE_TAGS_SHOWN)
  const moreTags = property.features.length - shownTags.length

  const onBook = () => {
    storeSelectedProperty(property.property_id, property.property_name)
    void navigate(`${to}/rooms`)
  }

  return (
    <article className={styles.card} aria-label={property.property_name} {...scrollAnchor(property.property_id)}>
      <div className={styles.media}>
        <PhotoSlider photos={property.photos} name={property.property_name} to={to} priority={priority} className={styles.photos} />
        <span className={styles.label}>{listingWord(property.furnishing, language)}</span>
        {action && <div className={styles.action}>{action}</div>}
      </div>
      <div className={styles.body}>
        <div className={styles.priceRow}>
          <p className={styles.price}>
            <strong>{formatRupees(property.minimum_rent)}</strong>
            {propertyText.perMonth}
          </p>
          <p className={styles.moveIn}>{propertyText.moveInFor(formatRupees(property.move_in_total))}</p>
        </div>
        <h3 className={styles.name}>
          <Link to={to}>{property.property_name}</Link>
        </h3>
        <p className={styles.address}>
          <Icon name="location" size={16} />
          <span>{fullAddress(property)}</span>
        </p>
        <MetroLine property={property} />
        {distanceFrom && property.distance_km !== undefined && (
          <p className={styles.distance}>{propertyText.distanceFrom(property.distance_km.toFixed(1), distanceFrom)}</p>
        )}
        {shownTags.length > 0 && (
          <ul className={styles.tags}>
            {shownTags.map((f) => (
              <li key={f.feature_id}>{listingWord(f.feature_name, language)}</li>
            ))}
            {moreTags > 0 && <li className={styles.more}>{propertyText.moreTags(moreTags)}</li>}
          </ul>
        )}
        {extra}
        <div className={styles.buttons}>
          <Link to={`/property/${property.property_id}#contact`} className={`${buttonClass('outline')} ${styles.button}`}>
            <Icon name="phone" size={18} />
            {propertyText.contactOwner}
          </Link>
          <Button className={styles.button} onClick={onBook}>
            {propertyText.bookNow}
          </Button>
        </div>
      </div>
    </article>
  )
}

function CompactCard({ property, action, priority }: Omit<PropertyCardProps, 'variant'>) {
  const language = useLanguage()
  const propertyText = useStrings(propertyStrings)
  const metro = property.nearest_metro
  const to = propertyPath(property.property_id)
  return (
    <article className={`${styles.card} ${styles.compact}`} aria-label={property.property_name}>
      <div className={styles.media}>
        <Link to={to} tabIndex={-1} aria-hidden="true">
          <PropertyImage src={property.photos[0]} alt="" sizes={COMPACT_PHOTO_SIZES} className={styles.compactPhoto} priority={priority} fetchPriority={priority ? 'high' : undefined} />
        </Link>
        <span className={styles.label}>{listingWord(property.furnishing, language)}</span>
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
        {metro && (
          <p className={styles.address}>
            <MetroIcon size={14} />
            <span>{propertyText.metroShort(metro.distance_km.toFixed(1))}</span>
          </p>
        )}
        <p className={styles.price}>
          <strong>{formatRupees(property.minimum_rent)}</strong>
          {propertyText.perMonth}
        </p>
        <p className={styles.moveIn}>{propertyText.moveInFor(formatRupees(property.move_in_total))}</p>
      </div>
    </article>
  )
}
