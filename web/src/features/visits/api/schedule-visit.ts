import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ScheduleVisitBody } from '@basera/contract/engagement'
import { scheduleVisit as scheduleVisitEndpoint } from '@basera/contract/endpoints'
import { callApi } from '../../../lib/api-client'
import { visitKeys } from './keys'

const scheduleVisit = (body: ScheduleVisitBody) => callApi(scheduleVisitEndpoint, { body })

export function useScheduleVisit() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: scheduleVisit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: visitKeys.all }),
  })
}
