import { useMutation, useQueryClient } from '@tanstack/react-query'
import { createTokenPayment as createTokenPaymentEndpoint } from '@basera/contract/payment-endpoints'
import { callApi } from '../../../lib/api-client'
import { invalidateKinds, queryKind } from '../../../lib/query-kinds'

export { openCheckout, type SubmitCheckout } from '../../../lib/checkout'

/** The token's order (a second call answers the same order: the server never makes a second charge). */
export function useCreateTokenPayment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (bookingId: number) => callApi(createTokenPaymentEndpoint, { body: { bookingId } }),
    onSettled: () => invalidateKinds(queryClient, [queryKind.bookings]),
  })
}
