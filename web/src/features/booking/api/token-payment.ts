import { useMutation, useQueryClient } from '@tanstack/react-query'
import { createTokenPayment as createTokenPaymentEndpoint, verifyPayment as verifyPaymentEndpoint } from '@basera/contract/endpoints'
import type { TokenPaymentReply, VerifyPaymentBody } from '@basera/contract/payments'
import { callApi } from '../../../lib/api-client'
import { invalidateKinds, queryKind, ROOM_CHANGED } from '../../../lib/query-kinds'

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

/** The checkout's callback: the server checks its signature and asks the gateway before it credits anything. */
export function useVerifyPayment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: VerifyPaymentBody) => callApi(verifyPaymentEndpoint, { body }),
    onSettled: () => invalidateKinds(queryClient, [...ROOM_CHANGED, queryKind.payments]),
  })
}
