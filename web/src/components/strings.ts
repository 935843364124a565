// Text of the shared components.
export const componentStrings = {
  back: 'Go back',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  skip: 'Skip',
  clear: 'Clear',
  notifications: 'Notifications',
  home: 'Basera home',
  close: 'Close',
  ok: 'OK',
  retry: 'Try again',
  loading: 'Loading…',
  loadFailed: 'We could not load this. Check your connection and try again.',
} as const
