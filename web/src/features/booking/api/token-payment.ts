import { useMutation, useQueryClient } from '@tanstack/react-query'
import { createTokenPayment as createTokenPaymentEndpoint } from '@basera/contract/endpoints'
import type { TokenPaymentReply } from '@basera/contract/payments'
import { callApi } from '../../../lib/api-client'
import { invalidateKinds, queryKind } from '../../../lib/query-kinds'

/**
 * Opens the gateway's checkout for an order. The sandbox (development, tests) answers a page of its own on our
 * origin: a full-page visit, and the page comes back to /payment-success or /payment-failed. Answers false when the
 * order has no page to visit (Razorpay's own Checkout, which this build does not load yet).
 */
export function openCheckout(order: Pick<TokenPaymentReply, 'checkout_url'>, go: (url: string) => void = (url) => window.location.assign(url)): boolean {
  if (!order.checkout_url) return false
  go(order.checkout_url)
  return true
}

/** The token's order (a second call answers the same order: the server never makes a second charge). */
export function useCreateTokenPayment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (bookingId: number) => callApi(createTokenPaymentEndpoint, { body: { bookingId } }),
    onSettled: () => invalidateKinds(queryClient, [queryKind.bookings]),
  })
}
