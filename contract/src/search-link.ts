import { bodyOfFilter, serialiseSearchFilter, type SearchFilter } from './search-filter.ts'
import type { SearchPropertiesBody } from './properties.ts'

export function searchPath(filter: SearchFilter): string {
  return `/search?${serialiseSearchFilter(filter)}`
}

// the spec's first screen of results shows results 0 to 9; each Load more brings as many again
export const SEARCH_PAGE_SIZE = 10

/**
 * The search call for a filter: what the results screen asks for, and what the server answers in
 * the page of a search link (so the screen finds its first page without asking). `leadId` records
 * the search among the lead's recent ones.
 */
export function searchBodyFor(filter: SearchFilter, offset: number, leadId?: number): SearchPropertiesBody {
  const body: SearchPropertiesBody = { ...bodyOfFilter(filter), limit: SEARCH_PAGE_SIZE, offset }
  if (leadId !== undefined) body.leadId = leadId
  return body
}
