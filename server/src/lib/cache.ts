/**
 * A small in-process answer cache: entries live `ttlMs`, and concurrent misses of one key share a
 * single load. PGlite runs queries on the main thread, so one search at a time is the bottleneck.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { value: T; expires: number }>()
  private readonly loading = new Map<string, Promise<T>>()

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
  ) {}

  async get(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load()
    const now = Date.now()
    const hit = this.entries.get(key)
    if (hit && hit.expires > now) return hit.value
    const pending = this.loading.get(key)
    if (pending) return pending
    const promise = load()
      .then((value) => {
        if (this.entries.size >= this.maxEntries) this.evictExpired(now)
        if (this.entries.size >= this.maxEntries) this.entries.clear()
        this.entries.set(key, { value, expires: Date.now() + this.ttlMs })
        return value
      })
      .finally(() => this.loading.delete(key))
    this.loading.set(key, promise)
    return promise
  }

  private evictExpired(now: number): void {
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key)
  }
}
