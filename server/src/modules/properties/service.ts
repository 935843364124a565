import type { AppContext } from '../../context.ts'
import type { SearchFilters } from './search-service.ts'

/** A signed-in lead's search is remembered for Recent Search on the home page (written within a second, off this request's path). */
export function recordSearch(ctx: AppContext, leadId: number, f: SearchFilters): void {
  ctx.recentSearches.record(leadId, {
    cityId: f.cityId,
    localityIds: f.localityIds,
    gender: f.gender,
    minAmount: f.minAmount,
    maxAmount: f.maxAmount,
  }, ctx.now())
}
