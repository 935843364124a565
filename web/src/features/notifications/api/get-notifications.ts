import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiPost } from '../../../lib/api-client'

export interface AppNotification {
  id: number
  title: string
  body: string
  created_at: string
}

interface NotificationsReply {
  success: boolean
  data: { notifications: AppNotification[] }
}

export const notificationKeys = {
  all: ['notifications'] as const,
}

export async function getNotifications(): Promise<AppNotification[]> {
  const reply = await apiPost<NotificationsReply>('/api/content/v1/get-content', { key: 'NOTIFICATIONS' })
  return reply.data.notifications
}

export const notificationsQuery = () => queryOptions({ queryKey: notificationKeys.all, queryFn: getNotifications })

export function useNotifications() {
  return useQuery(notificationsQuery())
}
