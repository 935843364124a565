/** Whether the instance has finished starting (migrated, seeded): until then it answers 503. */
export interface Readiness {
  isReady: () => boolean
  markReady: () => void
}

export function createReadiness(ready = false): Readiness {
  let state = ready
  return { isReady: () => state, markReady: () => { state = true } }
}
