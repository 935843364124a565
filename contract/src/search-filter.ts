import { CITIES, DEFAULT_PRICE_RANGE, GENDERS, type Gender } from './constants.ts'
import type { LatLng } from './places.ts'
import type { SearchPropertiesBody } from './properties.ts'

/** Beds in a room; 4 means four or more. */
export const SHARING_CHOICES = [1, 2, 3, 4] as const
export type Sharing = (typeof SHARING_CHOICES)[number]
export const FURNISHINGS = ['unfurnished', 'semi_furnished', 'fully_furnished'] as const
export type Furnishing = (typeof FURNISHINGS)[number]
export const SEARCH_SORTS = ['price_asc', 'price_desc', 'distance', 'rating', 'newest'] as const
export type SearchSort = (typeof SEARCH_SORTS)[number]

/** How the properties table words each furnishing (the card's `furnishing`). */
export const FURNISHING_LABELS: Record<Furnishing, 'Unfurnished' | 'Semi Furnished' | 'Fully Furnished'> = {
  unfurnished: 'Unfurnished',
  semi_furnished: 'Semi Furnished',
  fully_furnished: 'Fully Furnished',
}

/**
 * THE search filter: every layer passes this one shape along (the URL, the screens, the query cache, the
 * request body, the server's SQL and its cache key). Parsed from a URL by `parseSearchParams`, from a
 * search body by `filterFromBody`; written back by `serialiseSearchFilter` and `searchBodyFor`
 * (search-link.ts). A choice not made is absent, so equal filters are equal JSON.
 */
export interface SearchFilter {
  cityId?: number
  localityIds: number[]
  gender?: Gender
  min: number
  max: number
  /** Only properties this many km (straight line) or less from their nearest metro. */
  metroKm?: number
  /** Distances from this place of the places list (nearest first unless `sort` says otherwise). */
  placeId?: string
  /** Distances from a dropped pin (a search body only). */
  near?: LatLng
  /** Absent: `effectiveSort` (nearest first near a place, else cheapest first). */
  sort?: SearchSort
  /** Room options with this many beds (sorted, unique); absent: any. */
  sharing?: Sharing[]
  /** `true` requires the fact; a choice not made is absent (no preference). */
  food?: true
  ac?: true
  bathroom?: true
  furnishing?: Furnishing
  /** Room options available on or before this date (YYYY-MM-DD). */
  availableFrom?: string
}

/** The order a filter's results come in. */
export function effectiveSort(filter: Pick<SearchFilter, 'sort' | 'placeId'>): SearchSort {
  return filter.sort ?? (filter.placeId !== undefined ? 'distance' : 'price_asc')
}

/** True when a filter narrows room options (then the card shows the cheapest matching option). */
export function filtersRooms(filter: SearchFilter): boolean {
  return filter.sharing !== undefined || filter.food === true || filter.ac === true || filter.bathroom === true || filter.availableFrom !== undefined
}

const FILTER_KEYS = ['city', 'localities', 'gender', 'min', 'max', 'metro', 'place', 'sort', 'sharing', 'food', 'ac', 'bath', 'furnishing', 'from'] as const
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

/** Sorted unique sharing choices, or undefined for none (no preference). */
export function normaliseSharing(values: readonly number[]): Sharing[] | undefined {
  const chosen = SHARING_CHOICES.filter((s) => values.includes(s))
  return chosen.length > 0 ? chosen : undefined
}

function parseSharing(value: string | null): Sharing[] | undefined {
  if (!value) return undefined
  return normaliseSharing(value.split(',').map((part) => Number(part.trim())))
}

const parseYes = (value: string | null): true | undefined => (value === '1' || value === 'true' ? true : undefined)

