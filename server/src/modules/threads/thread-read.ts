import { and, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm'
import { maskNumber, type MessageSide, type ThreadDetail, type ThreadMessage, type ThreadSummary } from '@basera/contract/threads'
import type { Db } from '../../db/client.ts'
import { leads, operators, properties } from '../../db/schema.ts'
import { messageReports, messageThreads, threadMessages } from '../../db/schema-threads.ts'

// What either side reads of threads: names only, and the tenant's number masked in every text unless they
// shared it. The side asking decides what "unread" and "mine" mean.

const LIST_LIMIT = 200
const MESSAGES_SHOWN = 500

export type ThreadRow = typeof messageThreads.$inferSelect
interface Row { t: ThreadRow; propertyName: string; leadName: string | null; leadPhone: string }

const otherSide = (side: MessageSide): MessageSide => (side === 'tenant' ? 'operator' : 'tenant')
const readMarkOf = (side: MessageSide) => (side === 'tenant' ? messageThreads.tenantReadId : messageThreads.operatorReadId)

/** What the tenant's number reads as to anyone: itself only when they shared it. */
const visibleText = (row: Row, text: string) => (row.t.numberShared ? text : maskNumber(text, row.leadPhone))
const tenantNameOf = (row: Row) => visibleText(row, row.leadName?.trim() || 'Tenant')

async function threadRows(db: Db, where: SQL | undefined, limit = LIST_LIMIT): Promise<Row[]> {
  return db
    .select({ t: messageThreads, propertyName: properties.name, leadName: leads.fullName, leadPhone: leads.phoneNumber })
    .from(messageThreads)
    .innerJoin(properties, eq(properties.id, messageThreads.propertyId))
    .innerJoin(leads, eq(leads.id, messageThreads.leadId))
    .where(where)
    .orderBy(desc(messageThreads.lastMessageAt), desc(messageThreads.id))
    .limit(limit)
}

async function summariesOf(db: Db, rows: Row[], side: MessageSide): Promise<ThreadSummary[]> {
  const ids = rows.map((r) => r.t.id)
  if (ids.length === 0) return []
  const last = await db.selectDistinctOn([threadMessages.threadId], { threadId: threadMessages.threadId, text: threadMessages.text, sender: threadMessages.sender, at: threadMessages.createdAt })
    .from(threadMessages).where(inArray(threadMessages.threadId, ids)).orderBy(threadMessages.threadId, desc(threadMessages.id))
  const unread = await db.select({ threadId: threadMessages.threadId, n: sql<number>`count(*)::int` })
    .from(threadMessages).innerJoin(messageThreads, eq(messageThreads.id, threadMessages.threadId))
    .where(and(inArray(threadMessages.threadId, ids), eq(threadMessages.sender, otherSide(side)), gt(threadMessages.id, readMarkOf(side))))
    .groupBy(threadMessages.threadId)
  const reported = await db.selectDistinct({ threadId: messageReports.threadId }).from(messageReports).where(inArray(messageReports.threadId, ids))
  const lastOf = new Map(last.map((m) => [m.threadId, m]))
  const unreadOf = new Map(unread.map((u) => [u.threadId, u.n]))
  const reportedIds = new Set(reported.map((r) => r.threadId))
  return rows.map((row) => {
    const m = lastOf.get(row.t.id)
    return {
      thread_id: row.t.id,
      kind: row.t.kind,
      property_id: row.t.propertyId,
      property_name: row.propertyName,
      booking_id: row.t.bookingId,
      visit_id: row.t.visitId,
      other_name: side === 'tenant' ? row.propertyName : tenantNameOf(row),
      last_message: m ? { text: visibleText(row, m.text), from: m.sender, created_at: m.at.toISOString() } : null,
      unread: unreadOf.get(row.t.id) ?? 0,
      number_shared: row.t.numberShared,
      reported: reportedIds.has(row.t.id),
      updated_at: row.t.lastMessageAt.toISOString(),
    }
  })
}

/** The threads matching `where`, newest first, as `side` sees them. */
export async function listThreadsWhere(db: Db, where: SQL | undefined, side: MessageSide): Promise<ThreadSummary[]> {
  return summariesOf(db, await threadRows(db, where), side)
}

/** One thread with its messages, as `side` sees it; `canReply` says whether the asker may write. */
export async function threadDetail(db: Db, threadId: number, side: MessageSide, canReply: boolean): Promise<ThreadDetail> {
  const [row] = await threadRows(db, eq(messageThreads.id, threadId), 1)
  if (!row) throw new Error(`thread ${threadId} vanished`)
  const [summary] = await summariesOf(db, [row], side)
  if (!summary) throw new Error(`thread ${threadId} vanished`)
  const messages = await db
    .select({ m: threadMessages, operatorName: operators.name })
    .from(threadMessages).leftJoin(operators, eq(operators.id, threadMessages.operatorId))
    .where(eq(threadMessages.threadId, threadId)).orderBy(desc(threadMessages.id)).limit(MESSAGES_SHOWN)
  const reportedByMe = new Set((await db.select({ id: messageReports.messageId }).from(messageReports)
    .where(and(eq(messageReports.threadId, threadId), eq(messageReports.reporter, side)))).map((r) => r.id))
  const shown: ThreadMessage[] = messages.reverse().map(({ m, operatorName }) => ({
    message_id: m.id,
    from: m.sender,
    author_name: m.sender === 'tenant' ? tenantNameOf(row) : side === 'tenant' ? row.propertyName : (operatorName ?? row.propertyName),
    text: visibleText(row, m.text),
    // an admin reading a reported thread wrote none of it
    mine: m.sender === side && canReply,
    reported: reportedByMe.has(m.id),
    created_at: m.createdAt.toISOString(),
  }))
  return { ...summary, messages: shown, tenant_phone: side === 'operator' && row.t.numberShared ? row.leadPhone : null, can_reply: canReply }
}

/** Marks every message of the other side in the thread read for `side`. */
export async function markRead(db: Db, threadId: number, side: MessageSide): Promise<void> {
  const [latest] = await db.select({ id: sql<number>`coalesce(max(${threadMessages.id}), 0)::int` }).from(threadMessages).where(eq(threadMessages.threadId, threadId))
  const mark = readMarkOf(side)
  const upTo = latest?.id ?? 0
  await db.update(messageThreads).set(side === 'tenant' ? { tenantReadId: upTo } : { operatorReadId: upTo })
    .where(and(eq(messageThreads.id, threadId), sql`${mark} < ${upTo}`))
}

/** Unread messages of the other side over the threads matching `where`. */
export async function unreadTotal(db: Db, where: SQL | undefined, side: MessageSide): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` })
    .from(threadMessages).innerJoin(messageThreads, eq(messageThreads.id, threadMessages.threadId))
    .where(and(where, eq(threadMessages.sender, otherSide(side)), gt(threadMessages.id, readMarkOf(side))))
  return row?.n ?? 0
}
