import { sql } from 'drizzle-orm'
import type { CreateReviewBody } from '@basera/contract/reviews'
import type { Review } from '@basera/contract/properties'
import { messages } from '@basera/contract/messages'
import { todayInIndia } from '@basera/contract/dates'
import type { z } from 'zod'
import { rowsOf, type Db } from '../../db/client.ts'
import { AppError } from '../../lib/errors.ts'
import { refreshPropertySummary } from '../properties/summary-service.ts'
import { notifyPropertyOperators } from '../notifications/operators.ts'

type Body = z.output<typeof CreateReviewBody>

interface Stay { booking_id: number; full_name: string; move_in: string | null; reviewed: boolean }

/** "Priya Sharma" → "Priya S.": enough to be a person, not enough to find them. */
function reviewerName(fullName: string): string {
  const [first = '', ...rest] = fullName.trim().split(/\s+/)
  const last = rest.at(-1)
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first
}

/**
 * A review from the lead's moved-in stay at this property that has no review yet. The stays are
 * locked, so a double submit waits and then finds its stay reviewed. Only `moved_in` bookings whose
 * move-in date has come (today or earlier in Asia/Kolkata) count: a hold, a booking not yet lived in, a
 * cancelled one or another tenant's is refused (403), and so is a stay marked moved in before its date.
 */
export async function createReview(db: Db, leadId: number, body: Body, now: Date): Promise<{ review: Review; rating: number | null; review_count: number }> {
  return db.transaction(async (tx) => {
    // lock the stays first; whether each has a review is read after the lock, in a statement of its own,
    // so a concurrent submit that waited here sees the review the first one wrote
    const locked = await rowsOf<Omit<Stay, 'reviewed'>>(tx, sql`
      select b.id as booking_id, t.full_name, b.move_in_date::text as move_in
      from bookings b join tenants t on t.id = b.tenant_id
      where t.lead_id = ${leadId} and b.property_id = ${body.propertyId} and b.status = 'moved_in'
      order by b.id
      for update of b`)
    const reviewed = locked.length === 0 ? [] : await rowsOf<{ booking_id: number }>(tx, sql`
      select booking_id from reviews where booking_id in (${sql.join(locked.map((s) => sql`${s.booking_id}`), sql`, `)})`)
    const stays: Stay[] = locked.map((s) => ({ ...s, reviewed: reviewed.some((r) => r.booking_id === s.booking_id) }))
    if (stays.length === 0) throw new AppError(403, messages.reviewOnlyFromStay)
    // a stay begins on its move-in date: marked moved in early, it is no stay to review yet
    const today = todayInIndia(now)
    const begun = stays.filter((s): s is Stay & { move_in: string } => s.move_in !== null && s.move_in <= today)
    if (begun.length === 0) throw new AppError(403, messages.reviewAfterMoveIn)
    const stay = begun.find((s) => !s.reviewed)
    if (!stay) throw new AppError(409, messages.reviewAlreadyPosted)
    const [row] = await rowsOf<{ id: number }>(tx, sql`
      insert into reviews (property_id, lead_id, booking_id, reviewer_name, rating, title, description, is_sample, created_at)
      values (${body.propertyId}, ${leadId}, ${stay.booking_id}, ${reviewerName(stay.full_name)}, ${body.rating}, ${body.title}, ${body.description}, false, ${now.toISOString()})
      returning id`)
    if (!row) throw new Error('review insert returned nothing')
    await refreshPropertySummary(tx, body.propertyId)
    await notifyPropertyOperators(tx, {
      propertyId: body.propertyId, kind: 'review_posted', at: now, details: { rating: body.rating },
      title: `New ${body.rating}★ review`, body: `${reviewerName(stay.full_name)} wrote: “${body.title}”. Reply to it in Reviews.`,
    })
    const [summary] = await rowsOf<{ rating: number | null; review_count: number }>(tx, sql`
      select round(rating_avg::numeric, 1)::float8 as rating, rating_count as review_count from properties where id = ${body.propertyId}`)
    const review: Review = {
      id: row.id,
      name: reviewerName(stay.full_name),
      rating: body.rating,
      title: body.title,
      description: body.description,
      created_at: now.toISOString(),
      is_sample: false,
      stay: { from: stay.move_in, to: null },
      reply: null,
    }
    return { review, rating: summary?.rating ?? null, review_count: summary?.review_count ?? 0 }
  })
}
