import { useEffect, useRef } from 'react'
import L from 'leaflet'
import 'leaflet.markercluster'
import 'leaflet/dist/leaflet.css'
import 'leaflet.markercluster/dist/MarkerCluster.css'
import 'leaflet.markercluster/dist/MarkerCluster.Default.css'
import type { PropertyCard } from '@basera/contract/properties'
import styles from './results-map.module.css'

interface Props {
  properties: readonly PropertyCard[]
  tiles: { tile_url: string; attribution: string }
  label: string
  /** The compact card of a marker: its name, rent and a link that opens the property. */
  card: (property: PropertyCard) => HTMLElement
  /** Tiles did not load: the markers stay, the caller says why the map is blank. */
  onTileError: () => void
}

/** Its own chunk: Leaflet and the clustering plugin load only when the tenant opens the map. */
export function ResultsLeafletMap({ properties, tiles, label, card, onTileError }: Props) {
  const ref = useRef<HTMLDivElement>(null)
  const callbacks = useRef({ card, onTileError })
  useEffect(() => {
    callbacks.current = { card, onTileError }
  })

  useEffect(() => {
    if (!ref.current) return
    const placed = properties.filter((p) => p.latitude !== null && p.longitude !== null)
    const map = L.map(ref.current, { scrollWheelZoom: false })
    const layer = L.tileLayer(tiles.tile_url, { maxZoom: 19, attribution: tiles.attribution })
    layer.once('tileerror', () => callbacks.current.onTileError())
    layer.addTo(map)
    const cluster = L.markerClusterGroup({ showCoverageOnHover: false, maxClusterRadius: 50 })
    for (const property of placed) {
      // a CSS pin: Leaflet's default marker images do not survive bundling
      const marker = L.marker([property.latitude ?? 0, property.longitude ?? 0], {
        title: property.property_name,
        alt: property.property_name,
        keyboard: true,
        icon: L.divIcon({ className: styles.pin ?? '', iconSize: [28, 28], iconAnchor: [14, 28], popupAnchor: [0, -26] }),
      })
      marker.bindPopup(() => callbacks.current.card(property), { closeButton: true, minWidth: 200 })
      cluster.addLayer(marker)
    }
    map.addLayer(cluster)
    if (placed.length > 0) map.fitBounds(cluster.getBounds(), { padding: [24, 24], maxZoom: 15 })
    else map.setView([28.6139, 77.209], 11)
    return () => {
      map.remove()
    }
  }, [properties, tiles])

  return <div ref={ref} className={styles.map} role="region" aria-label={label} />
}
