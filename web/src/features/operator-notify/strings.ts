// The operator console is English only (PRODUCT.md). Quiet hours are QUIET_HOURS_IST (contract/src/notify.ts).

/** The operator's words for choosing how they hear of new bookings away from the console. */
export const operatorChannelStrings = {
  title: 'How we reach you',
  intro: 'New bookings, visit requests and messages always show here in the console. Choose what else we send.',
  push: { label: 'Push notifications', hint: 'On this phone or computer, once you allow them.' },
  sms: { label: 'SMS', hint: 'To the mobile number you sign in with.' },
  whatsapp: { label: 'WhatsApp', hint: 'To the mobile number you sign in with.' },
  quiet_hours: {
    label: 'Quiet hours (10 pm – 8 am)',
    hint: 'We hold other messages until 8 am. A new booking or visit request reaches you at once.',
  },
  saving: 'Saving…',
  saved: 'Saved',
  loading: 'Loading your choices…',
}
