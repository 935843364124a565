import { and, between, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { GENDERS, type Gender } from '@basera/contract/constants'
import type { SearchPropertiesBody } from '@basera/contract/properties'
import type { LatLng } from '@basera/contract/places'
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
  /** The point distances are measured from (a dropped pin or a place's point). */
  near: LatLng | null
  sort: 'rent' | 'distance'
  /** Nearest metro at most this many metres away. */
  metroWithinM: number | null
}

/** The filters of a search body; `near` is the body's pin or the point of its place (placePoint). */
export function filtersFromBody(body: SearchBody, near: LatLng | null): SearchFilters {
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
    near,
    sort: body.sort,
    // as the cards show it: "1.5 km" (1,549 m rounded) is within 1.5 km
    metroWithinM: body.metro_within_km === undefined ? null : Math.round(body.metro_within_km * 1000) + 49,
  }
}

/**
 * What tenants may find: published, with availability confirmed within AVAILABILITY_HIDDEN_DAYS
 * (`listed`, kept by the operator side; read from the search indexes like the other filters).
 */
const listed = sql`${properties.listed}`

/** Filter conditions on properties; every shape is served by an index on (area, min_rent). Only listed properties. */
export function propertyConditions(f: Pick<SearchFilters, 'localityIds' | 'cityId' | 'gender' | 'minAmount' | 'maxAmount'> & Partial<Pick<SearchFilters, 'metroWithinM'>>): SQL | undefined {
  const area = f.localityIds.length > 0
    ? inArray(properties.localityId, f.localityIds)
    : f.cityId !== null ? eq(properties.cityId, f.cityId) : undefined
  const gender = f.gender ? sql`(${properties.genderMask} & ${GENDER_BITS[f.gender]}) <> 0` : undefined
  const metro = f.metroWithinM != null ? sql`${properties.nearestMetroM} <= ${f.metroWithinM}` : undefined
  return and(listed, area, between(properties.minRent, f.minAmount, f.maxAmount), gender, metro)
}

/** Ids of listed properties matching a condition in a given order: the building block of home sections and similar. */
export async function findPropertyIds(db: Db, where: SQL | undefined, orderBy: SQL[], limit: number): Promise<number[]> {
  const rows = await db.select({ id: properties.id }).from(properties).where(and(listed, where)).orderBy(...orderBy).limit(limit)
  return rows.map((r) => r.id)
}
