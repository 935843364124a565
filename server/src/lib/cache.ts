/**
 * A small in-process answer cache: entries live `ttlMs`, and concurrent misses of one key share a
 * single load. PGlite runs queries on the main thread, so one search at a time is the bottleneck.
 * An answer that expired less than another `ttlMs` ago is still served while one refresh runs in
 * the background: answers cached together expire together, and without this every request for
 * them would wait on the database at that moment (the slowest 1% of searches under load).
 * Each answer lives between 80% and 100% of `ttlMs`, so answers loaded in one burst (a cold start)
 * are refreshed spread out instead of all in the same instant every `ttlMs`.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { value: T; expires: number }>()
  private readonly loading = new Map<string, Promise<T>>()
  private static readonly JITTER = 0.2

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
  ) {}

  /** `load` gets the answer it replaces (if any), so an unchanged answer can be kept as it is. */
  async get(key: string, load: (previous: T | undefined) => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load(undefined)
    const now = Date.now()
    const hit = this.entries.get(key)
    if (hit && hit.expires > now) return hit.value
    if (hit && hit.expires + this.ttlMs > now) {
      // a failed refresh leaves the stale answer until it is too old; then a caller waits and sees the error
      this.refresh(key, load).catch(() => undefined)
      return hit.value
    }
    return this.refresh(key, load)
  }

  private refresh(key: string, load: (previous: T | undefined) => Promise<T>): Promise<T> {
    const pending = this.loading.get(key)
    if (pending) return pending
    const promise = load(this.entries.get(key)?.value)
      .then((value) => {
        const now = Date.now()
        this.entries.delete(key)
        if (this.entries.size >= this.maxEntries) this.evictExpired(now)
        // still full: drop the oldest answer, not all of them (clearing would turn every next search into a miss)
        if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string)
        this.entries.set(key, { value, expires: now + this.ttlMs * (1 - TtlCache.JITTER * Math.random()) })
        return value
      })
      .finally(() => this.loading.delete(key))
    this.loading.set(key, promise)
    return promise
  }

  private evictExpired(now: number): void {
    for (const [key, entry] of this.entries) if (entry.expires + this.ttlMs <= now) this.entries.delete(key)
  }
}
