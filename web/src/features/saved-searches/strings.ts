// User-visible text of saved searches (the results' Save button and Home's list).
export const savedSearchStrings = {
  save: 'Save search',
  dialogTitle: 'Save this search',
  dialogBody: 'We will tell you when a new property matches it, at most once a day.',
  nameLabel: 'Name',
  namePlaceholder: 'e.g. Near my office',
  confirm: 'Save',
  title: 'Saved searches',
  empty: 'Save a search from the results to be told when a new property matches.',
  open: (name: string) => `Open ${name}`,
  remove: (name: string) => `Delete ${name}`,
  loadFailed: 'We could not load your saved searches.',
} as const
