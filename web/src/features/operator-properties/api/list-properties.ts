import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { OperatorPropertiesQuery } from '@basera/contract/operator'
import { listOperatorProperties } from '@basera/contract/operator-endpoints'
import { callApi } from '../../../lib/api-client'
import { operatorPropertyKeys } from './keys'

// every property at once for what needs attention across them and for pickers; the list itself pages
const ALL_AT_ONCE = 500
const propertiesQuery = () =>
  queryOptions({
    queryKey: operatorPropertyKeys.list(),
    queryFn: () => callApi(listOperatorProperties, { query: { page_size: ALL_AT_ONCE } }),
    select: (reply) => reply.data,
  })

/** The properties this operator may act on, with what needs their attention; refreshed every minute (new bookings). */
export function useOperatorProperties(enabled = true) {
  return useQuery({ ...propertiesQuery(), refetchInterval: 60_000, enabled })
}

/** One page of the property list: a search of name or locality, a sort; the last page shows while the next loads. */
export function useOperatorPropertyPage(query: { q: string; sort: NonNullable<OperatorPropertiesQuery['sort']>; page: number }) {
  return useQuery({
    queryKey: operatorPropertyKeys.page(query),
    queryFn: () => callApi(listOperatorProperties, { query: { sort: query.sort, page: query.page, ...(query.q.trim() ? { q: query.q.trim() } : {}) } }),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  })
}
