import { useSyncExternalStore } from 'react'
import { OFFLINE_READS_CACHE } from '@basera/contract/offline'
import { LANGUAGE_KEY } from './i18n'

// The spec's local storage keys: logged in means both accessToken and lead_profile_id exist.
const TOKEN_KEY = 'accessToken'
const LEGACY_TOKEN_KEY = 'token'
const LEAD_KEY = 'lead_profile_id'
/** The operator console's sign-in (lib/operator-session): a session of its own that a tenant's sign-out leaves alone. */
export const OPERATOR_SESSION_KEY = 'basera.operator'

export interface Session {
  accessToken: string
  leadId: number
}

const listeners = new Set<() => void>()
let cached: Session | null | undefined

function read(): Session | null {
  // the server renders public pages as a visitor who is not signed in sees them
  if (typeof localStorage === 'undefined') return null
  const accessToken = localStorage.getItem(TOKEN_KEY)
  const leadId = Number(localStorage.getItem(LEAD_KEY))
  return accessToken && Number.isInteger(leadId) && leadId > 0 ? { accessToken, leadId } : null
}

function notify() {
  cached = undefined
  for (const listener of listeners) listener()
}

export function getSession(): Session | null {
  if (cached === undefined) cached = read()
  return cached
}

let endedByServer = false

export function saveSession(session: Session) {
  endedByServer = false
  localStorage.setItem(TOKEN_KEY, session.accessToken)
  localStorage.setItem(LEGACY_TOKEN_KEY, session.accessToken)
  localStorage.setItem(LEAD_KEY, String(session.leadId))
  notify()
}

/** Sign out / Login entry / mobile entry: the spec clears session and local storage. */
export function clearAllStorage() {
  // the reader's language and the console's sign-in are not the tenant's session: they survive signing out
  const kept = [LANGUAGE_KEY, OPERATOR_SESSION_KEY].map((key) => [key, localStorage.getItem(key)] as const)
  localStorage.clear()
  for (const [key, value] of kept) if (value !== null) localStorage.setItem(key, value)
  // the service worker's copies of this lead's answers (shortlist, bookings) go with the session
  if ('caches' in window) void caches.delete(OFFLINE_READS_CACHE).catch(() => undefined)
  sessionStorage.clear()
  notify()
}

/** The server refused the token (expired or revoked): the session ends, and sign-in says why. */
export function endSessionByServer() {
  clearAllStorage()
  endedByServer = true
}

export function sessionEndedByServer(): boolean {
  return endedByServer
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === LEAD_KEY) notify()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, () => null)
}
