import { queryOptions, useQuery } from '@tanstack/react-query'
import { listOperatorProperties } from '@basera/contract/operator-endpoints'
import { callApi } from '../../../lib/api-client'
import { operatorPropertyKeys } from './keys'

// every property at once until the console's screens page, search and sort (the server's page is 20 by default)
const ALL_AT_ONCE = 500
const propertiesQuery = () =>
  queryOptions({
    queryKey: operatorPropertyKeys.list(),
    queryFn: () => callApi(listOperatorProperties, { query: { page_size: ALL_AT_ONCE } }),
    select: (reply) => reply.data,
  })

/** The properties this operator may act on, with what needs their attention; refreshed every minute (new bookings). */
export function useOperatorProperties() {
  return useQuery({ ...propertiesQuery(), refetchInterval: 60_000 })
}
