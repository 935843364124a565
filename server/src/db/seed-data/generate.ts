import { computeMoveInCost, type Electricity, type Food, type OneTimeFee } from '@basera/contract/pricing'
import { CITY_RENT_FACTOR, SEED_LOCALITIES } from './localities.ts'
import { BEDROOM_PHOTOS, FEATURES, PHOTO_COUNT, ROOM_TYPES, photoUrl } from './catalogue.ts'
import {
  DESCRIPTION_DETAILS, DESCRIPTION_OPENERS, FIRST_NAMES, FURNISHING_HIGHLIGHTS, FURNISHING_SLOT, HIGHLIGHTS, LAST_NAMES, OWNERSHIPS, PG_NAMES, PG_SUFFIX,
  REVIEW_TEXTS, STREETS,
} from './texts.ts'
import type { Random } from './random.ts'
import type { CancellationTerms } from '@basera/contract/cancellation'
import { addDays, todayInIndia } from '@basera/contract/dates'

// Rows are keyed by SQL column names: they go straight into json_populate_recordset.
export type Row = Record<string, unknown>
export interface SeedLocalityRow { id: number; cityId: 1 | 2 | 3; cityName: string; position: number }
export interface GeneratedProperty { property: Row; roomOptions: Row[]; photos: Row[]; features: Row[]; reviews: Row[] }

const DAY_MS = 86_400_000
const MALE = 1, FEMALE = 2, OTHER = 4
const roundTo = (n: number, step: number) => Math.max(step, Math.round(n / step) * step)

type PropertyType = 'PG' | 'Flat' | 'Co-living'
const RENT_RANGES: Record<PropertyType, Partial<Record<number, [number, number]>>> = {
  PG: { 1: [8000, 18000], 2: [6000, 12000], 3: [4000, 8500] },
  'Co-living': { 1: [11000, 22000], 2: [8000, 14000], 3: [6500, 10000] },
  Flat: { 4: [14000, 42000], 1: [9000, 16000] },
}

/**
 * A sample contact per property, from its id alone (no random draw, so every other seeded value stays
 * as it was). It has no phone number: any real-looking number belongs to somebody, and a tenant who taps
 * Call would reach a stranger. A real operator's contact comes from the console.
 */
function sampleContact(id: number): { contact_name: string; contact_phone: null; contact_is_sample: true } {
  const first = FIRST_NAMES[id % FIRST_NAMES.length] ?? 'Manager'
  return { contact_name: `${first} (property manager)`, contact_phone: null, contact_is_sample: true }
}

function genderMask(r: Random, type: PropertyType): number {
  if (type === 'Flat') return MALE | FEMALE | OTHER
  if (type === 'Co-living') return r.chance(0.7) ? MALE | FEMALE | OTHER : MALE | FEMALE
  const roll = r.next()
  return roll < 0.4 ? MALE : roll < 0.75 ? FEMALE : MALE | FEMALE | OTHER
}

// realistic Delhi NCR bounds per bed (PG, co-living) or per unit (flat), whatever the area factor says
const RENT_BOUNDS: Record<PropertyType, [number, number]> = { PG: [4000, 18000], 'Co-living': [5500, 24000], Flat: [9000, 60000] }
const clampRent = (type: PropertyType, rent: number) => Math.min(RENT_BOUNDS[type][1], Math.max(RENT_BOUNDS[type][0], rent))

/** A PG's name says who it takes, and must agree with its gender mask. */
function pgSuffix(r: Random, mask: number): string {
  if (mask === MALE) return 'Boys PG'
  if (mask === FEMALE) return 'Girls PG'
  return r.pick(['PG', 'PG for Students', 'Co-ed PG'])
}

function food(r: Random, type: PropertyType): Food {
  const roll = r.next()
  if (type === 'PG') return roll < 0.75 ? { type: 'included' } : roll < 0.9 ? { type: 'optional', monthly_price: roundTo(r.int(2000, 3500), 100) } : { type: 'none' }
  if (type === 'Flat') return roll < 0.7 ? { type: 'none' } : { type: 'optional', monthly_price: roundTo(r.int(2500, 3500), 100) }
  return roll < 0.3 ? { type: 'included' } : roll < 0.8 ? { type: 'optional', monthly_price: roundTo(r.int(2000, 3500), 100) } : { type: 'none' }
}

function electricity(r: Random): Electricity {
  return r.chance(0.4) ? { type: 'included' } : { type: 'metered', rate_per_unit: r.int(7, 12) }
}

/** One-time fees and the token: the token is an advance counted toward the move-in total, never an extra fee. */
function oneTimeCharges(r: Random): { one_time_fees: OneTimeFee[]; token_amount: number } {
  const fees: OneTimeFee[] = []
  if (r.chance(0.7)) fees.push({ name: 'Agreement fee', amount: roundTo(r.int(500, 1500), 100) })
  const token = r.chance(0.2) ? roundTo(r.int(1000, 2000), 500) : 0
  return { one_time_fees: fees, token_amount: token }
}

