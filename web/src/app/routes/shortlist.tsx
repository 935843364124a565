import type { PropertyCard as PropertyCardData } from '@basera/contract/properties'
import { Header } from '../../components/header'
import { PropertyCard } from '../../features/properties/components/property-card'
import { ShortlistButton } from '../../features/shortlist/components/shortlist-button'
import { ShortlistedProperties } from '../../features/shortlist/components/shortlisted-properties'
import { shortlistStrings } from '../../features/shortlist/strings'
import styles from './help.module.css'
import { useStrings } from '../../lib/i18n'

const renderCard = (property: PropertyCardData) => (
  <PropertyCard property={property} variant="compact" action={<ShortlistButton property={property} />} />
)

export function ShortlistScreen() {
  const shortlistText = useStrings(shortlistStrings)
  return (
    <>
      <Header back menu title={shortlistText.title} />
      <main className={styles.page}>
        <ShortlistedProperties renderCard={renderCard} />
      </main>
    </>
  )
}
