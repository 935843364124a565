export const myPropertiesStrings = {
  title: 'My properties',
  shortlisted: 'Shortlisted',
  visits: 'Property visits',
  bookings: 'Property bookings',
  noVisits: 'No visits yet',
  noVisitsHint: 'Open a property and choose "Schedule a visit" to see it in person.',
  browse: 'Browse properties',
} as const
