import { z } from 'zod'
import { Id, LeadIdField } from './common.ts'
import { messages } from './messages.ts'
import { Review } from './properties.ts'

export const REVIEW_TITLE_MAX = 80
export const REVIEW_TEXT_MAX = 1000
/** A review says something: at least this many characters after trimming, this many of them letters (any script). */
export const REVIEW_TEXT_MIN = 20
export const REVIEW_TEXT_MIN_LETTERS = 10
/** A title is words too ("😀😀😀" is none). */
export const REVIEW_TITLE_MIN_LETTERS = 2

/** Letters in any script (Latin, Devanagari, …): emoji, digits and punctuation are not words. */
export const letterCount = (text: string): number => text.match(/\p{L}/gu)?.length ?? 0

/**
 * A review of a stay: the server takes the signed-in tenant's moved-in booking of this property whose
 * move-in date has come (Asia/Kolkata) and that has no review yet; anyone without one is refused. Stars
 * follow the spec's rule (1 to 5, required; the form's 0 means none chosen yet, so it cannot be sent).
 */
export const CreateReviewBody = z.object({
  leadId: LeadIdField,
  propertyId: Id,
  rating: z.number({ error: messages.reviewStars }).int(messages.reviewStars).min(1, messages.reviewStars).max(5, messages.reviewStars),
  title: z.string({ error: messages.reviewTitleRequired }).trim().min(1, messages.reviewTitleRequired)
    .refine((t) => letterCount(t) >= REVIEW_TITLE_MIN_LETTERS, messages.reviewTitleNeedsWords)
    .max(REVIEW_TITLE_MAX, `The title can have at most ${REVIEW_TITLE_MAX} characters.`),
  description: z.string({ error: messages.reviewTextRequired }).trim().min(1, messages.reviewTextRequired)
    .min(REVIEW_TEXT_MIN, messages.reviewTextTooShort)
    .refine((t) => letterCount(t) >= REVIEW_TEXT_MIN_LETTERS, messages.reviewTextNeedsWords)
    .max(REVIEW_TEXT_MAX, `The review can have at most ${REVIEW_TEXT_MAX} characters.`),
})
export type CreateReviewBody = z.input<typeof CreateReviewBody>
/** The new review, and the property's rating and review count with it (the page shows them at once). */
export const CreateReviewReply = z.object({
  success: z.boolean(),
  message: z.string(),
  review: Review,
  rating: z.number().nullable(),
  review_count: z.number().int(),
})
export type CreateReviewReply = z.infer<typeof CreateReviewReply>

export const REVIEW_REPLY_MAX = 1000
export const ReviewParams = z.object({ reviewId: Id })
export type ReviewParams = z.input<typeof ReviewParams>
/** The operator's one public reply under a tenant's review. */
export const REPLY_REQUIRED = 'Write a reply'
export const REPLY_TOO_LONG = `The reply can have at most ${REVIEW_REPLY_MAX} characters.`
export const ReplyToReviewBody = z.object({
  reply: z.string({ error: REPLY_REQUIRED }).trim().min(1, REPLY_REQUIRED).max(REVIEW_REPLY_MAX, REPLY_TOO_LONG),
})
export type ReplyToReviewBody = z.input<typeof ReplyToReviewBody>
export const ReplyToReviewReply = z.object({ success: z.boolean(), message: z.string(), review: Review })
export type ReplyToReviewReply = z.infer<typeof ReplyToReviewReply>

/** The console's list of reviews: newest first, of one property or every one the operator sees; `replied=false` for those awaiting a reply. */
export const OperatorReviewsQuery = z.object({
  property_id: Id.optional(),
  replied: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
})
export type OperatorReviewsQuery = z.input<typeof OperatorReviewsQuery>
export const OperatorReview = Review.extend({
  property_id: z.number().int(),
  property_name: z.string(),
  /** "Lotus Living Boys PG, Saket": the property with its locality (operator.ts propertyLabel), as every console row names it. */
  property_label: z.string(),
})
export type OperatorReview = z.infer<typeof OperatorReview>
export const OperatorReviewsReply = z.object({ success: z.boolean(), data: z.array(OperatorReview) })
export type OperatorReviewsReply = z.infer<typeof OperatorReviewsReply>
