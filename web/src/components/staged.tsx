import { useEffect, useState, type ReactNode } from 'react'

/**
 * Draws its children in a task of their own, just after the screen around them has painted. A long screen wraps
 * its sections below the fold in it: each is then drawn (and laid out) on its own, in order, instead of the whole
 * screen in one long task that holds a slow phone's main thread, and the top paints first. Not for what the first
 * view shows: that would appear a moment late.
 */
export function Staged({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    // effects run after the paint; each section's timer is a task of its own
    const timer = setTimeout(() => setShown(true), 0)
    return () => clearTimeout(timer)
  }, [])
  return shown ? children : null
}
