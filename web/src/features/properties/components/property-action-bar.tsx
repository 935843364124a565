import { Link } from 'react-router'
import { Button } from '../../../components/button'
import { Icon } from '../../../components/icon'
import { contactNumber, usePublicConfig } from '../../../lib/public-config'
import { propertyStrings } from '../strings'
import styles from './property-sections.module.css'
import { useStrings } from '../../../lib/i18n'

interface PropertyActionBarProps {
  propertyName: string
  /** The property's own 10-digit number; without it, Basera support answers. */
  contactPhone: string | null
  onBook: () => void
  /** Where the tenant writes to the property in the app (WhatsApp's place: no number changes hands). */
  messageTo: string
}

/** Sticky bottom actions: a message to the property in the app, a call, and Book Now. */
export function PropertyActionBar({ propertyName, contactPhone, onBook, messageTo }: PropertyActionBarProps) {
  const t = useStrings(propertyStrings)
  const config = usePublicConfig()
  const phone = contactNumber(contactPhone, config.data?.support_phone)
  return (
    <div className={styles.actionBar}>
      <Link to={messageTo} className={styles.barLink} aria-label={t.messageOwnerOf(propertyName)}>
        <Icon name="chat" size={20} />
        {t.message}
      </Link>
      {phone && (
        <a href={`tel:${phone}`} className={styles.barLink}>
          <Icon name="phone" size={20} />
          {t.callNow}
        </a>
      )}
      <Button className={styles.barBook} onClick={onBook}>
        {t.bookNow}
      </Button>
    </div>
  )
}
