import { and, eq } from 'drizzle-orm'
import { messages } from '@basera/contract/messages'
import type { ReportMessageBody, SendMessageBody, ThreadDetail, ThreadKind, ThreadSummary } from '@basera/contract/threads'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { bookings, tenants, visits } from '../../db/schema-activity.ts'
import { messageThreads } from '../../db/schema-threads.ts'
import { AppError } from '../../lib/errors.ts'
import type { ThrottleStore } from '../../lib/throttle.ts'
import { assertOwner } from '../../plugins/auth.ts'
import { assertPropertyExists } from '../properties/detail-service.ts'
import { takeSendSlot } from './send-limit.ts'
import { addMessage, reportOne } from './write.ts'
import { listThreadsWhere, markRead, threadDetail, unreadTotal, type ThreadRow } from './thread-read.ts'

// The tenant's side: their own threads only (403 for another lead's, as every lead call), started from a
// booking, a visit or a property page.

/** The lead's own thread: 404 unknown, 403 another lead's. */
async function ownThread(db: Db, leadId: number, threadId: number): Promise<ThreadRow> {
  const [thread] = await db.select().from(messageThreads).where(eq(messageThreads.id, threadId))
  if (!thread) throw new AppError(404, messages.threadNotFound)
  assertOwner(leadId, thread.leadId)
  return thread
}

interface Subject { kind: ThreadKind; propertyId: number; bookingId: number | null; visitId: number | null }

/** What a first message is about: the lead's own booking or visit (404 / 403), or a published property (an enquiry). */
async function subjectOf(db: Db, leadId: number, body: z.output<typeof SendMessageBody>): Promise<Subject> {
  if (body.booking_id !== undefined) {
    const [row] = await db.select({ propertyId: bookings.propertyId, leadId: tenants.leadId }).from(bookings)
      .innerJoin(tenants, eq(tenants.id, bookings.tenantId)).where(eq(bookings.id, body.booking_id))
    if (!row) throw new AppError(404, messages.bookingNotFound)
    assertOwner(leadId, row.leadId)
    return { kind: 'booking', propertyId: row.propertyId, bookingId: body.booking_id, visitId: null }
  }
  if (body.visit_id !== undefined) {
    const [row] = await db.select({ propertyId: visits.propertyId, leadId: visits.leadId }).from(visits).where(eq(visits.id, body.visit_id))
    if (!row) throw new AppError(404, messages.visitNotFound)
    assertOwner(leadId, row.leadId)
    return { kind: 'visit', propertyId: row.propertyId, bookingId: null, visitId: body.visit_id }
  }
  const propertyId = body.property_id ?? 0
  await assertPropertyExists(db, propertyId)
  return { kind: 'enquiry', propertyId, bookingId: null, visitId: null }
}

/** The thread of that booking, visit or enquiry; made now if it is the first message (a double tap finds the first). */
async function threadFor(db: Db, leadId: number, s: Subject, now: Date): Promise<number> {
  const same = s.kind === 'booking' ? eq(messageThreads.bookingId, s.bookingId ?? 0)
    : s.kind === 'visit' ? eq(messageThreads.visitId, s.visitId ?? 0)
      : and(eq(messageThreads.leadId, leadId), eq(messageThreads.propertyId, s.propertyId))
  const find = async () => (await db.select({ id: messageThreads.id }).from(messageThreads).where(and(eq(messageThreads.kind, s.kind), same)).limit(1))[0]
  const found = await find()
  if (found) return found.id
  await db.insert(messageThreads).values({ kind: s.kind, leadId, propertyId: s.propertyId, bookingId: s.bookingId, visitId: s.visitId, lastMessageAt: now, createdAt: now })
    .onConflictDoNothing()
  const made = await find()
  if (!made) throw new Error('thread insert found nothing')
  return made.id
}

export async function listLeadThreads(db: Db, leadId: number): Promise<{ data: ThreadSummary[]; unread_total: number }> {
  const mine = eq(messageThreads.leadId, leadId)
  return { data: await listThreadsWhere(db, mine, 'tenant'), unread_total: await unreadTotal(db, mine, 'tenant') }
}

export const leadUnreadTotal = (db: Db, leadId: number) => unreadTotal(db, eq(messageThreads.leadId, leadId), 'tenant')

export async function getLeadThread(db: Db, leadId: number, threadId: number): Promise<ThreadDetail> {
  await ownThread(db, leadId, threadId)
  return threadDetail(db, threadId, 'tenant', true)
}

export async function markLeadThreadRead(db: Db, leadId: number, threadId: number): Promise<number> {
  await ownThread(db, leadId, threadId)
  await markRead(db, threadId, 'tenant')
  return leadUnreadTotal(db, leadId)
}

/** The tenant writes: into their thread, or the one about their booking, visit or a property (made by this message). */
export async function sendLeadMessage(db: Db, throttle: ThrottleStore, leadId: number, body: z.output<typeof SendMessageBody>, now: Date): Promise<ThreadDetail> {
  // every refusal (403, 404) before the rate limit's slot is taken, and the thread made only for a message that goes
  const own = body.thread_id !== undefined ? await ownThread(db, leadId, body.thread_id) : null
  const subject = own ? null : await subjectOf(db, leadId, body)
  const threadOf = (): Promise<number> => (subject ? threadFor(db, leadId, subject, now) : Promise.resolve(own?.id ?? 0))
  const release = await takeSendSlot(throttle, `lead:${leadId}`)
  let threadId: number
  try {
    threadId = await threadOf()
    await addMessage(db, { threadId, side: 'tenant', operatorId: null, text: body.text, at: now })
  } catch (error) {
    await release()
    throw error
  }
  return threadDetail(db, threadId, 'tenant', true)
}

/** "Share my number": the property's operators see the tenant's number (in the thread and in its texts), or no longer. */
export async function shareLeadNumber(db: Db, leadId: number, threadId: number, share: boolean): Promise<ThreadDetail> {
  await ownThread(db, leadId, threadId)
  await db.update(messageThreads).set({ numberShared: share }).where(eq(messageThreads.id, threadId))
  return threadDetail(db, threadId, 'tenant', true)
}

/** The tenant reports an operator's message of their own thread: an admin may then read the thread. */
export async function reportLeadMessage(db: Db, leadId: number, body: z.output<typeof ReportMessageBody>, now: Date): Promise<void> {
  await reportOne(db, body.message_id, 'tenant', { leadId, operatorId: null, reason: body.reason ?? null, at: now }, async (thread) => {
    await ownThread(db, leadId, thread.id)
  })
}
