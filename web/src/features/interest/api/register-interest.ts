import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { LeadServiceBody } from '@basera/contract/engagement'
import { registerInterest as registerInterestEndpoint } from '@basera/contract/request-endpoints'
import { callApi } from '../../../lib/api-client'
import { invalidateKinds, queryKind } from '../../../lib/query-kinds'

export type ServiceName = LeadServiceBody['service_name']

/** The spec's lead-service call: records the lead's interest in a service, loan or banner. */
const registerInterest = (body: LeadServiceBody) => callApi(registerInterestEndpoint, { body })

export function useRegisterInterest(leadId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (serviceName: ServiceName) => registerInterest({ lead_profile_id: leadId, service_name: serviceName, data: [] }),
    onSuccess: () => invalidateKinds(queryClient, [queryKind.requests]),
  })
}
