// Real localities of Delhi NCR with approximate centre coordinates. Order matters: the web shows
// the 5th to 8th of each city's list as 'Popular Localities'. A few have no coordinates, which
// the spec allows (the nearest-locality finder skips them).

export interface SeedLocality {
  name: string
  pincode: string
  lat: number | null
  lng: number | null
  /** Rent level relative to the city (1 = typical). */
  rentFactor: number
}

export const SEED_LOCALITIES: Record<1 | 2 | 3, SeedLocality[]> = {
  1: [
    { name: 'Laxmi Nagar', pincode: '110092', lat: 28.6304, lng: 77.2777, rentFactor: 0.85 },
    { name: 'Mukherjee Nagar', pincode: '110009', lat: 28.7062, lng: 77.21, rentFactor: 0.9 },
    { name: 'Kamla Nagar', pincode: '110007', lat: 28.6815, lng: 77.2048, rentFactor: 0.95 },
    { name: 'Rajouri Garden', pincode: '110027', lat: 28.6492, lng: 77.1227, rentFactor: 1 },
    { name: 'Saket', pincode: '110017', lat: 28.5245, lng: 77.2066, rentFactor: 1.25 },
    { name: 'Hauz Khas', pincode: '110016', lat: 28.5494, lng: 77.2001, rentFactor: 1.3 },
    { name: 'Lajpat Nagar', pincode: '110024', lat: 28.5677, lng: 77.2433, rentFactor: 1.15 },
    { name: 'Karol Bagh', pincode: '110005', lat: 28.6519, lng: 77.1909, rentFactor: 1 },
    { name: 'Dwarka', pincode: '110075', lat: 28.5921, lng: 77.046, rentFactor: 0.95 },
    { name: 'Malviya Nagar', pincode: '110017', lat: 28.5336, lng: 77.209, rentFactor: 1.15 },
    { name: 'Patel Nagar', pincode: '110008', lat: 28.6517, lng: 77.1644, rentFactor: 0.95 },
    { name: 'Rohini', pincode: '110085', lat: 28.7383, lng: 77.0822, rentFactor: 0.85 },
    { name: 'Pitampura', pincode: '110034', lat: 28.699, lng: 77.1384, rentFactor: 0.9 },
    { name: 'Vijay Nagar', pincode: '110009', lat: 28.6951, lng: 77.2032, rentFactor: 0.95 },
    { name: 'Kalu Sarai', pincode: '110016', lat: 28.5398, lng: 77.2051, rentFactor: 1.1 },
    { name: 'Munirka', pincode: '110067', lat: 28.5562, lng: 77.1717, rentFactor: 1 },
    { name: 'Satya Niketan', pincode: '110021', lat: 28.589, lng: 77.168, rentFactor: 1.05 },
    { name: 'Janakpuri', pincode: '110058', lat: 28.6219, lng: 77.0878, rentFactor: 0.95 },
    { name: 'Ber Sarai', pincode: '110016', lat: null, lng: null, rentFactor: 0.9 },
    { name: 'Katwaria Sarai', pincode: '110016', lat: null, lng: null, rentFactor: 0.9 },
  ],
  2: [
    { name: 'Sector 62', pincode: '201309', lat: 28.627, lng: 77.365, rentFactor: 1.05 },
    { name: 'Sector 63', pincode: '201301', lat: 28.6262, lng: 77.3826, rentFactor: 0.95 },
    { name: 'Sector 16', pincode: '201301', lat: 28.579, lng: 77.317, rentFactor: 1.05 },
    { name: 'Sector 22', pincode: '201301', lat: 28.597, lng: 77.345, rentFactor: 0.9 },
    { name: 'Sector 18', pincode: '201301', lat: 28.57, lng: 77.326, rentFactor: 1.2 },
    { name: 'Sector 15', pincode: '201301', lat: 28.584, lng: 77.311, rentFactor: 1.1 },
    { name: 'Sector 50', pincode: '201301', lat: 28.571, lng: 77.368, rentFactor: 1.1 },
    { name: 'Sector 137', pincode: '201305', lat: 28.51, lng: 77.409, rentFactor: 0.95 },
    { name: 'Sector 76', pincode: '201301', lat: 28.565, lng: 77.385, rentFactor: 1 },
    { name: 'Sector 44', pincode: '201303', lat: 28.559, lng: 77.336, rentFactor: 1.05 },
    { name: 'Sector 93', pincode: '201304', lat: 28.519, lng: 77.383, rentFactor: 0.95 },
    { name: 'Sector 104', pincode: '201304', lat: 28.54, lng: 77.37, rentFactor: 1 },
    { name: 'Sector 128', pincode: '201304', lat: 28.524, lng: 77.359, rentFactor: 1.1 },
    { name: 'Sector 61', pincode: '201301', lat: 28.601, lng: 77.359, rentFactor: 0.95 },
    { name: 'Sector 27', pincode: '201301', lat: 28.571, lng: 77.329, rentFactor: 1.05 },
    { name: 'Sector 168', pincode: '201305', lat: 28.489, lng: 77.4, rentFactor: 0.9 },
    { name: 'Sector 120', pincode: '201301', lat: 28.589, lng: 77.394, rentFactor: 0.95 },
    { name: 'Sector 71', pincode: '201301', lat: null, lng: null, rentFactor: 0.9 },
    { name: 'Sector 12', pincode: '201301', lat: null, lng: null, rentFactor: 0.85 },
  ],
  3: [
    { name: 'DLF Phase 1', pincode: '122002', lat: 28.4721, lng: 77.094, rentFactor: 1.15 },
    { name: 'DLF Phase 2', pincode: '122002', lat: 28.488, lng: 77.089, rentFactor: 1.2 },
    { name: 'DLF Phase 3', pincode: '122002', lat: 28.493, lng: 77.095, rentFactor: 1.1 },
    { name: 'Sector 14', pincode: '122001', lat: 28.471, lng: 77.045, rentFactor: 0.95 },
    { name: 'Sohna Road', pincode: '122018', lat: 28.41, lng: 77.042, rentFactor: 1 },
    { name: 'Golf Course Road', pincode: '122002', lat: 28.448, lng: 77.1, rentFactor: 1.35 },
    { name: 'Cyber City', pincode: '122002', lat: 28.495, lng: 77.089, rentFactor: 1.3 },
    { name: 'Sushant Lok', pincode: '122009', lat: 28.462, lng: 77.075, rentFactor: 1.1 },
    { name: 'MG Road', pincode: '122002', lat: 28.479, lng: 77.081, rentFactor: 1.15 },
    { name: 'Sector 29', pincode: '122001', lat: 28.468, lng: 77.064, rentFactor: 1.05 },
    { name: 'Udyog Vihar', pincode: '122016', lat: 28.502, lng: 77.083, rentFactor: 1 },
    { name: 'Sector 45', pincode: '122003', lat: 28.442, lng: 77.062, rentFactor: 1 },
    { name: 'Palam Vihar', pincode: '122017', lat: 28.507, lng: 77.039, rentFactor: 0.9 },
    { name: 'Sector 56', pincode: '122011', lat: 28.425, lng: 77.105, rentFactor: 1.05 },
    { name: 'Nirvana Country', pincode: '122018', lat: 28.415, lng: 77.061, rentFactor: 1.05 },
    { name: 'South City 1', pincode: '122001', lat: 28.46, lng: 77.063, rentFactor: 1.05 },
    { name: 'DLF Phase 4', pincode: '122009', lat: 28.466, lng: 77.082, rentFactor: 1.1 },
    { name: 'Sector 31', pincode: '122001', lat: null, lng: null, rentFactor: 0.95 },
    { name: 'Sikanderpur', pincode: '122002', lat: null, lng: null, rentFactor: 1 },
  ],
}

export const CITY_RENT_FACTOR: Record<1 | 2 | 3, number> = { 1: 1.05, 2: 0.95, 3: 1.15 }
