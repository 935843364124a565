import { CITIES, PRICE_MAX, PRICE_MIN } from './constants.ts'
import type { SearchFilter } from './search-filter.ts'

// The readable public paths search engines find (issue 28): a property at /property/<id>-<name>, a locality's
// published properties at /pg-in/<city>/<locality>. The server's sitemap and the web's links use these alone.

/** Lowercase words joined by hyphens: "Lajpat Nagar" → "lajpat-nagar", "DLF Phase 3" → "dlf-phase-3". */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** A property's canonical path: its id, then its name for people reading the link. */
export function propertyPagePath(propertyId: number, propertyName: string): string {
  const slug = slugOf(propertyName)
  return slug ? `/property/${propertyId}-${slug}` : `/property/${propertyId}`
}

export function localityPagePath(cityName: string, localityName: string): string {
  return `/pg-in/${slugOf(cityName)}/${slugOf(localityName)}`
}

export const cityBySlug = (slug: string) => CITIES.find((city) => slugOf(city.city_name) === slug.toLowerCase())

/** A locality page's search: every published property of the locality, any gender and budget. */
export function localityFilter(cityId: number, localityId: number): SearchFilter {
  return { cityId, localityIds: [localityId], min: PRICE_MIN, max: PRICE_MAX }
}
