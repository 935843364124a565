/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'
import { ExpirationPlugin } from 'workbox-expiration'
import { isOfflineRead, networkThenKeptAnswer } from './api-reads'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] }

// The app shell (index.html, the tenant's scripts and styles, icons): served from the cache this worker
// installed. A page therefore always runs with the files of one build: a new worker waits until every
// tab of the old one is closed (no skipWaiting), so no page mixes old and new code.
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// Every screen is the same page; a navigation with the network off still opens the app.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }))

// Hashed files left out of the shell (the Hindi font, the operator console): kept once fetched.
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: 'basera-assets', plugins: [new ExpirationPlugin({ maxEntries: 80 })] }),
)

// Photos of the properties a tenant looked at, so they show offline too.
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/media/'),
  new CacheFirst({ cacheName: 'basera-media', plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 })] }),
)

// The reads a tenant opened (property, rooms, shortlist, bookings...): their last answers, for offline use.
registerRoute(({ request }) => isOfflineRead(request), ({ request }) => networkThenKeptAnswer(request), 'POST')
