import { lazy, useEffect, useRef, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import type { PropertyDetail } from '@basera/contract/properties'
import { buttonClass } from '../../components/button'
import { Header } from '../../components/header'
import { Icon } from '../../components/icon'
import { LaterParts } from '../../components/later-part'
import { DialogLoading } from '../../components/modal-on-demand'
import { OnDemand } from '../../components/on-demand'
import { EmptyState, ErrorState, Skeleton } from '../../components/states'
import { ApiError } from '../../lib/api-client'
import { useWantedOnce } from '../../lib/idle'
import { useSession } from '../../lib/session'
import { useLivedAt } from '../../features/booking/api/get-bookings'
import { useLogEvent } from '../../features/events/api/log-event'
import { useProperty } from '../../features/properties/api/get-property'
import { AmenityGrid } from '../../features/properties/components/amenity-grid'
import { Highlights } from '../../features/properties/components/highlights'
import { PhotoSlider } from '../../features/properties/components/photo-slider'
import { PriceSummary } from '../../features/properties/components/price-summary'
import { PropertyActionBar } from '../../features/properties/components/property-action-bar'
import { fullAddress, MetroLine } from '../../features/properties/components/property-card'
import { PropertyFacts } from '../../features/properties/components/property-facts'
import { PropertyContact } from '../../features/properties/components/property-contact'
import { PropertyMap } from '../../features/properties/components/property-map'
import { Reviews } from '../../features/properties/components/reviews'
import { propertyIdFrom } from '../../features/properties/property-id'
import { storeSelectedProperty } from '../../features/properties/selected-property'
import { propertyStrings } from '../../features/properties/strings'
import { viewPropertyParams } from '../../features/properties/view-event'
import { readPrefs } from '../../features/search/prefs'
import { ShortlistButton } from '../../features/shortlist/components/shortlist-button'
import { CompareButton } from '../../features/compare/components/compare-button'
import { CompareTray } from '../../features/compare/components/compare-tray'
import { ScheduleVisit } from '../../features/visits/components/schedule-visit'
import { SimilarProperties } from './property-similar'
import styles from './property.module.css'
import { listingWord } from '../../lib/listing-words'
import { useLanguage, useStrings } from '../../lib/i18n'

// the full-screen photos open on a tap: their code (0.5 KB gzip of the first load) arrives once the page is idle,
// or at that tap if it comes first
const PhotoViewer = lazy(() => import('../../features/properties/components/photo-viewer').then((m) => ({ default: m.PhotoViewer })))

/** course-details: public and reload-safe; the id is in the URL. */
export function PropertyScreen() {
  const t = useStrings(propertyStrings)
  const propertyId = propertyIdFrom(useParams().id)
  const property = useProperty(propertyId)

  if (propertyId === 0 || (property.error instanceof ApiError && property.error.status === 404)) {
    return (
      <>
        <Header back />
        <EmptyState title={t.notFound}>
          <p>{t.notFoundBody}</p>
          <Link to="/search" className={buttonClass()}>
            {t.backToSearch}
          </Link>
        </EmptyState>
      </>
    )
  }
  if (property.isPending) {
    return (
      <>
        <Header back />
        <Skeleton height={240} />
        <Skeleton height={80} count={3} />
      </>
    )
  }
  if (property.isError) {
    return (
      <>
        <Header back />
        <ErrorState onRetry={() => void property.refetch()} />
      </>
    )
  }
  return <PropertyView property={property.data} />
}

function PropertyView({ property }: { property: PropertyDetail }) {
  const language = useLanguage()
  const t = useStrings(propertyStrings)
  const navigate = useNavigate()
  const [viewerAt, setViewerAt] = useState<number | null>(null)
  const livedHere = useLivedAt(useSession()?.leadId, property.property_id)
  const viewerWanted = useWantedOnce(viewerAt !== null)
  const roomsPath = `/property/${property.property_id}/rooms`
  const messageTo = `/messages/new?property_id=${property.property_id}`

  const onBook = () => {
    storeSelectedProperty(property.property_id, property.property_name)
    void navigate(roomsPath)
  }

  return (
    <>
      {/* SLOT (app layer): the shortlist heart sits in the header actions */}
      <Header back actions={<ShortlistButton property={property} />} />
      <main className={styles.screen}>
        <PhotoSlider photos={property.photos} name={property.property_name} onOpen={setViewerAt} priority className={styles.gallery} />
        <div className={styles.body}>
          <div className={styles.titleBlock}>
            <span className={styles.type}>
              {listingWord(property.property_type, language)} · {property.locality_name}
            </span>
            <h1 className={styles.name}>{property.property_name}</h1>
            <p className={styles.address}>
              <Icon name="location" size={16} />
              {fullAddress(property)}
            </p>
            <MetroLine property={property} />
            {/* SLOT (app layer): 'Schedule a visit' sits under the title */}
            <ScheduleVisit propertyId={property.property_id} propertyName={property.property_name} address={property.address} />
            <CompareButton property={{ id: property.property_id, name: property.property_name }} />
          </div>
          <CompareTray />
          <PriceSummary property={property} />
          <Link to={roomsPath} className={buttonClass('outline', true)} onClick={() => storeSelectedProperty(property.property_id, property.property_name)}>
            {t.viewRooms}
          </Link>
          {/* below the fold: each section hydrates after the top */}
          <LaterParts>
            <PropertyFacts property={property} />
            <AmenityGrid features={property.features} allTo={`/property/${property.property_id}/amenities`} />
            <Highlights highlights={property.highlights} description={property.description} />
            <PropertyContact
              propertyName={property.property_name}
              contactName={property.contact_name}
              contactPhone={property.contact_phone}
              contactIsSample={property.contact_is_sample}
              messageTo={messageTo}
            />
            <PropertyMap name={property.property_name} address={fullAddress(property)} latitude={property.latitude} longitude={property.longitude} />
            <Reviews propertyId={property.property_id} livedHere={livedHere} reviews={property.reviews} rating={property.rating} count={property.review_count} />
            <SimilarProperties propertyId={property.property_id} className={styles.similar} />
          </LaterParts>
        </div>
      </main>
      <PropertyActionBar propertyName={property.property_name} contactPhone={property.contact_phone} onBook={onBook} messageTo={messageTo} />
      {viewerWanted && (
        <OnDemand loading={viewerAt !== null ? <DialogLoading /> : null} failed={null}>
          <PhotoViewer photos={property.photos} name={property.property_name} openAt={viewerAt} onClose={() => setViewerAt(null)} />
        </OnDemand>
      )}
      <ViewPropertyEvent property={property} />
    </>
  )
}

/**
 * Logs the spec's VIEW_PROPERTY once per property shown. A part of its own: the request's progress re-renders only
 * this, not the whole screen (twice, as the request starts and ends).
 */
function ViewPropertyEvent({ property }: { property: PropertyDetail }) {
  const logEvent = useLogEvent()
  const logged = useRef<number | null>(null)
  useEffect(() => {
    if (logged.current === property.property_id) return
    logged.current = property.property_id
    const prefs = readPrefs()
    const choices = { ...prefs, localityNames: prefs.localities.map((l) => l.locality_name) }
    logEvent.mutate({ event_name: 'VIEW_PROPERTY', params: viewPropertyParams(choices, property) })
  }, [property, logEvent])
  return null
}
