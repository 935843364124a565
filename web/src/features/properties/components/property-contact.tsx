import { Link } from 'react-router'
import { buttonClass } from '../../../components/button'
import { Icon } from '../../../components/icon'
import { contactNumber, usePublicConfig } from '../../../lib/public-config'
import { propertyStrings } from '../strings'
import styles from './property-map.module.css'
import sections from './property-sections.module.css'
import { useStrings } from '../../../lib/i18n'

interface PropertyContactProps {
  propertyName: string
  contactName: string | null
  contactPhone: string | null
  /** The seed's sample contact: labelled Sample, never dialled (it has no number by construction). */
  contactIsSample?: boolean
  /** Where the tenant writes to the property's operators in the app (their number stays private). */
  messageTo: string
}

const MANAGER_SUFFIX = ' (property manager)'

/**
 * Who answers for this property: a message to its operators in the app first (no number is shared either way), then
 * its own published number, or Basera support while it has none (or only a sample one).
 */
export function PropertyContact({ propertyName, contactName, contactPhone, contactIsSample = false, messageTo }: PropertyContactProps) {
  const t = useStrings(propertyStrings)
  const config = usePublicConfig()
  const phone = contactNumber(contactIsSample ? null : contactPhone, config.data?.support_phone)
  // the seed writes the role into the name: said in the reader's language
  const name = contactName?.endsWith(MANAGER_SUFFIX) ? t.propertyManager(contactName.slice(0, -MANAGER_SUFFIX.length)) : contactName
  return (
    <section id="contact" className={styles.section} aria-labelledby="contact-title">
      <h2 id="contact-title" className={styles.title}>
        {t.contactTitle}
      </h2>
      <Link to={messageTo} className={buttonClass('primary', true)} aria-label={t.messageOwnerOf(propertyName)}>
        <Icon name="chat" size={18} />
        {t.messageOwner}
      </Link>
      <p className={styles.fallbackNote}>{t.messageOwnerNote}</p>
      {contactIsSample && name && (
        <div className={styles.fallback} data-testid="sample-contact">
          <span className={styles.fallbackIcon} aria-hidden="true">
            <Icon name="user" size={28} />
          </span>
          <div>
            <p className={styles.fallbackAddress}>
              {name} <span className={sections.sample}>{t.sampleReview}</span>
            </p>
            <p className={styles.fallbackNote}>{t.sampleContactNote}</p>
          </div>
        </div>
      )}
      {phone && (
        <div className={styles.fallback}>
          <span className={styles.fallbackIcon} aria-hidden="true">
            <Icon name="user" size={28} />
          </span>
          <div>
            <p className={styles.fallbackAddress}>{contactPhone && name && !contactIsSample ? name : t.supportName}</p>
            <p className={styles.fallbackNote}>{phone}</p>
            <p className={styles.contactLinks}>
              <a href={`tel:${phone}`} className={styles.openLink}>
                {t.callNow}
              </a>
            </p>
          </div>
        </div>
      )}
    </section>
  )
}
