export const notificationStrings = {
  title: 'Notifications',
  empty: 'No notifications yet',
} as const
