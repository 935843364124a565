import { useSyncExternalStore } from 'react'
import type { OperatorRole } from '@basera/contract/operator'
import { installOperatorAuth } from './api-client'
import { OPERATOR_SESSION_KEY } from './session'

/** Who is signed in to the operator console: stored apart from the tenant's session (a tenant sign-out keeps it, and the reverse). */
export interface OperatorSession {
  accessToken: string
  operatorId: number
  role: OperatorRole
  name: string
  phone: string
}

const listeners = new Set<() => void>()
let cached: OperatorSession | null | undefined

function isSession(value: unknown): value is OperatorSession {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return (
    typeof v.accessToken === 'string' &&
    typeof v.operatorId === 'number' &&
    (v.role === 'admin' || v.role === 'owner' || v.role === 'manager') &&
    typeof v.name === 'string' &&
    typeof v.phone === 'string'
  )
}

function read(): OperatorSession | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(OPERATOR_SESSION_KEY) ?? 'null')
    return isSession(value) ? value : null
  } catch {
    return null
  }
}

function notify() {
  cached = undefined
  for (const listener of listeners) listener()
}

export function getOperatorSession(): OperatorSession | null {
  if (cached === undefined) cached = read()
  return cached
}

export function saveOperatorSession(session: OperatorSession) {
  localStorage.setItem(OPERATOR_SESSION_KEY, JSON.stringify(session))
  notify()
}

export function clearOperatorSession() {
  localStorage.removeItem(OPERATOR_SESSION_KEY)
  notify()
}

installOperatorAuth({ token: () => getOperatorSession()?.accessToken ?? null, expired: clearOperatorSession })

function subscribe(listener: () => void) {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === OPERATOR_SESSION_KEY) notify()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

export function useOperatorSession(): OperatorSession | null {
  return useSyncExternalStore(subscribe, getOperatorSession, () => null)
}
