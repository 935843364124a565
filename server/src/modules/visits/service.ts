import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import { visitDateProblem } from '@basera/contract/dates'
import { visitWhenText, type CancelVisitBody, type RescheduleVisitBody, type ScheduleVisitBody, type Visit, type VisitSlotName } from '@basera/contract/engagement'
import { messages } from '@basera/contract/messages'
import { todayInIndia } from '@basera/contract/dates'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { leads, properties } from '../../db/schema.ts'
import { leadRequests, visits } from '../../db/schema-activity.ts'
import { AppError } from '../../lib/errors.ts'
import { assertOwner } from '../../plugins/auth.ts'
import { assertPropertyExists } from '../properties/detail-service.ts'
import { loadCards } from '../properties/cards.ts'
import { notifyPropertyOperators } from '../notifications/operators.ts'
import { publishConsoleChange } from '../realtime/publish.ts'

type Body = z.output<typeof ScheduleVisitBody>
type VisitRow = typeof visits.$inferSelect

/** Visits a tenant may still cancel or move, and the ones that hold a place in a slot. */
const OPEN = ['requested', 'scheduled'] as const

/** The visit window on the server's own clock (the schema checked it on the caller's): today to today + 30 in India. */
export function assertVisitDate(date: string, now: Date): void {
  const problem = visitDateProblem(date, now)
  if (problem === 'past') throw new AppError(400, messages.visitDateInPast)
  if (problem === 'too_far') throw new AppError(400, messages.visitDateTooFar)
}

/** What a visit request says it is for (the operator's requests list and the tenant's): the day and the slot's hours. */
const purposeOf = (date: string, slot: VisitSlotName) => `Visit on ${visitWhenText(date, slot)}`

/**
 * A visit request, also recorded as a lead request so the operator sees why the number was shared. The same
 * tenant asking the same property's same date and slot again (while it is requested or scheduled) gets that visit
 * back, not a second one: the lead's row is locked first, so a double submit waits and then finds the first.
 */
export async function scheduleVisit(db: Db, leadId: number, body: Body, now: Date): Promise<{ visitId: number; existing: boolean }> {
  assertVisitDate(body.visit_date, now)
  await assertPropertyExists(db, body.propertyId)
  return db.transaction(async (tx) => {
    await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId)).for('update')
    const [same] = await tx.select({ id: visits.id }).from(visits).where(and(
      eq(visits.leadId, leadId), eq(visits.propertyId, body.propertyId), eq(visits.visitDate, body.visit_date), eq(visits.visitSlot, body.visit_slot),
      inArray(visits.status, [...OPEN]),
    )).limit(1)
    if (same) return { visitId: same.id, existing: true }
    const [visit] = await tx.insert(visits).values({
      leadId, propertyId: body.propertyId, visitDate: body.visit_date, visitSlot: body.visit_slot, createdAt: now,
    }).returning({ id: visits.id })
    if (!visit) throw new Error('visit insert returned nothing')
    await tx.insert(leadRequests).values({
      leadId,
      kind: 'visit',
      purpose: purposeOf(body.visit_date, body.visit_slot),
      propertyId: body.propertyId,
      data: [{ visit_id: visit.id }],
      createdAt: now,
    })
    const when = visitWhenText(body.visit_date, body.visit_slot)
    const [property] = await tx.select({ name: properties.name }).from(properties).where(eq(properties.id, body.propertyId))
    await notifyPropertyOperators(tx, {
      propertyId: body.propertyId, kind: 'visit_requested', visitId: visit.id, at: now, details: { visit_when: when },
      title: `New visit request at ${property?.name ?? ''}`, body: `A tenant asks to visit on ${when}. Confirm, move or decline it in Visits.`,
    })
    return { visitId: visit.id, existing: false }
  })
}

const changeable = (v: Pick<VisitRow, 'status' | 'visitDate'>, today: string) => (OPEN as readonly string[]).includes(v.status) && v.visitDate >= today

export async function listVisits(db: Db, leadId: number, now: Date): Promise<Visit[]> {
  const rows = await db.select().from(visits).where(eq(visits.leadId, leadId)).orderBy(desc(visits.createdAt), desc(visits.id))
  return visitsOf(db, rows, now)
}

