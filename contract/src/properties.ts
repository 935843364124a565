import { z } from 'zod'
import { Gender, GenderOrUnspecified, Id, IsoDate, LeadIdField, Rupees } from './common.ts'
import { Electricity, Food, OneTimeFee } from './pricing.ts'
import { HOME_PRICE_RANGE } from './constants.ts'
import { messages } from './messages.ts'
import { CancellationTerms } from './cancellation.ts'
import { LateFeeTerms, RentDay } from './dues.ts'
import { LatLng, NearestMetro, PlaceId } from './places.ts'
import { FURNISHINGS, SEARCH_SORTS } from './search-filter.ts'

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
  /** Sample content of the seed, not a real tenant's review: the page labels it so. */
  is_sample: z.boolean(),
  /** The stay the review comes from (YYYY-MM-DD; `to` null while the tenant still lives there); null for samples. */
  stay: z.object({ from: z.string(), to: z.string().nullable() }).nullable(),
  /** The operator's one reply. */
  reply: z.string().nullable(),
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
  /**
   * Deposit months live on the room options that charge them: this is the fewest any of them charges, and
   * `security_deposit_months_max` the most (equal when every room charges the same; both 0 with no room).
   * A page shows the range ("1–2 months") and never a figure of its own.
   */
  security_deposit_months: z.number().int(),
  security_deposit_months_max: z.number().int(),
  noticeperiod_months: z.number().int(),
  rating: z.number().nullable(),
  review_count: z.number().int(),
  /** Null when the property has no position. */
  nearest_metro: NearestMetro.nullable(),
  /** Straight-line km to the point the search was near (one decimal); only in searches near a point. */
  distance_km: z.number().optional(),
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
  /** The property's own contact; null when it has none yet (then Basera support answers). */
  contact_name: z.string().nullable(),
  /** Always null for a sample contact: nobody can be reached through sample data. */
  contact_phone: z.string().nullable(),
  /** Sample content of the seed, not a real operator's contact: the page labels it so, like sample reviews. */
  contact_is_sample: z.boolean(),
  cancellation_terms: CancellationTerms,
  /** Rent terms shown before booking: the fixed rent day (null: the tenant's move-in day of each month) and the late fee (null: none). */
  rent_day: RentDay.nullable(),
  late_fee: LateFeeTerms.nullable(),
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
    /** Search near a dropped pin, or near a place of the places list (not both). */
    near: LatLng.optional(),
    near_place_id: PlaceId.optional(),
    /**
     * `price_asc` (cheapest first, the default; `rent` is the same), `price_desc`, `distance` (nearest to
     * `near` first), `rating` (real reviews' average, then their count, unrated last) or `newest`; ties by id.
     */
    sort: z.enum(['rent', ...SEARCH_SORTS], { error: 'sort must be price_asc, price_desc, distance, rating or newest' }).optional(),
    /** Only properties whose nearest metro is at most this far in a straight line. */
    metro_within_km: z.number().positive('metro_within_km must be more than 0').max(20, 'metro_within_km must be at most 20').optional(),
    // PRODUCT.md "Search the way tenants search": a property matches through ONE room option with a room
    // left that has every chosen fact (and a rent within the budget); `true` requires a fact, `false` is no preference
    /** Beds in the room: 1, 2, 3 or 4 (four or more). */
    sharing: z.array(z.number({ error: 'sharing must list 1, 2, 3 or 4' }).int('sharing must list 1, 2, 3 or 4').min(1, 'sharing must list 1, 2, 3 or 4').max(4, 'sharing must list 1, 2, 3 or 4'), { error: 'sharing must list 1, 2, 3 or 4' })
      .max(4, 'sharing must list 1, 2, 3 or 4').optional(),
    food_included: z.boolean({ error: 'food_included must be true or false' }).optional(),
    ac: z.boolean({ error: 'ac must be true or false' }).optional(),
    attached_bathroom: z.boolean({ error: 'attached_bathroom must be true or false' }).optional(),
    furnishing: z.enum(FURNISHINGS, { error: 'furnishing must be unfurnished, semi_furnished or fully_furnished' }).optional(),
    /** Room options available on or before this date (YYYY-MM-DD). */
    available_from: IsoDate.optional(),
  })
  // the search call keeps the spec's wider bounds (its home page sends 1 to 100,000); a crossed range is refused
  .refine((b) => b.minAmount <= b.maxAmount, { message: messages.priceMinNotBelowMax, path: ['minAmount'] })
  .refine((b) => b.near === undefined || b.near_place_id === undefined, { message: 'send near or near_place_id, not both', path: ['near'] })
  .refine((b) => b.sort !== 'distance' || b.near !== undefined || b.near_place_id !== undefined, {
    message: 'sort by distance needs near or near_place_id', path: ['sort'],
  })
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

export const SimilarPropertiesBody = z.object({
  propertyId: Id,
  limit: z.number().int().min(1).max(20).default(6),
  /** The visitor's own gender (search or profile): only properties that admit it are suggested. */
  gender: Gender.optional(),
})
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
  /**
   * The token a booking pays now, in whole rupees: an advance counted toward the move-in total, held until
   * move-in. 0: nothing to pay now (no token, or the owner takes requests without payment).
   */
  token_amount: z.number().int(),
  availability_confirmed_at: z.string(),
  /** Beds in the room. */
  sharing: z.number().int(),
  ac: z.boolean(),
  attached_bathroom: z.boolean(),
  /** Food is in the rent (not food at a price: see `food`). */
  food_included: z.boolean(),
  /** YYYY-MM-DD the room can be moved into; null: now. */
  available_from: z.string().nullable(),
  security_deposit_amount: z.number().int(),
  move_in_total: z.number().int(),
  refundable_amount: z.number().int(),
})
export type RoomOption = z.infer<typeof RoomOption>

export const RoomOptionsReply = z.object({ success: z.boolean(), data: z.array(RoomOption) })
export type RoomOptionsReply = z.infer<typeof RoomOptionsReply>
