import type { RecentSearch } from '@basera/contract/engagement'

/** The search URL of a recent search: the filter lives in the query string (PRODUCT.md). */
export function recentSearchHref(search: RecentSearch): string {
  const params = new URLSearchParams()
  if (search.locality_ids.length > 0) params.set('localities', search.locality_ids.join(','))
  if (search.gender !== 'GENDER_UNSPECIFIED') params.set('gender', search.gender)
  params.set('min', String(search.min_amount))
  params.set('max', String(search.max_amount))
  if (search.city_id !== null) params.set('city', String(search.city_id))
  return `/search?${params.toString().replace(/%2C/g, ',')}`
}
