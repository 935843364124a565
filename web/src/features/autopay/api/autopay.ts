import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { cancelAutopay, getAutopay, startAutopay } from '@basera/contract/payment-endpoints'
import { callApi } from '../../../lib/api-client'
import { invalidateKinds, queryKind } from '../../../lib/query-kinds'

const autopayKeys = {
  booking: (bookingId: number) => [queryKind.payments, 'autopay', bookingId] as const,
}

const autopayQuery = (bookingId: number) =>
  queryOptions({ queryKey: autopayKeys.booking(bookingId), queryFn: () => callApi(getAutopay, { body: { bookingId } }), select: (reply) => reply.data, staleTime: 0 })

/** The booking's UPI AutoPay: its mandate, next debit and pre-debit notice. */
export function useAutopay(bookingId: number) {
  return useQuery(autopayQuery(bookingId))
}

/** The mandate's checkout (the same one until it is approved); the page then leaves for the gateway. */
export function useStartAutopay() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (bookingId: number) => callApi(startAutopay, { body: { bookingId } }),
    onSettled: () => invalidateKinds(queryClient, [queryKind.payments]),
  })
}

export function useCancelAutopay() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (bookingId: number) => callApi(cancelAutopay, { body: { bookingId } }),
    onSettled: () => invalidateKinds(queryClient, [queryKind.payments]),
  })
}
