import { Button } from '../../../components/button'
import { Icon } from '../../../components/icon'
import { contactNumber, usePublicConfig } from '../../../lib/public-config'
import { propertyStrings } from '../strings'
import styles from './property-sections.module.css'
import { useStrings } from '../../../lib/i18n'

interface PropertyActionBarProps {
  propertyId: number
  propertyName: string
  /** The property's own 10-digit number; without it, Basera support answers. */
  contactPhone: string | null
  onBook: () => void
}

/** Sticky bottom actions: WhatsApp chat, a call, and Book Now. */
export function PropertyActionBar({ propertyId, propertyName, contactPhone, onBook }: PropertyActionBarProps) {
  const t = useStrings(propertyStrings)
  const config = usePublicConfig()
  const phone = contactNumber(contactPhone, config.data?.support_phone)
  const whatsapp = phone && `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(t.whatsappText(propertyName, propertyId))}`
  return (
    <div className={styles.actionBar}>
      {whatsapp && (
        <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={styles.barLink}>
          <Icon name="chat" size={20} />
          {t.whatsapp}
        </a>
      )}
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
