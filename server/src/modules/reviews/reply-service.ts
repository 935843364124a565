import { sql } from 'drizzle-orm'
import type { Review } from '@basera/contract/properties'
import { operatorMessages } from '@basera/contract/operator'
import { rowsOf, type Db } from '../../db/client.ts'
import { AppError } from '../../lib/errors.ts'
import type { SignedInOperator } from '../../plugins/auth.ts'
import { recordAudit } from '../operator-audit/service.ts'
import { authorize } from '../operator-access/policy.ts'

interface ReviewRow {
  id: number
  property_id: number
  name: string
  rating: number
  title: string
  description: string
  created_at: string
  is_sample: boolean
  reply: string | null
  stay_from: string | null
}

async function lockedReview(tx: Db, reviewId: number): Promise<ReviewRow | undefined> {
  const [row] = await rowsOf<ReviewRow>(tx, sql`
    select r.id, r.property_id, r.reviewer_name as name, r.rating, r.title, r.description,
      to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at, r.is_sample, r.reply,
      coalesce(b.move_in_date::text, to_char(b.created_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD')) as stay_from
    from reviews r left join bookings b on b.id = r.booking_id
    where r.id = ${reviewId}
    for update of r`)
  return row
}

/**
 * The operator's one reply under a tenant's review. Who may: whoever may edit the property's listing
 * (the one policy; a review of a property they cannot see answers 404 like a missing one). A second
 * reply, or one to a seeded sample review, is refused (409); the reply is audited.
 */
export async function replyToReview(db: Db, operator: SignedInOperator, reviewId: number, reply: string, now: Date): Promise<Review> {
  return db.transaction(async (tx) => {
    const review = await lockedReview(tx, reviewId)
    if (!review) throw new AppError(404, operatorMessages.reviewNotFound)
    await authorize(tx, operator, review.property_id, 'edit').catch((error: unknown) => {
      throw error instanceof AppError && error.status === 404 ? new AppError(404, operatorMessages.reviewNotFound) : error
    })
    if (review.is_sample) throw new AppError(409, operatorMessages.reviewIsSample)
    if (review.reply !== null) throw new AppError(409, operatorMessages.reviewAlreadyReplied)
    await tx.execute(sql`update reviews set reply = ${reply}, replied_at = ${now.toISOString()} where id = ${reviewId}`)
    await recordAudit(tx, { operatorId: operator.id, propertyId: review.property_id, entity: 'review', entityId: reviewId, action: 'replied', after: reply, at: now })
    return {
      id: review.id, name: review.name, rating: review.rating, title: review.title, description: review.description,
      created_at: review.created_at, is_sample: false, reply,
      stay: review.stay_from === null ? null : { from: review.stay_from, to: null },
    }
  })
}
