import { asc, eq, sql } from 'drizzle-orm'
import { AVAILABILITY_HIDDEN_DAYS, AVAILABILITY_STALE_DAYS, type OperatorPropertySummary } from '@basera/contract/operator'
import type { Db } from '../../db/client.ts'
import { cities, localities, properties } from '../../db/schema.ts'
import type { SignedInOperator } from '../../plugins/auth.ts'
import { propertyCondition } from '../operator-access/scope.ts'

// an admin's list of every property stops here; the console filters by property for the rest
const LIST_LIMIT = 2000
const DAY_MS = 86_400_000
const count = (query: ReturnType<typeof sql>) => sql<number>`(${query})::int`

/** The properties the operator runs, each with what needs attention: new bookings, pending visits, open requests, unanswered reviews, stale availability. */
export async function listOperatorProperties(db: Db, operator: SignedInOperator, now: Date): Promise<OperatorPropertySummary[]> {
  const scope = await propertyCondition(db, operator, properties.id, undefined)
  if (scope === 'none') return []
  const rows = await db
    .select({
      id: properties.id,
      name: properties.name,
      address: properties.address,
      localityName: localities.name,
      cityName: cities.name,
      photo: sql<string | null>`${properties.cardPhotos}->>0`,
      published: properties.published,
      ownerOperatorId: properties.ownerOperatorId,
      confirmedAt: properties.availabilityConfirmedAt,
      roomOptionCount: count(sql`select count(*) from room_options o where o.property_id = ${properties.id}`),
      availableRooms: count(sql`select coalesce(sum(o.available_rooms), 0) from room_options o where o.property_id = ${properties.id}`),
      newBookings: count(sql`select count(*) from bookings b where b.property_id = ${properties.id} and b.status = 'requested'`),
      pendingVisits: count(sql`select count(*) from visits v where v.property_id = ${properties.id} and v.status = 'requested'`),
      openRequests: count(sql`select count(*) from lead_requests r
        where r.property_id = ${properties.id} and r.kind in ('callback', 'interest') and r.handled_at is null`),
      unrepliedReviews: count(sql`select count(*) from reviews rv where rv.property_id = ${properties.id} and rv.reply is null and not rv.is_sample`),
    })
    .from(properties)
    .innerJoin(localities, eq(localities.id, properties.localityId))
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .where(scope)
    .orderBy(asc(properties.id))
    .limit(LIST_LIMIT)
  return rows.map((r) => {
    const age = r.confirmedAt === null ? Infinity : now.getTime() - r.confirmedAt.getTime()
    return {
      property_id: r.id,
      property_name: r.name,
      address: r.address,
      locality_name: r.localityName,
      city_name: r.cityName,
      photo: r.photo,
      published: r.published,
      owner_operator_id: r.ownerOperatorId,
      room_option_count: r.roomOptionCount,
      available_rooms: r.availableRooms,
      new_bookings: r.newBookings,
      pending_visits: r.pendingVisits,
      open_requests: r.openRequests,
      unreplied_reviews: r.unrepliedReviews,
      availability_confirmed_at: r.confirmedAt?.toISOString() ?? null,
      availability_stale: age > AVAILABILITY_STALE_DAYS * DAY_MS,
      availability_hidden: age > AVAILABILITY_HIDDEN_DAYS * DAY_MS,
    }
  })
}
