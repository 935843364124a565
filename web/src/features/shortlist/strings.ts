export const shortlistStrings = {
  add: 'Add to shortlist',
  remove: 'Remove from shortlist',
  title: 'Shortlist',
  empty: 'No shortlisted properties yet',
  emptyHint: 'Tap the heart on any property to keep it here and compare later.',
  browse: 'Browse properties',
  book: 'Book This Property',
} as const
