import { and, eq, sql, type SQL } from 'drizzle-orm'
import { messages } from '@basera/contract/messages'
import { operatorMessages } from '@basera/contract/operator'
import type { OperatorThreadsQuery, ThreadDetail, ThreadSummary } from '@basera/contract/threads'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { messageThreads } from '../../db/schema-threads.ts'
import { AppError } from '../../lib/errors.ts'
import type { ThrottleStore } from '../../lib/throttle.ts'
import type { SignedInOperator } from '../../plugins/auth.ts'
import { authorize } from '../operator-access/policy.ts'
import { propertyCondition } from '../operator-access/scope.ts'
import { takeSendSlot } from './send-limit.ts'
import { listThreadsWhere, markRead, threadDetail, unreadTotal, type ThreadRow } from './thread-read.ts'
import { addMessage, isReported, reportOne } from './write.ts'

// The console's side, through the one operator policy: the owner and the managers given the property read and
// answer its threads; another property's thread answers 404 like one that does not exist; a removed manager's
// token answers 401 from the next call (plugins/auth.ts). An admin reads only threads someone reported, and
// writes in none: messages are private between a tenant and the property.

const reported = sql`exists (select 1 from message_reports r where r.thread_id = ${messageThreads.id})`
const isAdmin = (operator: SignedInOperator) => operator.role === 'admin'

/** The thread if `operator` may read it (`view`) or write in it (`decide`): 404 otherwise, 403 for an admin writing. */
async function operatorThread(db: Db, operator: SignedInOperator, threadId: number, action: 'view' | 'decide', notFound: string = messages.threadNotFound): Promise<ThreadRow> {
  const [thread] = await db.select().from(messageThreads).where(eq(messageThreads.id, threadId))
  if (!thread) throw new AppError(404, notFound)
  if (isAdmin(operator)) {
    if (!(await isReported(db, threadId))) throw new AppError(404, notFound)
    if (action !== 'view') throw new AppError(403, operatorMessages.adminReadsReportedOnly)
    return thread
  }
  await authorize(db, operator, thread.propertyId, action, notFound)
  return thread
}

/** The condition on the threads the operator sees (one property's, after the policy allowed it); `none` for no property. */
async function scopeOf(db: Db, operator: SignedInOperator, propertyId: number | undefined): Promise<SQL | undefined | 'none'> {
  if (isAdmin(operator)) return and(reported, propertyId === undefined ? undefined : eq(messageThreads.propertyId, propertyId))
  return propertyCondition(db, operator, messageThreads.propertyId, propertyId)
}

export async function listOperatorThreads(db: Db, operator: SignedInOperator, query: z.output<typeof OperatorThreadsQuery>): Promise<{ data: ThreadSummary[]; unread_total: number }> {
  const scope = await scopeOf(db, operator, query.property_id)
  if (scope === 'none') return { data: [], unread_total: 0 }
  return { data: await listThreadsWhere(db, scope, 'operator'), unread_total: await unreadTotal(db, scope, 'operator') }
}

export async function operatorUnreadTotal(db: Db, operator: SignedInOperator): Promise<number> {
  const scope = await scopeOf(db, operator, undefined)
  return scope === 'none' ? 0 : unreadTotal(db, scope, 'operator')
}

export async function getOperatorThread(db: Db, operator: SignedInOperator, threadId: number): Promise<ThreadDetail> {
  await operatorThread(db, operator, threadId, 'view')
  return threadDetail(db, threadId, 'operator', !isAdmin(operator))
}

/** An operator answers in a thread of a property they may decide for; the tenant is told. At most 10 a minute. */
export async function sendOperatorMessage(db: Db, throttle: ThrottleStore, operator: SignedInOperator, threadId: number, text: string, now: Date): Promise<ThreadDetail> {
  await operatorThread(db, operator, threadId, 'decide')
  const release = await takeSendSlot(throttle, `operator:${operator.id}`)
  try {
    await addMessage(db, { threadId, side: 'operator', operatorId: operator.id, text, at: now })
  } catch (error) {
    await release()
    throw error
  }
  return threadDetail(db, threadId, 'operator', true)
}

/** The property's side has read the thread; an admin reading a reported thread moves nobody's mark. */
export async function markOperatorThreadRead(db: Db, operator: SignedInOperator, threadId: number): Promise<number> {
  await operatorThread(db, operator, threadId, 'view')
  if (!isAdmin(operator)) await markRead(db, threadId, 'operator')
  return operatorUnreadTotal(db, operator)
}

/** An operator reports a tenant's message in a thread they may answer. */
export async function reportOperatorMessage(db: Db, operator: SignedInOperator, messageId: number, reason: string | null, now: Date): Promise<void> {
  await reportOne(db, messageId, 'operator', { leadId: null, operatorId: operator.id, reason, at: now }, async (thread) => {
    await operatorThread(db, operator, thread.id, 'decide', messages.messageNotFound)
  })
}
