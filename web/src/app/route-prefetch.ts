import type { LoaderFunctionArgs } from 'react-router'
import { homeSectionsQuery } from '../features/home/api/get-home-sections'
import { searchQuery } from '../features/search/api/search-properties'
import { hasFilterParams, parseSearchParams } from '../features/search/search-filter'
import { queryClient } from '../lib/query-client'
import { getSession } from '../lib/session'

// A route's loader runs in parallel with its lazy screen module: these start the screen's main
// request while its code downloads, instead of after (the largest paint waits on both). They
// return at once; the screens read the same queries from the cache.

export function prefetchHome() {
  void queryClient.prefetchQuery(homeSectionsQuery(getSession()?.leadId ?? 0))
  return null
}

export function prefetchSearch({ request }: Pick<LoaderFunctionArgs, 'request'>) {
  const params = new URL(request.url).searchParams
  if (hasFilterParams(params)) void queryClient.prefetchInfiniteQuery(searchQuery(parseSearchParams(params)))
  return null
}
