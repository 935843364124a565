// Pay rent (PRODUCT.md "Rent over the stay"): the tenant's dues, prefilled from the server; server texts: @basera/contract/messages.
export const payRentStrings = {
  title: 'Pay rent',
  intro: 'Your rent and charges, month by month, from your move-in. Pay online, or pay the owner directly and they record it.',
  loading: 'Loading your dues',
  empty: 'Nothing to pay yet',
  emptyBody: 'Once the owner marks you as moved in, your first due shows here: the rest of your move-in total.',
  openHeading: 'To pay',
  paidHeading: 'Paid',
  period: (from: string, to: string) => `${from} to ${to}`,
  dueOn: (date: string) => `Due on ${date}`,
  status: { open: 'Due', late: 'Overdue', paid: 'Paid' },
  lines: {
    rent: 'Rent', maintenance: 'Maintenance', food: 'Food', electricity: 'Electricity', deposit: 'Security deposit (refundable)', fee: 'Fee',
    token: 'Token paid at booking', late_fee: 'Late fee',
  },
  total: 'Total',
  pay: (amount: string) => `Pay ${amount}`,
  paidVia: {
    upi: 'Paid by UPI', card: 'Paid by card', netbanking: 'Paid by net banking', wallet: 'Paid by wallet', online: 'Paid online',
    cash: 'Paid in cash to the owner', upi_direct: 'Paid by UPI to the owner', deposit: 'Paid from your deposit',
  },
  paidOn: (date: string) => `on ${date}`,
  utr: (utr: string) => `UTR ${utr}`,
  receipt: 'Download receipt',
  receiptLabel: (period: string) => `Download the rent receipt for ${period}`,
  receiptFailed: 'The receipt could not be downloaded. Please try again.',
  propertyBooking: (property: string, id: number) => `${property} · Booking #${id}`,
} as const
