import type { z } from 'zod'
import type { LatLng } from '@basera/contract/places'
import type { SearchPropertiesBody } from '@basera/contract/properties'
import { filterFromBody, type SearchFilter } from '@basera/contract/search-filter'
import type { Db } from '../../db/client.ts'
import { placePoint } from '../places/service.ts'

/** One search as the server runs it: the contract's filter, the point distances are measured from, the page. */
export interface SearchQuery {
  filter: SearchFilter
  /** The body's pin or the point of its place; null: no distances. */
  near: LatLng | null
  limit: number
  offset: number
}

/** The query of a validated search body (a place's point is looked up). */
export async function queryFromBody(db: Db, body: z.output<typeof SearchPropertiesBody>): Promise<SearchQuery> {
  const filter = filterFromBody(body)
  const near = filter.placeId !== undefined ? await placePoint(db, filter.placeId) : (filter.near ?? null)
  return { filter, near, limit: body.limit, offset: body.offset }
}

/** The cache key of a query: the filter is canonical (choices in one order, absent when not made). */
export const queryKey = (q: SearchQuery): string => JSON.stringify([q.filter, q.limit, q.offset])
