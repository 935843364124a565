import { filtersRooms } from '@basera/contract/search-filter'
import type { Db } from '../../db/client.ts'
import { CompressedAnswer } from '../../lib/encoded-body.ts'
import { ListingsCache } from '../listings/listings-cache.ts'
import type { ListingsVersion } from '../listings/listings-version.ts'
import { queryKey, type SearchQuery } from './query.ts'
import { searchReplyJson } from './search-sql.ts'

/** Search answers, cached compressed until what they are built from changes. */
export interface SearchAnswers {
  answer: (query: SearchQuery) => Promise<CompressedAnswer>
  /** Bytes the caches hold now. */
  bytes: () => number
}

// Budgets in bytes of compressed answers (a 30-card search page ~3 KB): every search shape people use.
const PLAIN_BYTES = 24 * 1024 * 1024
const ROOMS_BYTES = 8 * 1024 * 1024

/**
 * Identical searches share one answer, kept compressed: a hit costs no query and no encoding. A search
 * without room choices reads properties alone and follows the listings version; one with room choices
 * (sharing, food, AC, bathroom, available from) reads room options with a room left, so a booking (the
 * rooms version) drops those answers and keeps the others.
 */
export function searchAnswers(db: Db, version: ListingsVersion, checkEveryMs: number): SearchAnswers {
  const common = { checkEveryMs, sizeOf: (a: CompressedAnswer) => a.bytes }
  const plain = new ListingsCache<CompressedAnswer>(version, { ...common, maxBytes: PLAIN_BYTES, dependsOn: (v) => `${v.listings}` })
  const rooms = new ListingsCache<CompressedAnswer>(version, { ...common, maxBytes: ROOMS_BYTES, dependsOn: (v) => `${v.listings}.${v.rooms}` })
  return {
    answer: (query) =>
      (filtersRooms(query.filter) ? rooms : plain).get(queryKey(query), async () => new CompressedAnswer(await searchReplyJson(db, query))),
    bytes: () => plain.bytes + rooms.bytes,
  }
}
