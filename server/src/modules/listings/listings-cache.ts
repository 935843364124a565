import { AnswerCache, type Cacheable, type CacheCounts } from '../../lib/cache.ts'
import type { ListingsVersion, Versions } from './listings-version.ts'

// a safety net only: an answer normally lives until the listings change (at 5 minutes, a catalogue's
// worth of details primed once had expired before anyone asked again, and every one was built anew)
const ANSWER_TTL_MS = 60 * 60_000

export interface ListingsCacheOptions<T> {
  /** 0 turns the cache off: every get loads. */
  checkEveryMs: number
  maxBytes: number
  sizeOf: (value: T) => number
  /** The part of the versions this cache's answers depend on. */
  dependsOn: (versions: Versions) => string
}

/**
 * Answers built only from listings, kept until those change: every write to the tables they come
 * from bumps a version in the database (migrations 0004, 0008), and an answer is kept under the
 * version it was built at. Bounded by bytes; the least recently used answers go first.
 */
export class ListingsCache<T extends Cacheable> {
  private readonly answers: AnswerCache<T>
  private keptFor = ''

  constructor(
    private readonly version: ListingsVersion,
    private readonly options: ListingsCacheOptions<T>,
  ) {
    this.answers = new AnswerCache<T>({
      ttlMs: options.checkEveryMs > 0 ? ANSWER_TTL_MS : 0,
      maxBytes: options.maxBytes,
      sizeOf: options.sizeOf,
    })
  }

  async get(key: string, load: (previous: T | undefined) => Promise<T>): Promise<T> {
    if (this.options.checkEveryMs <= 0) {
      this.answers.counts.misses++
      return load(undefined)
    }
    const version = this.options.dependsOn(await this.version.current())
    // answers of an older version are never asked for again: their memory goes at once
    if (version !== this.keptFor) {
      this.answers.clear()
      this.keptFor = version
    }
    return this.answers.get(`${version} ${key}`, load)
  }

  get bytes(): number {
    return this.answers.bytes
  }

  /** Hits and misses so far; a get while the cache is off counts as a miss. */
  get counts(): CacheCounts {
    return this.answers.counts
  }
}
