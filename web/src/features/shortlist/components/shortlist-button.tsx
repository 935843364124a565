import type { MouseEvent } from 'react'
import { useLocation, useNavigate } from 'react-router'
import type { PropertyCard } from '@basera/contract/properties'
import { Icon } from '../../../components/icon'
import { useSession } from '../../../lib/session'
import { useShortlist } from '../api/get-shortlist'
import { useToggleShortlist } from '../api/toggle-shortlist'
import { shortlistStrings } from '../strings'
import styles from './shortlist-button.module.css'
import { useStrings } from '../../../lib/i18n'

interface ShortlistButtonProps {
  property: PropertyCard
}

/** The heart on a property card: filled when shortlisted, stored on the server. */
export function ShortlistButton({ property }: ShortlistButtonProps) {
  const session = useSession()
  if (!session) return <SignedOutHeart />
  return <SignedInHeart property={property} leadId={session.leadId} />
}

function stop(event: MouseEvent) {
  // the heart sits on a card that is itself a link
  event.preventDefault()
  event.stopPropagation()
}

function SignedOutHeart() {
  const shortlistText = useStrings(shortlistStrings)
  const navigate = useNavigate()
  const location = useLocation()
  const onClick = (event: MouseEvent) => {
    stop(event)
    void navigate(`/login?next=${encodeURIComponent(location.pathname + location.search)}`)
  }
  return (
    <button type="button" className={styles.heart} aria-pressed={false} aria-label={shortlistText.add} onClick={onClick}>
      <Icon name="heart" />
    </button>
  )
}

function SignedInHeart({ property, leadId }: ShortlistButtonProps & { leadId: number }) {
  const shortlistText = useStrings(shortlistStrings)
  const shortlist = useShortlist(leadId)
  const toggle = useToggleShortlist(leadId)
  const isShortlisted = shortlist.data?.data.some((p) => p.property_id === property.property_id) ?? false
  const onClick = (event: MouseEvent) => {
    stop(event)
    toggle.mutate({ property, shortlisted: !isShortlisted })
  }
  return (
    <button
      type="button"
      className={`${styles.heart} ${isShortlisted ? styles.on : ''}`}
      aria-pressed={isShortlisted}
      aria-label={isShortlisted ? shortlistText.remove : shortlistText.add}
      onClick={onClick}
    >
      <Icon name="heart" filled={isShortlisted} />
    </button>
  )
}
