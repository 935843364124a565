export const pushStrings = {
  tenant: {
    title: 'Get told the moment the owner answers',
    body: 'We can send a notification to this device when the owner accepts or declines your booking, even when Basera is closed.',
    on: 'Notifications are on for this device.',
  },
  operator: {
    title: 'Get new bookings on this device',
    body: 'A notification the moment a tenant books or asks to visit, even when the console is closed.',
    on: 'New bookings will reach this device.',
  },
  /** In the person's notification settings: they came to choose, so no selling. */
  settings: {
    title: 'This device',
    body: 'Allow this browser to show Basera notifications, even when Basera is closed.',
  },
  turnOn: 'Turn on notifications',
  notNow: 'Not now',
  dismiss: 'Close',
  busy: 'Turning on…',
  denied: 'Notifications are blocked for Basera in this browser. Updates still show in the app.',
  unsupported: 'This browser cannot show notifications. Updates still show in the app.',
  failed: 'Notifications could not be turned on. Try again later.',
} as const
