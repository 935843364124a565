// The operator console is English only for now (PRODUCT.md): no Hindi pairing.
export const operatorAuthStrings = {
  consoleName: 'Basera for owners',
  phoneTitle: 'Sign in to the console',
  phoneBody: 'Owners and managers invited to Basera sign in with their mobile number and a one-time code.',
  verifyTitle: 'Enter the code',
  verifyBody: (phone: string) => `We sent a 4-digit code to +91 ${phone} if it is invited to the console.`,
  missingPhone: 'Enter your mobile number first.',
  changeNumber: 'Change number',
  tenantLink: 'Looking for a room? Go to Basera',
  signOut: 'Sign out',
  notFound: 'This page is not part of the console',
  backToConsole: 'Back to properties',
  signedInAs: (name: string, role: string) => `${name} · ${role}`,
} as const

export const consoleNavStrings = {
  label: 'Console',
  properties: 'Properties',
  bookings: 'Bookings',
  visits: 'Visits',
  requests: 'Requests',
  messages: 'Messages',
  reviews: 'Reviews',
  money: 'Money',
  payout: 'Payout account',
  team: 'Team',
  audit: 'Audit log',
  notifications: 'Notifications',
  waiting: (n: number) => ` (${n} new)`,
  roles: { admin: 'Admin', owner: 'Owner', manager: 'Manager' },
} as const
