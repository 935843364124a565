import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ScheduleVisitBody } from '@basera/contract/engagement'
import { apiPost } from '../../../lib/api-client'
import { visitKeys } from './keys'

export interface ScheduleVisitReply {
  success: boolean
  message: string
  visit_id: number
}

export const scheduleVisit = (body: ScheduleVisitBody) => apiPost<ScheduleVisitReply>('/api/leads/v1/schedule-visit', body)

export function useScheduleVisit() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: scheduleVisit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: visitKeys.all }),
  })
}
