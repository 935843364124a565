import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Locality } from '@basera/contract/localities'
import { getPrefLocalities as getPrefLocalitiesEndpoint } from '@basera/contract/listing-endpoints'
import { callApi } from '../../../lib/api-client'
import { queryKind } from '../../../lib/query-kinds'

const localityKeys = {
  all: [queryKind.localities] as const,
  city: (cityId: number) => [...localityKeys.all, 'city', cityId] as const,
}

/** `cityname` accepts a city id too (Delhi 1, Noida 2, Gurugram 3). */
async function getCityLocalities(cityId: number): Promise<Locality[]> {
  const reply = await callApi(getPrefLocalitiesEndpoint, { body: { cityname: cityId } })
  return reply.data
}

export const cityLocalitiesQuery = (cityId: number) =>
  queryOptions({ queryKey: localityKeys.city(cityId), queryFn: () => getCityLocalities(cityId), staleTime: 60 * 60_000 })

/** The city's localities in the server's order; idle without a city. */
export function useCityLocalities(cityId: number | null | undefined) {
  return useQuery({ ...cityLocalitiesQuery(cityId ?? 0), enabled: typeof cityId === 'number' && cityId > 0 })
}
