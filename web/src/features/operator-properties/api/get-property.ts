import { queryOptions, useQuery } from '@tanstack/react-query'
import { getPrefLocalities } from '@basera/contract/listing-endpoints'
import { getOperatorProperty } from '@basera/contract/operator-endpoints'
import { callApi } from '../../../lib/api-client'
import { operatorPropertyKeys } from './keys'

const propertyQuery = (propertyId: number) =>
  queryOptions({
    queryKey: operatorPropertyKeys.detail(propertyId),
    queryFn: () => callApi(getOperatorProperty, { params: { propertyId } }),
    select: (reply) => reply.data,
  })

/** One property as the console edits it: fields, photos and room options. */
export function useOperatorProperty(propertyId: number) {
  return useQuery(propertyQuery(propertyId))
}

const localitiesQuery = (cityId: number) =>
  queryOptions({
    queryKey: operatorPropertyKeys.localities(cityId),
    queryFn: () => callApi(getPrefLocalities, { body: { cityname: cityId } }),
    select: (reply) => reply.data,
    staleTime: Infinity,
  })

/** The localities of a city to list a property in. */
export function useLocalities(cityId: number) {
  return useQuery(localitiesQuery(cityId))
}
