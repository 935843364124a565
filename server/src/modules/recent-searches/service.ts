import { desc, eq, inArray } from 'drizzle-orm'
import { GenderOrUnspecified } from '@basera/contract/common'
import { GENDER_UNSPECIFIED } from '@basera/contract/constants'
import type { RecentSearch } from '@basera/contract/engagement'
import type { Db } from '../../db/client.ts'
import { localities } from '../../db/schema.ts'
import { recentSearches } from '../../db/schema-activity.ts'

export async function listRecentSearches(db: Db, leadId: number, limit = 10): Promise<RecentSearch[]> {
  const rows = await db.select().from(recentSearches).where(eq(recentSearches.leadId, leadId))
    .orderBy(desc(recentSearches.createdAt), desc(recentSearches.id)).limit(limit)
  const ids = [...new Set(rows.flatMap((r) => r.localityIds))]
  const names = new Map(
    ids.length ? (await db.select({ id: localities.id, name: localities.name }).from(localities).where(inArray(localities.id, ids))).map((l) => [l.id, l.name]) : [],
  )
  return rows.map((r) => {
    const gender = GenderOrUnspecified.safeParse(r.gender)
    return {
      search_id: r.id,
      city_id: r.cityId,
      locality_ids: r.localityIds,
      locality_names: r.localityIds.map((id) => names.get(id)).filter((n): n is string => n !== undefined),
      gender: gender.success ? gender.data : GENDER_UNSPECIFIED,
      min_amount: r.minAmount,
      max_amount: r.maxAmount,
      created_at: r.createdAt.toISOString(),
    }
  })
}
