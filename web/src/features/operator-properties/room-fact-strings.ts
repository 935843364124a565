// What tenants filter rooms by (issue 32), as the room option form asks it. English, like the rest of the console
// (PRODUCT.md: the console may stay English for now).
export const roomFactStrings = {
  title: 'What tenants filter by',
  sharing: 'Beds in the room',
  sharingHint: 'Leave it empty to take it from the room type (Single 1, Double 2, Triple 3).',
  ac: 'AC in the room',
  bathroom: 'Attached bathroom',
  availableFrom: 'Free from',
  availableFromHint: 'Leave it empty if the room is free now.',
} as const
