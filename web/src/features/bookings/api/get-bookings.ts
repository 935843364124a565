import { queryOptions, useQuery } from '@tanstack/react-query'
import { getBookings as getBookingsEndpoint } from '@basera/contract/endpoints'
import { callApi } from '../../../lib/api-client'

export const bookingKeys = {
  all: ['bookings'] as const,
  list: (leadId: number) => [...bookingKeys.all, 'list', leadId] as const,
}

const getBookings = (leadId: number) => callApi(getBookingsEndpoint, { body: { leadId } })

const bookingsQuery = (leadId: number) =>
  queryOptions({ queryKey: bookingKeys.list(leadId), queryFn: () => getBookings(leadId), staleTime: 0 })

/** The lead's bookings, newest first (held, confirmed and expired). */
export function useBookings(leadId: number) {
  return useQuery(bookingsQuery(leadId))
}
