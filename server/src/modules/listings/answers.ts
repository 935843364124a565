import type { HomeSectionsReply } from '@basera/contract/engagement'
import type { Db } from '../../db/client.ts'
import { EncodedBody } from '../../lib/encoded-body.ts'
import { popularSections } from '../home/service.ts'
import type { SearchFilters } from '../properties/search-service.ts'
import { searchReplyJson } from '../properties/search-json.ts'
import { ListingsCache } from './listings-cache.ts'

type PopularSections = Omit<HomeSectionsReply, 'success'>

/** Answers built from listings alone, shared by the API and the pages that carry their first data. */
export interface ListingsAnswers {
  /** A search answer as JSON text and its compressed forms. */
  search: (filters: SearchFilters) => Promise<EncodedBody>
  /** The home sections of a visitor who is not signed in. */
  popularHome: () => Promise<PopularSections>
}

/**
 * Identical searches share one answer until the listings change, kept with its compressed forms: a
 * hit costs no query and no encoding (PGlite answers one query at a time on the main thread; on
 * PostgreSQL a miss still costs ~4 ms of CPU).
 */
export function listingsAnswers(db: Db, checkEveryMs: number): ListingsAnswers {
  const searches = new ListingsCache<EncodedBody>(db, checkEveryMs, 2000)
  const popular = new ListingsCache<PopularSections>(db, checkEveryMs, 1)
  return {
    search: (filters) =>
      searches.get(JSON.stringify(filters), async (previous) => {
        const json = await searchReplyJson(db, filters)
        // an unchanged answer keeps its compressed forms
        return previous?.text === json ? previous : new EncodedBody(json)
      }),
    popularHome: () => popular.get('popular', () => popularSections(db)),
  }
}
