import { useMutation } from '@tanstack/react-query'
import type { BookingBody, BookingReply } from '@basera/contract/booking'
import { apiPost } from '../../../lib/api-client'

/** Takes a real room of the chosen option (held 30 minutes until the move-in date is set). */
export function bookRoom(body: BookingBody): Promise<BookingReply> {
  return apiPost<BookingReply>('/api/tanant/v1/property-tanant-booking', body)
}

export function useBookRoom() {
  return useMutation({ mutationFn: bookRoom })
}
