import { useEffect, useRef } from 'react'
import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import styles from './property-map.module.css'

interface LeafletMapProps {
  latitude: number
  longitude: number
  label: string
  /** The configured tile server (never a hard-coded third-party host). */
  tiles: { tile_url: string; attribution: string }
  /** Tiles did not load (offline, blocked host): the caller shows its fallback card. */
  onFail: () => void
}

/** Its own chunk: Leaflet loads only when a property page shows a map. */
export function LeafletMap({ latitude, longitude, tiles, label, onFail }: LeafletMapProps) {
  const ref = useRef<HTMLDivElement>(null)
  const failRef = useRef(onFail)
  useEffect(() => {
    failRef.current = onFail
  })

  useEffect(() => {
    if (!ref.current) return
    const map = L.map(ref.current, {
      center: [latitude, longitude],
      zoom: 15,
      scrollWheelZoom: false,
      // one finger scrolls the page on phones; the map pans with two
      dragging: !L.Browser.mobile,
    })
    const layer = L.tileLayer(tiles.tile_url, { maxZoom: 19, attribution: tiles.attribution })
    layer.once('tileerror', () => failRef.current())
    layer.addTo(map)
    // a CSS pin: Leaflet's default marker images do not survive bundling
    L.marker([latitude, longitude], {
      title: label,
      alt: label,
      icon: L.divIcon({ className: styles.pin ?? '', iconSize: [28, 28], iconAnchor: [14, 28] }),
    }).addTo(map)
    return () => {
      map.remove()
    }
  }, [latitude, longitude, label, tiles])

  return <div ref={ref} className={styles.map} role="img" aria-label={label} />
}
