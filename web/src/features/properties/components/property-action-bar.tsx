import { Button } from '../../../components/button'
import { Icon } from '../../../components/icon'
import { propertyStrings as t } from '../strings'
import styles from './property-sections.module.css'

interface PropertyActionBarProps {
  propertyId: number
  propertyName: string
  onBook: () => void
}

/** Sticky bottom actions: WhatsApp chat, a call, and Book Now. */
export function PropertyActionBar({ propertyId, propertyName, onBook }: PropertyActionBarProps) {
  const whatsapp = `https://wa.me/${t.supportWhatsapp}?text=${encodeURIComponent(t.whatsappText(propertyName, propertyId))}`
  return (
    <div className={styles.actionBar}>
      <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={styles.barLink}>
        <Icon name="chat" size={20} />
        {t.whatsapp}
      </a>
      <a href={`tel:${t.supportPhone}`} className={styles.barLink}>
        <Icon name="phone" size={20} />
        {t.callNow}
      </a>
      <Button className={styles.barBook} onClick={onBook}>
        {t.bookNow}
      </Button>
    </div>
  )
}
