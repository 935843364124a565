import { useSyncExternalStore } from 'react'

// Whether the console's real-time stream is up (features/operator-live keeps it): the console's lists poll slowly
// while it is, and every 30 s, as before, while it is not. Only console code imports this.

/** Today's polling, the fallback while the stream is down. */
const CONSOLE_POLL_MS = 30_000
/** While the stream is up a change arrives at once; a slow poll is only a safety net. */
const CONSOLE_POLL_LIVE_MS = 120_000

let live = false
const listeners = new Set<() => void>()

export function setConsoleLive(value: boolean): void {
  if (live === value) return
  live = value
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useConsoleLive(): boolean {
  return useSyncExternalStore(subscribe, () => live, () => false)
}

/** How often a console list asks again: slowly while changes stream in, every 30 s when they cannot. */
export function useConsolePollMs(): number {
  return useConsoleLive() ? CONSOLE_POLL_LIVE_MS : CONSOLE_POLL_MS
}
