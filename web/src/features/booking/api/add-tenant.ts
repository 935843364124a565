import { useMutation } from '@tanstack/react-query'
import type { TenantAddBody, TenantAddReply } from '@basera/contract/booking'
import { addTenant as addTenantEndpoint } from '@basera/contract/booking-endpoints'
import { callApi } from '../../../lib/api-client'

/** Same lead, name and number answer the existing tenant, so a double submit adds one. */
function addTenant(body: TenantAddBody): Promise<TenantAddReply> {
  return callApi(addTenantEndpoint, { body })
}

export function useAddTenant() {
  return useMutation({ mutationFn: addTenant })
}
