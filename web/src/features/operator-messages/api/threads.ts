import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  getOperatorThread, getOperatorUnreadCount, listOperatorThreads, markOperatorThreadRead, reportOperatorMessage, sendOperatorMessage,
} from '@basera/contract/operator-endpoints'
import type { OperatorThreadsQuery } from '@basera/contract/threads'
import { callApi } from '../../../lib/api-client'
import { operatorKeys } from '../../../lib/operator-keys'

/** Every console query about messages starts with operatorKeys.threads (['operator', 'threads']): invalidating it refreshes them all. */
const threadKeys = {
  all: operatorKeys.threads,
  list: (filters: OperatorThreadsQuery) => [...operatorKeys.threads, 'list', filters] as const,
  detail: (threadId: number) => [...operatorKeys.threads, 'detail', threadId] as const,
  unread: [...operatorKeys.threads, 'unread'] as const,
}

const threadsQuery = (filters: OperatorThreadsQuery) => queryOptions({ queryKey: threadKeys.list(filters), queryFn: () => callApi(listOperatorThreads, { query: filters }) })

export function useOperatorThreads(filters: OperatorThreadsQuery) {
  return useQuery({ ...threadsQuery(filters), refetchInterval: 30_000, placeholderData: (previous) => previous })
}

export function useOperatorThread(threadId: number | undefined) {
  return useQuery({
    queryKey: threadKeys.detail(threadId ?? 0),
    queryFn: () => callApi(getOperatorThread, { params: { threadId: threadId ?? 0 } }),
    select: (reply) => reply.data,
    enabled: threadId !== undefined,
    refetchInterval: 15_000,
  })
}

/** The console navigation's badge: unread tenant messages over the operator's properties, once a minute. */
export function useOperatorUnreadCount(signedIn: boolean): number {
  const count = useQuery({ queryKey: threadKeys.unread, queryFn: () => callApi(getOperatorUnreadCount, {}), select: (r) => r.unread_total, enabled: signedIn, refetchInterval: 60_000 })
  return count.data ?? 0
}

export function useSendOperatorMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ threadId, text }: { threadId: number; text: string }) => callApi(sendOperatorMessage, { params: { threadId }, body: { text } }),
    onSuccess: (reply) => {
      queryClient.setQueryData(threadKeys.detail(reply.data.thread_id), reply)
      // the list refreshes behind: the reply box empties as soon as the message is in
      void queryClient.invalidateQueries({ queryKey: threadKeys.all })
    },
  })
}

export function useMarkOperatorThreadRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (threadId: number) => callApi(markOperatorThreadRead, { params: { threadId }, body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: threadKeys.all }),
  })
}

export function useReportOperatorMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (messageId: number) => callApi(reportOperatorMessage, { params: { messageId }, body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: threadKeys.all }),
  })
}
