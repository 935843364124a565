// The operator console is English only for now (PRODUCT.md): no Hindi pairing.
export const auditStrings = {
  title: 'Audit log',
  intro: 'Every change of a price, availability or a booking’s status: who made it, and when.',
  loading: 'Loading the audit log…',
  empty: 'No changes recorded yet',
  emptyBody: 'Changes to prices, rooms and statuses will be listed here.',
  property: 'Property',
  allProperties: 'All properties',
  columns: { when: 'When (IST)', property: 'Property', change: 'What happened' },
  none: '—',
  more: 'Older changes',
  newest: 'Newest changes',
  end: 'That is every change.',
} as const
