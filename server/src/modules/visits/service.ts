import { desc, eq } from 'drizzle-orm'
import type { ScheduleVisitBody, Visit } from '@basera/contract/engagement'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { leadRequests, visits } from '../../db/schema-activity.ts'
import { assertPropertyExists } from '../properties/detail-service.ts'
import { loadCards } from '../properties/cards.ts'

type Body = z.output<typeof ScheduleVisitBody>

/** A visit request, also recorded as a lead request so the operator sees why the number was shared. */
export async function scheduleVisit(db: Db, leadId: number, body: Body, now: Date): Promise<number> {
  await assertPropertyExists(db, body.propertyId)
  return db.transaction(async (tx) => {
    const [visit] = await tx.insert(visits).values({
      leadId, propertyId: body.propertyId, visitDate: body.visit_date, visitSlot: body.visit_slot, createdAt: now,
    }).returning({ id: visits.id })
    if (!visit) throw new Error('visit insert returned nothing')
    await tx.insert(leadRequests).values({
      leadId,
      kind: 'visit',
      purpose: `Visit on ${body.visit_date} (${body.visit_slot})`,
      propertyId: body.propertyId,
      data: [{ visit_id: visit.id }],
      createdAt: now,
    })
    return visit.id
  })
}

export async function listVisits(db: Db, leadId: number): Promise<Visit[]> {
  const rows = await db.select().from(visits).where(eq(visits.leadId, leadId)).orderBy(desc(visits.createdAt), desc(visits.id))
  const cards = new Map((await loadCards(db, [...new Set(rows.map((v) => v.propertyId))])).map((c) => [c.property_id, c]))
  return rows.flatMap((v) => {
    const property = cards.get(v.propertyId)
    return property
      ? [{ visit_id: v.id, visit_date: v.visitDate, visit_slot: v.visitSlot, status: v.status, created_at: v.createdAt.toISOString(), property }]
      : []
  })
}
