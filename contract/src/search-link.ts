import { CITIES, DEFAULT_PRICE_RANGE, GENDERS, type Gender } from './constants.ts'
import type { SearchPropertiesBody } from './properties.ts'

/** A search as it lives in the URL (issue 9): /search?localities=5,7&gender=GENDER_FEMALE&min=2000&max=8000&city=2 */
export interface SearchFilter {
  cityId?: number
  localityIds: number[]
  gender?: Gender
  min: number
  max: number
  /** Only properties this many km (straight line) or less from their nearest metro. */
  metroKm?: number
  /** Nearest first to this place of the places list. */
  placeId?: string
}

const FILTER_KEYS = ['city', 'localities', 'gender', 'min', 'max', 'metro', 'place'] as const
const MAX_RUPEES = 10_000_000
const MAX_LOCALITIES = 50

function wholeRupees(value: string | null): number | undefined {
  if (value === null || !/^\d{1,8}$/.test(value.trim())) return undefined
  const n = Number(value)
  return n <= MAX_RUPEES ? n : undefined
}

function parseLocalityIds(value: string | null): number[] {
  if (!value) return []
  const ids = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,9}$/.test(part))
    .map(Number)
    .filter((n) => n > 0)
  return [...new Set(ids)].slice(0, MAX_LOCALITIES)
}

function parseGender(value: string | null): Gender | undefined {
  const upper = value?.trim().toUpperCase()
  return GENDERS.find((g) => g === upper || g === `GENDER_${upper}`)
}

function parseMetroKm(value: string | null): number | undefined {
  if (value === null || !/^\d{1,2}(\.\d)?$/.test(value.trim())) return undefined
  const km = Number(value)
  return km > 0 && km <= 20 ? km : undefined
}

function parsePlaceId(value: string | null): string | undefined {
  const id = value?.trim().toLowerCase()
  return id && /^[a-z0-9-]{1,60}$/.test(id) ? id : undefined
}

function parseCity(value: string | null): number | undefined {
  const n = Number(value)
  return CITIES.some((c) => c.city_id === n) ? n : undefined
}

/** True when the query string carries any part of a filter (else the screen uses stored prefs). */
export function hasFilterParams(params: URLSearchParams): boolean {
  return FILTER_KEYS.some((key) => params.has(key))
}

/** Reads a filter from the URL; bad or missing values fall back to defaults, never throw. */
export function parseSearchParams(params: URLSearchParams): SearchFilter {
  let min = wholeRupees(params.get('min')) ?? DEFAULT_PRICE_RANGE.min
  let max = wholeRupees(params.get('max')) ?? DEFAULT_PRICE_RANGE.max
  if (min > max) {
    min = DEFAULT_PRICE_RANGE.min
    max = DEFAULT_PRICE_RANGE.max
  }
  const filter: SearchFilter = { localityIds: parseLocalityIds(params.get('localities')), min, max }
  const cityId = parseCity(params.get('city'))
  if (cityId !== undefined) filter.cityId = cityId
  const gender = parseGender(params.get('gender'))
  if (gender !== undefined) filter.gender = gender
  const metroKm = parseMetroKm(params.get('metro'))
  if (metroKm !== undefined) filter.metroKm = metroKm
  const placeId = parsePlaceId(params.get('place'))
  if (placeId !== undefined) filter.placeId = placeId
  return filter
}

/** The query string (without '?') of a filter; commas stay readable in shared links. */
export function serialiseSearchFilter(filter: SearchFilter): string {
  const parts: string[] = []
  if (filter.cityId !== undefined) parts.push(`city=${filter.cityId}`)
  if (filter.localityIds.length > 0) parts.push(`localities=${filter.localityIds.join(',')}`)
  if (filter.gender) parts.push(`gender=${filter.gender}`)
  parts.push(`min=${filter.min}`, `max=${filter.max}`)
  if (filter.metroKm !== undefined) parts.push(`metro=${filter.metroKm}`)
  if (filter.placeId !== undefined) parts.push(`place=${encodeURIComponent(filter.placeId)}`)
  return parts.join('&')
}

export function searchPath(filter: SearchFilter): string {
  return `/search?${serialiseSearchFilter(filter)}`
}

// the spec's first screen of results shows results 0 to 9; each Load more brings as many again
export const SEARCH_PAGE_SIZE = 10

/**
 * The search call for a filter: what the results screen asks for, and what the server answers in
 * the page of a search link (so the screen finds its first page without asking). `leadId` records
 * the search among the lead's recent ones.
 */
export function searchBodyFor(filter: SearchFilter, offset: number, leadId?: number): SearchPropertiesBody {
  const body: SearchPropertiesBody = {
    gender: filter.gender ?? '',
    minAmount: filter.min,
    maxAmount: filter.max,
    localityId: filter.localityIds.join(','),
    limit: SEARCH_PAGE_SIZE,
    offset,
  }
  if (filter.cityId !== undefined) body.cityId = filter.cityId
  if (filter.metroKm !== undefined) body.metro_within_km = filter.metroKm
  if (filter.placeId !== undefined) {
    body.near_place_id = filter.placeId
    body.sort = 'distance'
  }
  if (leadId !== undefined) body.leadId = leadId
  return body
}
