import { useParams } from 'react-router'
import { Header } from '../../components/header'
import { ErrorState, Skeleton } from '../../components/states'
import { useProperty } from '../../features/properties/api/get-property'
import { AmenityList } from '../../features/properties/components/amenity-grid'
import { propertyIdFrom } from '../../features/properties/property-id'
import { propertyStrings } from '../../features/properties/strings'
import styles from './property-amenities.module.css'
import { useStrings } from '../../lib/i18n'

/** aminity-list: every amenity of the property, with icons. */
export function PropertyAmenitiesScreen() {
  const t = useStrings(propertyStrings)
  const propertyId = propertyIdFrom(useParams().id)
  const property = useProperty(propertyId)
  return (
    <>
      <Header back title={t.allAmenities} />
      <main className={styles.screen}>
        {propertyId === 0 ? (
          <ErrorState message={t.notFound} />
        ) : property.isPending ? (
          <Skeleton height={72} count={4} />
        ) : property.isError ? (
          <ErrorState message={property.error.message} onRetry={() => void property.refetch()} />
        ) : (
          <>
            <h2 className={styles.name}>{property.data.property_name}</h2>
            <AmenityList features={property.data.features} />
          </>
        )}
      </main>
    </>
  )
}
