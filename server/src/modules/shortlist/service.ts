import { and, desc, eq } from 'drizzle-orm'
import type { PropertyCard } from '@basera/contract/properties'
import type { Db } from '../../db/client.ts'
import { properties } from '../../db/schema.ts'
import { shortlist } from '../../db/schema-activity.ts'
import { assertPropertyExists } from '../properties/detail-service.ts'
import { loadCards } from '../properties/cards.ts'

export async function addToShortlist(db: Db, leadId: number, propertyId: number, now: Date): Promise<void> {
  await assertPropertyExists(db, propertyId)
  await db.insert(shortlist).values({ leadId, propertyId, createdAt: now }).onConflictDoNothing()
}

export async function removeFromShortlist(db: Db, leadId: number, propertyId: number): Promise<void> {
  await db.delete(shortlist).where(and(eq(shortlist.leadId, leadId), eq(shortlist.propertyId, propertyId)))
}

export async function listShortlist(db: Db, leadId: number): Promise<PropertyCard[]> {
  // a property its operator unpublished leaves the list (and comes back if published again)
  const rows = await db.select({ id: shortlist.propertyId }).from(shortlist)
    .innerJoin(properties, and(eq(properties.id, shortlist.propertyId), eq(properties.published, true)))
    .where(eq(shortlist.leadId, leadId))
    .orderBy(desc(shortlist.createdAt))
  return loadCards(db, rows.map((r) => r.id))
}
