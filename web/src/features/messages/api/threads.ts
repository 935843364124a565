import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getThread, listThreads, markThreadRead, reportMessage, sendMessage, shareThreadNumber } from '@basera/contract/message-endpoints'
import type { ReportMessageBody, SendMessageBody, ShareNumberBody } from '@basera/contract/threads'
import { callApi } from '../../../lib/api-client'
import { invalidateKinds, queryKind } from '../../../lib/query-kinds'
import { messageKeys } from './keys'

// an open thread looks for the other side's answer this often (real-time updates may replace it)
const THREAD_REFRESH_MS = 15_000

const threadsQuery = (leadId: number) =>
  queryOptions({ queryKey: messageKeys.list(leadId), queryFn: () => callApi(listThreads, { body: { leadId } }), select: (r) => r.data })

export function useThreads(leadId: number) {
  return useQuery({ ...threadsQuery(leadId), refetchInterval: 60_000 })
}

const threadQuery = (leadId: number, threadId: number) =>
  queryOptions({ queryKey: messageKeys.thread(leadId, threadId), queryFn: () => callApi(getThread, { body: { leadId, thread_id: threadId } }), select: (r) => r.data })

export function useThread(leadId: number, threadId: number | null) {
  return useQuery({ ...threadQuery(leadId, threadId ?? 0), enabled: threadId !== null, refetchInterval: THREAD_REFRESH_MS })
}

/** Sends into a thread, or starts the one about a booking, visit or property; the answer is the thread. */
export function useSendMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: SendMessageBody) => callApi(sendMessage, { body }),
    onSuccess: (reply, body) => {
      queryClient.setQueryData(messageKeys.thread(Number(body.leadId), reply.data.thread_id), reply)
      // the list refreshes behind: the box empties as soon as the message is in
      void invalidateKinds(queryClient, [queryKind.messages])
    },
  })
}

/** The tenant read a thread: its badge and the tab bar's count go down. */
export function useMarkThreadRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: { leadId: number; thread_id: number }) => callApi(markThreadRead, { body }),
    onSuccess: (reply, body) => {
      queryClient.setQueryData(messageKeys.unread(body.leadId), reply)
      return queryClient.invalidateQueries({ queryKey: messageKeys.list(body.leadId) })
    },
  })
}

export function useShareNumber() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ShareNumberBody) => callApi(shareThreadNumber, { body }),
    onSuccess: (reply, body) => queryClient.setQueryData(messageKeys.thread(Number(body.leadId), reply.data.thread_id), reply),
  })
}

export function useReportMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ReportMessageBody) => callApi(reportMessage, { body }),
    onSuccess: () => invalidateKinds(queryClient, [queryKind.messages]),
  })
}
