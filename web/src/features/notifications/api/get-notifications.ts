import { queryOptions, useQuery } from '@tanstack/react-query'
import { getContent as getContentEndpoint } from '@basera/contract/endpoints'
import type { Notification } from '@basera/contract/engagement'
import { callApi } from '../../../lib/api-client'

const notificationKeys = {
  all: ['notifications'] as const,
}

async function getNotifications(): Promise<Notification[]> {
  const { data } = await callApi(getContentEndpoint, { body: { key: 'NOTIFICATIONS' } })
  return 'notifications' in data ? data.notifications : []
}

const notificationsQuery = () => queryOptions({ queryKey: notificationKeys.all, queryFn: getNotifications })

export function useNotifications() {
  return useQuery(notificationsQuery())
}
