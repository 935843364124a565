import { z } from 'zod'
import { Gender, GenderOrUnspecified, Id, LeadIdField, Rupees } from './common.ts'
import { Electricity, Food, OneTimeFee } from './pricing.ts'
import { HOME_PRICE_RANGE } from './constants.ts'

export const Feature = z.object({ feature_id: z.number().int(), feature_name: z.string(), icon: z.string() })
export type Feature = z.infer<typeof Feature>

export const RoomType = z.object({ room_type_id: z.number().int(), room_type_name: z.string() })
export type RoomType = z.infer<typeof RoomType>

export const Review = z.object({
  id: z.number().int(),
  name: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  description: z.string(),
  created_at: z.string(),
})
export type Review = z.infer<typeof Review>

/** A property as a search result card. */
export const PropertyCard = z.object({
  property_id: z.number().int(),
  property_name: z.string(),
  property_type: z.enum(['PG', 'Flat', 'Co-living']),
  furnishing: z.enum(['Fully Furnished', 'Semi Furnished', 'Unfurnished']),
  address: z.string(),
  city_id: z.number().int(),
  city_name: z.string(),
  locality_id: z.number().int(),
  locality_name: z.string(),
  pincode: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Genders the property accepts. */
  genders: z.array(Gender),
  /** Lowest monthly rent of its room options. */
  minimum_rent: z.number().int(),
  /** Move-in total of that lowest-rent room option (see computeMoveInCost). */
  move_in_total: z.number().int(),
  photos: z.array(z.string()),
  features: z.array(Feature),
  room_types: z.array(RoomType),
  security_deposit_months: z.number().int(),
  noticeperiod_months: z.number().int(),
  rating: z.number().nullable(),
  review_count: z.number().int(),
})
export type PropertyCard = z.infer<typeof PropertyCard>

export const PropertyDetail = PropertyCard.extend({
  ownership: z.string(),
  description: z.string(),
  highlights: z.array(z.string()),
  reviews: z.array(Review),
  /** Refundable part (deposit) of the lowest-rent option's move-in total. */
  refundable_amount: z.number().int(),
  is_shortlisted: z.boolean(),
})
export type PropertyDetail = z.infer<typeof PropertyDetail>

/** Comma-separated locality ids, e.g. "5,7". */
export const LocalityIdList = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\d{1,9})(,\s*\d{1,9})*$/, 'localityId must be comma-separated locality ids')
  .transform((s) => [...new Set(s.split(',').map((p) => Number(p.trim())))])

export const SearchPropertiesBody = z
  .object({
    leadId: LeadIdField,
    gender: z.union([z.literal(''), GenderOrUnspecified]).optional(),
    minAmount: Rupees.default(HOME_PRICE_RANGE.min),
    maxAmount: Rupees.default(HOME_PRICE_RANGE.max),
    localityId: z.union([z.literal(''), LocalityIdList]).optional(),
    cityId: Id.optional(),
    limit: z.number().int().min(1).max(100).default(30),
    offset: z.number().int().min(0).max(100_000).default(0),
  })
  .refine((b) => b.minAmount <= b.maxAmount, { message: 'minAmount must not exceed maxAmount', path: ['minAmount'] })
export type SearchPropertiesBody = z.input<typeof SearchPropertiesBody>
export const SearchPropertiesReply = z.object({
  success: z.boolean(),
  data: z.array(PropertyCard),
  total: z.number().int(),
})
export type SearchPropertiesReply = z.infer<typeof SearchPropertiesReply>

export const PropertyByIdBody = z.object({ leadId: LeadIdField, propertyId: Id })
export type PropertyByIdBody = z.input<typeof PropertyByIdBody>
export const PropertyByIdReply = z.object({ success: z.boolean(), data: z.array(PropertyDetail) })
export type PropertyByIdReply = z.infer<typeof PropertyByIdReply>

export const SimilarPropertiesBody = z.object({ propertyId: Id, limit: z.number().int().min(1).max(20).default(6) })
export type SimilarPropertiesBody = z.input<typeof SimilarPropertiesBody>
export const PropertyListReply = z.object({ success: z.boolean(), data: z.array(PropertyCard) })
export type PropertyListReply = z.infer<typeof PropertyListReply>

export const RoomOption = z.object({
  room_option_id: z.number().int(),
  property_id: z.number().int(),
  property_name: z.string(),
  room_type_id: z.number().int(),
  room_type_name: z.string(),
  unit_rent: z.number().int(),
  available_rooms: z.number().int(),
  security_deposit_months: z.number().int(),
  noticeperiod_months: z.number().int(),
  agreement_duration_months: z.number().int(),
  lockinperiod_months: z.number().int(),
  features: z.array(z.object({ feature_name: z.string() })),
  // honest charges (issue 9)
  maintenance_amount: z.number().int(),
  electricity: Electricity,
  food: Food,
  one_time_fees: z.array(OneTimeFee),
  availability_confirmed_at: z.string(),
  security_deposit_amount: z.number().int(),
  move_in_total: z.number().int(),
  refundable_amount: z.number().int(),
})
export type RoomOption = z.infer<typeof RoomOption>

export const RoomOptionsReply = z.object({ success: z.boolean(), data: z.array(RoomOption) })
export type RoomOptionsReply = z.infer<typeof RoomOptionsReply>
