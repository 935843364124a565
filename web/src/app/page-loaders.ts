import type { LoaderFunctionArgs } from 'react-router'
import { hasFilterParams, parseSearchParams } from '@basera/contract/search-filter'
import { cityBySlug, localityFilter, slugOf } from '@basera/contract/seo'
import { homeSectionsQuery } from '../features/home/api/get-home-sections'
import { propertyQuery } from '../features/properties/api/get-property'
import { roomOptionsQuery } from '../features/properties/api/get-room-options'
import { propertyIdFrom } from '../features/properties/property-id'
import { searchQuery } from '../features/search/api/search-properties'
import { cityLocalitiesQuery } from '../features/localities/api/get-pref-localities'
import { publicConfigQuery } from '../lib/public-config'
import { getSession } from '../lib/session'
import { readLoadContext } from './load-context'

// A route's loader starts the screen's requests. In the browser it returns at once (the requests run while the
// screen's code downloads, and the screen reads them from the cache); on the server it waits for them, so the page
// is rendered with its data and carries it to the browser.

type Args = Pick<LoaderFunctionArgs, 'context' | 'params' | 'request'>
type Prefetch = (client: ReturnType<typeof readLoadContext>['queryClient']) => Promise<unknown>

// a request that fails leaves its screen to show its error state (and ask again)
const ignoreFailure = () => undefined

async function load(context: unknown, ...prefetches: Prefetch[]): Promise<null> {
  const { queryClient, onServer } = readLoadContext(context)
  const started = Promise.all(prefetches.map((prefetch) => prefetch(queryClient).catch(ignoreFailure)))
  if (onServer) await started
  return null
}

export const loadHome = ({ context }: Args) =>
  load(context, (client) => client.query(homeSectionsQuery(getSession()?.leadId ?? 0)))

export function loadSearch({ context, request }: Args) {
  const params = new URL(request.url).searchParams
  if (!hasFilterParams(params)) return null
  return load(context, (client) => client.infiniteQuery(searchQuery(parseSearchParams(params))))
}

export function loadProperty({ context, params }: Args) {
  const propertyId = propertyIdFrom(params.id)
  if (propertyId === 0) return null
  return load(
    context,
    (client) => client.query(propertyQuery(propertyId)),
    (client) => client.query(roomOptionsQuery(propertyId)),
    (client) => client.query(publicConfigQuery),
  )
}

/** A locality page: the city's localities (to know the locality by its name in the path), then its properties. */
export function loadLocality({ context, params }: Args) {
  const city = cityBySlug(params.city ?? '')
  if (!city) return null
  return load(context, async (client) => {
    const localities = await client.query(cityLocalitiesQuery(city.city_id))
    const locality = localities.find((l) => slugOf(l.locality_name) === params.locality)
    if (locality) await client.infiniteQuery(searchQuery(localityFilter(city.city_id, locality.locality_id)))
  })
}
