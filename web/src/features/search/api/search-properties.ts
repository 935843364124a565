import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query'
import type { SearchPropertiesReply } from '@basera/contract/properties'
import type { SearchFilter } from '@basera/contract/search-filter'
import { searchBodyFor } from '@basera/contract/search-link'
import { searchProperties as searchPropertiesEndpoint } from '@basera/contract/listing-endpoints'
import { callApi } from '../../../lib/api-client'
import { getSession } from '../../../lib/session'
import { queryKind } from '../../../lib/query-kinds'

const searchKeys = {
  all: [queryKind.search] as const,
  list: (filter: SearchFilter) => [...searchKeys.all, 'list', filter] as const,
}

async function searchProperties(client: QueryClient, filter: SearchFilter, offset: number): Promise<SearchPropertiesReply> {
  const leadId = getSession()?.leadId
  const reply = await callApi(searchPropertiesEndpoint, { body: searchBodyFor(filter, offset, leadId) })
  // the server remembered a signed-in search for Home's Recent Searches: Home asks again when it is next shown
  // (it kept the list from before the search until a reload)
  if (leadId) void client.invalidateQueries({ queryKey: [queryKind.home], refetchType: 'none' })
  return reply
}

/** Pages of 10 by offset; the next page exists while fewer than `total` are loaded. */
export const searchQuery = (filter: SearchFilter) =>
  infiniteQueryOptions({
    queryKey: searchKeys.list(filter),
    queryFn: ({ client, pageParam }) => searchProperties(client, filter, pageParam),
    initialPageParam: 0,
    // kept a while after the results screen is left: Back from a long look at a property still finds every
    // page loaded with Load more (the default 5 minutes would drop them)
    gcTime: 30 * 60_000,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.data.length, 0)
      return last.data.length > 0 && loaded < last.total ? loaded : undefined
    },
  })

export function useSearchProperties(filter: SearchFilter) {
  return useInfiniteQuery(searchQuery(filter))
}
