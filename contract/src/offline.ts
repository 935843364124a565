// The tenant app's reads whose last answers a phone keeps for offline use (the service worker's cache of
// POST answers): what a tenant opened stays readable with the network off. Writes are never kept.
export const OFFLINE_READ_PATHS: readonly string[] = [
  '/api/leads/v1/get-property-by-id',
  '/api/leads/v1/get-room-options-by-id',
  '/api/leads/v1/get-similar-properties',
  '/api/leads/v1/get-shortlist',
  '/api/leads/v1/get-bookings',
  '/api/leads/v1/get-visits',
  '/api/leads/v1/get-requests',
  '/api/leads/v1/view-lead-profile',
  '/api/leads/v1/get-home-sections',
  '/api/leads/v1/get-pref-localities',
  '/api/leads/v1/fetch-property-by-filters',
  '/api/content/v1/get-content',
]

/** The cache of those answers; signing out empties it (it holds the lead's own data). */
export const OFFLINE_READS_CACHE = 'basera-api-reads'
