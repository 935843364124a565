import type { AppContext } from '../../context.ts'
import { recordRecentSearch } from '../recent-searches/service.ts'
import type { SearchFilters } from './search-service.ts'

/** A signed-in lead's search is remembered for Recent Search on the home page. */
export async function recordSearch(ctx: AppContext, leadId: number, f: SearchFilters): Promise<void> {
  await recordRecentSearch(ctx.db, leadId, {
    cityId: f.cityId,
    localityIds: f.localityIds,
    gender: f.gender,
    minAmount: f.minAmount,
    maxAmount: f.maxAmount,
  }, ctx.now())
}
