import { and, asc, eq, gte, inArray, ne, sql, type SQL } from 'drizzle-orm'
import { EARTH_RADIUS_KM, GENDERS, HOME_PRICE_RANGE, POPULAR_LOCALITIES_SLICE, type Gender } from '@basera/contract/constants'
import type { HomeSectionsReply } from '@basera/contract/engagement'
import type { Db } from '../../db/client.ts'
import { localities, properties } from '../../db/schema.ts'
import { getProfile } from '../leads/profile-service.ts'
import { loadCards } from '../properties/cards.ts'
import { findPropertyIds, propertyConditions } from '../properties/search-service.ts'
import { listRecentSearches } from '../recent-searches/service.ts'

type Sections = Omit<HomeSectionsReply, 'success'>
const SECTION_SIZE = 10
const NEARBY_LOCALITIES = 3

// ratings count real stays only (a property without one has none): among unrated ones, the freshest availability first
const bestRated = [
  sql`${properties.ratingAvg} desc nulls last`, sql`${properties.ratingCount} desc`, sql`${properties.availabilityConfirmedAt} desc nulls last`, asc(properties.id),
]
// the most reviewed by tenants who stayed; before any review, the newest listings
const mostReviewed = [sql`${properties.ratingCount} desc`, sql`${properties.ratingAvg} desc nulls last`, sql`${properties.createdAt} desc`, asc(properties.id)]
const cheapest = [asc(properties.minRent), asc(properties.id)]

function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h))
}

/** Other localities of the city, nearest first (those without coordinates last). */
async function nearbyLocalityIds(db: Db, cityId: number, localityId: number | null): Promise<number[]> {
  const rows = await db.select().from(localities).where(eq(localities.cityId, cityId)).orderBy(asc(localities.position))
  const home = rows.find((l) => l.id === localityId)
  const at = home?.latitude != null && home.longitude != null ? { lat: home.latitude, lng: home.longitude } : null
  return rows
    .filter((l) => l.id !== localityId)
    .map((l) => ({ id: l.id, d: at && l.latitude != null && l.longitude != null ? distanceKm(at, { lat: l.latitude, lng: l.longitude }) : Infinity }))
    .sort((x, y) => x.d - y.d)
    .slice(0, NEARBY_LOCALITIES)
    .map((l) => l.id)
}

async function section(db: Db, where: SQL | undefined, order: SQL[]) {
  return loadCards(db, await findPropertyIds(db, where, order, SECTION_SIZE))
}

/** Who the lead is and what they look for: their gender, the city and localities they searched (or chose), their budget. */
interface Searcher {
  gender: Gender | null
  cityId: number | null
  localityIds: number[]
  min: number
  max: number
}

/**
 * The searcher behind a lead's home: gender from the profile (or, unsaid there, the latest search's), the city
 * and localities of the latest search (a search is the freshest wish; else the profile's city and locality),
 * the budget of the profile (or the latest search).
 */
async function searcherOf(db: Db, leadId: number): Promise<Searcher> {
  const [profile, [search]] = await Promise.all([getProfile(db, leadId), listRecentSearches(db, leadId, 1)])
  const gender = GENDERS.find((g) => g === profile.gender) ?? GENDERS.find((g) => g === search?.gender) ?? null
  let searchCity = search?.city_id ?? null
  const firstLocality = search?.locality_ids[0]
  if (searchCity === null && firstLocality !== undefined) {
    searchCity = (await db.select({ cityId: localities.cityId }).from(localities).where(eq(localities.id, firstLocality)))[0]?.cityId ?? null
  }
  const fromSearch = searchCity !== null
  const cityId = fromSearch ? searchCity : profile.pref_city_id
  const localityIds = fromSearch ? (search?.locality_ids ?? []) : profile.pref_locality_id ? [profile.pref_locality_id] : []
  const min = profile.pref_budget_min_range ?? search?.min_amount ?? HOME_PRICE_RANGE.min
  const max = Math.max(min, profile.pref_budget_max_range ?? search?.max_amount ?? HOME_PRICE_RANGE.max)
  return { gender, cityId, localityIds, min, max }
}

/**
 * Sections for the searcher: Perfect Match admits their gender and lies in the city (and localities) they
 * searched, never a girls' PG to a man or another city; the rest follow the same city, gender and budget.
 */
async function personalSections(db: Db, leadId: number, searcher: Searcher): Promise<Sections | null> {
  const { cityId, gender, min, max } = searcher
  if (cityId === null) return null
  const base = { gender, minAmount: min, maxAmount: max, cityId, localityIds: [] as number[] }
  const locality = searcher.localityIds.length === 1 ? (searcher.localityIds[0] ?? null) : null
  const nearby = (await nearbyLocalityIds(db, cityId, locality)).filter((id) => !searcher.localityIds.includes(id))
  const [perfect, best, budget, smart, recent] = await Promise.all([
    section(db, propertyConditions({ ...base, localityIds: searcher.localityIds }), bestRated),
    section(db, propertyConditions(base), bestRated),
    section(db, propertyConditions({ ...base, minAmount: 0, maxAmount: 2_147_483_647 }), cheapest),
    nearby.length ? section(db, propertyConditions({ ...base, localityIds: nearby }), bestRated) : Promise.resolve([]),
    listRecentSearches(db, leadId, 3),
  ])
  return { recent_searches: recent, perfect_match: perfect, best_for_you: best, budget_friendly: budget, smart_suggestions: smart }
}

/**
 * Signed out (or no city chosen yet): picks across Delhi NCR, best rated by real stays first (the freshest
 * availability while there are none), most reviewed (the newest while there are none), affordable, popular areas.
 */
export async function popularSections(db: Db): Promise<Sections> {
  const [from, to] = POPULAR_LOCALITIES_SLICE
  const popularLocalities = db.select({ id: localities.id }).from(localities)
    .where(and(gte(localities.position, from + 1), sql`${localities.position} <= ${to}`))
  const [perfect, best, budget, smart] = await Promise.all([
    section(db, undefined, bestRated),
    section(db, undefined, mostReviewed),
    section(db, and(ne(properties.minRent, 0), gte(properties.minRent, HOME_PRICE_RANGE.min)), cheapest),
    section(db, inArray(properties.localityId, popularLocalities), bestRated),
  ])
  return { recent_searches: [], perfect_match: perfect, best_for_you: best, budget_friendly: budget, smart_suggestions: smart }
}

/**
 * Personal sections when the lead has searched or chosen a city; otherwise popular picks (plus their recent
 * searches), with Perfect Match only among properties that admit the lead's gender when it is known.
 */
export async function homeSections(db: Db, leadId: number | null, popular: () => Promise<Sections>): Promise<Sections> {
  if (leadId === null) return popular()
  const searcher = await searcherOf(db, leadId)
  const personal = await personalSections(db, leadId, searcher)
  if (personal) return personal
  const [sections, recent] = await Promise.all([popular(), listRecentSearches(db, leadId, 3)])
  const perfect = searcher.gender
    ? await section(db, propertyConditions({ gender: searcher.gender, cityId: null, localityIds: [], minAmount: 0, maxAmount: 2_147_483_647 }), bestRated)
    : sections.perfect_match
  return { ...sections, perfect_match: perfect, recent_searches: recent }
}
