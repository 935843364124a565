import { Counter, type Registry } from 'prom-client'
import type { CacheCounts } from './cache.ts'

/**
 * The answer caches' hits and misses on /metrics (`basera_cache_hits_total{cache}`, `basera_cache_misses_total{cache}`):
 * a falling hit rate is what turns each search or property read into a query (the bench prints it beside each row).
 */
export function registerCacheMetrics(registry: Registry, counts: () => Record<string, CacheCounts>): void {
  const counter = (name: string, help: string, of: (c: CacheCounts) => number) => new Counter({
    name, help, labelNames: ['cache'], registers: [registry],
    collect() {
      this.reset()
      for (const [cache, c] of Object.entries(counts())) this.inc({ cache }, of(c))
    },
  })
  counter('basera_cache_hits_total', 'Reads answered from a kept answer (search, property details, room options)', (c) => c.hits)
  counter('basera_cache_misses_total', 'Reads that waited on the database for their answer', (c) => c.misses)
}