// refund rules operators in Delhi NCR commonly publish: full refund with a week or two of notice, less after
const CANCELLATION_PRESETS: CancellationTerms[] = [
  [{ days_before_move_in: 7, refund_percent: 100 }, { days_before_move_in: 3, refund_percent: 50 }, { days_before_move_in: 0, refund_percent: 0 }],
  [{ days_before_move_in: 15, refund_percent: 100 }, { days_before_move_in: 7, refund_percent: 50 }, { days_before_move_in: 0, refund_percent: 0 }],
  [{ days_before_move_in: 30, refund_percent: 75 }, { days_before_move_in: 15, refund_percent: 25 }, { days_before_move_in: 0, refund_percent: 0 }],
  [{ days_before_move_in: 7, refund_percent: 100 }, { days_before_move_in: 0, refund_percent: 0 }],
]

/**
 * The photos in showing order with a bedroom first: the card and the gallery open on the room a tenant rents,
 * never on a washroom or the kitchen. A sample without a bedroom takes one chosen by the id (no random draw,
 * so every other seeded value stays as it was) in place of its last photo.
 */
function bedroomFirst(id: number, photos: number[]): number[] {
  const bedroom = photos.find((n) => BEDROOM_PHOTOS.includes(n))
  if (bedroom !== undefined) return [bedroom, ...photos.filter((n) => n !== bedroom)]
  const chosen = BEDROOM_PHOTOS[id % BEDROOM_PHOTOS.length] as number
  return [chosen, ...photos.slice(0, -1)]
}

const AC = 2, ATTACHED_WASHROOM = 13
const BEDS: Partial<Record<number, number>> = { 2: 2, 3: 3 }

/**
 * What tenants filter a room by (issue 32), agreeing with the property's amenities: AC and attached
 * washrooms only where it lists them, in every single room and most shared ones; a few rooms free up in
 * the coming weeks. Chosen by the option's id, not the random stream, so every other seeded value stays as it was.
 */
function roomFacts(option: Row, featureIds: number[], now: Date): Row {
  const id = Number(option.id)
  const sharing = BEDS[Number(option.room_type_id)] ?? 1
  const later = Number(option.available_rooms) > 0 && id % 7 === 0
  return {
    sharing,
    ac: featureIds.includes(AC) && (sharing === 1 || id % 3 !== 0),
    attached_bathroom: featureIds.includes(ATTACHED_WASHROOM) && (sharing === 1 || id % 2 === 0),
    available_from: later ? addDays(todayInIndia(now), 7 * ((id % 6) + 1)) : null,
  }
}

