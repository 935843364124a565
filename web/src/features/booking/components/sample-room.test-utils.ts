import type { RoomOption } from '@basera/contract/properties'

export const sampleRoom: RoomOption = {
  room_option_id: 150,
  property_id: 74,
  property_name: 'Green Leaf Residency PG',
  room_type_id: 2,
  room_type_name: 'Double',
  unit_rent: 8500,
  available_rooms: 3,
  security_deposit_months: 2,
  noticeperiod_months: 1,
  agreement_duration_months: 11,
  lockinperiod_months: 3,
  features: [{ feature_name: 'Attached washroom' }, { feature_name: 'Wi-Fi' }],
  maintenance_amount: 500,
  electricity: { type: 'metered', rate_per_unit: 9 },
  food: { type: 'optional', monthly_price: 2500 },
  one_time_fees: [
    { name: 'Agreement fee', amount: 1000 },
    { name: 'Token amount', amount: 2000 },
  ],
  token_amount: 0,
  sharing: 2,
  ac: true,
  attached_bathroom: true,
  food_included: false,
  available_from: null,
  availability_confirmed_at: new Date(Date.now() - 3 * 86_400_000 - 60_000).toISOString(),
  // deliberately not the sum of the lines: the screen must show the server's figures
  security_deposit_amount: 17001,
  move_in_total: 29999,
  refundable_amount: 17002,
}
