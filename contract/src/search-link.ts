import { bodyOfFilter, serialiseSearchFilter, type SearchFilter } from './search-filter.ts'
import type { SearchPropertiesBody } from './properties.ts'

/** How the results show: a list of cards, or the same results on a map. */
export type ResultsView = 'list' | 'map'

/**
 * The results' view in a search URL (`view=map`; the list when absent or anything else). It is how the page shows
 * the results, not what is searched: never in the filter, the search body or the cached answer's key.
 */
export const resultsViewOf = (params: URLSearchParams): ResultsView => (params.get('view') === 'map' ? 'map' : 'list')

/** The search URL of a filter, opening on the map when `view` is 'map'. */
export function searchPath(filter: SearchFilter, view: ResultsView = 'list'): string {
  return `/search?${serialiseSearchFilter(filter)}${view === 'map' ? '&view=map' : ''}`
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
