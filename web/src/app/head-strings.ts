// The title and description of each public page, as search results and shared links show them.
export const headStrings = {
  site: 'Basera',
  homeTitle: 'Basera · PG, flats and co-living in Delhi NCR',
  homeDescription: 'Find and book PG rooms, flats and co-living in Delhi, Noida and Gurugram. Honest prices, real availability.',
  searchTitle: (place: string) => `PG, flats and co-living in ${place} · Basera`,
  searchDescription: (place: string) => `Rooms in ${place} with rent, deposit and every charge shown before you book.`,
  delhiNcr: 'Delhi NCR',
  localityTitle: (locality: string, city: string) => `PG in ${locality}, ${city} · Basera`,
  localityDescription: (count: number, locality: string, city: string, fromRent: string) =>
    count > 0
      ? `${count} ${count === 1 ? 'PG, flat or co-living' : 'PGs, flats and co-living places'} in ${locality}, ${city}, from ${fromRent} a month. Every charge shown before you book.`
      : `PGs, flats and co-living in ${locality}, ${city} on Basera.`,
  propertyTitle: (name: string, type: string, locality: string, city: string) => `${name} · ${type} in ${locality}, ${city} · Basera`,
  propertyDescription: (rent: string, address: string, moveIn: string) =>
    `From ${rent} a month at ${address}. Move in for ${moveIn}: rent, deposit and every charge shown before you book.`,
  roomsTitle: (name: string) => `Room options at ${name} · Basera`,
  roomsDescription: (name: string) => `Every room option at ${name}: rent per bed, deposit, food, electricity and rooms left.`,
  helpTitle: 'Help center · Basera',
  helpDescription: 'Answers to common questions about finding, visiting and booking a place on Basera.',
  faqTitle: 'Help & support · Basera',
  privacyTitle: 'Privacy policy · Basera',
  privacyDescription: 'What Basera collects, why, and who sees your phone number.',
  termsTitle: 'Terms & conditions · Basera',
  termsDescription: 'The rules for using Basera to find, book and pay for a place to stay.',
} as const
