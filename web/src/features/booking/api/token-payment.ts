import { useMutation, useQueryClient } from '@tanstack/react-query'
import { createTokenPayment as createTokenPaymentEndpoint } from '@basera/contract/endpoints'
import type { CheckoutForm } from '@basera/contract/payments'
import { callApi } from '../../../lib/api-client'
import { invalidateKinds, queryKind } from '../../../lib/query-kinds'

/** Submits a form: the browser's own submit, which tests replace. */
export type SubmitCheckout = (form: HTMLFormElement) => void

/**
 * Opens the gateway's checkout: the form the server answered, posted as a full-page visit (Razorpay's Hosted
 * Checkout; in development the sandbox's page, which takes the same form). Either comes back through the server's
 * callback to /payment-success or /payment-failed.
 */
export function openCheckout(checkout: CheckoutForm, submit: SubmitCheckout = (form) => form.submit()): void {
  const form = document.createElement('form')
  form.method = 'post'
  form.action = checkout.action
  form.hidden = true
  for (const [name, value] of Object.entries(checkout.fields)) {
    const input = document.createElement('input')
    input.type = 'hidden'
    input.name = name
    input.value = value
    form.append(input)
  }
  document.body.append(form)
  submit(form)
}

/** The token's order (a second call answers the same order: the server never makes a second charge). */
export function useCreateTokenPayment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (bookingId: number) => callApi(createTokenPaymentEndpoint, { body: { bookingId } }),
    onSettled: () => invalidateKinds(queryClient, [queryKind.bookings]),
  })
}
