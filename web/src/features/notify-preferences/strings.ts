// Quiet hours are QUIET_HOURS_IST (contract/src/notify.ts): 22:00 to 08:00 India time.

/** The tenant's words for choosing how Basera reaches them (with Hindi). */
export const channelStrings = {
  title: 'How we reach you',
  intro: 'Notifications always show here in the app. Choose what else we send.',
  push: { label: 'Push notifications', hint: 'On this phone or computer, once you allow them.' },
  sms: { label: 'SMS', hint: 'To your registered mobile number.' },
  whatsapp: { label: 'WhatsApp', hint: 'To your registered mobile number.' },
  quiet_hours: {
    label: 'Quiet hours (10 pm – 8 am)',
    hint: "We hold other messages until 8 am. The owner's answer to your booking reaches you at once.",
  },
  saving: 'Saving…',
  saved: 'Saved',
  loading: 'Loading your choices…',
}
