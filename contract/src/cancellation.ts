import { z } from 'zod'

export const MAX_CANCELLATION_TERMS = 6

/** One refund rule: cancelling at least this many days before move-in gives back this share of what was paid. */
export const CancellationTerm = z.object({
  days_before_move_in: z.number().int().min(0, 'days_before_move_in must be 0 or more').max(365, 'days_before_move_in must be at most 365'),
  refund_percent: z.number().int().min(0, 'refund_percent must be 0 to 100').max(100, 'refund_percent must be 0 to 100'),
})
export type CancellationTerm = z.infer<typeof CancellationTerm>

/**
 * A property's refund rules, most days first: more notice never gives back less. An empty list means
 * the operator has not published terms yet. The operator's editor and the server check the same schema.
 */
export const CancellationTerms = z
  .array(CancellationTerm)
  .max(MAX_CANCELLATION_TERMS, `at most ${MAX_CANCELLATION_TERMS} cancellation terms`)
  .refine((terms) => terms.every((t, i) => i === 0 || (terms[i - 1] as CancellationTerm).days_before_move_in > t.days_before_move_in), {
    message: 'cancellation terms must go from most days before move-in to fewest, each day count once',
  })
  .refine((terms) => terms.every((t, i) => i === 0 || (terms[i - 1] as CancellationTerm).refund_percent >= t.refund_percent), {
    message: 'a later cancellation must not give back more than an earlier one',
  })
export type CancellationTerms = z.infer<typeof CancellationTerms>


/**
 * What a tenant who cancels gets back of `paid` whole rupees: the term with the most days not above the days
 * left to move-in applies (`daysLeft` counts calendar days in Asia/Kolkata from the cancel day to the move-in
 * day, which is 0); no term applies (none published, or the move-in day has passed): nothing comes back.
 * Whole rupees, rounded down. The web shows it before the tenant cancels; the server refunds exactly it.
 */
export function refundOnCancel(terms: CancellationTerms, paid: number, daysLeft: number): number {
  const term = terms.find((t) => t.days_before_move_in <= daysLeft)
  if (!term || daysLeft < 0) return 0
  return Math.floor((paid * term.refund_percent) / 100)
}