async function visitsOf(db: Db, rows: VisitRow[], now: Date): Promise<Visit[]> {
  const cards = new Map((await loadCards(db, [...new Set(rows.map((v) => v.propertyId))])).map((c) => [c.property_id, c]))
  const today = todayInIndia(now)
  return rows.flatMap((v) => {
    const property = cards.get(v.propertyId)
    return property
      ? [{
          visit_id: v.id, visit_date: v.visitDate, visit_slot: v.visitSlot, visit_when: visitWhenText(v.visitDate, v.visitSlot), status: v.status,
          changeable: changeable(v, today), created_at: v.createdAt.toISOString(), property,
        }]
      : []
  })
}

/** The lead's own visit, locked, still open to change: 404 unknown, 403 another lead's, 409 decided, cancelled or past. */
async function ownOpenVisit(tx: Db, leadId: number, visitId: number, now: Date): Promise<VisitRow> {
  const [visit] = await tx.select().from(visits).where(eq(visits.id, visitId)).for('update')
  if (!visit) throw new AppError(404, messages.visitNotFound)
  assertOwner(leadId, visit.leadId)
  if (!changeable(visit, todayInIndia(now))) throw new AppError(409, messages.visitNotChangeable)
  return visit
}

async function oneVisit(db: Db, visitId: number, now: Date): Promise<Visit> {
  const [visit] = await visitsOf(db, await db.select().from(visits).where(eq(visits.id, visitId)), now)
  if (!visit) throw new Error(`visit ${visitId} vanished`)
  return visit
}

/** The tenant cancels a visit still requested or scheduled: the slot's place is free again. */
export async function cancelVisit(db: Db, leadId: number, body: z.output<typeof CancelVisitBody>, now: Date): Promise<Visit> {
  await db.transaction(async (tx) => {
    const visit = await ownOpenVisit(tx, leadId, body.visit_id, now)
    await tx.update(visits).set({ status: 'cancelled' }).where(eq(visits.id, body.visit_id))
    await publishConsoleChange(tx, { propertyId: visit.propertyId, topic: 'visits' })
  })
  return oneVisit(db, body.visit_id, now)
}

/**
 * The tenant moves a visit to another date and slot: within the visit window, not onto another visit of theirs
 * at that property and time (409), and only while the slot has room (scheduled visits below the property's
 * capacity; 409 otherwise). The property confirms the new time: the visit is `requested` again.
 */
export async function rescheduleVisit(db: Db, leadId: number, body: z.output<typeof RescheduleVisitBody>, now: Date): Promise<Visit> {
  assertVisitDate(body.visit_date, now)
  await db.transaction(async (tx) => {
    // the lead's row first, as scheduleVisit takes it: a request and a move of the same tenant never cross
    await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId)).for('update')
    const visit = await ownOpenVisit(tx, leadId, body.visit_id, now)
    const [property] = await tx.select({ capacity: properties.visitSlotCapacity }).from(properties).where(eq(properties.id, visit.propertyId)).for('update')
    const slot = and(eq(visits.propertyId, visit.propertyId), eq(visits.visitDate, body.visit_date), eq(visits.visitSlot, body.visit_slot), ne(visits.id, visit.id))
    const [mine] = await tx.select({ id: visits.id }).from(visits).where(and(slot, eq(visits.leadId, leadId), inArray(visits.status, [...OPEN]))).limit(1)
    if (mine) throw new AppError(409, messages.visitAlreadyAtThatTime)
    const [taken] = await tx.select({ n: sql<number>`count(*)::int` }).from(visits).where(and(slot, eq(visits.status, 'scheduled')))
    if ((taken?.n ?? 0) >= (property?.capacity ?? 0)) throw new AppError(409, messages.visitSlotFull)
    await tx.update(visits).set({ visitDate: body.visit_date, visitSlot: body.visit_slot, status: 'requested', decisionReason: null })
      .where(eq(visits.id, visit.id))
    await tx.update(leadRequests).set({ purpose: purposeOf(body.visit_date, body.visit_slot) })
      .where(and(eq(leadRequests.kind, 'visit'), eq(leadRequests.leadId, leadId), sql`${leadRequests.data} @> ${JSON.stringify([{ visit_id: visit.id }])}::jsonb`))
    await publishConsoleChange(tx, { propertyId: visit.propertyId, topic: 'visits' })
  })
  return oneVisit(db, body.visit_id, now)
}
