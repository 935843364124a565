import type { QueryClient } from '@tanstack/react-query'
import type { Params, UIMatch } from 'react-router'
import { CITIES, PRICE_MIN } from '@basera/contract/constants'
import type { Locality } from '@basera/contract/localities'
import type { PropertyDetail, RoomOption, SearchPropertiesReply } from '@basera/contract/properties'
import { hasFilterParams, parseSearchParams, serialiseSearchFilter } from '@basera/contract/search-filter'
import { cityBySlug, localityFilter, localityPagePath, propertyPagePath, slugOf } from '@basera/contract/seo'
import type { InfiniteData } from '@tanstack/react-query'
import { cityLocalitiesQuery } from '../features/localities/api/get-pref-localities'
import { propertyQuery } from '../features/properties/api/get-property'
import { roomOptionsQuery } from '../features/properties/api/get-room-options'
import { propertyIdFrom } from '../features/properties/property-id'
import { searchQuery } from '../features/search/api/search-properties'
import { formatRupees } from '../lib/format'
import { stringsIn, type Language } from '../lib/i18n'
import { listingWord } from '../lib/listing-words'
import { headStrings } from './head-strings'
import { routeHandle, type FixedHead, type HeadName } from './route-handle'
import { propertyStructuredData } from './structured-data'

/** What a page tells search engines and link previews about itself. */
export interface PageHead {
  title: string
  description: string
  /** The page's one address, on the public origin. */
  canonicalPath: string
  /** A photo for link previews (a path or a full URL). */
  image?: string
  /** Results of a search people compose: shown, followed, not indexed (the locality pages are the indexed lists). */
  noindex?: boolean
  /** schema.org data (JSON-LD). */
  structuredData?: (origin: string) => object
}

export interface HeadArgs {
  params: Params
  url: URL
  queryClient: QueryClient
  language: Language
}

type HeadOf = (args: HeadArgs) => PageHead

const cityName = (cityId: number | undefined) => CITIES.find((city) => city.city_id === cityId)?.city_name

const homeHead: HeadOf = ({ language }) => {
  const t = stringsIn(headStrings, language)
  return { title: t.homeTitle, description: t.homeDescription, canonicalPath: '/home' }
}

const searchHead: HeadOf = ({ url, language }) => {
  const t = stringsIn(headStrings, language)
  const filter = hasFilterParams(url.searchParams) ? parseSearchParams(url.searchParams) : null
  const place = cityName(filter?.cityId) ?? t.delhiNcr
  return {
    title: t.searchTitle(place),
    description: t.searchDescription(place),
    canonicalPath: filter ? `/search?${serialiseSearchFilter(filter)}` : '/search',
    noindex: true,
  }
}

/** The locality a /pg-in/<city>/<locality> path names, once its city's localities are in the cache. */
export function localityOfPath(queryClient: QueryClient, params: Params): { cityId: number; cityName: string; locality: Locality } | null {
  const city = cityBySlug(params.city ?? '')
  if (!city) return null
  const localities = queryClient.getQueryData<Locality[]>(cityLocalitiesQuery(city.city_id).queryKey)
  const locality = localities?.find((l) => slugOf(l.locality_name) === params.locality)
  return locality ? { cityId: city.city_id, cityName: city.city_name, locality } : null
}

const localityHead: HeadOf = ({ params, queryClient, language }) => {
  const t = stringsIn(headStrings, language)
  const place = localityOfPath(queryClient, params)
  if (!place) return { ...homeHead({ params, url: new URL('http://x/'), queryClient, language }), noindex: true }
  const results = queryClient.getQueryData<InfiniteData<SearchPropertiesReply>>(searchQuery(localityFilter(place.cityId, place.locality.locality_id)).queryKey)
  const first = results?.pages[0]
  const fromRent = first?.data.reduce((low, card) => Math.min(low, card.minimum_rent), Number.POSITIVE_INFINITY) ?? PRICE_MIN
  return {
    title: t.localityTitle(place.locality.locality_name, place.cityName),
    description: t.localityDescription(first?.total ?? 0, place.locality.locality_name, place.cityName, formatRupees(Number.isFinite(fromRent) ? fromRent : PRICE_MIN)),
    canonicalPath: localityPagePath(place.cityName, place.locality.locality_name),
    image: first?.data[0]?.photos[0],
  }
}

function propertyOf({ params, queryClient }: HeadArgs) {
  const propertyId = propertyIdFrom(params.id)
  const property = queryClient.getQueryData<PropertyDetail>(propertyQuery(propertyId).queryKey)
  const rooms = queryClient.getQueryData<RoomOption[]>(roomOptionsQuery(propertyId).queryKey) ?? []
  return { propertyId, property, rooms }
}

const propertyHead: HeadOf = (args) => {
  const { propertyId, property, rooms } = propertyOf(args)
  if (!property) return { ...homeHead(args), canonicalPath: `/property/${propertyId}`, noindex: true }
  const t = stringsIn(headStrings, args.language)
  const canonicalPath = propertyPagePath(property.property_id, property.property_name)
  return {
    title: t.propertyTitle(property.property_name, listingWord(property.property_type, args.language), property.locality_name, property.city_name),
    description: t.propertyDescription(formatRupees(property.minimum_rent), `${property.address}, ${property.city_name} ${property.pincode}`, formatRupees(property.move_in_total)),
    canonicalPath,
    image: property.photos[0],
    structuredData: (origin) => propertyStructuredData(property, rooms, `${origin}${canonicalPath}`, origin),
  }
}

const roomsHead: HeadOf = (args) => {
  const { propertyId, property } = propertyOf(args)
  if (!property) return { ...homeHead(args), canonicalPath: `/property/${propertyId}/rooms`, noindex: true }
  const t = stringsIn(headStrings, args.language)
  return {
    title: t.roomsTitle(property.property_name),
    description: t.roomsDescription(property.property_name),
    canonicalPath: `${propertyPagePath(property.property_id, property.property_name)}/rooms`,
    image: property.photos[0],
  }
}

/** A page whose title and description are fixed texts. */
const fixedHead =
  ({ path, title, description }: FixedHead): HeadOf =>
  ({ language }) => {
    const t = stringsIn(headStrings, language)
    return { title: t[title], description: t[description], canonicalPath: path }
  }

const HEADS: Record<Exclude<HeadName, FixedHead>, HeadOf> = { home: homeHead, search: searchHead, locality: localityHead, property: propertyHead, rooms: roomsHead }
const headOf = (name: HeadName): HeadOf => (typeof name === 'string' ? HEADS[name] : fixedHead(name))

/** The head of the deepest matched route that declares one; Home's otherwise. */
export function headOfMatches(matches: readonly Pick<UIMatch, 'handle' | 'params'>[], args: Omit<HeadArgs, 'params'>): PageHead {
  const match = [...matches].reverse().find((m) => routeHandle(m.handle).head)
  const name = match ? routeHandle(match.handle).head : undefined
  return name ? headOf(name)({ ...args, params: match?.params ?? {} }) : homeHead({ ...args, params: {} })
}
