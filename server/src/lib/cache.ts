import { LRUCache } from 'lru-cache'

export interface AnswerCacheOptions<T> {
  /** How long an answer is fresh; 0 turns the cache off (every get loads). */
  ttlMs: number
  /** The most the kept answers may weigh together, by `sizeOf`; the least recently used go first. */
  maxBytes: number
  /** What one answer weighs in memory, in bytes (an estimate is fine, never below 1). */
  sizeOf: (value: T) => number
}

/** What lru-cache can hold: anything but null and undefined. */
export type Cacheable = string | number | boolean | object

/** How often a cache answered from what it kept, since the process started. */
export interface CacheCounts {
  hits: number
  misses: number
}

type Load<T> = (previous: T | undefined) => Promise<T>

// answers loaded in one burst (a cold start) expire spread over the last 20% of their time to live
const JITTER = 0.2
// Date.now rather than performance.now: the cache follows the clock tests move
const wallClock = { now: () => Date.now() }

/**
 * An in-process answer cache over lru-cache, bounded by bytes: concurrent misses of one key share a
 * single load. An answer that expired less than another `ttlMs` ago is still served while one refresh
 * runs in the background: answers cached together expire together, and without this every request
 * for them would wait on the database at that moment (the slowest 1% of searches under load). Older
 * than that, the caller waits for the fresh answer; a failed refresh leaves the stale one in place.
 */
export class AnswerCache<T extends Cacheable> {
  private readonly lru: LRUCache<string, T, Load<T>> | null
  /** Gets answered from a kept answer (fresh, or stale while it refreshes) and gets that waited on a load. */
  readonly counts: CacheCounts = { hits: 0, misses: 0 }

  constructor(private readonly options: AnswerCacheOptions<T>) {
    this.lru = options.ttlMs > 0
      ? new LRUCache<string, T, Load<T>>({
          maxSize: options.maxBytes,
          sizeCalculation: (value) => Math.max(1, Math.ceil(options.sizeOf(value))),
          ttl: options.ttlMs,
          perf: wallClock,
          ttlResolution: 0,
          fetchMethod: (_key, previous, { context }) => context(previous),
        })
      : null
  }

  /** `load` gets the answer it replaces (if any), so an unchanged answer can be kept as it is. */
  async get(key: string, load: Load<T>): Promise<T> {
    if (!this.lru) {
      this.counts.misses++
      return load(undefined)
    }
    // a kept answer's remaining time to live is negative once it is stale: how long ago it expired
    const kept = this.lru.peek(key, { allowStale: true }) !== undefined
    const servesStale = kept && this.lru.getRemainingTTL(key) > -this.options.ttlMs
    if (servesStale) this.counts.hits++
    else this.counts.misses++
    const value = await this.lru.fetch(key, {
      context: load,
      allowStale: servesStale,
      allowStaleOnFetchRejection: servesStale,
      ttl: this.options.ttlMs * (1 - JITTER * Math.random()),
    })
    // only an answer too big for the whole cache is not kept: then the load's own answer is returned by fetch
    if (value === undefined) throw new Error(`cache load for ${key} gave no answer`)
    return value
  }

  /** Bytes held now (by `sizeOf`), for tests and the memory report. */
  get bytes(): number {
    return this.lru?.calculatedSize ?? 0
  }

  delete(key: string): void {
    this.lru?.delete(key)
  }

  clear(): void {
    this.lru?.clear()
  }
}
