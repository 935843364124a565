import { CITIES } from '@basera/contract/constants'
import { filtersRooms, type SearchFilter } from '@basera/contract/search-filter'
import type { Db } from '../../db/client.ts'
import { AnswerCache, type CacheCounts } from '../../lib/cache.ts'
import { CompressedAnswer } from '../../lib/encoded-body.ts'
import type { ListingsVersion, Versions } from '../listings/listings-version.ts'
import { queryKey, type SearchQuery } from './query.ts'
import { searchReplyJson } from './search-sql.ts'

/** Search answers, cached compressed until what they are built from changes. */
export interface SearchAnswers {
  answer: (query: SearchQuery) => Promise<CompressedAnswer>
  /** Bytes the cache holds now. */
  bytes: () => number
  /** Hits and misses so far (Prometheus, /metrics); with the cache off every search is a miss. */
  counts: () => CacheCounts
}

// Budget in bytes of compressed answers (a 30-card search page ~3 KB): every search shape people use.
const SEARCH_BYTES = 32 * 1024 * 1024
// a safety net only: an answer normally lives until what it reads changes
const ANSWER_TTL_MS = 60 * 60_000

/**
 * The versions an answer depends on (migrations 0032, 0033): the names cards show, and what the search covers: its
 * localities, or its city (or every city) when it names none; with room choices, the room options there too. A
 * write changes only the versions of what it wrote, so a booking or a price change in one locality keeps every
 * cached search of the other localities (and a booking keeps every search without room choices).
 */
function dependsOn(filter: SearchFilter, v: Versions): string {
  const areas = filter.localityIds.length > 0
    ? filter.localityIds.map((id) => `locality:${id}`)
    : (filter.cityId !== undefined ? [filter.cityId] : CITIES.map((c) => c.city_id)).map((id) => `city:${id}`)
  const parts = [v.search['search:names'] ?? 0, ...areas.map((area) => v.search[`search:${area}`] ?? 0)]
  if (filtersRooms(filter)) parts.push(...areas.map((area) => v.search[`search:rooms:${area}`] ?? 0))
  return parts.join('.')
}

/**
 * Identical searches share one answer, kept compressed: a hit costs no query and no encoding. Each answer is kept
 * under the versions it depends on; an answer of older versions is never asked for again and leaves the cache
 * as the least recently used.
 */
export function searchAnswers(db: Db, version: ListingsVersion, checkEveryMs: number): SearchAnswers {
  const cache = new AnswerCache<CompressedAnswer>({ ttlMs: checkEveryMs > 0 ? ANSWER_TTL_MS : 0, maxBytes: SEARCH_BYTES, sizeOf: (a) => a.bytes })
  const load = (query: SearchQuery) => async () => new CompressedAnswer(await searchReplyJson(db, query))
  return {
    answer: async (query) => {
      if (checkEveryMs <= 0) {
        cache.counts.misses++
        return load(query)()
      }
      return cache.get(`${dependsOn(query.filter, await version.current())} ${queryKey(query)}`, load(query))
    },
    bytes: () => cache.bytes,
    counts: () => cache.counts,
  }
}
