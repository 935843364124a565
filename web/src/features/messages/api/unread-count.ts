import { queryOptions, useQuery } from '@tanstack/react-query'
import { getUnreadMessageCount } from '@basera/contract/message-endpoints'
import { callApi } from '../../../lib/api-client'
import { messageKeys } from './keys'

// the tab bar asks on every screen: once a minute, and again when a thread is read or written
const unreadQuery = (leadId: number) =>
  queryOptions({ queryKey: messageKeys.unread(leadId), queryFn: () => callApi(getUnreadMessageCount, { body: { leadId } }), select: (r) => r.unread_total })

/** Unread messages of all the tenant's threads (0 while signed out). */
export function useUnreadMessages(leadId: number | null): number {
  const query = useQuery({ ...unreadQuery(leadId ?? 0), enabled: leadId !== null, refetchInterval: 60_000 })
  return leadId === null ? 0 : (query.data ?? 0)
}
