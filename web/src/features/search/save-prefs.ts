import { CITIES, GENDER_LABELS, type Gender } from '@basera/contract/constants'
import type { LeadProfile } from '@basera/contract/leads'
import { storedRangeOrDefault, type PriceRange } from './price-range'
import { PREF_KEY, prefStore, type ChosenLocality, type SearchPrefs } from './prefs'
import { stringsIn } from '../../lib/i18n'

// Writing the visitor's choices (the spec's session storage keys, prefs.ts): the city, locality and filter screens
// and sign-in do; the search and property pages only read them, so these stay out of their first load.

export function saveCity(cityId: number) {
  const city = CITIES.find((c) => c.city_id === cityId)
  if (!city) return
  prefStore().setItem(PREF_KEY.city, city.city_name)
  prefStore().setItem(PREF_KEY.cityId, String(city.city_id))
}

export function saveLocalities(localities: ChosenLocality[]) {
  const unique = localities.filter((l, i) => localities.findIndex((o) => o.locality_id === l.locality_id) === i)
  if (unique.length === 0) {
    clearLocalities()
    return
  }
  prefStore().setItem(PREF_KEY.localityFull, JSON.stringify(unique))
  prefStore().setItem(PREF_KEY.locality, unique.map((l) => l.locality_name).join(', '))
  prefStore().setItem(PREF_KEY.localityIds, unique.map((l) => l.locality_id).join(','))
}

export function clearLocalities() {
  prefStore().removeItem(PREF_KEY.localityFull)
  prefStore().removeItem(PREF_KEY.locality)
  prefStore().removeItem(PREF_KEY.localityIds)
}

export function saveGender(gender: Gender | null) {
  if (gender) {
    // the spec's session key holds the English label, whatever the reader's language
    prefStore().setItem(PREF_KEY.gender, stringsIn(GENDER_LABELS, 'en')[gender])
    prefStore().setItem(PREF_KEY.genderApi, gender)
  } else {
    prefStore().removeItem(PREF_KEY.gender)
    prefStore().removeItem(PREF_KEY.genderApi)
  }
}

export function savePrice(range: PriceRange) {
  prefStore().setItem(PREF_KEY.min, String(range.min))
  prefStore().setItem(PREF_KEY.max, String(range.max))
}

/** 'Clear all' on the filter: localities, room type and price go (spec section 2). */
export function clearFilterChoices() {
  clearLocalities()
  prefStore().removeItem(PREF_KEY.roomType)
  prefStore().removeItem(PREF_KEY.min)
  prefStore().removeItem(PREF_KEY.max)
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
