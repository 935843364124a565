import { getBookings } from './booking-endpoints.ts'
import { getContent } from './content-endpoints.ts'
import { viewLeadProfile } from './lead-endpoints.ts'
import { getHomeSections, getPrefLocalities, getPropertyById, getRoomOptions, getSimilarProperties, searchProperties } from './listing-endpoints.ts'
import { getRequests } from './request-endpoints.ts'
import { getShortlist } from './shortlist-endpoints.ts'
import { getVisits } from './visit-endpoints.ts'

// The tenant app's reads whose last answers a phone keeps for offline use (the service worker's cache of
// POST answers, OFFLINE_READS_CACHE): what a tenant opened stays readable with the network off. Writes are never
// kept. Read at build time (web/vite.config.ts writes the list into the worker); a module apart from the cache's
// name, which the app's first load and the worker import: through this one they would reach the endpoint table.
export const OFFLINE_READ_PATHS: readonly string[] = [
  getPropertyById, getRoomOptions, getSimilarProperties, getShortlist, getBookings, getVisits, getRequests,
  viewLeadProfile, getHomeSections, getPrefLocalities, searchProperties, getContent,
].map((endpoint) => endpoint.path)
