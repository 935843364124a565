import { useMutation } from '@tanstack/react-query'
import type { TenantAddBody, TenantAddReply } from '@basera/contract/booking'
import { apiPost } from '../../../lib/api-client'

/** Same lead, name and number answer the existing tenant, so a double submit adds one. */
export function addTenant(body: TenantAddBody): Promise<TenantAddReply> {
  return apiPost<TenantAddReply>('/api/tanant/v1/property-tanant-add', body)
}

export function useAddTenant() {
  return useMutation({ mutationFn: addTenant })
}
