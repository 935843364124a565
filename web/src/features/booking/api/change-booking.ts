import { useMutation, useQueryClient } from '@tanstack/react-query'
import { cancelBooking as cancelBookingEndpoint, changeMoveInDate as changeMoveInDateEndpoint } from '@basera/contract/booking-endpoints'
import { callApi } from '../../../lib/api-client'
import { invalidateKinds, queryKind, ROOM_CHANGED } from '../../../lib/query-kinds'

/** Cancels a held, requested or accepted booking; the room comes back (the property's rooms refetch too), and a paid token's refund shows in Payments. */
export function useCancelBooking() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (bookingId: number) => callApi(cancelBookingEndpoint, { body: { bookingId } }),
    onSettled: () => invalidateKinds(queryClient, [...ROOM_CHANGED, queryKind.payments]),
  })
}

/** Moves a requested or accepted booking's move-in date. */
export function useChangeMoveInDate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: { bookingId: number; move_in_date: string }) => callApi(changeMoveInDateEndpoint, { body: change }),
    onSettled: () => invalidateKinds(queryClient, [queryKind.bookings, queryKind.home]),
  })
}
