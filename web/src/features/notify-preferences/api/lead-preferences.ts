import { queryOptions, useQuery } from '@tanstack/react-query'
import { getNotificationPreferences, saveNotificationPreferences } from '@basera/contract/notify-endpoints'
import type { NotificationPreferences } from '@basera/contract/notify'
import { callApi } from '../../../lib/api-client'
import { queryKind } from '../../../lib/query-kinds'
import { useOptimisticSave } from './optimistic-save'

const keyOf = (leadId: number) => [queryKind.profile, 'notification-preferences', leadId] as const

/** How the signed-in tenant is reached (push, SMS, WhatsApp, quiet hours). */
export function useLeadNotificationPreferences(leadId: number) {
  return useQuery(
    queryOptions({ queryKey: keyOf(leadId), queryFn: async () => (await callApi(getNotificationPreferences, { body: { leadId } })).data }),
  )
}

export function useSaveLeadNotificationPreferences(leadId: number) {
  return useOptimisticSave(keyOf(leadId), async (preferences: NotificationPreferences) => (await callApi(saveNotificationPreferences, { body: { leadId, preferences } })).data)
}
