import { GENDERS, type Gender } from '@basera/contract/constants'
import { storedRangeOrDefault } from './price-range'
import type { SearchFilter } from '@basera/contract/search-filter'

// The spec's session storage keys for the visitor's choices (spec section 3). Reading them is here, in the first
// load of the search and property pages; writing them is save-prefs.ts, loaded by the screens that choose.
export const PREF_KEY = {
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

export const prefStore = () => sessionStorage

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
    const parsed: unknown = JSON.parse(prefStore().getItem(PREF_KEY.localityFull) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter(isChosenLocality) : []
  } catch {
    return []
  }
}

export function readPrefs(): SearchPrefs {
  const cityId = numberOrNull(prefStore().getItem(PREF_KEY.cityId))
  const genderApi = prefStore().getItem(PREF_KEY.genderApi)
  return {
    cityId,
    cityName: prefStore().getItem(PREF_KEY.city),
    localities: readLocalities(),
    gender: GENDERS.find((g) => g === genderApi) ?? null,
    min: numberOrNull(prefStore().getItem(PREF_KEY.min)),
    max: numberOrNull(prefStore().getItem(PREF_KEY.max)),
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
