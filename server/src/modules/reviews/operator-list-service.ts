import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import { propertyLabel } from '@basera/contract/operator'
import type { OperatorReview, OperatorReviewsQuery } from '@basera/contract/reviews'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { localities, properties, reviews } from '../../db/schema.ts'
import { bookings } from '../../db/schema-activity.ts'
import type { SignedInOperator } from '../../plugins/auth.ts'
import { propertyCondition } from '../operator-access/scope.ts'

const LIST_LIMIT = 500

/**
 * The reviews of the properties the operator sees (the one policy: another operator's property answers 404),
 * newest first, with the stay each came from; `replied: false` keeps those still awaiting the one reply.
 */
export async function listOperatorReviews(db: Db, operator: SignedInOperator, query: z.output<typeof OperatorReviewsQuery>): Promise<OperatorReview[]> {
  const scope = await propertyCondition(db, operator, reviews.propertyId, query.property_id)
  if (scope === 'none') return []
  const replied: SQL | undefined = query.replied === undefined ? undefined : query.replied ? isNotNull(reviews.reply) : and(isNull(reviews.reply), eq(reviews.isSample, false))
  const rows = await db
    .select({
      r: reviews,
      propertyName: properties.name,
      localityName: localities.name,
      // the day the stay began: the move-in date, or the day of booking when none was set
      stayFrom: sql<string | null>`coalesce(${bookings.moveInDate}::text, to_char(${bookings.createdAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD'))`,
    })
    .from(reviews)
    .innerJoin(properties, eq(properties.id, reviews.propertyId))
    .innerJoin(localities, eq(localities.id, properties.localityId))
    .leftJoin(bookings, eq(bookings.id, reviews.bookingId))
    .where(and(...[scope, replied].filter((c) => c !== undefined)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(LIST_LIMIT)
  return rows.map(({ r, propertyName, localityName, stayFrom }) => ({
    id: r.id,
    property_id: r.propertyId,
    property_name: propertyName,
    property_label: propertyLabel(propertyName, localityName),
    name: r.reviewerName,
    rating: r.rating,
    title: r.title,
    description: r.description,
    created_at: r.createdAt.toISOString(),
    is_sample: r.isSample,
    reply: r.reply,
    stay: stayFrom === null ? null : { from: stayFrom, to: null },
  }))
}
