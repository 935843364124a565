// The tenant's money: the Payments screen and the checkout's outcome (server texts: @basera/contract/messages).
export const paymentStrings = {
  title: 'Payments',
  intro: 'Every rupee of your tokens: paid, held for the owner until you move in, released or refunded.',
  empty: 'No payments yet',
  emptyBody: 'When you pay a token for a booking, it shows here with every refund.',
  kinds: {
    token_payment: 'Token paid',
    token_hold: 'Token held for the owner until you move in',
    token_release: 'Token released to the owner',
    token_refund: 'Token refunded to you',
  },
  statuses: { captured: 'Paid', held: 'Held', released: 'Released', refunded: 'Refunded' },
  booking: (id: number) => `Booking #${id}`,
  paymentId: (id: string) => `Payment ID ${id}`,
  myBooking: 'My Booking',
  // the checkout's outcome
  checking: 'Checking your payment…',
  pendingTitle: 'Payment pending',
  pendingStill: 'Your bank has not confirmed it yet. You can leave this page: My Booking shows the outcome as soon as it comes.',
  checkAgain: 'Check again',
  notVerifiedTitle: 'Payment not verified',
  failedTitle: 'Payment failed',
  gatewaySaid: (text: string) => `The payment page said: ${text}`,
  retry: 'Retry payment',
  holdEnded: "This booking's hold has ended, so it can no longer be paid. Book again if the room is still free.",
  paidAlready: 'This token is paid: your request is with the owner.',
  seePayments: 'See payments',
} as const
