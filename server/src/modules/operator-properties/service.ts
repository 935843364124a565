import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import {
  AVAILABILITY_HIDDEN_DAYS, AVAILABILITY_STALE_DAYS, propertyLabel, type OperatorPropertiesQuery, type OperatorPropertySummary,
} from '@basera/contract/operator'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { cities, localities, operators, properties } from '../../db/schema.ts'
import type { SignedInOperator } from '../../plugins/auth.ts'
import { propertyCondition } from '../operator-access/scope.ts'

type Query = z.output<typeof OperatorPropertiesQuery>

const DAY_MS = 86_400_000
const count = (query: ReturnType<typeof sql>) => sql<number>`(${query})::int`

/** `%text%` for ILIKE, the text's own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

const ORDERS: Record<Query['sort'], SQL[]> = {
  name: [asc(properties.name), asc(localities.name), asc(properties.id)],
  newest: [desc(properties.createdAt), desc(properties.id)],
  locality: [asc(localities.name), asc(properties.name), asc(properties.id)],
}

export interface PropertyPage { data: OperatorPropertySummary[]; total: number; page: number; page_size: number }

/**
 * The properties the operator runs, a page at a time (searched by name or locality, sorted), each with its
 * locality in its label, its owner for an admin, and what needs attention: new bookings, pending visits, open
 * requests, unanswered reviews, stale availability.
 */
export async function listOperatorProperties(db: Db, operator: SignedInOperator, query: Query, now: Date): Promise<PropertyPage> {
  const page = { page: query.page, page_size: query.page_size }
  const scope = await propertyCondition(db, operator, properties.id, undefined)
  if (scope === 'none') return { data: [], total: 0, ...page }
  const search = query.q ? or(ilike(properties.name, containing(query.q)), ilike(localities.name, containing(query.q))) : undefined
  const where = and(scope, search)
  const [matching] = await db.select({ n: sql<number>`count(*)::int` }).from(properties)
    .innerJoin(localities, eq(localities.id, properties.localityId)).where(where)
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
      ownerName: operators.name,
      ownerPhone: operators.phoneNumber,
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
    .leftJoin(operators, eq(operators.id, properties.ownerOperatorId))
    .where(where)
    .orderBy(...ORDERS[query.sort])
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size)
  const admin = operator.role === 'admin'
  const data = rows.map((r) => {
    const age = r.confirmedAt === null ? Infinity : now.getTime() - r.confirmedAt.getTime()
    return {
      property_id: r.id,
      property_name: r.name,
      property_label: propertyLabel(r.name, r.localityName),
      address: r.address,
      locality_name: r.localityName,
      city_name: r.cityName,
      photo: r.photo,
      published: r.published,
      owner_operator_id: r.ownerOperatorId,
      owner_name: admin ? r.ownerName : null,
      owner_phone: admin ? r.ownerPhone : null,
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
  return { data, total: matching?.n ?? 0, ...page }
}
