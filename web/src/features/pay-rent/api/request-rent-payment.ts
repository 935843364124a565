import { useMutation } from '@tanstack/react-query'
import type { RentPaymentBody, RequestIdReply } from '@basera/contract/engagement'
import { apiPost } from '../../../lib/api-client'

/** Records a rent payment request; no payment gateway is behind it (PRODUCT.md). */
export const requestRentPayment = (body: RentPaymentBody) => apiPost<RequestIdReply>('/api/leads/v1/rent-payment-request', body)

export function useRequestRentPayment() {
  return useMutation({ mutationFn: requestRentPayment })
}
