import { stringsIn, type Language } from './i18n'

// The fixed words of the listing catalogue (amenities, property types, furnishing, who manages it, fees) as the
// server sends them; strings-shaped so the reader's language applies. What an operator wrote freely (names,
// descriptions, highlights) shows as written; a word not here too.
export const listingWords = {
  'Wi-Fi': 'Wi-Fi',
  'Air Conditioning': 'Air Conditioning',
  Meals: 'Meals',
  Laundry: 'Laundry',
  Housekeeping: 'Housekeeping',
  'Power Backup': 'Power Backup',
  CCTV: 'CCTV',
  Gym: 'Gym',
  Parking: 'Parking',
  TV: 'TV',
  Refrigerator: 'Refrigerator',
  Geyser: 'Geyser',
  'Attached Washroom': 'Attached Washroom',
  'Study Table': 'Study Table',
  Wardrobe: 'Wardrobe',
  Lift: 'Lift',
  '24x7 Security': '24x7 Security',
  'RO Water Purifier': 'RO Water Purifier',
  Microwave: 'Microwave',
  'Washing Machine': 'Washing Machine',
  Balcony: 'Balcony',
  'Common Kitchen': 'Common Kitchen',
  PG: 'PG',
  Flat: 'Flat',
  'Co-living': 'Co-living',
  'Fully Furnished': 'Fully Furnished',
  'Semi Furnished': 'Semi Furnished',
  Unfurnished: 'Unfurnished',
  'Managed by Basera': 'Managed by Basera',
  'Owner managed': 'Owner managed',
  'Operator managed': 'Operator managed',
  'Agreement fee': 'Agreement fee',
  'Token amount': 'Token amount',
} as const

/** A catalogue word in the reader's language; anything else as it came. */
export const listingWord = (text: string, language: Language): string =>
  (stringsIn(listingWords, language) as Record<string, string | undefined>)[text] ?? text
