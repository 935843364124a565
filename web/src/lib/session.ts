import { useSyncExternalStore } from 'react'
import { OFFLINE_READS_CACHE } from '@basera/contract/offline'
import { LANGUAGE_KEY } from './i18n'

// The spec's local storage keys: logged in means both accessToken and lead_profile_id exist.
const TOKEN_KEY = 'accessToken'
const LEGACY_TOKEN_KEY = 'token'
const LEAD_KEY = 'lead_profile_id'

export interface Session {
  accessToken: string
  leadId: number
}

const listeners = new Set<() => void>()
let cached: Session | null | undefined

function read(): Session | null {
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

export function saveSession(session: Session) {
  localStorage.setItem(TOKEN_KEY, session.accessToken)
  localStorage.setItem(LEGACY_TOKEN_KEY, session.accessToken)
  localStorage.setItem(LEAD_KEY, String(session.leadId))
  notify()
}

/** Sign out / Login entry / mobile entry: the spec clears session and local storage. */
export function clearAllStorage() {
  // the reader's language is not the session's: it survives signing out
  const language = localStorage.getItem(LANGUAGE_KEY)
  localStorage.clear()
  if (language) localStorage.setItem(LANGUAGE_KEY, language)
  // the service worker's copies of this lead's answers (shortlist, bookings) go with the session
  if ('caches' in window) void caches.delete(OFFLINE_READS_CACHE).catch(() => undefined)
  sessionStorage.clear()
  notify()
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
