import { useState, useSyncExternalStore } from 'react'

// One wait for the page's first idle moment, shared by every part that loads then (the drawer, the dialogs of a
// screen): a page with twenty cards asks the browser once, not twenty times.
let idle = false
let waiting = false
const listeners = new Set<() => void>()

function waitForIdle() {
  if (waiting) return
  waiting = true
  const done = () => {
    idle = true
    for (const listener of listeners) listener()
  }
  if ('requestIdleCallback' in window) requestIdleCallback(done, { timeout: 3000 })
  else setTimeout(done, 1000)
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  waitForIdle()
  return () => listeners.delete(listener)
}

/** True once the page has been idle (after its first screen's work); false on the server and while hydrating. */
export function useIdle(): boolean {
  return useSyncExternalStore(subscribe, () => idle, () => false)
}

/**
 * Whether a part shown on a tap (a dialog, a sheet) should be there: from the page's first idle moment, so its code
 * is in before the tap, or from the first time it is asked for, if that comes first. Once true it stays true, so a
 * dialog closes as a dialog (focus goes back to what opened it) instead of leaving the page.
 */
export function useWantedOnce(asked: boolean): boolean {
  const [wasAsked, setWasAsked] = useState(asked)
  if (asked && !wasAsked) setWasAsked(true)
  return useIdle() || wasAsked
}
