import type { CheckoutForm } from '@basera/contract/payments'

// Shared by the token (booking) and the rent (pay-rent): both pay through the gateway's checkout the same way.

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
