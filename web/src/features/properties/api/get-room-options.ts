import { queryOptions, useQuery } from '@tanstack/react-query'
import type { RoomOption } from '@basera/contract/properties'
import { getRoomOptions as getRoomOptionsEndpoint } from '@basera/contract/listing-endpoints'
import { callApi } from '../../../lib/api-client'
import { getSession } from '../../../lib/session'
import { propertyKeys } from './property-keys'

async function getRoomOptions(propertyId: number): Promise<RoomOption[]> {
  const session = getSession()
  const reply = await callApi(getRoomOptionsEndpoint, { body: {
    propertyId,
    ...(session ? { leadId: session.leadId } : {}),
  } })
  return reply.data
}

export const roomOptionsQuery = (propertyId: number) =>
  queryOptions({ queryKey: propertyKeys.rooms(propertyId), queryFn: () => getRoomOptions(propertyId) })

/** Room options with their charges and availability, as the server computed them. */
export function useRoomOptions(propertyId: number) {
  return useQuery({ ...roomOptionsQuery(propertyId), enabled: propertyId > 0 })
}
