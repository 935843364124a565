import type { HomeSectionsReply } from '@basera/contract/engagement'
import type { Db } from '../../db/client.ts'
import type { CacheCounts } from '../../lib/cache.ts'
import { CompressedAnswer } from '../../lib/encoded-body.ts'
import { popularSections } from '../home/service.ts'
import { propertyDetailOf, roomOptionsOf } from '../properties/detail-json.ts'
import { ListingsCache } from './listings-cache.ts'
import { ListingsVersion } from './listings-version.ts'

type PopularSections = Omit<HomeSectionsReply, 'success'>

/** Answers built from listings alone, shared by the API and the pages that carry their first data. */
export interface ListingsAnswers {
  /** The listings versions the caches follow (the search module's caches follow them too). */
  version: ListingsVersion
  /** The home sections of a visitor who is not signed in. */
  popularHome: () => Promise<PopularSections>
  /** The get-property-by-id answer ({ success, data: [detail] }) with the lead's shortlist mark. */
  propertyDetail: (propertyId: number, shortlisted: boolean) => Promise<CompressedAnswer>
  /** The get-room-options-by-id answer ({ success, data }); 404 for an unknown property. */
  roomOptions: (propertyId: number) => Promise<CompressedAnswer>
  /** Bytes the caches hold now. */
  bytes: () => number
  /** Hits and misses of the property details and room options caches (Prometheus, /metrics). */
  counts: () => Record<'property_detail' | 'room_options', CacheCounts>
  /**
   * Call after writing what these answers are built from (listings, reviews, available rooms): this
   * process's next answer reads the versions afresh, so the writer's own next request shows the change
   * (without it, an answer cached under the version read just before the write could be kept); other
   * instances follow within `checkEveryMs`.
   */
  changed: () => void
  /** `changed()`, passing the write's result through. */
  written: <T>(value: T) => T
}

// Budgets in bytes of compressed answers (a property's details ~2 KB, its room options ~1 KB): every
// property of a 20,000-property catalogue.
const DETAIL_BYTES = 48 * 1024 * 1024
const ROOMS_BYTES = 24 * 1024 * 1024
const POPULAR_BYTES = 1024 * 1024

const sizeOfAnswer = (a: CompressedAnswer) => a.bytes
const reply = (data: unknown) => new CompressedAnswer(JSON.stringify({ success: true, data }))

/**
 * Identical reads share one answer until the listings change, kept compressed: a hit costs no query
 * and no encoding (PGlite answers one query at a time on the main thread; a property's details or room
 * options are one statement each). Details and room options follow the listings and the rooms version (a
 * booking changes available rooms). Search answers live in modules/search on the same versions.
 */
export function listingsAnswers(db: Db, checkEveryMs: number): ListingsAnswers {
  const version = new ListingsVersion(db, checkEveryMs)
  const onListings = { checkEveryMs, sizeOf: sizeOfAnswer, dependsOn: (v: { listings: number }) => `${v.listings}` }
  const onRooms = { checkEveryMs, sizeOf: sizeOfAnswer, dependsOn: (v: { listings: number; rooms: number }) => `${v.listings}.${v.rooms}` }
  const details = new ListingsCache<CompressedAnswer>(version, { ...onRooms, maxBytes: DETAIL_BYTES })
  const rooms = new ListingsCache<CompressedAnswer>(version, { ...onRooms, maxBytes: ROOMS_BYTES })
  const popular = new ListingsCache<PopularSections>(version, {
    ...onListings, maxBytes: POPULAR_BYTES, sizeOf: (s) => JSON.stringify(s).length,
  })
  return {
    version,
    popularHome: () => popular.get('popular', () => popularSections(db)),
    propertyDetail: (propertyId, shortlisted) =>
      details.get(`${propertyId} ${shortlisted}`, async () => {
        const detail = await propertyDetailOf(db, propertyId)
        return reply([{ ...detail, is_shortlisted: shortlisted }])
      }),
    roomOptions: (propertyId) =>
      rooms.get(`${propertyId}`, async () => reply(await roomOptionsOf(db, propertyId))),
    bytes: () => details.bytes + rooms.bytes + popular.bytes,
    counts: () => ({ property_detail: details.counts, room_options: rooms.counts }),
    changed: () => version.forget(),
    written: (value) => {
      version.forget()
      return value
    },
  }
}
