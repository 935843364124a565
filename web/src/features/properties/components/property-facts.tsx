import type { PropertyDetail } from '@basera/contract/properties'
import { GENDER_LABELS } from '@basera/contract/constants'
import { propertyStrings } from '../strings'
import styles from './property-sections.module.css'
import { listingWord } from '../../../lib/listing-words'
import { useLanguage, useStrings } from '../../../lib/i18n'

/** Furnishing, ownership, deposit and notice months (spec: property details). */
export function PropertyFacts({ property }: { property: PropertyDetail }) {
  const language = useLanguage()
  const t = useStrings(propertyStrings)
  const genderLabels = useStrings(GENDER_LABELS)
  const facts: Array<[string, string]> = [
    [t.propertyType, listingWord(property.property_type, language)],
    [t.furnishing, listingWord(property.furnishing, language)],
    [t.ownership, listingWord(property.ownership, language)],
    [t.deposit, t.months(property.security_deposit_months)],
    [t.notice, t.months(property.noticeperiod_months)],
    [t.genders, property.genders.map((g) => genderLabels[g]).join(', ')],
  ]
  return (
    <section className={styles.section} aria-labelledby="facts-title">
      <h2 id="facts-title" className={styles.title}>
        {t.details}
      </h2>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
