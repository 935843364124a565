import { queryOptions, useQuery } from '@tanstack/react-query'
import { getPlaces } from '@basera/contract/listing-endpoints'
import { callApi } from '../../../lib/api-client'
import { queryKind } from '../../../lib/query-kinds'

const placeKeys = { all: [queryKind.places] as const }

// reference data that changes only with a release: one fetch per session
const placesQuery = () =>
  queryOptions({ queryKey: placeKeys.all, queryFn: async () => (await callApi(getPlaces, {})).data, staleTime: Infinity })

export function usePlaces() {
  return useQuery(placesQuery())
}
