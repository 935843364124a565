import {
  getBookings, getContent, getHomeSections, getPrefLocalities, getPropertyById, getRequests, getRoomOptions, getShortlist,
  getSimilarProperties, getVisits, searchProperties, viewLeadProfile,
} from './endpoints.ts'

// The tenant app's reads whose last answers a phone keeps for offline use (the service worker's cache of
// POST answers): what a tenant opened stays readable with the network off. Writes are never kept.
// pure: a bundle that takes only the cache's name (the service worker) leaves the table and its schemas out
export const OFFLINE_READ_PATHS: readonly string[] = /* @__PURE__ */ [
  getPropertyById, getRoomOptions, getSimilarProperties, getShortlist, getBookings, getVisits, getRequests,
  viewLeadProfile, getHomeSections, getPrefLocalities, searchProperties, getContent,
].map((endpoint) => endpoint.path)

/** The cache of those answers; signing out empties it (it holds the lead's own data). */
export const OFFLINE_READS_CACHE = 'basera-api-reads'
