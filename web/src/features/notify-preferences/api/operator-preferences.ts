import { queryOptions, useQuery } from '@tanstack/react-query'
import { getOperatorNotificationPreferences, saveOperatorNotificationPreferences } from '@basera/contract/operator-endpoints'
import type { NotificationPreferences } from '@basera/contract/notify'
import { callApi } from '../../../lib/api-client'
import { operatorKeys } from '../../../lib/operator-keys'
import { useOptimisticSave } from './optimistic-save'

const key = [...operatorKeys.all, 'notification-preferences'] as const

/** How the signed-in operator is reached (push, SMS, WhatsApp, quiet hours). */
export function useOperatorNotificationPreferences() {
  return useQuery(queryOptions({ queryKey: key, queryFn: async () => (await callApi(getOperatorNotificationPreferences, {})).data }))
}

export function useSaveOperatorNotificationPreferences() {
  return useOptimisticSave(key, async (preferences: NotificationPreferences) => (await callApi(saveOperatorNotificationPreferences, { body: { preferences } })).data)
}
