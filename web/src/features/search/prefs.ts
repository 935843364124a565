import { CITIES, GENDER_LABELS, GENDERS, type Gender } from '@basera/contract/constants'
import type { LeadProfile } from '@basera/contract/leads'
import { storedRangeOrDefault, type PriceRange } from './price-range'
import type { SearchFilter } from '@basera/contract/search-filter'
import { stringsIn } from '../../lib/i18n'

// The spec's session storage keys for the visitor's choices (spec section 3).
const KEY = {
  city: 'selectedCity',
  cityId: 'selectedCityId',
  locality: 'selectedLocality',
  localityFull: 'selectedLocalityFull',
  localityIds: 'SelectedLocalityId',
  gender: 'gender',
  genderApi: 'genderAPI',
  min: 'minAmount',
  max: 'maxAmount',
  roomType: 'RoomType',
} as const

export interface ChosenLocality {
  locality_id: number
  locality_name: string
}

export interface SearchPrefs {
  cityId: number | null
  cityName: string | null
  localities: ChosenLocality[]
  gender: Gender | null
  /** The stored budget, or null when none was stored. */
  min: number | null
  max: number | null
}

const store = () => sessionStorage

function numberOrNull(value: string | null): number | null {
  if (value === null || value.trim() === '') return null
  const n = Number(value)
  return Number.isFinite(n) ? n : null
}

function isChosenLocality(value: unknown): value is ChosenLocality {
  return (
    typeof value === 'object' &&
    value !== null &&
    'locality_id' in value &&
    typeof value.locality_id === 'number' &&
    'locality_name' in value &&
    typeof value.locality_name === 'string'
  )
}

function readLocalities(): ChosenLocality[] {
  try {
    const parsed: unknown = JSON.parse(store().getItem(KEY.localityFull) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter(isChosenLocality) : []
  } catch {
    return []
  }
}

export function readPrefs(): SearchPrefs {
  const cityId = numberOrNull(store().getItem(KEY.cityId))
  const genderApi = store().getItem(KEY.genderApi)
  return {
    cityId,
    cityName: store().getItem(KEY.city),
    localities: readLocalities(),
    gender: GENDERS.find((g) => g === genderApi) ?? null,
    min: numberOrNull(store().getItem(KEY.min)),
    max: numberOrNull(store().getItem(KEY.max)),
  }
}

export function saveCity(cityId: number) {
  const city = CITIES.find((c) => c.city_id === cityId)
  if (!city) return
  store().setItem(KEY.city, city.city_name)
  store().setItem(KEY.cityId, String(city.city_id))
}

export function saveLocalities(localities: ChosenLocality[]) {
  const unique = localities.filter((l, i) => localities.findIndex((o) => o.locality_id === l.locality_id) === i)
  if (unique.length === 0) {
    clearLocalities()
    return
  }
  store().setItem(KEY.localityFull, JSON.stringify(unique))
  store().setItem(KEY.locality, unique.map((l) => l.locality_name).join(', '))
  store().setItem(KEY.localityIds, unique.map((l) => l.locality_id).join(','))
}

export function clearLocalities() {
  store().removeItem(KEY.localityFull)
  store().removeItem(KEY.locality)
  store().removeItem(KEY.localityIds)
}

export function saveGender(gender: Gender | null) {
  if (gender) {
    // the spec's session key holds the English label, whatever the reader's language
    store().setItem(KEY.gender, stringsIn(GENDER_LABELS, 'en')[gender])
    store().setItem(KEY.genderApi, gender)
  } else {
    store().removeItem(KEY.gender)
    store().removeItem(KEY.genderApi)
  }
}

export function savePrice(range: PriceRange) {
  store().setItem(KEY.min, String(range.min))
  store().setItem(KEY.max, String(range.max))
}

/** 'Clear all' on the filter: localities, room type and price go (spec section 2). */
export function clearFilterChoices() {
  clearLocalities()
  store().removeItem(KEY.roomType)
  store().removeItem(KEY.min)
  store().removeItem(KEY.max)
}

/** After sign-in the profile's preferences become the stored choices (spec section 4). */
export function savePrefsFromProfile(profile: LeadProfile) {
  if (profile.pref_city_id !== null) saveCity(profile.pref_city_id)
  if (profile.pref_locality_id !== null && profile.pref_locality_name) {
    saveLocalities([{ locality_id: profile.pref_locality_id, locality_name: profile.pref_locality_name }])
  }
  saveGender(profile.gender === 'GENDER_UNSPECIFIED' ? null : profile.gender)
  if (profile.pref_budget_min_range !== null && profile.pref_budget_max_range !== null) {
    savePrice({ min: profile.pref_budget_min_range, max: profile.pref_budget_max_range })
  }
}

interface VisitorChoices {
  pref_city_id: number
  gender: Gender
  pref_budget_min_range: number
  pref_budget_max_range: number
  pref_locality_id?: number
}

/**
 * A visitor's search choice made before sign-in, as profile fields (null when they chose no city and
 * gender yet): after sign-in it is saved to the profile and wins over older preferences there.
 */
export function visitorChoices(prefs: SearchPrefs): VisitorChoices | null {
  if (prefs.cityId === null || prefs.gender === null) return null
  const first = prefs.localities[0]
  const range = storedRangeOrDefault(prefs.min, prefs.max)
  return {
    pref_city_id: prefs.cityId,
    gender: prefs.gender,
    pref_budget_min_range: range.min,
    pref_budget_max_range: range.max,
    ...(first ? { pref_locality_id: first.locality_id } : {}),
  }
}

/** The search the stored choices describe (used when /search has no query). */
export function filterFromPrefs(prefs: SearchPrefs): SearchFilter {
  const range = storedRangeOrDefault(prefs.min, prefs.max)
  const filter: SearchFilter = { localityIds: prefs.localities.map((l) => l.locality_id), min: range.min, max: range.max }
  if (prefs.cityId !== null) filter.cityId = prefs.cityId
  if (prefs.gender) filter.gender = prefs.gender
  return filter
}
