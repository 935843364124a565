import { and, between, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { GENDERS, type Gender } from '@basera/contract/constants'
import type { SearchPropertiesBody } from '@basera/contract/properties'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { properties } from '../../db/schema.ts'
import { GENDER_BITS } from './cards.ts'

type SearchBody = z.output<typeof SearchPropertiesBody>

export interface SearchFilters {
  localityIds: number[]
  cityId: number | null
  gender: Gender | null
  minAmount: number
  maxAmount: number
  limit: number
  offset: number
}

export function filtersFromBody(body: SearchBody): SearchFilters {
  const gender = GENDERS.find((g) => g === body.gender) ?? null
  const localityIds = Array.isArray(body.localityId) ? [...body.localityId].sort((a, b) => a - b) : []
  return {
    localityIds,
    cityId: body.cityId ?? null,
    gender,
    minAmount: body.minAmount,
    maxAmount: body.maxAmount,
    limit: body.limit,
    offset: body.offset,
  }
}

/** Filter conditions on properties; every shape is served by an index on (area, min_rent). */
export function propertyConditions(f: Pick<SearchFilters, 'localityIds' | 'cityId' | 'gender' | 'minAmount' | 'maxAmount'>): SQL | undefined {
  const area = f.localityIds.length > 0
    ? inArray(properties.localityId, f.localityIds)
    : f.cityId !== null ? eq(properties.cityId, f.cityId) : undefined
  const gender = f.gender ? sql`(${properties.genderMask} & ${GENDER_BITS[f.gender]}) <> 0` : undefined
  return and(area, between(properties.minRent, f.minAmount, f.maxAmount), gender)
}

/** Ids of properties matching a condition in a given order: the building block of home sections. */
export async function findPropertyIds(db: Db, where: SQL | undefined, orderBy: SQL[], limit: number): Promise<number[]> {
  const rows = await db.select({ id: properties.id }).from(properties).where(where).orderBy(...orderBy).limit(limit)
  return rows.map((r) => r.id)
}
