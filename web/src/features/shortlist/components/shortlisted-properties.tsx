import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { PropertyCard } from '@basera/contract/properties'
import { buttonClass } from '../../../components/button'
import { EmptyState, ErrorState, Skeleton } from '../../../components/states'
import { useSession } from '../../../lib/session'
import { useShortlist } from '../api/get-shortlist'
import { shortlistStrings } from '../strings'
import styles from './shortlisted-properties.module.css'
import { useStrings } from '../../../lib/i18n'

interface ShortlistedPropertiesProps {
  /** The app layer renders the card (another feature) with this feature's heart. */
  renderCard: (property: PropertyCard) => ReactNode
}

/** The lead's shortlist, each card with 'Book This Property', or an empty state. */
export function ShortlistedProperties({ renderCard }: ShortlistedPropertiesProps) {
  const shortlistText = useStrings(shortlistStrings)
  const session = useSession()
  const shortlist = useShortlist(session?.leadId ?? null)

  if (shortlist.isPending) return <Skeleton height={300} count={2} />
  if (shortlist.isError) return <ErrorState onRetry={() => void shortlist.refetch()} />
  if (shortlist.data.data.length === 0) {
    return (
      <EmptyState title={shortlistText.empty}>
        <p>{shortlistText.emptyHint}</p>
        <Link to="/home" className={buttonClass()}>
          {shortlistText.browse}
        </Link>
      </EmptyState>
    )
  }
  return (
    <ul className={styles.list}>
      {shortlist.data.data.map((property) => (
        <li key={property.property_id} className={styles.item}>
          {renderCard(property)}
          <Link to={`/property/${property.property_id}`} className={buttonClass('primary', true)}>
            {shortlistText.book}
          </Link>
        </li>
      ))}
    </ul>
  )
}
