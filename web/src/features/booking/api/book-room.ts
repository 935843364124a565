import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { BookingBody, BookingReply } from '@basera/contract/booking'
import { bookRoom as bookRoomEndpoint } from '@basera/contract/booking-endpoints'
import { callApi } from '../../../lib/api-client'
import { invalidateKinds, ROOM_CHANGED } from '../../../lib/query-kinds'

/** Takes a real room of the chosen option (held 30 minutes until the move-in date is set). */
function bookRoom(body: BookingBody): Promise<BookingReply> {
  return callApi(bookRoomEndpoint, { body })
}

export function useBookRoom() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: bookRoom, onSettled: () => invalidateKinds(queryClient, ROOM_CHANGED) })
}
