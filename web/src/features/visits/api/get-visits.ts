import { queryOptions, useQuery } from '@tanstack/react-query'
import { getVisits as getVisitsEndpoint } from '@basera/contract/visit-endpoints'
import { callApi } from '../../../lib/api-client'
import { visitKeys } from './keys'

const getVisits = (leadId: number) => callApi(getVisitsEndpoint, { body: { leadId } })

const visitsQuery = (leadId: number) => queryOptions({ queryKey: visitKeys.list(leadId), queryFn: () => getVisits(leadId) })

export function useVisits(leadId: number) {
  return useQuery(visitsQuery(leadId))
}
