import { queryOptions, useQuery } from '@tanstack/react-query'
import type { VisitsReply } from '@basera/contract/engagement'
import { apiPost } from '../../../lib/api-client'
import { visitKeys } from './keys'

export const getVisits = (leadId: number) => apiPost<VisitsReply>('/api/leads/v1/get-visits', { leadId })

export const visitsQuery = (leadId: number) => queryOptions({ queryKey: visitKeys.list(leadId), queryFn: () => getVisits(leadId) })

export function useVisits(leadId: number) {
  return useQuery(visitsQuery(leadId))
}
