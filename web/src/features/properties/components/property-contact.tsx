import { Icon } from '../../../components/icon'
import { contactNumber, usePublicConfig } from '../../../lib/public-config'
import { propertyStrings } from '../strings'
import styles from './property-map.module.css'
import { useStrings } from '../../../lib/i18n'

interface PropertyContactProps {
  propertyId: number
  propertyName: string
  contactName: string | null
  contactPhone: string | null
}

/** Who answers for this property: its own contact, or Basera support while it has none. */
export function PropertyContact({ propertyId, propertyName, contactName, contactPhone }: PropertyContactProps) {
  const t = useStrings(propertyStrings)
  const config = usePublicConfig()
  const phone = contactNumber(contactPhone, config.data?.support_phone)
  if (!phone) return null
  const whatsapp = `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(t.whatsappText(propertyName, propertyId))}`
  return (
    <section id="contact" className={styles.section} aria-labelledby="contact-title">
      <h2 id="contact-title" className={styles.title}>
        {t.contactTitle}
      </h2>
      <div className={styles.fallback}>
        <span className={styles.fallbackIcon} aria-hidden="true">
          <Icon name="user" size={28} />
        </span>
        <div>
          <p className={styles.fallbackAddress}>{contactPhone && contactName ? contactName : t.supportName}</p>
          <p className={styles.fallbackNote}>{phone}</p>
          <p className={styles.contactLinks}>
            <a href={`tel:${phone}`} className={styles.openLink}>
              {t.callNow}
            </a>
            <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={styles.openLink}>
              {t.whatsapp}
            </a>
          </p>
        </div>
      </div>
    </section>
  )
}
