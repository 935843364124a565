import { inArray, like, or } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { dataVersions } from '../../db/schema.ts'
import { AnswerCache } from '../../lib/cache.ts'

/**
 * Versions bumped by database triggers: 'listings' (migrations 0004 and 0008), 'rooms' (room options, 0008), and
 * search's own (0032, 0033): 'search:city:<id>' and 'search:locality:<id>' where properties changed, 'search:rooms:city:<id>'
 * and 'search:rooms:locality:<id>' where room options changed, 'search:names' for city and locality names.
 */
export interface Versions {
  listings: number
  rooms: number
  search: Readonly<Record<string, number>>
}

async function readVersions(db: Db): Promise<Versions> {
  const rows = await db.select().from(dataVersions).where(or(inArray(dataVersions.name, ['listings', 'rooms']), like(dataVersions.name, 'search:%')))
  const of = (name: string) => rows.find((r) => r.name === name)?.version ?? 0
  const search = Object.fromEntries(rows.filter((r) => r.name.startsWith('search:')).map((r) => [r.name, r.version]))
  return { listings: of('listings'), rooms: of('rooms'), search }
}

/**
 * The listings versions as this process last read them: at most one query per `checkEveryMs` for
 * every cache of the process together, so a change made through any instance (or straight in the
 * database) shows everywhere within about that long, and nothing is queried while nothing changes.
 */
export class ListingsVersion {
  private readonly cache: AnswerCache<Versions>

  constructor(private readonly db: Db, checkEveryMs: number) {
    this.cache = new AnswerCache<Versions>({ ttlMs: checkEveryMs, maxBytes: 1024, sizeOf: () => 64 })
  }

  current(): Promise<Versions> {
    return this.cache.get('versions', () => readVersions(this.db))
  }

  /** This process just changed the listings: the next read asks the database instead of waiting out `checkEveryMs`. */
  forget(): void {
    this.cache.clear()
  }
}
