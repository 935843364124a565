import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm'
import { visitWhenText } from '@basera/contract/engagement'
import { operatorMessages, propertyLabel, type DecideVisitBody, type OperatorVisit, type OperatorVisitsQuery, type VisitSlot } from '@basera/contract/operator'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { leads, localities, properties } from '../../db/schema.ts'
import { visits } from '../../db/schema-activity.ts'
import { AppError } from '../../lib/errors.ts'
import type { SignedInOperator } from '../../plugins/auth.ts'
import { authorize } from '../operator-access/policy.ts'
import { propertyCondition } from '../operator-access/scope.ts'
import { recordAudit } from '../operator-audit/service.ts'
import { notifyLead } from '../notifications/service.ts'
import { assertVisitDate } from '../visits/service.ts'
import { publishConsoleChange } from '../realtime/publish.ts'

const LIST_LIMIT = 500
type VisitRow = typeof visits.$inferSelect

async function loadVisits(db: Db, where: SQL | undefined): Promise<OperatorVisit[]> {
  const rows = await db
    .select({ v: visits, propertyName: properties.name, localityName: localities.name, tenantName: leads.fullName, tenantPhone: leads.phoneNumber })
    .from(visits)
    .innerJoin(properties, eq(properties.id, visits.propertyId))
    .innerJoin(localities, eq(localities.id, properties.localityId))
    .innerJoin(leads, eq(leads.id, visits.leadId))
    .where(where)
    .orderBy(desc(visits.createdAt), desc(visits.id))
    .limit(LIST_LIMIT)
  return rows.map(({ v, propertyName, localityName, tenantName, tenantPhone }) => ({
    visit_id: v.id,
    status: v.status,
    property_id: v.propertyId,
    property_name: propertyName,
    property_label: propertyLabel(propertyName, localityName),
    visit_date: v.visitDate,
    visit_slot: v.visitSlot,
    visit_when: visitWhenText(v.visitDate, v.visitSlot),
    tenant_name: tenantName,
    tenant_phone: tenantPhone,
    decision_reason: v.decisionReason,
    created_at: v.createdAt.toISOString(),
  }))
}

export async function listVisitRequests(db: Db, operator: SignedInOperator, query: z.output<typeof OperatorVisitsQuery>): Promise<OperatorVisit[]> {
  const scope = await propertyCondition(db, operator, visits.propertyId, query.property_id)
  if (scope === 'none') return []
  return loadVisits(db, and(...[scope, query.status ? eq(visits.status, query.status) : undefined].filter((c) => c !== undefined)))
}

/**
 * Refuses a slot that already has the property's capacity of scheduled visits. The property row is
 * locked first, so two accepts for the last place in one slot cannot both pass.
 */
async function assertSlotFree(tx: Db, visit: VisitRow, slot: VisitSlot): Promise<void> {
  const [property] = await tx.select({ capacity: properties.visitSlotCapacity }).from(properties).where(eq(properties.id, visit.propertyId)).for('update')
  const [taken] = await tx.select({ n: sql<number>`count(*)::int` }).from(visits).where(and(
    eq(visits.propertyId, visit.propertyId), eq(visits.visitDate, slot.visit_date), eq(visits.visitSlot, slot.visit_slot),
    eq(visits.status, 'scheduled'), ne(visits.id, visit.id),
  ))
  if ((taken?.n ?? 0) >= (property?.capacity ?? 0)) throw new AppError(409, operatorMessages.visitSlotFull)
  // a tenant has one open visit per property and time: a move onto another of theirs would be a second
  const [theirs] = await tx.select({ id: visits.id }).from(visits).where(and(
    eq(visits.propertyId, visit.propertyId), eq(visits.visitDate, slot.visit_date), eq(visits.visitSlot, slot.visit_slot),
    eq(visits.leadId, visit.leadId), inArray(visits.status, ['requested', 'scheduled']), ne(visits.id, visit.id),
  )).limit(1)
  if (theirs) throw new AppError(409, operatorMessages.visitTenantHasSlot)
}

/** Accepts a requested visit, moves it to another slot, or declines it (with a reason); the tenant is told. */
export async function decideVisit(db: Db, operator: SignedInOperator, visitId: number, body: z.output<typeof DecideVisitBody>, now: Date): Promise<OperatorVisit> {
  const [row] = await db.select({ propertyId: visits.propertyId }).from(visits).where(eq(visits.id, visitId))
  if (!row) throw new AppError(404, operatorMessages.visitNotFound)
  await authorize(db, operator, row.propertyId, 'decide', operatorMessages.visitNotFound)
  // the tenant's window holds for the operator's move too: today to today + 30 in India
  if (body.decision === 'move' && body.slot) assertVisitDate(body.slot.visit_date, now)

  await db.transaction(async (tx) => {
    const [visit] = await tx.select().from(visits).where(eq(visits.id, visitId)).for('update')
    if (!visit) throw new AppError(404, operatorMessages.visitNotFound)
    // a requested visit may be accepted; a requested or scheduled one moved or declined
    const open = visit.status === 'requested' || (body.decision !== 'accept' && visit.status === 'scheduled')
    if (!open) throw new AppError(409, operatorMessages.visitNotOpen)
    const slot = body.decision === 'move' && body.slot ? body.slot : { visit_date: visit.visitDate, visit_slot: visit.visitSlot }
    if (body.decision !== 'decline') await assertSlotFree(tx, visit, slot)
    const status = body.decision === 'decline' ? 'declined' : 'scheduled'
    const reason = body.decision === 'decline' ? (body.reason ?? '') : (body.reason ?? null)
    await tx.update(visits)
      .set({ status, visitDate: slot.visit_date, visitSlot: slot.visit_slot, decisionReason: reason, decidedAt: now, decidedBy: operator.id })
      .where(eq(visits.id, visitId))
    await recordAudit(tx, {
      operatorId: operator.id, propertyId: visit.propertyId, entity: 'visit', entityId: visit.id, action: body.decision === 'move' ? 'slot' : 'status',
      before: { status: visit.status, visit_date: visit.visitDate, visit_slot: visit.visitSlot },
      after: { status, ...slot, ...(reason ? { reason } : {}) }, at: now,
    })
    await publishConsoleChange(tx, { propertyId: visit.propertyId, topic: 'visits' })
    const [property] = await tx.select({ name: properties.name }).from(properties).where(eq(properties.id, visit.propertyId))
    const property_name = property?.name ?? ''
    // an Indian date and the slot's hours ("Sat, 29 Nov, 12–4 pm"), never an ISO date
    const when = visitWhenText(slot.visit_date, slot.visit_slot)
    const event = body.decision === 'accept'
      ? { kind: 'visit_scheduled' as const, title: 'Your visit is confirmed', body: `${property_name} expects you on ${when}.` }
      : body.decision === 'move'
        ? { kind: 'visit_moved' as const, title: 'Your visit was moved', body: `${property_name} moved your visit to ${when}.` }
        : { kind: 'visit_declined' as const, title: 'Your visit was declined', body: `${property_name} declined your visit: ${reason ?? ''}` }
    await notifyLead(tx, {
      leadId: visit.leadId, visitId: visit.id, at: now, ...event,
      details: { property_name, ...slot, visit_when: when, ...(reason ? { reason } : {}) },
    })
  })
  const [visit] = await loadVisits(db, eq(visits.id, visitId))
  if (!visit) throw new Error(`visit ${visitId} vanished`)
  return visit
}
