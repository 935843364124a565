import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ScheduleVisitBody } from '@basera/contract/engagement'
import { scheduleVisit as scheduleVisitEndpoint } from '@basera/contract/visit-endpoints'
import { callApi } from '../../../lib/api-client'
import { invalidateKinds, queryKind } from '../../../lib/query-kinds'

const scheduleVisit = (body: ScheduleVisitBody) => callApi(scheduleVisitEndpoint, { body })

export function useScheduleVisit() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: scheduleVisit,
    // a visit is also a request (why the number was shared) and home's next visit
    onSuccess: () => invalidateKinds(queryClient, [queryKind.visits, queryKind.requests, queryKind.home]),
  })
}
