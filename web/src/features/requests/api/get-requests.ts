import { queryOptions, useQuery } from '@tanstack/react-query'
import { getRequests as getRequestsEndpoint } from '@basera/contract/request-endpoints'
import { callApi } from '../../../lib/api-client'
import { queryKind } from '../../../lib/query-kinds'

const requestKeys = {
  all: [queryKind.requests] as const,
  list: (leadId: number) => [...requestKeys.all, 'list', leadId] as const,
}

const getRequests = (leadId: number) => callApi(getRequestsEndpoint, { body: { leadId } })

// staleTime 0: callbacks, visits and interests are recorded from other screens
const requestsQuery = (leadId: number) =>
  queryOptions({ queryKey: requestKeys.list(leadId), queryFn: () => getRequests(leadId), staleTime: 0 })

export function useRequests(leadId: number) {
  return useQuery(requestsQuery(leadId))
}
