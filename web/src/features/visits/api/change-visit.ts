import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CancelVisitBody, RescheduleVisitBody } from '@basera/contract/engagement'
import { cancelVisit, rescheduleVisit } from '@basera/contract/visit-endpoints'
import { callApi } from '../../../lib/api-client'
import { invalidateKinds, queryKind } from '../../../lib/query-kinds'

// a visit is also a request and home's next visit: both refresh
const changed = [queryKind.visits, queryKind.requests, queryKind.home]

/** The tenant cancels their own visit (still requested or scheduled). */
export function useCancelVisit() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: (body: CancelVisitBody) => callApi(cancelVisit, { body }), onSuccess: () => invalidateKinds(queryClient, changed) })
}

/** The tenant moves their visit to another day and slot; the property confirms the new time. */
export function useRescheduleVisit() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: (body: RescheduleVisitBody) => callApi(rescheduleVisit, { body }), onSuccess: () => invalidateKinds(queryClient, changed) })
}
