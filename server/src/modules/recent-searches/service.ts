import { desc, eq, inArray } from 'drizzle-orm'
import { GenderOrUnspecified } from '@basera/contract/common'
import { GENDER_UNSPECIFIED } from '@basera/contract/constants'
import type { RecentSearch } from '@basera/contract/engagement'
import type { Db } from '../../db/client.ts'
import { localities } from '../../db/schema.ts'
import { recentSearches } from '../../db/schema-activity.ts'

export interface SearchRecord {
  cityId: number | null
  localityIds: number[]
  gender: string | null
  minAmount: number
  maxAmount: number
}

/** Remembers a signed-in lead's search, unless it repeats the lead's latest one. */
export async function recordRecentSearch(db: Db, leadId: number, s: SearchRecord, now: Date): Promise<void> {
  const gender = s.gender ?? GENDER_UNSPECIFIED
  const [last] = await db.select().from(recentSearches).where(eq(recentSearches.leadId, leadId))
    .orderBy(desc(recentSearches.createdAt), desc(recentSearches.id)).limit(1)
  if (
    last && last.cityId === s.cityId && last.gender === gender && last.minAmount === s.minAmount &&
    last.maxAmount === s.maxAmount && JSON.stringify(last.localityIds) === JSON.stringify(s.localityIds)
  ) return
  await db.insert(recentSearches).values({ leadId, ...s, gender, createdAt: now })
}

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
