export const requestStrings = {
  title: 'Your requests',
  intro: 'Every callback, visit and interest request you made. Your number was shared only for these.',
  empty: 'No requests yet',
  kind: { callback: 'Callback', interest: 'Interest', visit: 'Visit' },
  about: 'About',
  loadFailed: 'We could not load your requests.',
} as const
