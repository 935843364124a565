import { FEATURES as LISTING_FEATURES, ROOM_TYPES as LISTING_ROOM_TYPES } from '@basera/contract/catalogue'

// The catalogue rows (room types and amenities) as the seed generator reads them: contract/src/catalogue.ts is the one list.
export const ROOM_TYPES = LISTING_ROOM_TYPES.map((t) => ({ id: t.room_type_id, name: t.room_type_name }))
export const FEATURES = LISTING_FEATURES.map((f) => ({ id: f.feature_id, name: f.feature_name, icon: f.icon }))

/**
 * What each seeded photo file shows, in file order (/media/properties/property-01.webp .. -48.webp), as
 * web/public/media/properties/manifest.json lists it (scripts/media draws them; a test keeps the two alike).
 */
export const PHOTO_KINDS = [
  'exterior', 'bedroom-2-beds', 'bedroom-1-bed', 'kitchen', 'bedroom-3-beds', 'lounge',
  'washroom', 'exterior', 'dining', 'bedroom-2-beds', 'bedroom-1-bed', 'exterior',
  'kitchen', 'bedroom-3-beds', 'lounge', 'exterior', 'bedroom-2-beds', 'bedroom-1-bed',
  'washroom', 'kitchen', 'bedroom-3-beds', 'exterior', 'bedroom-2-beds', 'bedroom-1-bed',
  'lounge', 'dining', 'exterior', 'kitchen', 'bedroom-3-beds', 'washroom',
  'bedroom-2-beds', 'bedroom-1-bed', 'exterior', 'lounge', 'exterior', 'kitchen',
  'bedroom-3-beds', 'bedroom-2-beds', 'bedroom-1-bed', 'dining', 'exterior', 'washroom',
  'lounge', 'kitchen', 'bedroom-3-beds', 'bedroom-2-beds', 'bedroom-1-bed', 'exterior',
] as const
export const PHOTO_COUNT = PHOTO_KINDS.length
export const photoUrl = (n: number) => `/media/properties/property-${String(n).padStart(2, '0')}.webp`
/** Photo numbers (1-based) of bedrooms: a property's first photo is one, the room a tenant rents. */
export const BEDROOM_PHOTOS: readonly number[] = PHOTO_KINDS.flatMap((kind, i) => (kind.startsWith('bedroom') ? [i + 1] : []))
