import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AgreementBody, AgreementReply } from '@basera/contract/booking'
import { allocateAgreement as allocateAgreementEndpoint } from '@basera/contract/booking-endpoints'
import { callApi } from '../../../lib/api-client'
import { invalidateKinds, queryKind } from '../../../lib/query-kinds'

interface AgreementRequest {
  tenant_id: number
  property_id: number
  bookingId: number
  tanant_move_in_date: string
}

/** Only ids and the date go out: the server takes every amount from the booked room option. */
function allocateAgreement(request: AgreementRequest): Promise<AgreementReply> {
  const body: AgreementBody = { ...request }
  return callApi(allocateAgreementEndpoint, { body })
}

export function useAllocateAgreement() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: allocateAgreement, onSettled: () => invalidateKinds(queryClient, [queryKind.bookings, queryKind.home, queryKind.notifications]) })
}
