import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { dataVersions } from '../../db/schema.ts'
import { TtlCache } from '../../lib/cache.ts'

// a safety net only: an answer normally lives until the listings change
const ANSWER_TTL_MS = 5 * 60_000

async function readListingsVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: dataVersions.version }).from(dataVersions).where(eq(dataVersions.name, 'listings'))
  return row?.version ?? 0
}

/**
 * Answers built only from listings (properties, cities, localities), kept until those change. Every
 * write to them bumps a version in the database (migration 0004); this process reads that version at
 * most once per `checkEveryMs`, so a change shows within about that long on every server instance,
 * and while nothing changes a cached answer costs no query at all. `checkEveryMs` 0 turns it off.
 */
export class ListingsCache<T> {
  private readonly version: TtlCache<number>
  private readonly answers: TtlCache<T>

  constructor(
    private readonly db: Db,
    private readonly checkEveryMs: number,
    maxEntries: number,
  ) {
    this.version = new TtlCache<number>(checkEveryMs, 1)
    this.answers = new TtlCache<T>(checkEveryMs > 0 ? ANSWER_TTL_MS : 0, maxEntries)
  }

  async get(key: string, load: (previous: T | undefined) => Promise<T>): Promise<T> {
    if (this.checkEveryMs <= 0) return load(undefined)
    const version = await this.version.get('listings', () => readListingsVersion(this.db))
    return this.answers.get(`${version} ${key}`, load)
  }
}
