/** The cache of the answers of the reads a phone keeps for offline use (offline-reads.ts); signing out empties it (it holds the lead's own data). */
export const OFFLINE_READS_CACHE = 'basera-api-reads'
