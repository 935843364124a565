import { lazy, useState } from 'react'
import { useNavigate } from 'react-router'
import type { PropertyCard } from '@basera/contract/properties'
import type { ResultsView } from '@basera/contract/search-link'
import { OnDemand } from '../../../components/on-demand'
import { formatRupees } from '../../../lib/format'
import { useOnline } from '../../../lib/online'
import { usePublicConfig } from '../../../lib/public-config'
import { roomFilterStrings } from '../room-strings'
import styles from './results-map.module.css'
import { useStrings } from '../../../lib/i18n'

const ResultsLeafletMap = lazy(() => import('./results-leaflet-map').then((m) => ({ default: m.ResultsLeafletMap })))

/**
 * Whether the map can show: `ready` once tiles are configured and the reader is online; `why` says why not
 * (null while the configuration loads, and on the server's page, when there is no reason to give yet).
 */
export function useMapAvailability(): { ready: boolean; why: string | null } {
  const text = useStrings(roomFilterStrings)
  const online = useOnline()
  const config = usePublicConfig().data
  const why = config === undefined ? null : !config.map ? text.mapNoTiles : !online ? text.mapOffline : null
  return { ready: config !== undefined && why === null, why }
}

/** List or map. Without configured tiles (or offline) the map cannot be chosen, and the note says why. */
export function ResultsViewToggle({ view, onChange }: { view: ResultsView; onChange: (view: ResultsView) => void }) {
  const text = useStrings(roomFilterStrings)
  const { ready, why } = useMapAvailability()
  return (
    <>
      <div className={styles.toggle} role="group" aria-label={text.viewLabel}>
        <button type="button" aria-pressed={view === 'list'} onClick={() => onChange('list')}>{text.listView}</button>
        <button
          type="button"
          aria-pressed={view === 'map'}
          disabled={!ready}
          aria-describedby={why ? 'map-why' : undefined}
          onClick={() => onChange('map')}
        >
          {text.mapView}
        </button>
      </div>
      {why && <p id="map-why" className={styles.note}>{why}</p>}
    </>
  )
}

/** The same results on a map, markers clustered; a marker opens a compact card that opens the property. */
export function ResultsMap({ properties, more }: { properties: readonly PropertyCard[]; more: boolean }) {
  const text = useStrings(roomFilterStrings)
  const navigate = useNavigate()
  const tiles = usePublicConfig().data?.map ?? null
  const [tilesFailed, setTilesFailed] = useState(false)
  if (!tiles) return <p className={styles.note}>{text.mapNoTiles}</p>
  // the popup is Leaflet's DOM, outside React: a plain element whose link navigates in the app
  const card = (property: PropertyCard) => {
    const box = document.createElement('div')
    const name = document.createElement('strong')
    name.className = styles.popupName ?? ''
    name.textContent = property.property_name
    const rent = document.createElement('span')
    rent.className = styles.popupRent ?? ''
    rent.textContent = `${formatRupees(property.minimum_rent)}${text.perMonth} · ${property.locality_name}`
    const link = document.createElement('a')
    const to = `/property/${property.property_id}`
    link.href = to
    link.textContent = text.viewProperty
    link.addEventListener('click', (event) => {
      event.preventDefault()
      void navigate(to)
    })
    box.append(name, rent, link)
    return box
  }
  return (
    <>
      {tilesFailed && <p className={styles.note} role="status">{text.mapTilesFailed}</p>}
      {more && <p className={styles.note}>{text.mapShowsLoaded(properties.length)}</p>}
      <OnDemand loading={<div className={styles.map}>{text.mapLoading}</div>} failed={<p className={styles.note}>{text.mapFailed}</p>}>
        <ResultsLeafletMap properties={properties} tiles={tiles} label={text.mapLabel} card={card} onTileError={() => setTilesFailed(true)} />
      </OnDemand>
    </>
  )
}
