import type { Gender } from '@basera/contract/constants'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PropertyCard } from '@basera/contract/properties'
import { getSimilarProperties as getSimilarPropertiesEndpoint } from '@basera/contract/listing-endpoints'
import { callApi } from '../../../lib/api-client'
import { propertyKeys } from './property-keys'

const SIMILAR_LIMIT = 6

async function getSimilarProperties(propertyId: number, gender: Gender | null): Promise<PropertyCard[]> {
  const reply = await callApi(getSimilarPropertiesEndpoint, { body: { propertyId, limit: SIMILAR_LIMIT, ...(gender ? { gender } : {}) } })
  return reply.data
}

const similarPropertiesQuery = (propertyId: number, gender: Gender | null) =>
  queryOptions({ queryKey: propertyKeys.similar(propertyId, gender), queryFn: () => getSimilarProperties(propertyId, gender) })

/** Properties like this one that admit the visitor's gender (from their search), when they chose one. */
export function useSimilarProperties(propertyId: number, gender: Gender | null) {
  return useQuery({ ...similarPropertiesQuery(propertyId, gender), enabled: propertyId > 0 })
}