/** One property with its children; ids are assigned by the caller so the rows can be bulk inserted. */
export function generateProperty(r: Random, id: number, loc: SeedLocalityRow, ids: { roomOption: () => number; review: () => number }, now: Date): GeneratedProperty {
  const seedLoc = SEED_LOCALITIES[loc.cityId][loc.position - 1]
  if (!seedLoc) throw new Error(`no seed locality at ${loc.cityId}/${loc.position}`)
  const type: PropertyType = r.chance(0.6) ? 'PG' : r.chance(0.5) ? 'Co-living' : 'Flat'
  const factor = CITY_RENT_FACTOR[loc.cityId] * seedLoc.rentFactor * (0.85 + r.next() * 0.3)
  const depositMonths = r.int(1, 3)
  const noticeMonths = r.int(1, 2)
  const typeIds = Object.keys(RENT_RANGES[type]).map(Number)
  const chosenTypes = r.sample(typeIds, type === 'Flat' ? r.int(1, 2) : r.int(1, Math.min(3, typeIds.length))).sort()
  const maintenance = r.chance(0.35) ? 0 : roundTo(r.int(200, 1500), 100)
  const propertyFood = food(r, type)
  const roomOptions: Row[] = chosenTypes.map((roomTypeId) => {
    const [lo, hi] = RENT_RANGES[type][roomTypeId] ?? [5000, 10000]
    const available = r.chance(0.12) ? 0 : r.int(1, 8)
    return {
      id: ids.roomOption(),
      property_id: id,
      room_type_id: roomTypeId,
      unit_rent: clampRent(type, roundTo(r.int(lo, hi) * factor, 500)),
      available_rooms: available,
      total_rooms: available + r.int(1, 6),
      security_deposit_months: r.chance(0.8) ? depositMonths : r.int(1, 3),
      noticeperiod_months: noticeMonths,
      agreement_duration_months: 11,
      lockinperiod_months: r.int(1, 6),
      maintenance_amount: maintenance,
      electricity: electricity(r),
      food: propertyFood,
      ...oneTimeCharges(r),
      availability_confirmed_at: new Date(now.getTime() - r.int(0, 30 * 24) * 3_600_000).toISOString(),
    }
  })
  const cheapest = [...roomOptions].sort((a, b) => Number(a.unit_rent) - Number(b.unit_rent))[0] as Row
  const moveIn = computeMoveInCost({
    unit_rent: Number(cheapest.unit_rent),
    security_deposit_months: Number(cheapest.security_deposit_months),
    maintenance_amount: Number(cheapest.maintenance_amount),
    one_time_fees: cheapest.one_time_fees as OneTimeFee[],
  })

  const reviews = Array.from({ length: r.int(3, 8) }, () => {
    const rating = r.chance(0.45) ? 5 : r.chance(0.7) ? 4 : 3
    const text = r.pick(REVIEW_TEXTS[rating])
    return {
      id: ids.review(),
      property_id: id,
      lead_id: null,
      reviewer_name: `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`,
      rating,
      title: text.title,
      description: text.description,
      created_at: new Date(now.getTime() - r.int(1, 365) * DAY_MS).toISOString(),
      is_sample: true,
    }
  })
  const typeWord = type === 'PG' ? 'PG' : type === 'Flat' ? 'flat' : 'co-living space'
  const description = [
    r.pick(DESCRIPTION_OPENERS).replace('{type}', typeWord).replace('{locality}', seedLoc.name).replace('{city}', loc.cityName),
    ...r.sample(DESCRIPTION_DETAILS, 2),
  ].join(' ')
  const mask = genderMask(r, type)
  const jitter = () => (r.next() - 0.5) * 0.012

  const property: Row = {
    id,
    name: `${r.pick(PG_NAMES)} ${type === 'PG' ? pgSuffix(r, mask) : r.pick(PG_SUFFIX[type])}`,
    property_type: type,
    furnishing: type === 'Flat' ? r.pick(['Fully Furnished', 'Semi Furnished', 'Unfurnished']) : r.chance(0.8) ? 'Fully Furnished' : 'Semi Furnished',
    ownership: r.pick(OWNERSHIPS),
    description,
    highlights: r.sample(HIGHLIGHTS, r.int(3, 5)),
    city_id: loc.cityId,
    locality_id: loc.id,
    address: `${r.int(1, 240)}, ${r.pick(STREETS)}, ${seedLoc.name}`,
    pincode: seedLoc.pincode,
    latitude: seedLoc.lat === null ? null : Math.round((seedLoc.lat + jitter()) * 1e6) / 1e6,
    longitude: seedLoc.lng === null ? null : Math.round((seedLoc.lng + jitter()) * 1e6) / 1e6,
    gender_mask: mask,
    ...sampleContact(id),
    // the property shows the range of what its rooms charge, never a figure of its own
    security_deposit_months: Math.min(...roomOptions.map((o) => Number(o.security_deposit_months))),
    security_deposit_months_max: Math.max(...roomOptions.map((o) => Number(o.security_deposit_months))),
    noticeperiod_months: noticeMonths,
    min_rent: Number(cheapest.unit_rent),
    min_rent_move_in: moveIn.move_in_total,
    // the reviews above are samples: a rating counts real stays only, and there are none yet
    rating_avg: null,
    rating_count: 0,
    // by id, not by the random stream: the rest of the sample stays as it was before terms existed
    cancellation_terms: CANCELLATION_PRESETS[id % CANCELLATION_PRESETS.length],
    created_at: new Date(now.getTime() - r.int(30, 900) * DAY_MS).toISOString(),
  }
  // the furnishing's highlight says what the furnishing says (after the draws: every other value stays as it was)
  const furnishing = property.furnishing as keyof typeof FURNISHING_HIGHLIGHTS
  property.highlights = (property.highlights as string[]).map((h) => (h === FURNISHING_SLOT ? FURNISHING_HIGHLIGHTS[furnishing] : h))
  const photos = bedroomFirst(id, r.sample(Array.from({ length: PHOTO_COUNT }, (_, i) => i + 1), r.int(3, 5))).map((n, i) => ({
    property_id: id, url: photoUrl(n), position: i,
  }))
  // the meals amenity only where food is on offer, so amenities never contradict the charges
  const MEALS = 3
  const mustHave = propertyFood.type === 'included' ? [1, 6, MEALS] : [1, 6]
  const pool = FEATURES.map((f) => f.id).filter((f) => f !== MEALS || propertyFood.type !== 'none')
  const featureIds = [...new Set([...mustHave, ...r.sample(pool, r.int(4, 12))])].slice(0, 12)
  const features = featureIds.map((featureId, position) => ({ property_id: id, feature_id: featureId, position }))
  roomOptions.forEach((option) => Object.assign(option, roomFacts(option, featureIds, now)))
  property.card_photos = photos.map((p) => p.url)
  property.card_features = featureIds.map((id) => {
    const f = FEATURES.find((x) => x.id === id)
    return { feature_id: id, feature_name: f?.name ?? '', icon: f?.icon ?? '' }
  })
  property.card_room_types = chosenTypes.map((id) => ({ room_type_id: id, room_type_name: ROOM_TYPES.find((t) => t.id === id)?.name ?? '' }))
  return { property, roomOptions, photos, features, reviews }
}
