import { SUPPORT_EMAIL } from './strings'

export interface PolicySection {
  id: number
  title: string
  content: string
}

export const privacySections: readonly PolicySection[] = [
  {
    id: 1,
    title: 'Introduction',
    content:
      'This policy explains what Basera collects when you use the app to find, visit and book rental accommodation in Delhi, Noida and Gurugram, why we collect it, and the choices you have. By using Basera you agree to this policy.',
  },
  {
    id: 2,
    title: 'Information we collect',
    content:
      'Your mobile number (to sign you in with a one-time code), and what you choose to add: your name, email, gender, date of birth, preferred city, locality and budget. We also keep what you do in the app that matters for your requests: searches, shortlisted properties, visit requests, callback and interest requests, bookings and rent payment requests.',
  },
  {
    id: 3,
    title: 'How we use your information',
    content:
      'To sign you in, show properties that match your preferences, keep your shortlist and recent searches, arrange the visits and callbacks you ask for, hold and confirm your bookings, and answer your messages. We use aggregated, anonymous usage figures to improve the app.',
  },
  {
    id: 4,
    title: 'Sharing your information',
    content:
      'We never sell your phone number or your details. A tenant\'s contact details reach an owner or operator only for the property or service the tenant asked about, for example when you request a callback, schedule a visit or book a room at that property. Service providers who run our servers and SMS delivery process data only on our instructions. We disclose information when the law requires it.',
  },
  {
    id: 5,
    title: 'Cookies and tracking',
    content:
      'Basera keeps your sign-in and your current search on your device (browser storage), so the app works after a reload. We do not use third-party advertising trackers, and the app loads no fonts, images or scripts from other companies\' servers.',
  },
  {
    id: 6,
    title: 'Security',
    content:
      'One-time codes expire after five minutes and are stored only as hashes. Sign-in tokens are random, stored hashed and revoked when you sign out. Access to your data is checked on our server for every request. No system is perfectly secure, so tell us at once if you notice anything unusual.',
  },
  {
    id: 7,
    title: 'Your rights',
    content:
      'You can see and correct your profile at any time on the Profile screen. You can ask us for a copy of your data, or ask us to delete your account and the data we hold about you, except what we must keep by law (for example, records of bookings).',
  },
  {
    id: 8,
    title: 'Changes to this policy',
    content:
      'When we change this policy we update the date at the top of this page, and for important changes we tell you in the app before they apply.',
  },
  {
    id: 9,
    title: 'Contact us',
    content: `Questions or requests about your data: write to our support mailbox ${SUPPORT_EMAIL}, or use the Contact us form in the app.`,
  },
]

export const termsSections: readonly PolicySection[] = [
  {
    id: 1,
    title: 'Acceptance of terms',
    content:
      'By signing in to or using Basera you accept these terms. If you do not agree with them, please do not use the app.',
  },
  {
    id: 2,
    title: 'Our services',
    content:
      'Basera lists paying-guest rooms, flats and co-living in Delhi NCR run by independent owners and operators, and lets you shortlist them, request visits and callbacks, and book a room. The owner or operator, not Basera, provides the accommodation.',
  },
  {
    id: 3,
    title: 'User responsibilities',
    content:
      'Give true details when you sign in, book or make a request; keep your phone and sign-in secure; book only for people who have agreed to it; and treat owners, operators and other tenants with respect. Do not misuse the app, copy listings in bulk or try to reach data that is not yours.',
  },
  {
    id: 4,
    title: 'Booking and payments',
    content:
      'A booking holds a room for 30 minutes until you set your move-in date; then it is confirmed. Every amount (rent, maintenance, security deposit and one-time fees) is shown before you confirm. Online payment is not available yet: you pay the property directly, and a rent payment request in the app only records your intent to pay.',
  },
  {
    id: 5,
    title: 'Cancellation and refunds',
    content:
      'Cancellations and refunds follow the cancellation policy of the property you booked, which it shares before you move in. The security deposit is refundable at exit, less any deductions the agreement allows.',
  },
  {
    id: 6,
    title: 'Limitation of liability',
    content:
      'We check that listings and their prices are kept up to date, but owners and operators are responsible for their properties and services. To the extent the law allows, Basera is not liable for indirect losses arising from a stay arranged through the app.',
  },
  {
    id: 7,
    title: 'Modifications',
    content:
      'We may change these terms or the app. When the terms change we update them here, and for important changes we tell you in the app before they apply.',
  },
  {
    id: 8,
    title: 'Termination',
    content:
      'You can stop using Basera and ask us to delete your account at any time. We may suspend an account that breaks these terms, after telling you why where we can.',
  },
  {
    id: 9,
    title: 'Contact',
    content: `Questions about these terms: write to ${SUPPORT_EMAIL} or use the Contact us form in the app.`,
  },
]
