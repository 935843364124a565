import { lazy, useRef, useState } from 'react'
import { Icon } from '../../../components/icon'
import { OnDemand } from '../../../components/on-demand'
import { useNearViewport } from '../../../lib/near-viewport'
import { useOnline } from '../../../lib/online'
import { usePublicConfig } from '../../../lib/public-config'
import { propertyStrings } from '../strings'
import styles from './property-map.module.css'
import { useStrings } from '../../../lib/i18n'

const LeafletMap = lazy(() => import('./leaflet-map').then((m) => ({ default: m.LeafletMap })))

interface PropertyMapProps {
  name: string
  address: string
  latitude: number | null
  longitude: number | null
}

function mapsLink({ address, latitude, longitude }: PropertyMapProps) {
  const query = latitude !== null && longitude !== null ? `${latitude},${longitude}` : address
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`
}

function FallbackCard(props: PropertyMapProps) {
  const t = useStrings(propertyStrings)
  const hasCoordinates = props.latitude !== null && props.longitude !== null
  return (
    <div className={styles.fallback}>
      <span className={styles.fallbackIcon} aria-hidden="true">
        <Icon name="location" size={28} />
      </span>
      <div>
        <p className={styles.fallbackAddress}>{props.address}</p>
        <p className={styles.fallbackNote}>{hasCoordinates ? t.mapUnavailable : t.mapNoCoordinates}</p>
        <a href={mapsLink(props)} target="_blank" rel="noopener noreferrer" className={styles.openLink}>
          {t.openInMaps}
        </a>
      </div>
    </div>
  )
}

/** The map, or a clear card with the address when there are no coordinates, no network or no tiles. */
export function PropertyMap(props: PropertyMapProps) {
  const t = useStrings(propertyStrings)
  const online = useOnline()
  // the tiles are the server's configuration: none configured (or not known yet) shows the address card
  const tiles = usePublicConfig().data?.map ?? null
  const [failed, setFailed] = useState(false)
  // the map library (the page's largest script) loads only as the reader nears the map, not with the page
  const section = useRef<HTMLElement>(null)
  const near = useNearViewport(section)
  const { latitude, longitude } = props
  const fallback = <FallbackCard {...props} />
  const waiting = <div className={styles.map}>{t.loadingMap}</div>

  return (
    <section ref={section} className={styles.section} aria-labelledby="map-title">
      <h2 id="map-title" className={styles.title}>
        {t.location}
      </h2>
      {latitude === null || longitude === null || !online || failed || !tiles ? (
        fallback
      ) : !near ? (
        waiting
      ) : (
        <OnDemand loading={waiting} failed={fallback}>
          <LeafletMap
            latitude={latitude}
            longitude={longitude}
            tiles={tiles}
            label={t.mapLabel(props.name)}
            onFail={() => setFailed(true)}
          />
        </OnDemand>
      )}
    </section>
  )
}
