import { z } from 'zod'

/** Walking pace we convert straight-line distance with: 4.5 km/h, so 75 metres a minute. */
export const WALK_METRES_PER_MINUTE = 75

/**
 * The nearest metro station (Delhi Metro, Aqua Line, Rapid Metro) in a straight line: km to one
 * decimal, walking minutes rounded up. Never a door-to-door travel time.
 */
export const NearestMetro = z.object({
  name: z.string(),
  line: z.string(),
  distance_km: z.number(),
  walk_minutes: z.number().int(),
})
export type NearestMetro = z.infer<typeof NearestMetro>

export const PlaceKind = z.enum(['office', 'college', 'hub'])
export type PlaceKind = z.infer<typeof PlaceKind>

/** A well-known office area, college or transport hub of Delhi NCR a tenant can search near. */
export const Place = z.object({
  id: z.string(),
  name: z.string(),
  kind: PlaceKind,
  city_id: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
})
export type Place = z.infer<typeof Place>

export const PlacesReply = z.object({ success: z.boolean(), data: z.array(Place) })
export type PlacesReply = z.infer<typeof PlacesReply>

/** A dropped pin or a known point, within Delhi NCR and around. */
export const LatLng = z.object({
  lat: z.number().min(27.5, 'near.lat must be within Delhi NCR').max(29.5, 'near.lat must be within Delhi NCR'),
  lng: z.number().min(76.3, 'near.lng must be within Delhi NCR').max(78.3, 'near.lng must be within Delhi NCR'),
})
export type LatLng = z.infer<typeof LatLng>

export const PlaceId = z.string().trim().regex(/^[a-z0-9-]{1,60}$/, 'near_place_id must be a place id from the places list')
