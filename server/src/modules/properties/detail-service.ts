import { and, asc, eq, ne, sql } from 'drizzle-orm'
import type { Gender } from '@basera/contract/constants'
import type { PropertyCard, PropertyDetail } from '@basera/contract/properties'
import { messages } from '@basera/contract/messages'
import type { Db } from '../../db/client.ts'
import { properties } from '../../db/schema.ts'
import { shortlist } from '../../db/schema-activity.ts'
import { AppError } from '../../lib/errors.ts'
import { findPropertyIds } from './search-service.ts'
import { GENDER_BITS, loadCards } from './cards.ts'
import { propertyDetailOf } from './detail-json.ts'

/** A property's details for this visitor: with their shortlist mark when signed in. */
export async function getPropertyDetail(db: Db, propertyId: number, leadId: number | null): Promise<PropertyDetail> {
  const detail = await propertyDetailOf(db, propertyId)
  return { ...detail, is_shortlisted: leadId !== null && (await isShortlisted(db, leadId, propertyId)) }
}

/** Same locality first, then the same city; rent close to this one's; accepting an overlapping gender (and the visitor's own). */
export async function getSimilarProperties(db: Db, propertyId: number, limit: number, gender?: Gender): Promise<PropertyCard[]> {
  const baseRows = await db.select().from(properties).where(and(eq(properties.id, propertyId), eq(properties.published, true)))
  const base = baseRows[0]
  if (!base) throw new AppError(404, messages.propertyNotFound)
  const near = and(
    eq(properties.cityId, base.cityId),
    ne(properties.id, base.id),
    sql`(${properties.genderMask} & ${base.genderMask}) <> 0`,
    gender ? sql`(${properties.genderMask} & ${GENDER_BITS[gender]}) <> 0` : undefined,
  )
  const order = [
    sql`(${properties.localityId} = ${base.localityId}) desc`,
    sql`abs(${properties.minRent} - ${base.minRent})`,
    asc(properties.id),
  ]
  // a rent band first keeps the sort small on big catalogues; widen when it finds too few
  let ids = await findPropertyIds(db, and(near, sql`${properties.minRent} between ${Math.floor(base.minRent * 0.6)} and ${Math.ceil(base.minRent * 1.5)}`), order, limit)
  if (ids.length < limit) ids = await findPropertyIds(db, near, order, limit)
  return loadCards(db, ids)
}

/** 404 unless the property exists and is published: tenants never reach an unpublished one. */
export async function assertPropertyExists(db: Db, propertyId: number): Promise<void> {
  const rows = await db.select({ id: properties.id }).from(properties).where(and(eq(properties.id, propertyId), eq(properties.published, true)))
  if (!rows[0]) throw new AppError(404, messages.propertyNotFound)
}

const prepareShortlistLookup = (db: Db) =>
  db.select({ leadId: shortlist.leadId }).from(shortlist)
    .where(and(eq(shortlist.leadId, sql.placeholder('leadId')), eq(shortlist.propertyId, sql.placeholder('propertyId'))))
    .limit(1)
    .prepare('is_shortlisted')
// prepared once per database: the lookup runs on every signed-in property view (PostgreSQL parses and plans it
// once per connection, and the query is not built again per request)
const shortlistLookups = new WeakMap<Db, ReturnType<typeof prepareShortlistLookup>>()

export async function isShortlisted(db: Db, leadId: number, propertyId: number): Promise<boolean> {
  let lookup = shortlistLookups.get(db)
  if (!lookup) {
    lookup = prepareShortlistLookup(db)
    shortlistLookups.set(db, lookup)
  }
  return (await lookup.execute({ leadId, propertyId })).length > 0
}
