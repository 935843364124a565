import { queryOptions, useQuery } from '@tanstack/react-query'
import { verifyPayment as verifyPaymentEndpoint } from '@basera/contract/payment-endpoints'
import type { VerifyPaymentBody } from '@basera/contract/payments'
import { callApi } from '../../../lib/api-client'
import { queryKind } from '../../../lib/query-kinds'

/** How many times "Payment pending" asks again (every 3 s) before it leaves the rest to My Booking. */
const PENDING_CHECKS = 5
const PENDING_EVERY_MS = 3_000

// verifyPayment applies the callback once and answers the same outcome to a repeat: safe to read on every
// visit, so a reload of /payment-success shows the real outcome again
const verifyQuery = (body: VerifyPaymentBody) =>
  queryOptions({
    queryKey: [queryKind.payments, 'verify', body] as const,
    queryFn: () => callApi(verifyPaymentEndpoint, { body }),
    retry: false,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.payment_status === 'pending' && query.state.dataUpdateCount <= PENDING_CHECKS ? PENDING_EVERY_MS : false),
  })

/** The checkout's success callback, verified by the server (signature, then the gateway asked); null: nothing to verify. */
export function useVerifiedCheckout(body: VerifyPaymentBody | null) {
  return useQuery({ ...verifyQuery(body ?? { razorpay_order_id: '', razorpay_payment_id: '', razorpay_signature: '' }), enabled: body !== null })
}
