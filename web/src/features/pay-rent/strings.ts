export const payRentStrings = {
  title: 'Pay Rent',
  notice: 'Online payment is not available yet. Record your rent payment here and the property shares its payment details with you.',
  payerName: 'Payer name',
  amount: 'Amount',
  amountHint: 'Whole rupees',
  month: 'Rent for the month of',
  upi: 'Your UPI ID',
  optional: '(optional)',
  upiHint: 'So the property can match your payment, e.g. name@bank',
  booking: 'Booking',
  // rent is paid for a booking: the server refuses a payment without one
  noBooking: 'Choose the booking',
  bookingOption: (property: string, room: string) => `${property} · ${/private/i.test(room) ? `${room} room` : `${room} Sharing`}`,
  submit: 'Record payment request',
  recorded: 'Request recorded. Online payment is not available yet; the property will share payment details with you.',
  failed: 'Your request could not be recorded.',
  rupee: '₹',
} as const
