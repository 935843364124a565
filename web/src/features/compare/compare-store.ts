import { useSyncExternalStore } from 'react'

// Up to three properties picked to compare, kept on this device across screens and reloads.
export const COMPARE_MAX = 3
const KEY = 'basera.compare'

export interface Picked {
  id: number
  name: string
}

const listeners = new Set<() => void>()
let cached: Picked[] | undefined

function isPicked(value: unknown): value is Picked {
  return typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'number' && 'name' in value && typeof value.name === 'string'
}

function read(): Picked[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter(isPicked).slice(0, COMPARE_MAX) : []
  } catch {
    return []
  }
}

function write(next: Picked[]) {
  localStorage.setItem(KEY, JSON.stringify(next))
  cached = undefined
  for (const listener of listeners) listener()
}

function picked(): Picked[] {
  cached ??= read()
  return cached
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

// the server cannot see this device's picks: a page it drew is taken over with none, then shows them (the same
// picks during hydration made React discard the server's page, error #418)
const NONE_ON_THE_SERVER: Picked[] = []
const serverPicked = () => NONE_ON_THE_SERVER

export function usePicked(): Picked[] {
  return useSyncExternalStore(subscribe, picked, serverPicked)
}

/** Adds a property; false when three are already picked (the caller asks which one to replace). */
export function pick(property: Picked): boolean {
  const now = picked()
  if (now.some((p) => p.id === property.id)) return true
  if (now.length >= COMPARE_MAX) return false
  write([...now, property])
  return true
}

export function unpick(id: number) {
  write(picked().filter((p) => p.id !== id))
}

export function replacePicked(oldId: number, property: Picked) {
  write(picked().map((p) => (p.id === oldId ? property : p)))
}

/** The shareable page of these properties: /compare?ids=1,2,3 */
export const comparePath = (ids: readonly number[]) => `/compare?ids=${ids.join(',')}`
