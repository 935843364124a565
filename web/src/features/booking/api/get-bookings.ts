import { queryOptions, useQuery } from '@tanstack/react-query'
import { getBookings as getBookingsEndpoint } from '@basera/contract/booking-endpoints'
import { callApi } from '../../../lib/api-client'
import { queryKind } from '../../../lib/query-kinds'

const bookingKeys = {
  all: [queryKind.bookings] as const,
  list: (leadId: number) => [...bookingKeys.all, 'list', leadId] as const,
}

const getBookings = (leadId: number) => callApi(getBookingsEndpoint, { body: { leadId } })

const bookingsQuery = (leadId: number) =>
  queryOptions({ queryKey: bookingKeys.list(leadId), queryFn: () => getBookings(leadId), staleTime: 0 })

/** The lead's bookings, newest first, in every status. */
export function useBookings(leadId: number) {
  return useQuery(bookingsQuery(leadId))
}

/** Whether the signed-in lead lived at this property (a `moved_in` booking) and has not reviewed that stay yet: only then is a review theirs to write (the server decides). */
export function useLivedAt(leadId: number | undefined, propertyId: number): boolean {
  const bookings = useQuery({ ...bookingsQuery(leadId ?? 0), enabled: leadId !== undefined })
  return leadId !== undefined && (bookings.data?.data.some((b) => b.property_id === propertyId && b.status === 'moved_in' && !b.reviewed) ?? false)
}
