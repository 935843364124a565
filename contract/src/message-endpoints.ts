import type { Endpoint } from './endpoint.ts'
import { SuccessReply } from './common.ts'
import { GetThreadBody, ListThreadsBody, ReportMessageBody, SendMessageBody, ShareNumberBody, ThreadListReply, ThreadReply, UnreadCountReply } from './threads.ts'

// Messages without numbers: the tenant's threads with a property's operators.
// Part of the endpoint table (endpoints.ts re-exports it); the web imports this module, not the whole table.

// Messages without numbers: the tenant's threads with a property's operators (403 for another lead's thread); the tenant's number never appears unless shared
export const listThreads = { method: 'POST', path: '/api/leads/v1/threads/list', operationId: 'listThreads', access: 'lead', tag: 'messages', body: ListThreadsBody, reply: ThreadListReply } as const satisfies Endpoint
export const getThread = { method: 'POST', path: '/api/leads/v1/threads/get', operationId: 'getThread', access: 'lead', tag: 'messages', body: GetThreadBody, reply: ThreadReply } as const satisfies Endpoint
// into thread_id, or the thread of booking_id, visit_id or property_id (an enquiry), started by this message; at most 10 a minute
export const sendMessage = { method: 'POST', path: '/api/leads/v1/threads/send', operationId: 'sendMessage', access: 'lead', tag: 'messages', body: SendMessageBody, reply: ThreadReply } as const satisfies Endpoint
export const markThreadRead = { method: 'POST', path: '/api/leads/v1/threads/mark-read', operationId: 'markThreadRead', access: 'lead', tag: 'messages', body: GetThreadBody, reply: UnreadCountReply } as const satisfies Endpoint
export const shareThreadNumber = { method: 'POST', path: '/api/leads/v1/threads/share-number', operationId: 'shareThreadNumber', access: 'lead', tag: 'messages', body: ShareNumberBody, reply: ThreadReply } as const satisfies Endpoint
export const reportMessage = { method: 'POST', path: '/api/leads/v1/threads/report', operationId: 'reportMessage', access: 'lead', tag: 'messages', body: ReportMessageBody, reply: SuccessReply } as const satisfies Endpoint
// the tab bar's badge: unread messages of all the tenant's threads
export const getUnreadMessageCount = { method: 'POST', path: '/api/leads/v1/threads/unread-count', operationId: 'getUnreadMessageCount', access: 'lead', tag: 'messages', body: ListThreadsBody, reply: UnreadCountReply } as const satisfies Endpoint
