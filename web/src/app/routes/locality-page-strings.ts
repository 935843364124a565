// A locality's page: "PG in Saket, Delhi" and its published properties.
export const localityPageStrings = {
  title: (locality: string, city: string) => `PG in ${locality}, ${city}`,
  intro: (locality: string, city: string) => `PGs, flats and co-living in ${locality}, ${city}: rent per bed, deposit and every charge shown before you book.`,
  count: (n: number) => `${n} ${n === 1 ? 'property' : 'properties'} listed`,
  none: 'Nothing listed here yet',
  noneBody: 'Try the whole city, or a locality nearby.',
  filter: 'Filter by gender and budget',
  loadMore: 'Load more',
  loadFailed: 'We could not load the properties. Check your connection and try again.',
  otherLocalities: (city: string) => `Other localities in ${city}`,
  unknown: 'We do not know this locality',
  unknownBody: 'Pick a locality from the list to see what is listed there.',
  chooseLocality: 'Choose a locality',
} as const
