import type { QueryClient } from '@tanstack/react-query'

/**
 * The kinds of data the app caches: the first element of every query key. Features build their key factories on
 * these; a mutation names the kinds it changes (features never import each other's keys) and `invalidateKinds`
 * refetches whatever of them is shown.
 */
export const queryKind = {
  bookings: 'bookings',
  content: 'content',
  home: 'home',
  localities: 'localities',
  messages: 'messages',
  notifications: 'notifications',
  payments: 'payments',
  places: 'places',
  profile: 'profile',
  properties: 'properties',
  requests: 'requests',
  savedSearches: 'saved-searches',
  search: 'search',
  shortlist: 'shortlist',
  visits: 'visits',
} as const
export type QueryKind = (typeof queryKind)[keyof typeof queryKind]

export async function invalidateKinds(queryClient: QueryClient, kinds: readonly QueryKind[]): Promise<void> {
  await Promise.all(kinds.map((kind) => queryClient.invalidateQueries({ queryKey: [kind] })))
}

/** A room was taken or given back: the booking list, the rooms left (details, room options, cards) and home's rails. */
export const ROOM_CHANGED: readonly QueryKind[] = [queryKind.bookings, queryKind.properties, queryKind.search, queryKind.home, queryKind.notifications]
