import { queryOptions, useQuery } from '@tanstack/react-query'
import { listOperatorProperties } from '@basera/contract/operator-endpoints'
import { callApi } from '../../../lib/api-client'
import { operatorPropertyKeys } from './keys'

const propertiesQuery = () =>
  queryOptions({ queryKey: operatorPropertyKeys.list(), queryFn: () => callApi(listOperatorProperties, {}), select: (reply) => reply.data })

/** The properties this operator may act on, with what needs their attention; refreshed every minute (new bookings). */
export function useOperatorProperties() {
  return useQuery({ ...propertiesQuery(), refetchInterval: 60_000 })
}
