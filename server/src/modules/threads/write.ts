import { and, eq } from 'drizzle-orm'
import { messages } from '@basera/contract/messages'
import { maskNumber, type MessageSide } from '@basera/contract/threads'
import type { Db } from '../../db/client.ts'
import { leads, properties } from '../../db/schema.ts'
import { messageReports, messageThreads, threadMessages } from '../../db/schema-threads.ts'
import { AppError } from '../../lib/errors.ts'
import { notifyLead } from '../notifications/service.ts'
import { notifyPropertyOperators } from '../notifications/operators.ts'
import type { ThreadRow } from './thread-read.ts'

/** How much of a message a notification quotes. */
const PREVIEW_CHARS = 140
const preview = (text: string) => (text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS - 1)}…` : text)

interface NewMessage { threadId: number; side: MessageSide; operatorId: number | null; text: string; at: Date }

/**
 * One message, in one transaction with what it changes: the thread moves to the top, the sender's side has read
 * up to its own message, and the other side is told (the tenant's number masked in the quote unless shared).
 */
export async function addMessage(db: Db, m: NewMessage): Promise<void> {
  await db.transaction(async (tx) => {
    const [thread] = await tx.select({ t: messageThreads, propertyName: properties.name, leadName: leads.fullName, leadPhone: leads.phoneNumber })
      .from(messageThreads).innerJoin(properties, eq(properties.id, messageThreads.propertyId)).innerJoin(leads, eq(leads.id, messageThreads.leadId))
      .where(eq(messageThreads.id, m.threadId)).for('update', { of: messageThreads })
    if (!thread) throw new AppError(404, messages.threadNotFound)
    const [row] = await tx.insert(threadMessages).values({ threadId: m.threadId, sender: m.side, operatorId: m.operatorId, text: m.text, createdAt: m.at })
      .returning({ id: threadMessages.id })
    if (!row) throw new Error('message insert returned nothing')
    await tx.update(messageThreads)
      .set(m.side === 'tenant' ? { lastMessageAt: m.at, tenantReadId: row.id } : { lastMessageAt: m.at, operatorReadId: row.id })
      .where(eq(messageThreads.id, m.threadId))
    const shown = (text: string) => (thread.t.numberShared ? text : maskNumber(text, thread.leadPhone))
    const quote = preview(shown(m.text))
    if (m.side === 'tenant') {
      const tenant = shown(thread.leadName?.trim() || 'A tenant')
      await notifyPropertyOperators(tx, {
        propertyId: thread.t.propertyId, kind: 'message', title: `New message about ${thread.propertyName}`, body: `${tenant}: ${quote}`,
        threadId: m.threadId, url: `/operator/messages?thread=${m.threadId}`,
        ...(thread.t.bookingId ? { bookingId: thread.t.bookingId } : {}), at: m.at,
      })
    } else {
      await notifyLead(tx, {
        leadId: thread.t.leadId, kind: 'message', title: `${thread.propertyName} wrote to you`, body: quote,
        details: { property_name: thread.propertyName, preview: quote }, threadId: m.threadId, url: `/messages/${m.threadId}`,
        ...(thread.t.bookingId ? { bookingId: thread.t.bookingId } : {}), ...(thread.t.visitId ? { visitId: thread.t.visitId } : {}), at: m.at,
      })
    }
  })
}

interface Reporter { leadId: number | null; operatorId: number | null; reason: string | null; at: Date }

/**
 * A report of one message by `side`, after `mayRead` allowed the reporter that thread (it throws otherwise):
 * only the other side's message (409), once per side (409 again).
 */
export async function reportOne(db: Db, messageId: number, side: MessageSide, who: Reporter, mayRead: (thread: ThreadRow) => Promise<void>): Promise<void> {
  const [found] = await db.select({ m: threadMessages, t: messageThreads }).from(threadMessages)
    .innerJoin(messageThreads, eq(messageThreads.id, threadMessages.threadId)).where(eq(threadMessages.id, messageId))
  if (!found) throw new AppError(404, messages.messageNotFound)
  await mayRead(found.t)
  if (found.m.sender === side) throw new AppError(409, messages.cannotReportOwnMessage)
  const made = await db.insert(messageReports).values({
    messageId, threadId: found.t.id, reporter: side, reporterLeadId: who.leadId, reporterOperatorId: who.operatorId, reason: who.reason, createdAt: who.at,
  }).onConflictDoNothing().returning({ id: messageReports.id })
  if (made.length === 0) throw new AppError(409, messages.messageAlreadyReported)
}

/** Whether anyone reported a message of the thread: the only threads an admin may read. */
export async function isReported(db: Db, threadId: number): Promise<boolean> {
  const [row] = await db.select({ id: messageReports.id }).from(messageReports).where(and(eq(messageReports.threadId, threadId))).limit(1)
  return row !== undefined
}
