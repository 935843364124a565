import { EARTH_RADIUS_KM } from '@basera/contract/constants'
import type { Locality } from '@basera/contract/localities'

export interface Position {
  latitude: number
  longitude: number
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180

/** Great-circle distance in km (haversine, R = 6371 km). */
export function distanceKm(a: Position, b: Position): number {
  const dLat = toRadians(b.latitude - a.latitude)
  const dLon = toRadians(b.longitude - a.longitude)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** The locality nearest to a position, among those with coordinates; null when none has any. */
export function nearestLocality<L extends Pick<Locality, 'latitude' | 'longitude'>>(position: Position, localities: readonly L[]): L | null {
  let best: L | null = null
  let bestDistance = Infinity
  for (const locality of localities) {
    if (locality.latitude === null || locality.longitude === null) continue
    const d = distanceKm(position, { latitude: locality.latitude, longitude: locality.longitude })
    if (d < bestDistance) {
      best = locality
      bestDistance = d
    }
  }
  return best
}
