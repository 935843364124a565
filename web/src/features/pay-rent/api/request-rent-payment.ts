import { useMutation } from '@tanstack/react-query'
import type { RentPaymentBody } from '@basera/contract/engagement'
import { requestRentPayment as requestRentPaymentEndpoint } from '@basera/contract/endpoints'
import { callApi } from '../../../lib/api-client'

/** Records a rent payment request; no payment gateway is behind it (PRODUCT.md). */
const requestRentPayment = (body: RentPaymentBody) => callApi(requestRentPaymentEndpoint, { body })

export function useRequestRentPayment() {
  return useMutation({ mutationFn: requestRentPayment })
}
