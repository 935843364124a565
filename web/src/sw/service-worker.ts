/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'
import { ExpirationPlugin } from 'workbox-expiration'
import { isOfflineRead, networkThenKeptAnswer } from './api-reads'
import { openApp, payloadOf, showPush, urlOfNotification } from './push'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] }

// The app shell (index.html, the tenant's scripts and styles, icons), precached. A new worker waits until
// every tab of the old one is closed (no skipWaiting): a page offline runs on one build's files only.
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// Pages come from the server while it answers (they carry their first data, and a new build's page brings
// its own files); with no answer within a few seconds, or none at all, the precached shell of this build.
const shell = createHandlerBoundToURL('/index.html')
const PAGE_WAIT_MS = 4000
registerRoute(
  new NavigationRoute(
    async (options) => {
      const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), PAGE_WAIT_MS))
      const page = await Promise.race([fetch(options.request).catch(() => null), timeout])
      return page ?? shell(options)
    },
    { denylist: [/^\/api\//] },
  ),
)

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

// Web Push: show what the server sent; a tap opens the screen it is about.
self.addEventListener('push', (event) => {
  event.waitUntil(showPush(self.registration, payloadOf(event.data)))
})
self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  event.waitUntil(openApp(self.clients, self.location.origin, urlOfNotification(event.notification.data)))
})
