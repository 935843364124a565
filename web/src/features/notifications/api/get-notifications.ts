import { queryOptions, useQuery } from '@tanstack/react-query'
import { getContent as getContentEndpoint } from '@basera/contract/content-endpoints'
import type { Notification } from '@basera/contract/engagement'
import { callApi } from '../../../lib/api-client'
import { queryKind } from '../../../lib/query-kinds'

const notificationKeys = {
  all: [queryKind.notifications] as const,
  // a lead's own events: another lead (or signing out) must not see the previous one's list
  forLead: (leadId: number | null) => [...notificationKeys.all, leadId] as const,
}

async function getNotifications(): Promise<Notification[]> {
  const { data } = await callApi(getContentEndpoint, { body: { key: 'NOTIFICATIONS' } })
  return 'notifications' in data ? data.notifications : []
}

// the operator may accept a booking at any moment: read afresh each time the screen opens
const notificationsQuery = (leadId: number | null) =>
  queryOptions({ queryKey: notificationKeys.forLead(leadId), queryFn: getNotifications, staleTime: 0 })

/** The signed-in lead's notifications (their booking accepted, a visit moved), newest first; none when signed out. */
export function useNotifications(leadId: number | null) {
  return useQuery(notificationsQuery(leadId))
}
