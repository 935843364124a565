import { eq, inArray } from 'drizzle-orm'
import { propertyLabel } from '@basera/contract/operator'
import type { Db } from '../../db/client.ts'
import { leads, localities, operators, properties, reviews, roomOptions, roomTypes } from '../../db/schema.ts'
import { bookings, leadRequests, tenants, visits } from '../../db/schema-activity.ts'

/** What the audit log's ids stand for, as the sentences name them. */
export interface AuditNames {
  /** Property id → "Lotus Living Boys PG, Saket". */
  properties: Map<number, string>
  /** `${entity}:${id}` → the room type, tenant, team member or reviewer the entry is about. */
  subjects: Map<string, string>
}

interface EntryRef { propertyId: number | null; entity: string; entityId: number }

const idsOf = (entries: readonly EntryRef[], entity: string) => [...new Set(entries.filter((e) => e.entity === entity).map((e) => e.entityId))]

/** Looks up, in a few statements, the names behind a page of audit entries. */
export async function auditNames(db: Db, entries: readonly EntryRef[]): Promise<AuditNames> {
  const propertyIds = [...new Set(entries.flatMap((e) => (e.propertyId === null ? [] : [e.propertyId])))]
  const subjects = new Map<string, string>()
  const put = (entity: string, rows: { id: number; name: string | null }[]) => {
    for (const r of rows) if (r.name) subjects.set(`${entity}:${r.id}`, r.name)
  }
  const some = <T>(ids: number[], query: (ids: number[]) => Promise<T[]>) => (ids.length === 0 ? Promise.resolve([] as T[]) : query(ids))
  const [labels, rooms, booked, visitors, askers, reviewers, members] = await Promise.all([
    some(propertyIds, (ids) => db.select({ id: properties.id, name: properties.name, locality: localities.name }).from(properties)
      .innerJoin(localities, eq(localities.id, properties.localityId)).where(inArray(properties.id, ids))),
    some(idsOf(entries, 'room_option'), (ids) => db.select({ id: roomOptions.id, name: roomTypes.name }).from(roomOptions)
      .innerJoin(roomTypes, eq(roomTypes.id, roomOptions.roomTypeId)).where(inArray(roomOptions.id, ids))),
    some(idsOf(entries, 'booking'), (ids) => db.select({ id: bookings.id, name: tenants.fullName }).from(bookings)
      .innerJoin(tenants, eq(tenants.id, bookings.tenantId)).where(inArray(bookings.id, ids))),
    some(idsOf(entries, 'visit'), (ids) => db.select({ id: visits.id, name: leads.fullName }).from(visits)
      .innerJoin(leads, eq(leads.id, visits.leadId)).where(inArray(visits.id, ids))),
    some(idsOf(entries, 'request'), (ids) => db.select({ id: leadRequests.id, name: leads.fullName }).from(leadRequests)
      .innerJoin(leads, eq(leads.id, leadRequests.leadId)).where(inArray(leadRequests.id, ids))),
    some(idsOf(entries, 'review'), (ids) => db.select({ id: reviews.id, name: reviews.reviewerName }).from(reviews).where(inArray(reviews.id, ids))),
    some(idsOf(entries, 'operator'), (ids) => db.select({ id: operators.id, name: operators.name }).from(operators).where(inArray(operators.id, ids))),
  ])
  put('room_option', rooms)
  put('booking', booked)
  put('visit', visitors)
  put('request', askers)
  put('review', reviewers)
  put('operator', members)
  return { properties: new Map(labels.map((p) => [p.id, propertyLabel(p.name, p.locality)])), subjects }
}
