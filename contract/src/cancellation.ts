import { z } from 'zod'

export const MAX_CANCELLATION_TERMS = 6

/** The refund rules' sentences (the console's editor shows them beside the rule; the server answers with them). */
export const cancellationMessages = {
  days: 'Days before move-in must be a whole number from 0 to 365.',
  percent: 'The refund must be a whole percent from 0 to 100.',
  tooMany: `Add at most ${MAX_CANCELLATION_TERMS} refund rules.`,
  order: 'List the rules from the most days before move-in to the fewest, each day count once.',
  laterGivesMore: 'A later cancellation cannot give back more than an earlier one.',
} as const

/** One refund rule: cancelling at least this many days before move-in gives back this share of what was paid. */
export const CancellationTerm = z.object({
  days_before_move_in: z.number({ error: cancellationMessages.days }).int(cancellationMessages.days).min(0, cancellationMessages.days).max(365, cancellationMessages.days),
  refund_percent: z.number({ error: cancellationMessages.percent }).int(cancellationMessages.percent).min(0, cancellationMessages.percent).max(100, cancellationMessages.percent),
})
export type CancellationTerm = z.infer<typeof CancellationTerm>

/**
 * A property's refund rules, most days first: more notice never gives back less. An empty list means
 * the operator has not published terms yet. The operator's editor and the server check the same schema.
 */
export const CancellationTerms = z
  .array(CancellationTerm)
  .max(MAX_CANCELLATION_TERMS, cancellationMessages.tooMany)
  .superRefine((terms, ctx) => {
    // said on the rule that breaks the order, so the editor shows it beside that rule
    terms.forEach((term, i) => {
      const before = terms[i - 1]
      if (!before) return
      if (before.days_before_move_in <= term.days_before_move_in) ctx.addIssue({ code: 'custom', message: cancellationMessages.order, path: [i, 'days_before_move_in'] })
      else if (before.refund_percent < term.refund_percent) ctx.addIssue({ code: 'custom', message: cancellationMessages.laterGivesMore, path: [i, 'refund_percent'] })
    })
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
