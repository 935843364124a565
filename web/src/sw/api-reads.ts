import { CacheExpiration } from 'workbox-expiration'
import { OFFLINE_READS_CACHE } from '@basera/contract/offline'

// the offline reads' paths (contract/src/offline.ts), written in by the build (vite.config.ts)
declare const __OFFLINE_READ_PATHS__: readonly string[]

const expiration = new CacheExpiration(OFFLINE_READS_CACHE, { maxEntries: 150, maxAgeSeconds: 14 * 24 * 60 * 60 })

/** The tenant API reads by POST; the Cache API keys only GETs, so the body joins the key's URL. */
async function cacheKey(request: Request): Promise<string> {
  const body = await request.clone().text()
  return `${request.url}?body=${encodeURIComponent(body)}`
}

export const isOfflineRead = (request: Request): boolean =>
  request.method === 'POST' && __OFFLINE_READ_PATHS__.includes(new URL(request.url).pathname)

/**
 * Network first: a fresh answer is kept (200s only, per lead and body), and served again when the
 * network fails, so a page opened yesterday reads the same with the network off.
 */
export async function networkThenKeptAnswer(request: Request): Promise<Response> {
  const key = await cacheKey(request)
  const cache = await caches.open(OFFLINE_READS_CACHE)
  try {
    const response = await fetch(request)
    if (response.ok) {
      await cache.put(key, response.clone())
      await expiration.updateTimestamp(key)
      void expiration.expireEntries()
    }
    return response
  } catch (error) {
    const kept = await cache.match(key)
    if (kept) return kept
    throw error
  }
}
