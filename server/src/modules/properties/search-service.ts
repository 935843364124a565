import { and, between, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Gender } from '@basera/contract/constants'
import type { Db } from '../../db/client.ts'
import { properties } from '../../db/schema.ts'
import { GENDER_BITS } from './cards.ts'

/**
 * What tenants may find: published, with availability confirmed within AVAILABILITY_HIDDEN_DAYS
 * (`listed`, kept by the operator side; read from the search indexes like the other filters).
 */
const listed = sql`${properties.listed}`

/** What a home section looks for; every shape is served by an index on (area, min_rent). */
export interface PropertyCriteria {
  localityIds: number[]
  cityId: number | null
  gender: Gender | null
  minAmount: number
  maxAmount: number
}

/** Listed properties in an area, admitting a gender, with a lowest rent in a range (home sections; search has modules/search). */
export function propertyConditions(f: PropertyCriteria): SQL | undefined {
  const area = f.localityIds.length > 0
    ? inArray(properties.localityId, f.localityIds)
    : f.cityId !== null ? eq(properties.cityId, f.cityId) : undefined
  const gender = f.gender ? sql`(${properties.genderMask} & ${GENDER_BITS[f.gender]}) <> 0` : undefined
  return and(listed, area, between(properties.minRent, f.minAmount, f.maxAmount), gender)
}

/** Ids of listed properties matching a condition in a given order: the building block of home sections and similar. */
export async function findPropertyIds(db: Db, where: SQL | undefined, orderBy: SQL[], limit: number): Promise<number[]> {
  const rows = await db.select({ id: properties.id }).from(properties).where(and(listed, where)).orderBy(...orderBy).limit(limit)
  return rows.map((r) => r.id)
}
