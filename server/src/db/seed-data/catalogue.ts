// Fixed catalogue rows: room types and amenities (icon keys are what the web maps to icons).

export const ROOM_TYPES = [
  { id: 1, name: 'Single' },
  { id: 2, name: 'Double' },
  { id: 3, name: 'Triple' },
  { id: 4, name: 'Private' },
] as const

export const FEATURES = [
  { id: 1, name: 'Wi-Fi', icon: 'wifi' },
  { id: 2, name: 'Air Conditioning', icon: 'ac' },
  { id: 3, name: 'Meals', icon: 'meals' },
  { id: 4, name: 'Laundry', icon: 'laundry' },
  { id: 5, name: 'Housekeeping', icon: 'housekeeping' },
  { id: 6, name: 'Power Backup', icon: 'power-backup' },
  { id: 7, name: 'CCTV', icon: 'cctv' },
  { id: 8, name: 'Gym', icon: 'gym' },
  { id: 9, name: 'Parking', icon: 'parking' },
  { id: 10, name: 'TV', icon: 'tv' },
  { id: 11, name: 'Refrigerator', icon: 'fridge' },
  { id: 12, name: 'Geyser', icon: 'geyser' },
  { id: 13, name: 'Attached Washroom', icon: 'attached-washroom' },
  { id: 14, name: 'Study Table', icon: 'study-table' },
  { id: 15, name: 'Wardrobe', icon: 'wardrobe' },
  { id: 16, name: 'Lift', icon: 'lift' },
  { id: 17, name: '24x7 Security', icon: 'security' },
  { id: 18, name: 'RO Water Purifier', icon: 'water-purifier' },
  { id: 19, name: 'Microwave', icon: 'microwave' },
  { id: 20, name: 'Washing Machine', icon: 'washing-machine' },
  { id: 21, name: 'Balcony', icon: 'balcony' },
  { id: 22, name: 'Common Kitchen', icon: 'kitchen' },
] as const

/** Seeded photo files shipped with the web app: /media/properties/property-01.webp .. -48. */
export const PHOTO_COUNT = 48
export const photoUrl = (n: number) => `/media/properties/property-${String(n).padStart(2, '0')}.webp`
