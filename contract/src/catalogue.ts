// The room types and features a listing picks from, by the ids the database holds (migration 0002 wrote these
// rows; the seed generator reads them from here). The operator console's editor offers these; `icon` is the key the
// web maps to an icon.
export const ROOM_TYPES = [
  { room_type_id: 1, room_type_name: 'Single' },
  { room_type_id: 2, room_type_name: 'Double' },
  { room_type_id: 3, room_type_name: 'Triple' },
  { room_type_id: 4, room_type_name: 'Private' },
] as const

export const FEATURES = [
  { feature_id: 1, feature_name: 'Wi-Fi', icon: 'wifi' },
  { feature_id: 2, feature_name: 'Air Conditioning', icon: 'ac' },
  { feature_id: 3, feature_name: 'Meals', icon: 'meals' },
  { feature_id: 4, feature_name: 'Laundry', icon: 'laundry' },
  { feature_id: 5, feature_name: 'Housekeeping', icon: 'housekeeping' },
  { feature_id: 6, feature_name: 'Power Backup', icon: 'power-backup' },
  { feature_id: 7, feature_name: 'CCTV', icon: 'cctv' },
  { feature_id: 8, feature_name: 'Gym', icon: 'gym' },
  { feature_id: 9, feature_name: 'Parking', icon: 'parking' },
  { feature_id: 10, feature_name: 'TV', icon: 'tv' },
  { feature_id: 11, feature_name: 'Refrigerator', icon: 'fridge' },
  { feature_id: 12, feature_name: 'Geyser', icon: 'geyser' },
  { feature_id: 13, feature_name: 'Attached Washroom', icon: 'attached-washroom' },
  { feature_id: 14, feature_name: 'Study Table', icon: 'study-table' },
  { feature_id: 15, feature_name: 'Wardrobe', icon: 'wardrobe' },
  { feature_id: 16, feature_name: 'Lift', icon: 'lift' },
  { feature_id: 17, feature_name: '24x7 Security', icon: 'security' },
  { feature_id: 18, feature_name: 'RO Water Purifier', icon: 'water-purifier' },
  { feature_id: 19, feature_name: 'Microwave', icon: 'microwave' },
  { feature_id: 20, feature_name: 'Washing Machine', icon: 'washing-machine' },
  { feature_id: 21, feature_name: 'Balcony', icon: 'balcony' },
  { feature_id: 22, feature_name: 'Common Kitchen', icon: 'kitchen' },
] as const
