import { queryKind } from '../../../lib/query-kinds'

export const messageKeys = {
  all: [queryKind.messages] as const,
  list: (leadId: number) => [...messageKeys.all, 'list', leadId] as const,
  thread: (leadId: number, threadId: number) => [...messageKeys.all, 'thread', leadId, threadId] as const,
  unread: (leadId: number) => [...messageKeys.all, 'unread', leadId] as const,
}
