import type { AccordionItem } from './components/accordion'

// Facts from the spec's FAQ, told honestly: no payment gateway is live yet (PRODUCT.md).
export const faqItems: readonly AccordionItem[] = [
  {
    id: 1,
    title: 'What is Basera?',
    content:
      'Basera helps you find paying-guest rooms, flats and co-living in Delhi, Noida and Gurugram. You can browse listings, shortlist the ones you like, arrange visits and book a room. Every listing shows its rent, deposit, maintenance and one-time fees up front, and when its availability was last confirmed.',
  },
  {
    id: 2,
    title: 'How do I shortlist a property and schedule a visit?',
    content:
      'Tap the heart on any property to save it to your shortlist; you will find it under My properties. On a property page, choose "Schedule a visit", pick a date and a time slot (morning, afternoon or evening), and the property will confirm the visit with you.',
  },
  {
    id: 3,
    title: 'Can I book a room and pay rent online?',
    content:
      'You can book a room online: the room is held for you for 30 minutes while you set your move-in date, and then the booking is confirmed. Once you have moved in, the Pay rent screen lists your rent month by month: pay a due online (UPI, card or net banking), or pay the owner directly and they record it. Every paid due has a rent receipt to download.',
  },
  {
    id: 4,
    title: 'Which payment methods will be accepted?',
    content:
      'When online payment goes live we plan to accept UPI, debit and credit cards, net banking and wallets. Until then, pay the property directly by the method it offers and keep the receipt. Basera never asks for your card details or UPI PIN.',
  },
  {
    id: 5,
    title: 'Will I get reminders when rent is due?',
    content:
      'Monthly automatic payment reminders are planned together with online payment. Your move-in date and rent amount are always visible under My Booking, so you know what is due and when.',
  },
  {
    id: 6,
    title: 'Are there hidden fees, and how do refunds work?',
    content:
      'No hidden fees are charged. A nominal service fee may apply, and if it does it is shown as a one-time fee before you confirm a booking. Refunds, including the security deposit at exit, follow each property\'s cancellation policy, which the property shares before you move in.',
  },
]
