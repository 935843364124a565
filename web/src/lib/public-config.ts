import { queryOptions, useQuery } from '@tanstack/react-query'
import { getPublicConfig } from '@basera/contract/content-endpoints'
import { callApi } from './api-client'

// support channels and map tiles are the server's configuration, read once per visit
export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'] as const,
  queryFn: () => callApi(getPublicConfig, {}),
  staleTime: Infinity,
})

export function usePublicConfig() {
  return useQuery(publicConfigQuery)
}

/** A tel: or wa.me number: the property's own 10-digit contact when it has one, else Basera support. */
export function contactNumber(propertyPhone: string | null | undefined, supportPhone: string | undefined): string | null {
  if (propertyPhone) return `+91${propertyPhone}`
  return supportPhone ?? null
}
