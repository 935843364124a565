import { queryOptions, useQuery } from '@tanstack/react-query'
import type { LeadRequestsReply } from '@basera/contract/engagement'
import { apiPost } from '../../../lib/api-client'

export const requestKeys = {
  all: ['requests'] as const,
  list: (leadId: number) => [...requestKeys.all, 'list', leadId] as const,
}

export const getRequests = (leadId: number) => apiPost<LeadRequestsReply>('/api/leads/v1/get-requests', { leadId })

// staleTime 0: callbacks, visits and interests are recorded from other screens
export const requestsQuery = (leadId: number) =>
  queryOptions({ queryKey: requestKeys.list(leadId), queryFn: () => getRequests(leadId), staleTime: 0 })

export function useRequests(leadId: number) {
  return useQuery(requestsQuery(leadId))
}