function parseDate(value: string | null): string | undefined {
  const date = value?.trim()
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined
  const parsed = new Date(`${date}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date) ? date : undefined
}

const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | undefined =>
  choices.find((c) => c === value?.trim().toLowerCase())

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
  return withChoices(filter, {
    sort: oneOf(SEARCH_SORTS, params.get('sort')),
    sharing: parseSharing(params.get('sharing')),
    food: parseYes(params.get('food')),
    ac: parseYes(params.get('ac')),
    bathroom: parseYes(params.get('bath')),
    furnishing: oneOf(FURNISHINGS, params.get('furnishing')),
    availableFrom: parseDate(params.get('from')),
  })
}

type Choices = Pick<SearchFilter, 'sort' | 'sharing' | 'food' | 'ac' | 'bathroom' | 'furnishing' | 'availableFrom'>

/** The filter with these choices set (in one fixed order), the ones not made left out. */
export function withChoices(base: SearchFilter, choices: Choices): SearchFilter {
  const { sort: _sort, sharing: _sharing, food: _food, ac: _ac, bathroom: _bathroom, furnishing: _furnishing, availableFrom: _from, ...rest } = base
  const filter: SearchFilter = rest
  // a sort the filter implies anyway is left out, so a URL and a body of the same search are one filter
  const sort = choices.sort === 'distance' && filter.placeId === undefined && filter.near === undefined ? undefined : choices.sort
  if (sort !== undefined && sort !== effectiveSort({ placeId: filter.placeId })) filter.sort = sort
  if (choices.sharing && choices.sharing.length > 0) filter.sharing = choices.sharing
  if (choices.food) filter.food = true
  if (choices.ac) filter.ac = true
  if (choices.bathroom) filter.bathroom = true
  if (choices.furnishing) filter.furnishing = choices.furnishing
  if (choices.availableFrom) filter.availableFrom = choices.availableFrom
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
  if (filter.sharing) parts.push(`sharing=${filter.sharing.join(',')}`)
  if (filter.food) parts.push('food=1')
  if (filter.ac) parts.push('ac=1')
  if (filter.bathroom) parts.push('bath=1')
  if (filter.furnishing) parts.push(`furnishing=${filter.furnishing}`)
  if (filter.availableFrom) parts.push(`from=${filter.availableFrom}`)
  if (filter.sort) parts.push(`sort=${filter.sort}`)
  return parts.join('&')
}

/** A search body as the server's schema leaves it (defaults applied). */
type ParsedBody = {
  gender?: string | undefined
  minAmount: number
  maxAmount: number
  localityId?: number[] | '' | undefined
  cityId?: number | undefined
  near?: LatLng | undefined
  near_place_id?: string | undefined
  sort?: SearchSort | 'rent' | undefined
  metro_within_km?: number | undefined
  sharing?: number[] | undefined
  food_included?: boolean | undefined
  ac?: boolean | undefined
  attached_bathroom?: boolean | undefined
  furnishing?: Furnishing | undefined
  available_from?: string | undefined
}

/** The filter of a search body (validated by SearchPropertiesBody): the same filter its URL gives. */
export function filterFromBody(body: ParsedBody): SearchFilter {
  const localityIds = Array.isArray(body.localityId) ? [...body.localityId].sort((a, b) => a - b) : []
  const filter: SearchFilter = { localityIds, min: body.minAmount, max: body.maxAmount }
  if (body.cityId !== undefined) filter.cityId = body.cityId
  const gender = GENDERS.find((g) => g === body.gender)
  if (gender !== undefined) filter.gender = gender
  if (body.metro_within_km !== undefined) filter.metroKm = body.metro_within_km
  if (body.near_place_id !== undefined) filter.placeId = body.near_place_id
  if (body.near !== undefined) filter.near = { lat: body.near.lat, lng: body.near.lng }
  return withChoices(filter, {
    sort: body.sort === 'rent' ? 'price_asc' : (body.sort ?? 'price_asc'),
    sharing: body.sharing ? normaliseSharing(body.sharing) : undefined,
    food: body.food_included === true ? true : undefined,
    ac: body.ac === true ? true : undefined,
    bathroom: body.attached_bathroom === true ? true : undefined,
    furnishing: body.furnishing,
    availableFrom: body.available_from,
  })
}

/** The body fields of a filter's choices (what `filterFromBody` reads back). */
export function bodyOfFilter(filter: SearchFilter): SearchPropertiesBody {
  const body: SearchPropertiesBody = {
    gender: filter.gender ?? '',
    minAmount: filter.min,
    maxAmount: filter.max,
    localityId: filter.localityIds.join(','),
  }
  if (filter.cityId !== undefined) body.cityId = filter.cityId
  if (filter.metroKm !== undefined) body.metro_within_km = filter.metroKm
  if (filter.placeId !== undefined) body.near_place_id = filter.placeId
  if (filter.near !== undefined) body.near = filter.near
  const sort = effectiveSort(filter)
  if (sort !== 'price_asc') body.sort = sort
  else if (filter.sort !== undefined) body.sort = 'price_asc'
  if (filter.sharing) body.sharing = filter.sharing
  if (filter.food) body.food_included = true
  if (filter.ac) body.ac = true
  if (filter.bathroom) body.attached_bathroom = true
  if (filter.furnishing) body.furnishing = filter.furnishing
  if (filter.availableFrom) body.available_from = filter.availableFrom
  return body
}
