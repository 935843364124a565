import { messages } from '@basera/contract/messages'
import type { NotificationDetails } from '@basera/contract/engagement'
import { formatDate, formatRupees } from '../../lib/format'

type Details = NotificationDetails

// the day and the slot's hours in India ("Sat, 29 Nov, 12–4 pm"), as the server words them; never an ISO date
const slot = (d: Details) => d.visit_when ?? (d.visit_date ? `${formatDate(d.visit_date, 'en')} (${d.visit_slot ?? ''})` : '')

export const notificationStrings = {
  title: 'Notifications',
  empty: 'No notifications yet',
  /** What happened to the tenant's booking or visit, by the notification's kind. */
  kinds: {
    booking_accepted: {
      title: () => messages.bookingConfirmed,
      body: (d: Details) => `${d.property_name ?? ''} accepted your booking.`,
    },
    booking_declined: {
      title: () => 'Your booking was declined',
      body: (d: Details) => `${d.property_name ?? ''} could not take your booking: ${d.reason ?? ''}${d.amount ? `. Your token of ${formatRupees(d.amount)} is refunded in full.` : ''}`,
    },
    booking_moved_in: {
      title: () => 'Welcome home!',
      body: (d: Details) => `${d.property_name ?? ''} marked you as moved in.`,
    },
    token_refunded: {
      title: () => 'Your token is being refunded',
      body: (d: Details) => `${formatRupees(d.amount ?? 0)} of your token for ${d.property_name ?? ''} comes back to the account you paid from.`,
    },
    visit_scheduled: {
      title: () => 'Your visit is confirmed',
      body: (d: Details) => `${d.property_name ?? ''} expects you on ${slot(d)}.`,
    },
    visit_moved: {
      title: () => 'Your visit was moved',
      body: (d: Details) => `${d.property_name ?? ''} moved your visit to ${slot(d)}.`,
    },
    visit_declined: {
      title: () => 'Your visit was declined',
      body: (d: Details) => `${d.property_name ?? ''} declined your visit: ${d.reason ?? ''}`,
    },
    message: {
      title: (d: Details) => `${d.property_name ?? ''} wrote to you`,
      body: (d: Details) => d.preview ?? '',
    },
    rent_due: {
      title: () => 'Rent due',
      body: (d: Details) => `${formatRupees(d.amount ?? 0)} for ${d.property_name ?? ''} is due on ${d.due_date ? formatDate(d.due_date, 'en') : ''}. Pay it in Pay rent.`,
    },
    rent_reminder: {
      title: (d: Details) => (d.reminder === 'after' ? 'Rent overdue' : d.reminder === 'day' ? 'Rent due today' : 'Rent due in 3 days'),
      body: (d: Details) => `${formatRupees(d.amount ?? 0)} for ${d.property_name ?? ''}, due ${d.due_date ? formatDate(d.due_date, 'en') : ''}. Pay it in Pay rent.`,
    },
    autopay: {
      title: (d: Details) => (d.autopay === 'failed' ? 'AutoPay could not take your rent' : d.autopay === 'over_limit' ? 'AutoPay: this month is above your limit' : 'AutoPay: rent will be debited tomorrow'),
      body: (d: Details) => (d.autopay === 'failed'
        ? `The AutoPay debit of ${formatRupees(d.amount ?? 0)} for ${d.property_name ?? ''} failed. The rent is still due: pay it in Pay rent.`
        : d.autopay === 'over_limit'
          ? `${formatRupees(d.amount ?? 0)} for ${d.property_name ?? ''} is above your AutoPay limit of ${formatRupees(d.max_amount ?? 0)}, so it will not be debited. Pay it in Pay rent.`
          : `${formatRupees(d.amount ?? 0)} for ${d.property_name ?? ''} will be debited by UPI AutoPay on ${d.due_date ? formatDate(d.due_date, 'en') : ''}. To stop it, cancel AutoPay in Pay rent.`),
    },
    rent_paid: {
      title: () => 'Rent paid: your receipt is ready',
      body: (d: Details) => `${formatRupees(d.amount ?? 0)} for ${d.property_name ?? ''} is paid. Download the receipt in Pay rent.`,
    },
    deposit_settlement: {
      title: (d: Details) => (d.revised ? 'Your deposit settlement is revised' : 'Your deposit is settled'),
      body: (d: Details) => `${d.property_name ?? ''} ${d.revised ? 'revised your deposit settlement after your dispute' : 'settled your deposit'}: ${formatRupees(d.amount ?? 0)} comes back to you. See the deductions, then accept or dispute in Leaving.`,
    },
    deposit_refunded: {
      title: () => 'Deposit refunded',
      body: (d: Details) => `${formatRupees(d.amount ?? 0)} of your deposit at ${d.property_name ?? ''} is refunded.`,
    },
    saved_search_match: {
      title: (d: Details) => `New for “${d.search_name ?? ''}”`,
      body: (d: Details) => ((d.count ?? 1) > 1
        ? `${d.count ?? ''} new properties match your saved search, ${d.property_name ?? ''} among them.`
        : `${d.property_name ?? ''} now matches your saved search.`),
    },
  },
} as const
