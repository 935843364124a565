import type { LoaderFunctionArgs } from 'react-router'
import { hasFilterParams, parseSearchParams, searchBodyFor, type SearchFilter } from '@basera/contract/search-link'
import { homeSectionsQuery } from '../features/home/api/get-home-sections'
import { propertyQuery } from '../features/properties/api/get-property'
import { propertyIdFrom } from '../features/properties/property-id'
import { searchQuery } from '../features/search/api/search-properties'
import { queryClient } from '../lib/query-client'
import { takePageData } from '../lib/page-data'
import { getSession } from '../lib/session'

// A route's loader runs in parallel with its lazy screen module: these start the screen's main
// request while its code downloads, instead of after (the largest paint waits on both), or take
// the answer the server already put in the page. They return at once; the screens read the same
// queries from the cache.

// a prefetch that fails leaves the screen to ask again and show its error state
const ignoreFailure = () => undefined

export function prefetchHome() {
  const leadId = getSession()?.leadId ?? 0
  const inPage = takePageData('home')
  const query = homeSectionsQuery(leadId)
  if (inPage && leadId === 0) queryClient.setQueryData(query.queryKey, inPage.answer)
  else void queryClient.query(query).catch(ignoreFailure)
  return null
}

/** The page's search answer, when it is exactly the first page this screen would ask for. */
function searchInPage(filter: SearchFilter) {
  const inPage = takePageData('search')
  const wanted = searchBodyFor(filter, 0, getSession()?.leadId)
  return inPage && JSON.stringify(inPage.body) === JSON.stringify(wanted) ? inPage.answer : undefined
}

export function prefetchSearch({ request }: Pick<LoaderFunctionArgs, 'request'>) {
  const params = new URL(request.url).searchParams
  if (!hasFilterParams(params)) return null
  const filter = parseSearchParams(params)
  const query = searchQuery(filter)
  const answer = searchInPage(filter)
  if (answer) queryClient.setQueryData(query.queryKey, { pages: [answer], pageParams: [0] })
  else void queryClient.infiniteQuery(query).catch(ignoreFailure)
  return null
}

/** A property's details as a visitor not signed in sees them (the server's page carries them), else asked for at once. */
export function prefetchProperty({ params }: Pick<LoaderFunctionArgs, 'params'>) {
  const propertyId = propertyIdFrom(params.id)
  if (propertyId === 0) return null
  const inPage = takePageData('property')
  const query = propertyQuery(propertyId)
  const detail = inPage?.propertyId === propertyId ? inPage.answer.data[0] : undefined
  if (detail && !getSession()) queryClient.setQueryData(query.queryKey, detail)
  else void queryClient.query(query).catch(ignoreFailure)
  return null
}
