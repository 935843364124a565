import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { decideBooking, listOperatorBookings, markMovedIn } from '@basera/contract/operator-endpoints'
import type { DecideBookingBody, OperatorBookingsQuery } from '@basera/contract/operator'
import { callApi } from '../../../lib/api-client'
import { operatorKeys } from '../../../lib/operator-keys'
import { useConsolePollMs } from '../../../lib/console-live'

const bookingKeys = {
  all: [...operatorKeys.all, 'bookings'] as const,
  list: (filters: OperatorBookingsQuery) => [...bookingKeys.all, 'list', filters] as const,
}

const bookingsQuery = (filters: OperatorBookingsQuery) =>
  queryOptions({ queryKey: bookingKeys.list(filters), queryFn: () => callApi(listOperatorBookings, { query: filters }), select: (reply) => reply.data })

/** The inbox: new bookings appear at once through the console's stream (operator-live), within 30 s by polling without it. */
export function useOperatorBookings(filters: OperatorBookingsQuery) {
  return useQuery({ ...bookingsQuery(filters), refetchInterval: useConsolePollMs(), placeholderData: (previous) => previous })
}

/** A decision changes the inbox and the property list's counts (and frees the room on decline). */
function useRefresh() {
  const queryClient = useQueryClient()
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: bookingKeys.all }), queryClient.invalidateQueries({ queryKey: operatorKeys.properties })])
}

export function useDecideBooking() {
  const onSettled = useRefresh()
  return useMutation({
    mutationFn: ({ bookingId, body }: { bookingId: number; body: DecideBookingBody }) => callApi(decideBooking, { params: { bookingId }, body }),
    onSettled,
  })
}

export function useMarkMovedIn() {
  const onSettled = useRefresh()
  return useMutation({ mutationFn: (bookingId: number) => callApi(markMovedIn, { params: { bookingId }, body: {} }), onSettled })
}
