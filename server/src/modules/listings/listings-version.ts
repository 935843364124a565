import { inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { dataVersions } from '../../db/schema.ts'
import { AnswerCache } from '../../lib/cache.ts'

/** Versions bumped by database triggers: 'listings' (migrations 0004 and 0008) and 'rooms' (room options, 0008). */
export interface Versions {
  listings: number
  rooms: number
}

async function readVersions(db: Db): Promise<Versions> {
  const rows = await db.select().from(dataVersions).where(inArray(dataVersions.name, ['listings', 'rooms']))
  const of = (name: string) => rows.find((r) => r.name === name)?.version ?? 0
  return { listings: of('listings'), rooms: of('rooms') }
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
