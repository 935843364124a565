import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PropertyCard } from '@basera/contract/properties'
import { getSimilarProperties as getSimilarPropertiesEndpoint } from '@basera/contract/endpoints'
import { callApi } from '../../../lib/api-client'
import { propertyKeys } from './property-keys'

const SIMILAR_LIMIT = 6

async function getSimilarProperties(propertyId: number): Promise<PropertyCard[]> {
  const reply = await callApi(getSimilarPropertiesEndpoint, { body: { propertyId, limit: SIMILAR_LIMIT } })
  return reply.data
}

const similarPropertiesQuery = (propertyId: number) =>
  queryOptions({ queryKey: propertyKeys.similar(propertyId), queryFn: () => getSimilarProperties(propertyId) })

export function useSimilarProperties(propertyId: number) {
  return useQuery({ ...similarPropertiesQuery(propertyId), enabled: propertyId > 0 })
}
