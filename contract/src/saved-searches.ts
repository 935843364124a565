import { z } from 'zod'
import { Id } from './common.ts'
import { messages } from './messages.ts'
import { PRICE_PROBLEM_MESSAGE, priceProblemEnd, priceRangeProblem } from './pricing.ts'
import { SearchPropertiesBody } from './properties.ts'

/** A tenant keeps at most this many saved searches (PRODUCT.md "Search the way tenants search"). */
export const MAX_SAVED_SEARCHES = 10

// the words live in messages.ts, so the web shows them in Hindi too
export const savedSearchMessages = {
  tooMany: messages.savedSearchTooMany,
  notFound: messages.savedSearchNotFound,
  saved: messages.searchSaved,
  deleted: messages.savedSearchDeleted,
} as const

/** The longest name a saved search may have. */
export const SAVED_SEARCH_NAME_MAX = 60
const SavedSearchName = z
  .string({ error: messages.savedSearchNameRequired })
  .trim()
  .min(1, messages.savedSearchNameRequired)
  .max(SAVED_SEARCH_NAME_MAX, messages.savedSearchNameTooLong)
/** The Save search dialog's one field (the form kit's schema): the name as SaveSearchBody checks it. */
export const SavedSearchNameEntry = z.object({ name: SavedSearchName })
export type SavedSearchNameEntry = z.input<typeof SavedSearchNameEntry>

export const SaveSearchBody = z.object({
  leadId: Id,
  name: SavedSearchName,
  /** The search body as searchProperties takes it (paging and leadId are ignored). */
  filter: SearchPropertiesBody,
}).superRefine((b, ctx) => {
  // a saved search is a range the filter screen can show again: the price rules (pricing.ts), not the search
  // call's wider bounds
  const problem = priceRangeProblem(b.filter.minAmount, b.filter.maxAmount)
  if (problem === null) return
  const field = priceProblemEnd(problem) === 'max' ? 'maxAmount' : 'minAmount'
  ctx.addIssue({ code: 'custom', message: messages[PRICE_PROBLEM_MESSAGE[problem]], path: ['filter', field] })
})
export type SaveSearchBody = z.input<typeof SaveSearchBody>

export const SavedSearch = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The search's URL query string (without '?'): /search?<query> opens it. */
  query: z.string(),
  created_at: z.string(),
})
export type SavedSearch = z.infer<typeof SavedSearch>

export const SaveSearchReply = z.object({ success: z.boolean(), message: z.string(), data: SavedSearch })
export const SavedSearchesReply = z.object({ success: z.boolean(), data: z.array(SavedSearch) })
export type SavedSearchesReply = z.infer<typeof SavedSearchesReply>
export const DeleteSavedSearchBody = z.object({ leadId: Id, savedSearchId: Id })
export type DeleteSavedSearchBody = z.input<typeof DeleteSavedSearchBody>
