import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { SearchPropertiesBody, SearchPropertiesReply } from '@basera/contract/properties'
import { apiPost } from '../../../lib/api-client'
import { getSession } from '../../../lib/session'
import type { SearchFilter } from '../search-filter'

// the spec's first screen shows results 0 to 9; each Load more brings as many again
export const SEARCH_PAGE_SIZE = 10

export const searchKeys = {
  all: ['search'] as const,
  list: (filter: SearchFilter) => [...searchKeys.all, 'list', filter] as const,
}

export function searchProperties(filter: SearchFilter, offset: number): Promise<SearchPropertiesReply> {
  const session = getSession()
  const body: SearchPropertiesBody = {
    gender: filter.gender ?? '',
    minAmount: filter.min,
    maxAmount: filter.max,
    localityId: filter.localityIds.join(','),
    limit: SEARCH_PAGE_SIZE,
    offset,
  }
  if (filter.cityId !== undefined) body.cityId = filter.cityId
  if (session) body.leadId = session.leadId
  return apiPost<SearchPropertiesReply>('/api/leads/v1/fetch-property-by-filters', body)
}

/** Pages of 10 by offset; the next page exists while fewer than `total` are loaded. */
export const searchQuery = (filter: SearchFilter) =>
  infiniteQueryOptions({
    queryKey: searchKeys.list(filter),
    queryFn: ({ pageParam }) => searchProperties(filter, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.data.length, 0)
      return last.data.length > 0 && loaded < last.total ? loaded : undefined
    },
  })

export function useSearchProperties(filter: SearchFilter) {
  return useInfiniteQuery(searchQuery(filter))
}
