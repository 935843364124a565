// User-visible text of property cards, details and amenities.
export const propertyStrings = {
  perMonth: '/month',
  moveInFor: (amount: string) => `Move in for ${amount}`,
  fromPerMonth: (amount: string) => `From ${amount}/month`,
  moreTags: (n: number) => `+${n} more`,
  contactOwner: 'Contact Owner',
  bookNow: 'Book Now',
  photoOf: (name: string, n: number, total: number) => `${name}, photo ${n} of ${total}`,
  showPhoto: (n: number, total: number) => `Show photo ${n} of ${total}`,
  photos: 'Photos',
  openProperty: (name: string) => `Open ${name}`,
  rating: (rating: string, count: number) => `${rating} (${count} ${count === 1 ? 'review' : 'reviews'})`,
  noRating: 'New listing',
  // Basera's own support line: owners' numbers are never shown (PRODUCT.md).
  supportPhone: '+918069000000',
  supportWhatsapp: '918069000000',
} as const
