import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PropertyDetail } from '@basera/contract/properties'
import { messages } from '@basera/contract/messages'
import { getPropertyById as getPropertyByIdEndpoint } from '@basera/contract/listing-endpoints'
import { ApiError, callApi } from '../../../lib/api-client'
import { getSession } from '../../../lib/session'
import { propertyKeys } from './property-keys'

/** Public: `leadId` is sent only when signed in (it must be the token's lead). */
async function getProperty(propertyId: number): Promise<PropertyDetail> {
  const session = getSession()
  const reply = await callApi(getPropertyByIdEndpoint, { body: {
    propertyId,
    ...(session ? { leadId: session.leadId } : {}),
  } })
  const property = reply.data[0]
  if (!property) throw new ApiError(404, messages.propertyNotFound)
  return property
}

export const propertyQuery = (propertyId: number) =>
  queryOptions({ queryKey: propertyKeys.detail(propertyId), queryFn: () => getProperty(propertyId) })

export function useProperty(propertyId: number) {
  return useQuery({ ...propertyQuery(propertyId), enabled: propertyId > 0 })
}
