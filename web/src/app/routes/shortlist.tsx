import type { PropertyCard as PropertyCardData } from '@basera/contract/properties'
import { Header } from '../../components/header'
import { PropertyCard } from '../../features/properties/components/property-card'
import { ShortlistButton } from '../../features/shortlist/components/shortlist-button'
import { ShortlistedProperties } from '../../features/shortlist/components/shortlisted-properties'
import { shortlistStrings } from '../../features/shortlist/strings'
import styles from './help.module.css'

const renderCard = (property: PropertyCardData) => (
  <PropertyCard property={property} variant="compact" action={<ShortlistButton property={property} />} />
)

export function ShortlistScreen() {
  return (
    <>
      <Header back menu title={shortlistStrings.title} />
      <main className={styles.page}>
        <ShortlistedProperties renderCard={renderCard} />
      </main>
    </>
  )
}
