import { useEffect, useRef } from 'react'
import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import styles from './property-map.module.css'

interface LeafletMapProps {
  latitude: number
  longitude: number
  label: string
  /** Tiles did not load (offline, blocked host): the caller shows its fallback card. */
  onFail: () => void
}

/** Its own chunk: Leaflet loads only when a property page shows a map. */
export function LeafletMap({ latitude, longitude, label, onFail }: LeafletMapProps) {
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
    const tiles = L.tileLayer('https://tile.openstreetmap.org/{z}/{x}/{y}.png', {
      maxZoom: 19,
      attribution: '&copy; OpenStreetMap contributors',
    })
    tiles.once('tileerror', () => failRef.current())
    tiles.addTo(map)
    // a CSS pin: Leaflet's default marker images do not survive bundling
    L.marker([latitude, longitude], {
      title: label,
      alt: label,
      icon: L.divIcon({ className: styles.pin ?? '', iconSize: [28, 28], iconAnchor: [14, 28] }),
    }).addTo(map)
    return () => {
      map.remove()
    }
  }, [latitude, longitude, label])

  return <div ref={ref} className={styles.map} role="img" aria-label={label} />
}
