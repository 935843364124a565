import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getDeductionPhoto, getDepositSettlement, getNotice, giveNotice, respondToSettlement } from '@basera/contract/payment-endpoints'
import { deductionPhotoName, type RespondToSettlementBody } from '@basera/contract/leaving'
import { ApiError, callApi, callApiForFile } from '../../../lib/api-client'
import { invalidateKinds, queryKind } from '../../../lib/query-kinds'

// Leaving: a booking's notice (the period, the last day, the lock-in) and its deposit settlement.
const leavingKeys = {
  notice: (bookingId: number) => [queryKind.bookings, 'notice', bookingId] as const,
  settlement: (bookingId: number) => [queryKind.payments, 'settlement', bookingId] as const,
}

const noticeQuery = (bookingId: number) =>
  queryOptions({ queryKey: leavingKeys.notice(bookingId), queryFn: () => callApi(getNotice, { body: { bookingId } }), staleTime: 0 })

/** No settlement yet answers 404: read as null, not as an error. */
const settlementQuery = (bookingId: number) =>
  queryOptions({
    queryKey: leavingKeys.settlement(bookingId), staleTime: 0,
    queryFn: async () => {
      try {
        return await callApi(getDepositSettlement, { body: { bookingId } })
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null
        throw error
      }
    },
  })

export const useNotice = (bookingId: number) => useQuery(noticeQuery(bookingId))
export const useSettlement = (bookingId: number) => useQuery(settlementQuery(bookingId))

export function useGiveNotice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: { bookingId: number; reason?: string }) => callApi(giveNotice, { body }),
    onSettled: () => invalidateKinds(queryClient, [queryKind.bookings]),
  })
}

export function useRespondToSettlement() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: RespondToSettlementBody) => callApi(respondToSettlement, { body }),
    onSettled: () => invalidateKinds(queryClient, [queryKind.payments]),
  })
}

/** The file of a deduction's uploaded photo (private: fetched with the tenant's token, see lib/private-photo). */
export function loadDeductionPhoto(bookingId: number, photo: string): Promise<Blob> {
  const name = deductionPhotoName(photo)
  if (name === null) return Promise.reject(new Error(`not an uploaded photo: ${photo}`))
  return callApiForFile(getDeductionPhoto, { body: { bookingId, name } })
}
