import { useEffect, useState, type ReactNode } from 'react'
import { NavigationType, useLocation, useNavigationType } from 'react-router'

/**
 * Draws its children in a task of their own, just after the screen around them has painted. A long screen wraps
 * what lies below the fold in it (a section, a card of a list): each part is then drawn and laid out on its own,
 * in order, instead of the whole screen in one long task that holds a slow phone's main thread, and the top paints
 * first. Not for what the first view shows: that would appear a moment late.
 *
 * Back and Forward draw everything at once: they return to a place down the screen, which must be there.
 */
export function Staged({ children }: { children: ReactNode }) {
  const navigationType = useNavigationType()
  const { key } = useLocation()
  // the page's first screen is a Pop too, on the router's 'default' entry
  const returning = navigationType === NavigationType.Pop && key !== 'default'
  const [shown, setShown] = useState(returning)
  useEffect(() => {
    if (shown) return undefined
    // effects run after the paint; each part's timer is a task of its own
    const timer = setTimeout(() => setShown(true), 0)
    return () => clearTimeout(timer)
  }, [shown])
  return shown ? children : null
}
